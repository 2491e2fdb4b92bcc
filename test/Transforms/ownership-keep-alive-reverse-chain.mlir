// Under unknown-ops=keep-alive, merges that may hold both a kept-alive
// buffer and another one are split (see ownership-keep-alive-merges.mlir).
// Finding them rescanned every candidate merge until a scan found no new
// one: one scan per merge along a chain laid out against program order,
// where each merge is fed by the one after it in the text (quadratic: a
// chain of 4,000 selects took 6.6 G instructions in the pass, 14x the
// 1,000-select chain). They are now found with a worklist. This is the
// chain at a small size, as a correctness test: the same output as before,
// and the program runs clean. Larger instances: tools/reclaim-fuzz
// --shape scaling (family keep-alive-chain).
//
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run1.mlir
// RUN: reclaim-run %t.run1.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run2.mlir
// RUN: reclaim-run %t.run2.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Selects: %s4 (run first, last in the text) merges the fresh %b and the
// kept-alive %e; each earlier select merges the next one and %e. All four
// are split: none is pinned, and %b is freed where the chain dies, by the
// ownership the chain carries.
// CHECK-LABEL: func.func @selects
// CHECK: ^bb1:
// CHECK: bufferization.dealloc
// CHECK: return
func.func @selects(%x: i1, %y: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %b = memref.alloc() : memref<8xf32>
  %e = memref.alloc() : memref<8xf32>
  memref.store %c1, %b[%i0] : memref<8xf32>
  memref.store %c2, %e[%i0] : memref<8xf32>
  reclaim_test.opaque %e : memref<8xf32>
  cf.br ^b4
^b1:
  %s1 = arith.select %y, %s2, %e : memref<8xf32>
  %l = memref.load %s1[%i0] : memref<8xf32>
  return %l : f32
^b2:
  %s2 = arith.select %y, %s3, %e : memref<8xf32>
  cf.br ^b1
^b3:
  %s3 = arith.select %x, %s4, %e : memref<8xf32>
  cf.br ^b2
^b4:
  %s4 = arith.select %y, %b, %e : memref<8xf32>
  cf.br ^b3
}

// Block arguments: the same chain through ^b4..^b1; each argument is split
// and gets a pinned shadow, fed by the shadow of the one before it.
// CHECK-LABEL: func.func @args
// CHECK: cf.cond_br %{{.*}}, ^[[B4:bb[0-9]+]](%[[B:alloc]], %[[B]], {{.*}}), ^[[B4]](%[[E:alloc_[0-9]+]], %[[E]],
// CHECK: ^bb1(%{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: memref<8xf32>):
func.func @args(%x: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %c1 = arith.constant 3.0 : f32
  %c2 = arith.constant 4.0 : f32
  %b = memref.alloc() : memref<8xf32>
  %e = memref.alloc() : memref<8xf32>
  memref.store %c1, %b[%i0] : memref<8xf32>
  memref.store %c2, %e[%i0] : memref<8xf32>
  reclaim_test.opaque %e : memref<8xf32>
  cf.cond_br %x, ^b4(%b : memref<8xf32>), ^b4(%e : memref<8xf32>)
^b1(%m1: memref<8xf32>):
  %l = memref.load %m1[%i0] : memref<8xf32>
  return %l : f32
^b2(%m2: memref<8xf32>):
  cf.br ^b1(%m2 : memref<8xf32>)
^b3(%m3: memref<8xf32>):
  cf.br ^b2(%m3 : memref<8xf32>)
^b4(%m4: memref<8xf32>):
  cf.br ^b3(%m4 : memref<8xf32>)
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r0 = call @selects(%t, %t) : (i1, i1) -> f32
  vector.print %r0 : f32
  %r1 = call @selects(%t, %f) : (i1, i1) -> f32
  vector.print %r1 : f32
  %r2 = call @selects(%f, %t) : (i1, i1) -> f32
  vector.print %r2 : f32
  %r3 = call @args(%t) : (i1) -> f32
  vector.print %r3 : f32
  %r4 = call @args(%f) : (i1) -> f32
  vector.print %r4 : f32
  return
}

// reclaim_test.opaque, lowered, prints the first element of its buffer.
// EXEC: 2
// EXEC-NEXT: 1
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 4
// EXEC-NEXT: 3
// EXEC-NEXT: 4
// EXEC-NEXT: 4
// EXEC: defects: none
