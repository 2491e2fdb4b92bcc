// Runnable variants of spec 001's @condBranch used for buffer hoisting,
// before the move (alloc in ^bb2) and after it (alloc hoisted into the entry
// block, unused on the ^bb1 path). ^bb3 receives either the argument %arg1
// (never owned) or the fresh buffer; `use(%0)` writes it and test.copy is
// memref.copy into %arg2.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  %v = arith.constant 7.0 : f32
  linalg.fill ins(%v : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

func.func @condBranchHoisted(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %v = arith.constant 8.0 : f32
  linalg.fill ins(%v : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%in : memref<2xf32>)
  call @condBranch(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %a = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @condBranch(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %b = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  call @condBranchHoisted(%t, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %c = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %c : vector<2xf32>
  call @condBranchHoisted(%f, %in, %out) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  %d = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %d : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 7, 7 )
// CHECK-NEXT: ( 1, 1 )
// CHECK-NEXT: ( 8, 8 )
// CHECK: defects: none
