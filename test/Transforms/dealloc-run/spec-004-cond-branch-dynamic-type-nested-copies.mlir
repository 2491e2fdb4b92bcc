// Runnable variant of the OUTPUT of spec 004's @condBranchDynamicTypeNested
// example used as input: alloc + copy temporaries in ^bb1 and ^bb5, a free
// of %1 in ^bb5, and a free of %3 in ^bb7 after its non-critical alias %4
// was copied. All paths (the argument path and both inner paths) run.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index, %inner: i1) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %arg1, %c0 : memref<?xf32>
  %5 = memref.alloc(%d0) : memref<?xf32>
  memref.copy %arg1, %5 : memref<?xf32> to memref<?xf32>
  cf.br ^bb6(%5 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  %v = arith.constant 2.0 : f32
  linalg.fill ins(%v : f32) outs(%1 : memref<?xf32>)
  cf.cond_br %inner, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  %c0_4 = arith.constant 0 : index
  %w = arith.constant 9.0 : f32
  memref.store %w, %1[%c0_4] : memref<?xf32>
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  %c0_0 = arith.constant 0 : index
  %d1 = memref.dim %2, %c0_0 : memref<?xf32>
  %6 = memref.alloc(%d1) : memref<?xf32>
  memref.copy %1, %6 : memref<?xf32> to memref<?xf32>
  memref.dealloc %1 : memref<?xf32>
  cf.br ^bb6(%6 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  memref.dealloc %3 : memref<?xf32>
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
  call @condBranchDynamicTypeNested(%t, %in, %out, %c2, %t) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  %a = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @condBranchDynamicTypeNested(%f, %in, %out, %c2, %t) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  %b = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  call @condBranchDynamicTypeNested(%f, %in, %out, %c2, %f) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  %c = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
  vector.print %c : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 2, 2 )
// CHECK-NEXT: ( 9, 2 )
// CHECK: defects: none
