// Runnable variant of spec 001's @mixedAllocation: an alloca and an alloc
// reach one merge block through different edges of a cf.cond_br; `use(%x)`
// is a store, and `...` in ^bb3 reads the merged buffer. The alloc must be
// freed exactly once (whichever edge was taken), the alloca never.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @mixedAllocation(%arg0: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %a = arith.constant 1.5 : f32
  memref.store %a, %0[%c0] : memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  %b = arith.constant 2.5 : f32
  memref.store %b, %1[%c0] : memref<2xf32>
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %x = memref.load %2[%c0] : memref<2xf32>
  return %x : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @mixedAllocation(%t) : (i1) -> f32
  vector.print %x : f32
  %y = call @mixedAllocation(%f) : (i1) -> f32
  vector.print %y : f32
  return
}

// CHECK: 1.5
// CHECK-NEXT: 2.5
// CHECK: defects: none
