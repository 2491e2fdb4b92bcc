// RUN: reclaim-opt %s -reclaim-canonicalize | FileCheck %s
// RUN: reclaim-run %s -e main --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s -e main --pipeline='builtin.module(reclaim-promote-to-stack,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// reclaim-canonicalize leaves out upstream's SimplifyClones, which replaced a
// clone freed in its block by its source even when the source is written
// while the clone is alive (found by helper-27: reclaim-pipeline printed 146
// instead of 6). Its own FoldCloneOfFreedSource folds a clone only when
// nothing between it and the free of the clone or of its source can write
// either.

// The source is overwritten while the clone is alive: the clone stays.
// CHECK-LABEL: func @main
//       CHECK:   bufferization.clone
// EXEC: 6
// EXEC: defects: none
func.func @main() {
  %c1 = arith.constant 1 : index
  %k6 = arith.constant 6 : i32
  %k146 = arith.constant 146 : i32
  %b = memref.alloc() : memref<4xi32>
  linalg.fill ins(%k6 : i32) outs(%b : memref<4xi32>)
  %x = bufferization.clone %b : memref<4xi32> to memref<4xi32>
  %t = memref.alloc() : memref<4xi32>
  linalg.fill ins(%k146 : i32) outs(%t : memref<4xi32>)
  memref.copy %t, %b : memref<4xi32> to memref<4xi32>
  %l = memref.load %x[%c1] : memref<4xi32>
  vector.print %l : i32
  memref.dealloc %x : memref<4xi32>
  memref.dealloc %t : memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  return
}

// Only reads, and a write to an argument, while the clone is alive: it is
// its source.
// CHECK-LABEL: func @folded
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.load %[[A:.*]][
//       CHECK:   memref.copy %[[A]], %{{.*}}
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return
func.func @folded(%out: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi32>
  %x = bufferization.clone %a : memref<4xi32> to memref<4xi32>
  %l = memref.load %x[%c1] : memref<4xi32>
  memref.copy %x, %out : memref<4xi32> to memref<4xi32>
  memref.dealloc %x : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %l : i32
}

// The source is freed right after the clone: the clone is the source.
// CHECK-LABEL: func @source_freed
//   CHECK-NOT:   bufferization.clone
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return %[[B:.*]] :
func.func @source_freed() -> memref<4xi32> {
  %b = memref.alloc() : memref<4xi32>
  %x = bufferization.clone %b : memref<4xi32> to memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  return %x : memref<4xi32>
}
