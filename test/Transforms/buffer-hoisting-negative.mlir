// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-hoisting -split-input-file | FileCheck %s

// Allocations reclaim-buffer-hoisting must leave where they are.

// The example of spec 001 with a dynamic size: the size is a block argument
// of ^bb2, so the allocation cannot move above ^bb2.
// CHECK-LABEL: func @spec_dynamic_size
//       CHECK: ^bb2(%[[SIZE:.*]]: index):
//  CHECK-NEXT:   memref.alloc(%[[SIZE]])
func.func @spec_dynamic_size(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// The common dominator of the uses (^bb0) lies outside a cf loop around the
// allocation: moving there would serve all iterations with one buffer.
// CHECK-LABEL: func @cf_loop
//       CHECK: ^bb2:
//  CHECK-NEXT:   memref.alloc
func.func @cf_loop(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb3(%in : memref<4xf32>)
^bb1:
  cf.br ^bb2
^bb2:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb3(%a : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// The input frees the buffer after the scf.if through its result: moving
// the allocation out of the branch would leak it when the other branch runs.
// CHECK-LABEL: func @freed_by_input
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.alloc
func.func @freed_by_input(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %r : memref<4xf32>
  return
}

// -----

// A region op with unknown control flow is not left.
// CHECK-LABEL: func @unknown_region_op
//       CHECK:   test.region
//  CHECK-NEXT:     memref.alloc
func.func @unknown_region_op(%out: memref<4xf32>) {
  %r = "test.region"() ({
    %a = memref.alloc() : memref<4xf32>
    "test.yield"(%a) : (memref<4xf32>) -> ()
  }) : () -> memref<4xf32>
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// An alloca does not leave its memref.alloca_scope.
// CHECK-LABEL: func @alloca_scope
//       CHECK:   memref.alloca_scope
//  CHECK-NEXT:     memref.alloca
func.func @alloca_scope(%in: memref<4xf32>) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  }
  return
}
