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
