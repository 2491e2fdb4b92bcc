// Under unknown-ops=keep-alive, reclaim-ownership-dealloc gives the same
// output on every run. A block argument that merges a kept-alive buffer with
// another one is split and gets a pinned shadow argument (see
// ownership-keep-alive-merges.mlir); the shadows were added in the order of
// a map keyed by the values' addresses, which changes from run to run
// (ASLR): the shadows of ^s, and the operands each edge forwards to them,
// came in a different order on almost every run (the previous binary: 6
// distinct outputs in 8 runs of the pass alone). They now follow the order
// of the split arguments.
//
// Six runs of the pass and of each pipeline give one output each:
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o1
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o2
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o3
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o4
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o5
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive -o %t.o6
// RUN: diff %t.o1 %t.o2
// RUN: diff %t.o1 %t.o3
// RUN: diff %t.o1 %t.o4
// RUN: diff %t.o1 %t.o5
// RUN: diff %t.o1 %t.o6
// RUN: FileCheck %s < %t.o1
//
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d1
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d2
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d3
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d4
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d5
// RUN: reclaim-test-opt %s --reclaim-dealloc-pipeline=unknown-ops=keep-alive -o %t.d6
// RUN: diff %t.d1 %t.d2
// RUN: diff %t.d1 %t.d3
// RUN: diff %t.d1 %t.d4
// RUN: diff %t.d1 %t.d5
// RUN: diff %t.d1 %t.d6
//
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p1
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p2
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p3
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p4
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p5
// RUN: reclaim-test-opt %s --reclaim-pipeline=unknown-ops=keep-alive -o %t.p6
// RUN: diff %t.p1 %t.p2
// RUN: diff %t.p1 %t.p3
// RUN: diff %t.p1 %t.p4
// RUN: diff %t.p1 %t.p5
// RUN: diff %t.p1 %t.p6
//
// The program still runs clean (both pipelines):
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run1.mlir
// RUN: reclaim-run %t.run1.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run2.mlir
// RUN: reclaim-run %t.run2.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// %m0..%m3 each merge a fresh buffer (%b_i) and a kept-alive one (%e_i):
// four split arguments, four shadows, in the order of %m0..%m3, and each edge
// forwards to the shadows what it forwards to %m0..%m3.
// CHECK-LABEL: func.func @f
// CHECK: cf.cond_br %{{.*}}, ^[[S:bb[0-9]+]](%[[B0:alloc]], %[[B1:alloc_0]], %[[B2:alloc_1]], %[[B3:alloc_2]], %[[B0]], %[[B1]], %[[B2]], %[[B3]], {{.*}}), ^[[S]](%[[E0:alloc_3]], %[[E1:alloc_4]], %[[E2:alloc_5]], %[[E3:alloc_6]], %[[E0]], %[[E1]], %[[E2]], %[[E3]],
// CHECK: ^[[S]](%{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>,
func.func @f(%x: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b0 = memref.alloc() : memref<8xf32>
  %b1 = memref.alloc() : memref<8xf32>
  %b2 = memref.alloc() : memref<8xf32>
  %b3 = memref.alloc() : memref<8xf32>
  %e0 = memref.alloc() : memref<8xf32>
  %e1 = memref.alloc() : memref<8xf32>
  %e2 = memref.alloc() : memref<8xf32>
  %e3 = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  memref.store %c0, %b0[%i0] : memref<8xf32>
  memref.store %c1, %b1[%i0] : memref<8xf32>
  memref.store %c2, %b2[%i0] : memref<8xf32>
  memref.store %c3, %b3[%i0] : memref<8xf32>
  memref.store %c3, %e0[%i0] : memref<8xf32>
  memref.store %c2, %e1[%i0] : memref<8xf32>
  memref.store %c1, %e2[%i0] : memref<8xf32>
  memref.store %c0, %e3[%i0] : memref<8xf32>
  reclaim_test.opaque %e0 : memref<8xf32>
  reclaim_test.opaque %e1 : memref<8xf32>
  reclaim_test.opaque %e2 : memref<8xf32>
  reclaim_test.opaque %e3 : memref<8xf32>
  cf.cond_br %x, ^s(%b0, %b1, %b2, %b3 : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>),
                 ^s(%e0, %e1, %e2, %e3 : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>)
^s(%m0: memref<8xf32>, %m1: memref<8xf32>, %m2: memref<8xf32>, %m3: memref<8xf32>):
  %l0 = memref.load %m0[%i0] : memref<8xf32>
  %l1 = memref.load %m1[%i0] : memref<8xf32>
  %l2 = memref.load %m2[%i0] : memref<8xf32>
  %l3 = memref.load %m3[%i0] : memref<8xf32>
  %s0 = arith.addf %l0, %l1 : f32
  %s1 = arith.mulf %l2, %l3 : f32
  %s = arith.subf %s0, %s1 : f32
  return %s : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r0 = call @f(%t) : (i1) -> f32
  vector.print %r0 : f32
  %r1 = call @f(%f) : (i1) -> f32
  vector.print %r1 : f32
  return
}

// The printed values (reclaim_test.opaque, lowered, prints the first element
// of its buffer), and no leak, double free or use after free.
// EXEC: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 1
// EXEC-NEXT: 0
// EXEC-NEXT: -5
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 1
// EXEC-NEXT: 0
// EXEC-NEXT: 5
// EXEC: defects: none
