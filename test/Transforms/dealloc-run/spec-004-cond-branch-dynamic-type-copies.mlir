// Runnable variant of the OUTPUT of spec 004's @condBranchDynamicType
// example used as input: dynamic temporary copies (memref.dim + alloc +
// copy) in both predecessors of ^bb3, a free of %3 in ^bb2 and of the merged
// copy %6 in ^bb3 are already present. The argument copy in ^bb1 is freed
// by the input in ^bb3 too. Reclaim must add no second free.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  %c0 = arith.constant 0 : index
  %0 = memref.dim %arg1, %c0 : memref<?xf32>
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb2(%2: index):
  %3 = memref.alloc(%2) : memref<?xf32>
  %v = arith.constant 6.0 : f32
  linalg.fill ins(%v : f32) outs(%3 : memref<?xf32>)
  %c0_0 = arith.constant 0 : index
  %4 = memref.dim %3, %c0_0 : memref<?xf32>
  %5 = memref.alloc(%4) : memref<?xf32>
  memref.copy %3, %5 : memref<?xf32> to memref<?xf32>
  memref.dealloc %3 : memref<?xf32>
  cf.br ^bb3(%5 : memref<?xf32>)
^bb3(%6: memref<?xf32>):
  memref.copy %6, %arg2 : memref<?xf32> to memref<?xf32>
  memref.dealloc %6 : memref<?xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %in = memref.alloc(%c2) : memref<?xf32>
  %out = memref.alloc(%c2) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%in : memref<?xf32>)
  call @condBranchDynamicType(%t, %in, %out, %c2) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  %a = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @condBranchDynamicType(%f, %in, %out, %c2) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  %b = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 6, 6 )
// CHECK: defects: none
