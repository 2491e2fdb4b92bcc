// Executed: tuples of memrefs cross function boundaries (results,
// arguments, nested tuples, recursion, a call in a loop). The input cannot
// run as is (a tuple has no LLVM lowering), so the reference run is
// decomposed too (--reference-pipeline) and the printed values are checked
// against the values worked out below. Decomposition followed by
// reclaim-pipeline, and reclaim-pipeline{prepare=true} (decomposition, then
// the memref results become out-params), leak nothing.
//
// RUN: not reclaim-run %s --reference-pipeline=reclaim-decompose-tuples --pipeline=reclaim-decompose-tuples --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,PASS
// RUN: reclaim-run %s --reference-pipeline=reclaim-decompose-tuples --pipeline='builtin.module(reclaim-decompose-tuples,reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: reclaim-run %s --reference-pipeline=reclaim-decompose-tuples --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: not reclaim-run %s 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: reclaim-opt %s --reclaim-decompose-tuples | FileCheck %s --check-prefix=IR
//
// INPUT: defects: error
// IR-NOT: tuple
// IR-NOT: unrealized_conversion_cast

// (buffer filled with v, factor k)
func.func private @make_pair(%v: f32, %k: f32) -> tuple<memref<4xf32>, f32> {
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  %t = builtin.unrealized_conversion_cast %m, %k : memref<4xf32>, f32 to tuple<memref<4xf32>, f32>
  return %t : tuple<memref<4xf32>, f32>
}

// (m * k, k) in a new buffer.
func.func private @apply(%p: tuple<memref<4xf32>, f32>) -> tuple<memref<4xf32>, f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m, %k = builtin.unrealized_conversion_cast %p : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
  %r = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %m[%i] : memref<4xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %r[%i] : memref<4xf32>
  }
  %t = builtin.unrealized_conversion_cast %r, %k : memref<4xf32>, f32 to tuple<memref<4xf32>, f32>
  return %t : tuple<memref<4xf32>, f32>
}

// apply, n times, recursively.
func.func private @power(%p: tuple<memref<4xf32>, f32>, %n: index) -> tuple<memref<4xf32>, f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m, %k = builtin.unrealized_conversion_cast %p : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
  %done = arith.cmpi eq, %n, %c0 : index
  %rm, %rk = scf.if %done -> (memref<4xf32>, f32) {
    scf.yield %m, %k : memref<4xf32>, f32
  } else {
    %a = func.call @apply(%p) : (tuple<memref<4xf32>, f32>) -> tuple<memref<4xf32>, f32>
    %n1 = arith.subi %n, %c1 : index
    %b = func.call @power(%a, %n1) : (tuple<memref<4xf32>, f32>, index) -> tuple<memref<4xf32>, f32>
    %bm, %bk = builtin.unrealized_conversion_cast %b : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
    scf.yield %bm, %bk : memref<4xf32>, f32
  }
  %r = builtin.unrealized_conversion_cast %rm, %rk : memref<4xf32>, f32 to tuple<memref<4xf32>, f32>
  return %r : tuple<memref<4xf32>, f32>
}

// m[0] + k + n[1] of ((m, k), n).
func.func private @sum_nested(%t: tuple<tuple<memref<4xf32>, f32>, memref<2xf32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p, %n = builtin.unrealized_conversion_cast %t : tuple<tuple<memref<4xf32>, f32>, memref<2xf32>> to tuple<memref<4xf32>, f32>, memref<2xf32>
  %m, %k = builtin.unrealized_conversion_cast %p : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
  %x = memref.load %m[%c0] : memref<4xf32>
  %y = memref.load %n[%c1] : memref<2xf32>
  %s = arith.addf %x, %k : f32
  %r = arith.addf %s, %y : f32
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 1.5 : f32
  %k = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %four = arith.constant 4.0 : f32

  // ([1.5 x4], 2) -> ([3 x4], 2)
  %p = func.call @make_pair(%v, %k) : (f32, f32) -> tuple<memref<4xf32>, f32>
  %q = func.call @apply(%p) : (tuple<memref<4xf32>, f32>) -> tuple<memref<4xf32>, f32>
  %qm, %qk = builtin.unrealized_conversion_cast %q : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
  %q0 = memref.load %qm[%c0] : memref<4xf32>
  vector.print %q0 : f32
  vector.print %qk : f32

  // 1.5 * 2^3 = 12
  %w = func.call @power(%p, %c3) : (tuple<memref<4xf32>, f32>, index) -> tuple<memref<4xf32>, f32>
  %wm, %wk = builtin.unrealized_conversion_cast %w : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
  %w2 = memref.load %wm[%c2] : memref<4xf32>
  vector.print %w2 : f32

  // 3 * 0.5 * 0.5 = 0.75, a tuple built in every iteration.
  %l = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %qm) -> memref<4xf32> {
    %t = builtin.unrealized_conversion_cast %acc, %half : memref<4xf32>, f32 to tuple<memref<4xf32>, f32>
    %a = func.call @apply(%t) : (tuple<memref<4xf32>, f32>) -> tuple<memref<4xf32>, f32>
    %am, %ak = builtin.unrealized_conversion_cast %a : tuple<memref<4xf32>, f32> to memref<4xf32>, f32
    scf.yield %am : memref<4xf32>
  }
  %l3 = memref.load %l[%c3] : memref<4xf32>
  vector.print %l3 : f32

  // 3 + 2 + 4 = 9
  %n = memref.alloc() : memref<2xf32>
  linalg.fill ins(%four : f32) outs(%n : memref<2xf32>)
  %nested = builtin.unrealized_conversion_cast %q, %n : tuple<memref<4xf32>, f32>, memref<2xf32> to tuple<tuple<memref<4xf32>, f32>, memref<2xf32>>
  %s = func.call @sum_nested(%nested) : (tuple<tuple<memref<4xf32>, f32>, memref<2xf32>>) -> f32
  vector.print %s : f32
  return
}

// PRINT:    3
// PRINT-NEXT: 2
// PRINT-NEXT: 12
// PRINT-NEXT: 0.75
// PRINT-NEXT: 9
// Allocations: make_pair 1, apply 1 + power's 3 + the loop's 2, %n 1.
// PASS:  stats: allocs=8
// PASS:  defects: leak
// CLEAN: defects: none
