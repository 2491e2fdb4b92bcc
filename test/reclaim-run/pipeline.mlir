// --pipeline transforms the program before it is lowered and run. Without
// deallocation the program leaks; upstream's buffer-deallocation-pipeline
// frees every buffer, and --reference confirms the output is unchanged.
// RUN: not reclaim-run %s --args=1 > %t.none 2>&1
// RUN: FileCheck %s --check-prefix=NONE < %t.none
// RUN: reclaim-run %s --args=1 --reference --pipeline=buffer-deallocation-pipeline > %t.dealloc 2>&1
// RUN: FileCheck %s --check-prefix=DEALLOC < %t.dealloc
// RUN: reclaim-run %s --args=0 --pipeline='builtin.module(buffer-deallocation-pipeline,func.func(canonicalize))' 2>&1 | FileCheck %s --check-prefix=ANCHORED

func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @main(%cond: i1) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = call @fill(%c2, %one) : (index, f32) -> memref<?xf32>
  %r = scf.if %cond -> memref<?xf32> {
    %b = func.call @fill(%c3, %two) : (index, f32) -> memref<?xf32>
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// NONE:      Unranked Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// NONE-NEXT: [2,  2,  2]
// Leaks are merged per allocation site and call chain.
// NONE-NEXT: reclaim-run: leak: 8 bytes in 1 block never freed
// NONE-NEXT:   allocated by memref.alloc at {{.*}}pipeline.mlir:15:8
// NONE-NEXT:     called from func.call at {{.*}}pipeline.mlir:27:8
// NONE-NEXT: reclaim-run: leak: 12 bytes in 1 block never freed
// NONE-NEXT:   allocated by memref.alloc at {{.*}}pipeline.mlir:15:8
// NONE-NEXT:     called from func.call at {{.*}}pipeline.mlir:29:10
// NONE-NEXT: stats: allocs=2 frees=0 bytes-allocated=20 peak-bytes=20 ideal-peak-bytes=12 live-bytes-at-exit=20
// NONE-NEXT: defects: leak
// NONE-NEXT: exit-code: 10

// DEALLOC:      Unranked Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// DEALLOC-NEXT: [2,  2,  2]
// DEALLOC-NEXT: stats: allocs=[[N:[0-9]+]] frees=[[N]] {{.*}} live-bytes-at-exit=0
// DEALLOC-NEXT: reference-stats: allocs=2 frees=0 bytes-allocated=20
// DEALLOC-NEXT: defects: none
// DEALLOC-NEXT: exit-code: 0

// ANCHORED:      [1,  1]
// ANCHORED-NEXT: stats: allocs=[[M:[0-9]+]] frees=[[M]] {{.*}} live-bytes-at-exit=0
// ANCHORED-NEXT: defects: none
