// Runnable variant of spec 001's @branch (introduction of clones), before
// the alias-based pass: %0 is allocated in the entry block and used only in
// ^bb2; ^bb1 allocates %1; ^bb3 receives one of them. `use(%0)` is a fill
// and ^bb3's elided body reads the merged buffer. Both buffers must be
// freed exactly once on each path (%0 even when ^bb1 is taken).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @branch(%arg0: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %a = arith.constant 11.0 : f32
  linalg.fill ins(%a : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  %b = arith.constant 22.0 : f32
  linalg.fill ins(%b : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %x = memref.load %2[%c0] : memref<2xf32>
  return %x : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @branch(%t) : (i1) -> f32
  vector.print %x : f32
  %y = call @branch(%f) : (i1) -> f32
  vector.print %y : f32
  return
}

// CHECK: 11
// CHECK-NEXT: 22
// CHECK: defects: none
