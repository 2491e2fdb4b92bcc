// Runnable variant of spec 001's @condBranchDynamicType: the allocation in
// ^bb2 depends on a block argument (dynamic size) and cannot be hoisted; ^bb3
// receives either the argument %arg1 or the fresh dynamic buffer and copies
// it into %arg2.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  %v = arith.constant 3.0 : f32
  linalg.fill ins(%v : f32) outs(%1 : memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %in = memref.alloc(%c3) : memref<?xf32>
  %out = memref.alloc(%c3) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%in : memref<?xf32>)
  call @condBranchDynamicType(%t, %in, %out, %c3) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  %a = vector.load %out[%c0] : memref<?xf32>, vector<3xf32>
  vector.print %a : vector<3xf32>
  call @condBranchDynamicType(%f, %in, %out, %c3) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  %b = vector.load %out[%c0] : memref<?xf32>, vector<3xf32>
  vector.print %b : vector<3xf32>
  return
}

// CHECK: ( 1, 1, 1 )
// CHECK-NEXT: ( 3, 3, 3 )
// CHECK: defects: none
