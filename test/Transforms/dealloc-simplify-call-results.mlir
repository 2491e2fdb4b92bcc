// RUN: reclaim-opt %s -reclaim-dealloc-simplify | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-dealloc-simplify,reclaim-lower-deallocs)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Issue 12: reclaim-dealloc-simplify relates the call results of one dealloc
// only to the results of the same call and to the entries whose buffer is
// not known fresh (a dealloc of thousands of call results was quadratic).
// These are exactly the pairs that can be one buffer:
// - %p#0 and %p#1, two results of one call that may be one buffer (@pair
//   returns %a and a select of %a and %b), stay one run-time group;
// - the block argument %m, last in the dealloc, may be %q or %r, results of
//   other calls listed before it: the three form the other group.
// Separating either group frees a buffer twice when main runs.
// @g: the same with retained values (a dealloc that frees and retains
// thousands of buffers is the ownership carried around a loop): %p#0 may be
// the retained %p#1, and %q, %r may be the retained %m; %a is freed alone.

// CHECK-LABEL: func @f
//       CHECK:   %[[P:.*]]:2 = call @pair
//       CHECK:   %[[Q:.*]] = call @one
//       CHECK:   %[[R:.*]] = call @one
//       CHECK: ^bb1(%[[M:.*]]: memref<?xi32>):
//       CHECK:   bufferization.dealloc (%[[P]]#0, %[[P]]#1 :
//       CHECK:   bufferization.dealloc (%[[Q]], %[[R]], %[[M]] :
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return

// CHECK-LABEL: func @g
//       CHECK:   %[[P:.*]]:2 = call @pair
//       CHECK:   %[[Q:.*]] = call @one
//       CHECK:   %[[R:.*]] = call @one
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK: ^bb1(%[[M:.*]]: memref<?xi32>):
//       CHECK:   %[[OP:.*]] = bufferization.dealloc (%[[P]]#0 : {{.*}}) if ({{.*}}) retain (%[[P]]#1 :
//       CHECK:   %[[OM:.*]] = bufferization.dealloc (%[[Q]], %[[R]], %[[M]] : {{.*}}) if ({{.*}}) retain (%[[M]] :
//       CHECK:   bufferization.dealloc (%[[A]] : memref<?xi32>) if
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %[[M]], %[[P]]#1, %[[OM]], %[[OP]] :

// c = d = true: %p#0 and %p#1 are one buffer (1), %m is %q (10);
// c = d = false: %p#1 is @pair's %b (2), %m is %r (20).
// EXEC: 11
// EXEC-NEXT: 22
// @g(true, true): %m is %q, holding %a's 5; %p#1 is @pair's %a (1).
// EXEC-NEXT: 5
// EXEC-NEXT: 1
// EXEC: defects: none

func.func private @pair(%c: i1, %n: index) -> (memref<?xi32>, memref<?xi32>) {
  %a = memref.alloc(%n) : memref<?xi32>
  %b = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  memref.store %k1, %a[%c0] : memref<?xi32>
  memref.store %k2, %b[%c0] : memref<?xi32>
  %s = arith.select %c, %a, %b : memref<?xi32>
  %z = arith.constant false
  %t = arith.constant true
  %nc = arith.xori %c, %t : i1
  bufferization.dealloc (%b : memref<?xi32>) if (%c) retain (%a : memref<?xi32>)
  return %a, %s : memref<?xi32>, memref<?xi32>
}
func.func private @one(%n: index, %k: i32) -> memref<?xi32> {
  %a = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  memref.store %k, %a[%c0] : memref<?xi32>
  return %a : memref<?xi32>
}
func.func @f(%c: i1, %d: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %k10 = arith.constant 10 : i32
  %k20 = arith.constant 20 : i32
  %t = arith.constant true
  %p:2 = call @pair(%c, %n) : (i1, index) -> (memref<?xi32>, memref<?xi32>)
  %q = call @one(%n, %k10) : (index, i32) -> memref<?xi32>
  %r = call @one(%n, %k20) : (index, i32) -> memref<?xi32>
  cf.cond_br %d, ^bb1(%q : memref<?xi32>), ^bb1(%r : memref<?xi32>)
^bb1(%m: memref<?xi32>):
  %v0 = memref.load %m[%c0] : memref<?xi32>
  %v1 = memref.load %p#1[%c0] : memref<?xi32>
  %v = arith.addi %v0, %v1 : i32
  bufferization.dealloc (%p#0, %q, %p#1, %r, %m : memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>) if (%t, %t, %t, %t, %t)
  return %v : i32
}
func.func @g(%c: i1, %d: i1, %n: index) -> (memref<?xi32>, memref<?xi32>, i1, i1) {
  %c0 = arith.constant 0 : index
  %k5 = arith.constant 5 : i32
  %k10 = arith.constant 10 : i32
  %k20 = arith.constant 20 : i32
  %t = arith.constant true
  %p:2 = call @pair(%c, %n) : (i1, index) -> (memref<?xi32>, memref<?xi32>)
  %q = call @one(%n, %k10) : (index, i32) -> memref<?xi32>
  %r = call @one(%n, %k20) : (index, i32) -> memref<?xi32>
  %a = memref.alloc(%n) : memref<?xi32>
  memref.store %k5, %a[%c0] : memref<?xi32>
  cf.cond_br %d, ^bb1(%q : memref<?xi32>), ^bb1(%r : memref<?xi32>)
^bb1(%m: memref<?xi32>):
  %v = memref.load %a[%c0] : memref<?xi32>
  memref.store %v, %m[%c0] : memref<?xi32>
  %o:2 = bufferization.dealloc (%p#0, %q, %r, %a, %m : memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>) if (%t, %t, %t, %t, %t) retain (%m, %p#1 : memref<?xi32>, memref<?xi32>)
  return %m, %p#1, %o#0, %o#1 : memref<?xi32>, memref<?xi32>, i1, i1
}
func.func @main() {
  %n = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @f(%t, %t, %n) : (i1, i1, index) -> i32
  %b = call @f(%f, %f, %n) : (i1, i1, index) -> i32
  vector.print %a : i32
  vector.print %b : i32
  %m:4 = call @g(%t, %t, %n) : (i1, i1, index) -> (memref<?xi32>, memref<?xi32>, i1, i1)
  %x = memref.load %m#0[%c0] : memref<?xi32>
  %y = memref.load %m#1[%c0] : memref<?xi32>
  vector.print %x : i32
  vector.print %y : i32
  scf.if %m#2 {
    memref.dealloc %m#0 : memref<?xi32>
  }
  scf.if %m#3 {
    memref.dealloc %m#1 : memref<?xi32>
  }
  return
}
