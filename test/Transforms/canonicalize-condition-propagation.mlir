// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize))' -split-input-file | FileCheck %s

// reclaim-canonicalize replaces the uses of an i1 value by a constant where
// its value is known: in the blocks a branch on it dominates through an
// edge taken under one value only, and in the regions an op enters under
// one value only. Unlike upstream's CondBranchTruthPropagation (successor
// block only) it reaches every dominated block and nested region.

// The true successor, a block it dominates and a region nested there see
// true; the false successor sees false; the merge block sees neither.
// CHECK-LABEL: func @cond_br
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//       CHECK:   cf.cond_br %[[C:.*]], ^bb1, ^bb3
//       CHECK: ^bb1:
//  CHECK-NEXT:   "test.use"(%[[T]]) : (i1) -> ()
//       CHECK: ^bb2:
//  CHECK-NEXT:   "test.region"() ({
//  CHECK-NEXT:     %[[T2:.*]] = arith.constant true
//  CHECK-NEXT:     "test.use"(%[[T2]]) : (i1) -> ()
//       CHECK: ^bb3:
//  CHECK-NEXT:   "test.use"(%[[F]]) : (i1) -> ()
//       CHECK: ^bb4:
//  CHECK-NEXT:   "test.use"(%[[C]]) : (i1) -> ()
func.func @cond_br(%c: i1, %d: i1) {
  cf.cond_br %c, ^t, ^e
^t:
  "test.use"(%c) : (i1) -> ()
  cf.cond_br %d, ^deep, ^merge
^deep:
  "test.region"() ({
    "test.use"(%c) : (i1) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  cf.br ^merge
^e:
  "test.use"(%c) : (i1) -> ()
  cf.br ^merge
^merge:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

// A successor with another predecessor, and a branch whose two edges lead
// to one block, tell nothing.
// CHECK-LABEL: func @two_predecessors
//   CHECK-NOT:   arith.constant
//       CHECK: ^bb2:
//  CHECK-NEXT:   "test.use"(%arg0) : (i1) -> ()
//  CHECK-NEXT:   "test.use"(%arg0) : (i1) -> ()
func.func @two_predecessors(%c: i1, %d: i1, %x: i1, %y: i1) {
  cf.cond_br %d, ^a, ^b
^a:
  cf.cond_br %c, ^shared, ^other
^b:
  cf.br ^shared
^shared:
  "test.use"(%c) : (i1) -> ()
  cf.cond_br %c, ^same(%x : i1), ^same(%y : i1)
^same(%v: i1):
  "test.use"(%c) : (i1) -> ()
  return
^other:
  return
}

// -----

// scf.if: the condition is true in the then-region, false in the else-region,
// at any depth; after the op it is unknown. The nested scf.if on the same
// condition folds away.
// CHECK-LABEL: func @scf_if
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//       CHECK:   scf.if %[[C:[^ ]*]] {
//  CHECK-NEXT:     "test.use"(%[[T]]) : (i1) -> ()
//  CHECK-NEXT:     "test.region"() ({
//  CHECK-NEXT:       %[[T2:.*]] = arith.constant true
//  CHECK-NEXT:       "test.use"(%[[T2]]) : (i1) -> ()
//       CHECK:     "test.inner"() : () -> ()
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     "test.use"(%[[F]]) : (i1) -> ()
//  CHECK-NEXT:   }
//  CHECK-NEXT:   "test.use"(%[[C]]) : (i1) -> ()
func.func @scf_if(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
    "test.region"() ({
      "test.use"(%c) : (i1) -> ()
      "test.terminator"() : () -> ()
    }) : () -> ()
    scf.if %c {
      "test.inner"() : () -> ()
    }
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

// An i1 loop-carried value is no condition of the body: scf.for enters its
// body whatever the initial value is, and scf.while's regions are entered
// again from each other.
// CHECK-LABEL: func @loops
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %arg0)
//  CHECK-NEXT:     "test.use"(%arg0) : (i1) -> ()
//       CHECK:   scf.while (%{{.*}} = %arg0)
//  CHECK-NEXT:     "test.use"(%arg0) : (i1) -> ()
func.func @loops(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c) -> (i1) {
    "test.use"(%c) : (i1) -> ()
    %b = "test.next"(%a) : (i1) -> i1
    scf.yield %b : i1
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    "test.use"(%c) : (i1) -> ()
    %k = "test.cond"(%a) : (i1) -> i1
    scf.condition(%k) %a : i1
  } do {
  ^bb0(%a: i1):
    %b = "test.next"(%a) : (i1) -> i1
    scf.yield %b : i1
  }
  "test.use"(%r, %w) : (i1, i1) -> ()
  return
}
