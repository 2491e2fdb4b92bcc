// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.mlir
// RUN: reclaim-run %t.mlir --reference 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference 2>&1 | FileCheck %s
//
// Under unknown-ops=keep-alive, a buffer merged with a kept-alive one (into
// a block argument, a region result, a loop-carried value, a select) is
// still freed exactly once on every path, also where the merged value dies
// before the function returns.

// cf.switch merges %b and the kept-alive %e into %m, which dies in ^s.
func.func @switch_merge(%x: i32) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  cf.switch %x : i32, [
    default: ^t,
    0: ^s(%b : memref<64xf32>),
    1: ^s(%e : memref<64xf32>)
  ]
^s(%m: memref<64xf32>):
  %l = memref.load %m[%i0] : memref<64xf32>
  cf.br ^out(%l : f32)
^t:
  cf.br ^out(%one : f32)
^out(%r: f32):
  return %r : f32
}

// The kept-alive value is itself a block argument (%k, one of %e1 and
// %e2), merged with %b into %m, which dies in ^s.
func.func @kept_block_arg(%x: i1, %y: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  %e1 = memref.alloc() : memref<64xf32>
  %e2 = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %three, %e1[%i0] : memref<64xf32>
  memref.store %four, %e2[%i0] : memref<64xf32>
  cf.cond_br %x, ^k(%e1 : memref<64xf32>), ^k(%e2 : memref<64xf32>)
^k(%k: memref<64xf32>):
  reclaim_test.opaque %k : memref<64xf32>
  cf.cond_br %y, ^s(%k : memref<64xf32>), ^u
^u:
  cf.cond_br %x, ^s(%b : memref<64xf32>), ^out(%one : f32)
^s(%m: memref<64xf32>):
  %l = memref.load %m[%i0] : memref<64xf32>
  cf.br ^out(%l : f32)
^out(%r: f32):
  return %r : f32
}

// A merge that reaches the return: the kept-alive buffer, allocated in a
// block that does not dominate the merge, is freed at the return.
func.func @merge_to_return(%x: i1) -> f32 {
  %i0 = arith.constant 0 : index
  cf.cond_br %x, ^a, ^b
^a:
  %e = memref.alloc() : memref<64xf32>
  %two = arith.constant 2.0 : f32
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  cf.br ^m(%e : memref<64xf32>)
^b:
  %b = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  cf.br ^m(%b : memref<64xf32>)
^m(%v: memref<64xf32>):
  %l = memref.load %v[%i0] : memref<64xf32>
  return %l : f32
}

// scf.if yields the kept-alive %e or %b; the result dies in ^s.
func.func @if_merge(%x: i1, %c: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  cf.cond_br %x, ^s, ^t
^s:
  %r = scf.if %c -> memref<64xf32> {
    scf.yield %e : memref<64xf32>
  } else {
    scf.yield %b : memref<64xf32>
  }
  %l = memref.load %r[%i0] : memref<64xf32>
  cf.br ^out(%l : f32)
^t:
  reclaim_test.opaque %e : memref<64xf32>
  cf.br ^out(%one : f32)
^out(%res: f32):
  return %res : f32
}

// arith.select of %e and %b forwarded into a block argument that dies.
func.func @select_merge(%x: i1, %c: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  %sel = arith.select %c, %e, %b : memref<64xf32>
  cf.cond_br %x, ^s(%sel : memref<64xf32>), ^t
^s(%m: memref<64xf32>):
  %l = memref.load %m[%i0] : memref<64xf32>
  cf.br ^out(%l : f32)
^t:
  cf.br ^out(%one : f32)
^out(%res: f32):
  return %res : f32
}

// scf.for carries %b in, and the kept-alive %e around the loop.
func.func @for_merge(%n: index) -> f32 {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  %r = scf.for %i = %i0 to %n step %i1 iter_args(%acc = %b) -> memref<64xf32> {
    %v = memref.load %acc[%i0] : memref<64xf32>
    memref.store %v, %e[%i1] : memref<64xf32>
    scf.yield %e : memref<64xf32>
  }
  %l = memref.load %r[%i0] : memref<64xf32>
  return %l : f32
}

// A cf loop whose header merges %b (entry) and the kept-alive %e (back
// edge); the header's argument dies in the loop.
func.func @cf_loop_merge(%n: index) -> f32 {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  cf.br ^h(%i0, %b, %one : index, memref<64xf32>, f32)
^h(%i: index, %acc: memref<64xf32>, %sum: f32):
  %v = memref.load %acc[%i0] : memref<64xf32>
  %s2 = arith.addf %sum, %v : f32
  %next = arith.addi %i, %i1 : index
  %done = arith.cmpi uge, %next, %n : index
  cf.cond_br %done, ^out, ^h(%next, %e, %s2 : index, memref<64xf32>, f32)
^out:
  reclaim_test.opaque %e : memref<64xf32>
  return %s2 : f32
}

// scf.while whose before-region argument merges %b and the kept-alive %e.
func.func @while_merge(%n: index) -> f32 {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  %r:2 = scf.while (%i = %i0, %acc = %b) : (index, memref<64xf32>) -> (index, f32) {
    %v = memref.load %acc[%i0] : memref<64xf32>
    %c = arith.cmpi ult, %i, %n : index
    scf.condition(%c) %i, %v : index, f32
  } do {
  ^bb0(%j: index, %w: f32):
    %j2 = arith.addi %j, %i1 : index
    scf.yield %j2, %e : index, memref<64xf32>
  }
  return %r#1 : f32
}

// The merge is in a callee; the caller only sees a fresh result.
func.func private @callee_merge(%x: i1) -> memref<64xf32> {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<64xf32>
  %e = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<64xf32>
  memref.store %two, %e[%i0] : memref<64xf32>
  reclaim_test.opaque %e : memref<64xf32>
  cf.cond_br %x, ^s(%b : memref<64xf32>), ^s(%e : memref<64xf32>)
^s(%m: memref<64xf32>):
  %c = memref.alloc() : memref<64xf32>
  memref.copy %m, %c : memref<64xf32> to memref<64xf32>
  return %c : memref<64xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %i0 = arith.constant 0 : index
  %n0 = arith.constant 0 : index
  %n3 = arith.constant 3 : index
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %a0 = call @switch_merge(%s0) : (i32) -> f32
  vector.print %a0 : f32
  %a1 = call @switch_merge(%s1) : (i32) -> f32
  vector.print %a1 : f32
  %a2 = call @switch_merge(%s2) : (i32) -> f32
  vector.print %a2 : f32
  %b0 = call @kept_block_arg(%t, %t) : (i1, i1) -> f32
  vector.print %b0 : f32
  %b1 = call @kept_block_arg(%f, %t) : (i1, i1) -> f32
  vector.print %b1 : f32
  %b2 = call @kept_block_arg(%f, %f) : (i1, i1) -> f32
  vector.print %b2 : f32
  %c0 = call @merge_to_return(%t) : (i1) -> f32
  vector.print %c0 : f32
  %c1 = call @merge_to_return(%f) : (i1) -> f32
  vector.print %c1 : f32
  %d0 = call @if_merge(%t, %t) : (i1, i1) -> f32
  vector.print %d0 : f32
  %d1 = call @if_merge(%t, %f) : (i1, i1) -> f32
  vector.print %d1 : f32
  %d2 = call @if_merge(%f, %f) : (i1, i1) -> f32
  vector.print %d2 : f32
  %e0 = call @select_merge(%t, %t) : (i1, i1) -> f32
  vector.print %e0 : f32
  %e1 = call @select_merge(%t, %f) : (i1, i1) -> f32
  vector.print %e1 : f32
  %e2 = call @select_merge(%f, %f) : (i1, i1) -> f32
  vector.print %e2 : f32
  %f0 = call @for_merge(%n0) : (index) -> f32
  vector.print %f0 : f32
  %f1 = call @for_merge(%n3) : (index) -> f32
  vector.print %f1 : f32
  %g0 = call @cf_loop_merge(%n0) : (index) -> f32
  vector.print %g0 : f32
  %g1 = call @cf_loop_merge(%n3) : (index) -> f32
  vector.print %g1 : f32
  %h0 = call @while_merge(%n0) : (index) -> f32
  vector.print %h0 : f32
  %h1 = call @while_merge(%n3) : (index) -> f32
  vector.print %h1 : f32
  %m0 = call @callee_merge(%t) : (i1) -> memref<64xf32>
  %k0 = memref.load %m0[%i0] : memref<64xf32>
  vector.print %k0 : f32
  %m1 = call @callee_merge(%f) : (i1) -> memref<64xf32>
  %k1 = memref.load %m1[%i0] : memref<64xf32>
  vector.print %k1 : f32
  return
}
// The printed values (reclaim_test.opaque, lowered, prints the first element
// of its buffer), and no leak, double free or use after free.
// CHECK: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK: defects: none
