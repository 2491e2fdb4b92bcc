// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize{max-iterations=1}))' -split-input-file | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize))' -split-input-file | FileCheck %s --check-prefix=FIXED
// RUN: reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize{max-iterations=-1}))' -split-input-file | FileCheck %s --check-prefix=FIXED
// RUN: not reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize{max-iterations=0}))' -split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not reclaim-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reclaim-canonicalize{max-iterations=-2}))' -split-input-file 2>&1 | FileCheck %s --check-prefix=BAD2

// reclaim-canonicalize erases a block as soon as a rewrite of a branch leaves
// it without predecessors: a chain of diamonds whose arms are pass-through
// blocks collapses into selects in one walk (upstream canonicalize and this
// driver before it needed two walks, the third confirming; with one walk
// they left 8 blocks here).

// CHECK-LABEL: func @diamond_chain
//   CHECK-NOT:   ^bb
//       CHECK:   %[[A0:.*]] = memref.alloc()
//       CHECK:   %[[S0:.*]] = arith.select %{{.*}}, %[[A0]], %{{.*}}
//       CHECK:   memref.alloc()
//   CHECK-NOT:   ^bb
//       CHECK:   return
// BAD: max-iterations must be at least 1 (or -1 for no limit), not 0
// BAD2: max-iterations must be at least 1 (or -1 for no limit), not -2
func.func @diamond_chain(%arg: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %i = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  cf.br ^b0(%arg : memref<8xf32>)
^b0(%m0: memref<8xf32>):
  %a0 = memref.alloc() : memref<8xf32>
  memref.copy %m0, %a0 : memref<8xf32> to memref<8xf32>
  %s0 = arith.select %c, %a0, %m0 : memref<8xf32>
  memref.store %v, %s0[%i] : memref<8xf32>
  cf.cond_br %c, ^t0, ^e0
^t0:
  cf.br ^b1(%a0 : memref<8xf32>)
^e0:
  cf.br ^b1(%s0 : memref<8xf32>)
^b1(%m1: memref<8xf32>):
  %a1 = memref.alloc() : memref<8xf32>
  memref.copy %m1, %a1 : memref<8xf32> to memref<8xf32>
  %s1 = arith.select %c, %a1, %m1 : memref<8xf32>
  memref.store %v, %s1[%i] : memref<8xf32>
  cf.cond_br %c, ^t1, ^e1
^t1:
  cf.br ^b2(%a1 : memref<8xf32>)
^e1:
  cf.br ^b2(%s1 : memref<8xf32>)
^b2(%m2: memref<8xf32>):
  %a2 = memref.alloc() : memref<8xf32>
  memref.copy %m2, %a2 : memref<8xf32> to memref<8xf32>
  %s2 = arith.select %c, %a2, %m2 : memref<8xf32>
  memref.store %v, %s2[%i] : memref<8xf32>
  cf.cond_br %c, ^t2, ^e2
^t2:
  cf.br ^b3(%a2 : memref<8xf32>)
^e2:
  cf.br ^b3(%s2 : memref<8xf32>)
^b3(%r: memref<8xf32>):
  return %r : memref<8xf32>
}

// -----

// A block left unreachable whose value another unreachable block uses is
// not erased at once (that would leave a use of an erased value); the
// region simplification at the end of the walk erases both.

// FIXED-LABEL: func @dead_chain
//   FIXED-NOT:   ^bb
//   FIXED-NOT:   test.def
//   FIXED-NOT:   test.use
//       FIXED:   "test.live"()
//  FIXED-NEXT:   return
func.func @dead_chain() {
  %true = arith.constant true
  cf.cond_br %true, ^live, ^dead1
^dead1:
  %v = "test.def"() : () -> i32
  cf.br ^dead2
^dead2:
  "test.use"(%v) : (i32) -> ()
  cf.br ^live
^live:
  "test.live"() : () -> ()
  return
}

// -----

// The branch on false leaves the loop's preheader without predecessors, but
// the loop header keeps its back edge: erasing the preheader at once would
// leave the header a single predecessor inside an unreachable cycle, where
// merging blocks makes a value its own operand (the fuzzer's seed 2024
// found this as a driver that never stopped). The preheader is kept until
// the region simplification erases the whole dead loop.

// CHECK-LABEL: func @dead_loop
// FIXED-LABEL: func @dead_loop
//   FIXED-NOT:   ^bb
//       FIXED:   %[[C0:.*]] = arith.constant 0 : index
//  FIXED-NEXT:   return %[[C0]] : index
func.func @dead_loop(%n: index) -> index {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %false, ^pre, ^exit(%c0 : index)
^pre:
  %s = arith.addi %c0, %c1 : index
  cf.br ^head(%s : index)
^head(%i: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit(%i : index)
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit(%r: index):
  return %r : index
}
