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
