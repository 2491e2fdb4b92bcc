// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize))' -split-input-file -verify-diagnostics | FileCheck %s

// In an unreachable block an op may use its own result (dominance is not
// checked there), and folding `%y = arith.addi %y, %k` then never reaches a
// fixed point. reclaim-canonicalize once never returned on these inputs (a
// helper's adversarial run found them); then a budget on op visits per walk
// stopped it with a remark, leaving a new constant per step (a fuzzer's
// program, with such a block, grew 20x in reclaim-dealloc-pipeline because
// the canonicalizer stopped: test/fuzz-regressions/fuzz-adv-7-78-reclaim-
// early-dealloc.mlir). Unreachable blocks are now erased before the walk:
// no remark, and the blocks are gone. The budget stays, for a rewrite cycle
// no input is known to make.

// CHECK-LABEL: func @self_use
//  CHECK-NEXT:   arith.constant 1
//  CHECK-NEXT:   return
//  CHECK-NEXT: }
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
//  CHECK-NEXT:   arith.constant 1
//  CHECK-NEXT:   return
//  CHECK-NEXT: }
func.func @mutual_use(%c: i1) -> i32 {
  %k = arith.constant 1 : i32
  return %k : i32
^a:
  %y = arith.addi %z, %k : i32
  %z = arith.addi %y, %k : i32
  "test.sink"(%z) : (i32) -> ()
  cf.br ^a
}
