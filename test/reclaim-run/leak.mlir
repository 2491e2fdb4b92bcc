// A buffer that is never freed is reported as a leak at its allocation, and a
// buffer freed correctly is not.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.5 : f32
  %leaked = memref.alloc() : memref<4xf32>
  %freed = memref.alloc() : memref<8xf32>
  memref.store %f, %leaked[%c0] : memref<4xf32>
  %v = memref.load %leaked[%c0] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %freed : memref<8xf32>
  return
}

// CHECK: 2.5
// CHECK-NEXT: reclaim-run: leak: 16 bytes in 1 block never freed
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}leak.mlir:9:13
// CHECK-NOT: reclaim-run:
// CHECK: stats: allocs=2 frees=1 bytes-allocated=48 peak-bytes=48 ideal-peak-bytes=48 live-bytes-at-exit=16
// CHECK-NEXT: defects: leak
// CHECK-NEXT: exit-code: 10

// A buffer allocated in every iteration of a loop and never freed: one report
// for the allocation site, with the number of leaked blocks.
// RUN: not reclaim-run %s -e loop 2>&1 | FileCheck %s --check-prefix=LOOP
func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %t = memref.alloc() : memref<2xi64>
  }
  return
}

// LOOP:      reclaim-run: leak: 48 bytes in 3 blocks never freed
// LOOP-NEXT:   allocated by memref.alloc at {{.*}}leak.mlir:34:10
// LOOP-NEXT: stats: allocs=3 frees=0 bytes-allocated=48 peak-bytes=48 ideal-peak-bytes=16 live-bytes-at-exit=48
// LOOP-NEXT: defects: leak
// LOOP-NEXT: exit-code: 10
