// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-hoisting -split-input-file | FileCheck %s

// The example of spec 001: the allocation of ^bb2 reaches ^bb3 through a
// block argument; it moves to ^bb0, the common dominator of its uses, just
// before the terminator (no earlier op of ^bb0 uses it).
// CHECK-LABEL: func @spec_cond_branch
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb2:
//  CHECK-NEXT:   test.use
//  CHECK-SAME:     %[[A]]
//  CHECK-NEXT:   cf.br ^bb3(%[[A]] : memref<2xf32>)
func.func @spec_cond_branch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// A buffer yielded out of a scf.if moves before the scf.if (and after the
// op that precedes it: the live range does not grow more than needed).
// CHECK-LABEL: func @out_of_if
//       CHECK:   memref.store
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:     scf.yield %[[A]]
func.func @out_of_if(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %out[%c0] : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %in : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A dynamic size computed by a pure op in the branch moves along; out of two
// nested scf.if at once.
// CHECK-LABEL: func @nested_ifs_with_size
//  CHECK-SAME:   (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[N:.*]]: index
//       CHECK:   %[[S:.*]] = arith.addi %[[N]], %[[N]]
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc(%[[S]]) : memref<?xf32>
//  CHECK-NEXT:   scf.if %[[C]]
//  CHECK-NEXT:     scf.if %[[D]]
//  CHECK-NEXT:       scf.yield %[[A]]
func.func @nested_ifs_with_size(%c: i1, %d: i1, %n: index, %other: memref<?xf32>, %out: memref<?xf32>) {
  %r = scf.if %c -> memref<?xf32> {
    %r2 = scf.if %d -> memref<?xf32> {
      %s = arith.addi %n, %n : index
      %a = memref.alloc(%s) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      scf.yield %other : memref<?xf32>
    }
    scf.yield %r2 : memref<?xf32>
  } else {
    scf.yield %other : memref<?xf32>
  }
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A buffer used only inside its branch is already at the common dominator of
// its uses.
// CHECK-LABEL: func @local_to_branch
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.alloc
func.func @local_to_branch(%c: i1, %in: memref<4xf32>) {
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  }
  return
}

// -----

// Out of a scf.if in a loop body, but not out of the loop (that is
// reclaim-buffer-loop-hoisting's job).
// CHECK-LABEL: func @if_in_loop
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:     scf.if
func.func @if_in_loop(%n: index, %c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %c -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      memref.copy %in, %a : memref<4xf32> to memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %in : memref<4xf32>
    }
    memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  }
  return
}
