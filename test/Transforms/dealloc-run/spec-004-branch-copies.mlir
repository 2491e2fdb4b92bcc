// Runnable variant of the OUTPUT of spec 004's @branch example used as
// input: temporary copies made with alloc + linalg.copy (memref.copy here),
// a free of %1 in ^bb1, and frees of the merged copy %2 and of %0 in ^bb3
// are already present. Reclaim must add no second free on either path.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @branch(%arg0: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %a = arith.constant 31.0 : f32
  linalg.fill ins(%a : f32) outs(%1 : memref<2xf32>)
  %3 = memref.alloc() : memref<2xf32>
  memref.copy %1, %3 : memref<2xf32> to memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  cf.br ^bb3(%3 : memref<2xf32>)
^bb2:
  %b = arith.constant 32.0 : f32
  linalg.fill ins(%b : f32) outs(%0 : memref<2xf32>)
  %4 = memref.alloc() : memref<2xf32>
  memref.copy %0, %4 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%4 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %x = memref.load %2[%c0] : memref<2xf32>
  memref.dealloc %2 : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
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

// CHECK: 31
// CHECK-NEXT: 32
// CHECK: defects: none
