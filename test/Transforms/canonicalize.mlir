// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize))' -split-input-file | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::CondBranchTruthPropagation,(anonymous namespace)::ConditionPropagation}}))' -split-input-file | FileCheck %s

// reclaim-canonicalize reaches the same fixed point as upstream's
// canonicalize without the two condition propagation patterns (both RUN
// lines check the same output).

// Constants fold, are uniqued and hoisted out of the regions to the entry
// block; the folded add leaves a constant behind.
// CHECK-LABEL: func @fold_and_hoist
//   CHECK-DAG:   %[[C8:.*]] = arith.constant 8 : index
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     "test.use"(%[[C8]]) : (index) -> ()
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @fold_and_hoist(%c: i1) {
  scf.if %c {
    %k = arith.constant 4 : index
    %x = arith.addi %k, %k : index
    "test.use"(%x) : (index) -> ()
  }
  return
}

// -----

// Dead code deep in a nest goes, and so does every level it leaves empty:
// the change at the bottom reaches the top through the parents.
// CHECK-LABEL: func @empty_nest
//  CHECK-NEXT:   "test.use"
//  CHECK-NEXT:   return
func.func @empty_nest(%a: i1, %b: i1, %c: i1, %x: index) {
  scf.if %a {
    scf.if %b {
      scf.if %c {
        %y = arith.addi %x, %x : index
      }
    }
  }
  "test.use"(%x) : (index) -> ()
  return
}

// -----

// The conditions of branches are propagated (which upstream's patterns
// would do too, but only into the successor block itself): see
// canonicalize-condition-propagation.mlir, whose output differs from
// upstream's.

// -----

// Constants deep in a nest, and in later blocks of the body, are uniqued
// into the entry block of the function body, in front of its ops (the
// insertion block is found once per region, not by walking up the nest for
// each constant). An unregistered op might be isolated from above: the
// constants in its region stay there, uniqued in its entry block.
// CHECK-LABEL: func @hoist_from_nest
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
//   CHECK-DAG:   %[[C9:.*]] = arith.constant 9 : index
//   CHECK-NOT:   arith.constant
//       CHECK:   scf.if
//  CHECK-NEXT:     "test.op"()
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       "test.op"()
//  CHECK-NEXT:       scf.if
//  CHECK-NEXT:         "test.use"(%[[C5]], %[[C9]])
//       CHECK:   "test.region"() ({
//  CHECK-NEXT:     %[[I7:.*]] = arith.constant 7 : index
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       "test.use"(%[[I7]], %[[I7]])
//       CHECK:   cf.cond_br %{{.*}}, ^[[A:.*]], ^[[B:.*]]
//       CHECK: ^[[A]]:
//  CHECK-NEXT:   "test.use"(%[[C9]], %[[C5]])
//  CHECK-NEXT:   return
//       CHECK: ^[[B]]:
//  CHECK-NEXT:   "test.use"(%[[C5]])
//  CHECK-NEXT:   return
func.func @hoist_from_nest(%c: i1, %d: i1, %e: i1) {
  scf.if %c {
    "test.op"() : () -> ()
    scf.if %d {
      "test.op"() : () -> ()
      scf.if %e {
        %k5 = arith.constant 5 : index
        %k9 = arith.constant 9 : index
        "test.use"(%k5, %k9) : (index, index) -> ()
      }
    }
  }
  "test.region"() ({
    scf.if %d {
      %a = arith.constant 7 : index
      %b = arith.constant 7 : index
      "test.use"(%a, %b) : (index, index) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  cf.cond_br %e, ^a, ^b
^a:
  %l9 = arith.constant 9 : index
  %l5 = arith.constant 5 : index
  "test.use"(%l9, %l5) : (index, index) -> ()
  return
^b:
  %m5 = arith.constant 5 : index
  "test.use"(%m5) : (index) -> ()
  return
}
