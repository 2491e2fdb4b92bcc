// Runnable variant of spec 001's first @condBranch (the example that breaks
// the bufferization write-before-read invariant): a buffer allocated in the
// entry block is partially written in one branch only and copied into the
// argument after the merge. `partial_write(%0, %0)` stores into element 0;
// element 1 is initialised in the entry block so the output is defined.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  %init = arith.constant 1.0 : f32
  memref.store %init, %0[%c0] : memref<2xf32>
  memref.store %init, %0[%c1] : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %w = arith.constant 5.0 : f32
  memref.store %w, %0[%c0] : memref<2xf32>
  cf.br ^bb3
^bb3:
  memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %out = memref.alloc() : memref<2xf32>
  call @condBranch(%t, %out) : (i1, memref<2xf32>) -> ()
  %a = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @condBranch(%f, %out) : (i1, memref<2xf32>) -> ()
  %b = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 5, 1 )
// CHECK: defects: none
