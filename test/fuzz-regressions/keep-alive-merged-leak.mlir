// Regression (found by a second look at the wide-switch change, not by the
// fuzzer; no switch involved): with unknown-ops=keep-alive, the opaque op
// keeps %e alive until the function returns; %b and %e are merged into the
// block argument %m1 of ^s. %m1 used to be pinned like %e (freed only at the
// returns) and died in ^s: on the path through ^s (x = true) %b was never
// freed (reclaim-run: leak, exit 10), with no remark about %b. Now %m1 is a
// split merge: it owns only what is not kept alive (%b), and a pinned shadow
// argument carries %e's ownership (test/Transforms/ownership-keep-alive-merges.mlir
// covers the other merges).
//
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.mlir
// RUN: reclaim-run %t.mlir --reference 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-ownership-dealloc{unknown-ops=keep-alive})' | FileCheck %s --check-prefix=IR
func.func @f(%x: i1, %y: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<512xf32>
  %e = memref.alloc() : memref<512xf32>
  %two = arith.constant 2.0 : f32
  %thr = arith.constant 4.0 : f32
  memref.store %two, %b[%i0] : memref<512xf32>
  memref.store %thr, %e[%i0] : memref<512xf32>
  cf.cond_br %x, ^s(%b : memref<512xf32>), ^u
^u:
  cf.cond_br %y, ^s(%e : memref<512xf32>), ^t(%e : memref<512xf32>)
^s(%m1: memref<512xf32>):
  %l1 = memref.load %m1[%i0] : memref<512xf32>
  cf.br ^out(%l1 : f32)
^t(%m3: memref<512xf32>):
  reclaim_test.opaque %m3 : memref<512xf32>
  %l4 = memref.load %m3[%i0] : memref<512xf32>
  cf.br ^out(%l4 : f32)
^out(%r: f32):
  return %r : f32
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r0 = call @f(%t, %f) : (i1, i1) -> f32
  vector.print %r0 : f32
  %r1 = call @f(%f, %t) : (i1, i1) -> f32
  vector.print %r1 : f32
  %r2 = call @f(%f, %f) : (i1, i1) -> f32
  vector.print %r2 : f32
  return
}

// The printed values (reclaim_test.opaque, lowered, prints the first element
// of its buffer), and no leak, double free or use after free.
// CHECK: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK: defects: none

// %m1 frees %b where it dies; its shadow (same incoming values) owns %e.
// IR-LABEL: func.func @f
// IR: cf.cond_br %{{.*}}, ^[[S:bb[0-9]+]](%[[B:alloc]], %[[B]], %true, %false
// IR: cf.cond_br %{{.*}}, ^[[S]](%[[E:alloc_[0-9]+]], %[[E]], %false, %true
// IR: ^[[S]](%[[M:[0-9]+]]: memref<512xf32>, %{{[0-9]+}}: memref<512xf32>, %[[OWN:[0-9]+]]: i1,
// IR: bufferization.dealloc (%[[M]] : memref<512xf32>) if (%[[OWN]])
