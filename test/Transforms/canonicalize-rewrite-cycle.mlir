// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize))' -split-input-file -verify-diagnostics | FileCheck %s

// In an unreachable block an op may use its own result (dominance is not
// checked there), and folding `%y = arith.addi %y, %k` then never reaches a
// fixed point: before the budget on op visits per walk, reclaim-canonicalize
// never returned on these inputs (a helper's adversarial run found them;
// upstream's driver finishes). The walk stops with a remark; the IR stays
// valid.

// CHECK-LABEL: func @self_use
//       CHECK:   return
//       CHECK:   "test.sink"
// expected-remark @below {{reclaim-canonicalize stopped after}}
func.func @self_use(%c: i1) -> i32 {
  %k = arith.constant 1 : i32
  return %k : i32
^a:
  %y = arith.addi %y, %k : i32
  "test.sink"(%y) : (i32) -> ()
  cf.br ^a
}

// -----

// CHECK-LABEL: func @mutual_use
//       CHECK:   return
//       CHECK:   "test.sink"
// expected-remark @below {{reclaim-canonicalize stopped after}}
func.func @mutual_use(%c: i1) -> i32 {
  %k = arith.constant 1 : i32
  return %k : i32
^a:
  %y = arith.addi %z, %k : i32
  %z = arith.addi %y, %k : i32
  "test.sink"(%z) : (i32) -> ()
  cf.br ^a
}
