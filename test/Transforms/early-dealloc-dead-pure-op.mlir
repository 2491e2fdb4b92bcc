// RUN: reclaim-opt %s -reclaim-early-dealloc | FileCheck %s
// RUN: reclaim-run %s -e dead_pure_op --pipeline=reclaim-early-dealloc --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// A pure op whose result is unused (left by a canonicalize that stopped
// early, or in the input) between a free and the last use of the buffer,
// with more than 16 ops in between (the free then searches the indexed
// candidates: the ops that may touch the buffer or compute the free's
// operands). The unused op did not move along with the free: moved above
// the load it uses, it made the IR invalid (found by reclaim-fuzz, seed 77
// program 25 with --adversarial, through an unreachable block).

// CHECK-LABEL: func @dead_pure_op
//       CHECK:   memref.copy %{{.*}}, %[[A:.*]] :
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   %[[X:.*]] = memref.load
//  CHECK-NEXT:   memref.store %[[X]]
//       CHECK:   arith.addf %[[X]], %[[X]]
//  CHECK-NEXT:   return
// EXEC:       stats: allocs=1 frees=1
// EXEC:       defects: none
// EXEC-NEXT:  exit-code: 0
func.func @dead_pure_op() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 2.0 : f32
  %in = memref.alloca() : memref<4xf32>
  %other = memref.alloca() : memref<4xf32>
  memref.store %v, %in[%c0] : memref<4xf32>
  memref.store %v, %other[%c0] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  %x = memref.load %other[%c0] : memref<4xf32>
  memref.store %x, %other[%c0] : memref<4xf32>
  memref.store %x, %other[%c1] : memref<4xf32>
  memref.store %x, %other[%c2] : memref<4xf32>
  memref.store %x, %other[%c3] : memref<4xf32>
  memref.store %x, %other[%c0] : memref<4xf32>
  memref.store %x, %other[%c1] : memref<4xf32>
  memref.store %x, %other[%c2] : memref<4xf32>
  memref.store %x, %other[%c3] : memref<4xf32>
  memref.store %x, %other[%c0] : memref<4xf32>
  memref.store %x, %other[%c1] : memref<4xf32>
  memref.store %x, %other[%c2] : memref<4xf32>
  memref.store %x, %other[%c3] : memref<4xf32>
  memref.store %x, %other[%c0] : memref<4xf32>
  memref.store %x, %other[%c1] : memref<4xf32>
  memref.store %x, %other[%c2] : memref<4xf32>
  memref.store %x, %other[%c3] : memref<4xf32>
  %dead = arith.addf %x, %x : f32
  memref.dealloc %a : memref<4xf32>
  return
}
