// reclaim-ownership-dealloc gives a block entered by several edges an i1
// ownership argument per buffer live into it. When every edge passes the
// same value (a buffer allocated before a diamond and live after it is owned
// on both sides), the argument is replaced by that value and dropped, and
// so, in turn, are the arguments that only forwarded it. Without this, the
// buffers kept alive to the return under unknown-ops=keep-alive were passed
// on at every merge of a chain: 2,000 diamonds gave 81 MB of output (and
// upstream's canonicalize keeps such arguments, so the pipeline's output
// stayed quadratic). Arguments that receive different values stay.
//
// RUN: reclaim-test-opt %s --reclaim-ownership-dealloc=unknown-ops=keep-alive | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run1.mlir
// RUN: reclaim-run %t.run1.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.run2.mlir
// RUN: reclaim-run %t.run2.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Three diamonds, each allocating a buffer that an unknown op touches (kept
// alive to the return): no merge takes an argument, and the return frees
// all three unconditionally.
// CHECK-LABEL: func.func @chain
// CHECK-NOT: ^bb{{[0-9]+}}(
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}}, %{{.*}} : {{.*}}) if (%true, %true, %true)
// CHECK-NEXT: return
func.func @chain(%c: i1, %v: f32) -> f32 {
  %i = arith.constant 0 : index
  %z = arith.constant 1.0 : f32
  %a0 = memref.alloc() : memref<8xf32>
  memref.store %z, %a0[%i] : memref<8xf32>
  reclaim_test.opaque %a0 : memref<8xf32>
  cf.cond_br %c, ^t0, ^e0
^t0:
  memref.store %v, %a0[%i] : memref<8xf32>
  cf.br ^m0
^e0:
  cf.br ^m0
^m0:
  %a1 = memref.alloc() : memref<8xf32>
  %l0 = memref.load %a0[%i] : memref<8xf32>
  memref.store %l0, %a1[%i] : memref<8xf32>
  reclaim_test.opaque %a1 : memref<8xf32>
  cf.cond_br %c, ^t1, ^e1
^t1:
  cf.br ^m1
^e1:
  memref.store %z, %a1[%i] : memref<8xf32>
  cf.br ^m1
^m1:
  %a2 = memref.alloc() : memref<8xf32>
  %l1 = memref.load %a1[%i] : memref<8xf32>
  memref.store %l1, %a2[%i] : memref<8xf32>
  reclaim_test.opaque %a2 : memref<8xf32>
  cf.cond_br %c, ^t2, ^e2
^t2:
  cf.br ^m2
^e2:
  cf.br ^m2
^m2:
  %l2 = memref.load %a2[%i] : memref<8xf32>
  return %l2 : f32
}

// The merge receives the caller's buffer (not owned) on one edge and a fresh
// one (owned) on the other: its ownership argument stays.
// CHECK-LABEL: func.func @differs
// CHECK: ^{{bb[0-9]+}}(%{{[0-9]+}}: memref<8xf32>, %{{[0-9]+}}: i1):
func.func @differs(%c: i1, %arg: memref<8xf32>) -> f32 {
  %i = arith.constant 0 : index
  %z = arith.constant 5.0 : f32
  cf.cond_br %c, ^t, ^m(%arg : memref<8xf32>)
^t:
  %a = memref.alloc() : memref<8xf32>
  memref.store %z, %a[%i] : memref<8xf32>
  cf.br ^m(%a : memref<8xf32>)
^m(%x: memref<8xf32>):
  %l = memref.load %x[%i] : memref<8xf32>
  return %l : f32
}

// An input free of a merge argument that may be a tracked buffer (the case
// of @input_free_may_alias in ownership-dealloc.mlir): both edges hand %x
// and %a the same ownership, so the merge takes no ownership argument, and
// %a is freed only when %x is not %a.
// CHECK-LABEL: func.func @input_free
// CHECK: ^{{bb[0-9]+}}(%{{[0-9]+}}: memref<8xf32>):
func.func @input_free(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %z = arith.constant 6.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.store %z, %a[%i] : memref<8xf32>
  cf.cond_br %c, ^m(%a : memref<8xf32>), ^m(%b : memref<8xf32>)
^m(%x: memref<8xf32>):
  %v = memref.load %a[%i] : memref<8xf32>
  memref.dealloc %x : memref<8xf32>
  return %v : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 7.0 : f32
  %i = arith.constant 0 : index
  %r0 = call @chain(%t, %v) : (i1, f32) -> f32
  vector.print %r0 : f32
  %r1 = call @chain(%f, %v) : (i1, f32) -> f32
  vector.print %r1 : f32
  %b = memref.alloc() : memref<8xf32>
  %w = arith.constant 9.0 : f32
  memref.store %w, %b[%i] : memref<8xf32>
  %r3 = call @differs(%t, %b) : (i1, memref<8xf32>) -> f32
  vector.print %r3 : f32
  %r4 = call @differs(%f, %b) : (i1, memref<8xf32>) -> f32
  vector.print %r4 : f32
  memref.dealloc %b : memref<8xf32>
  %r5 = call @input_free(%t) : (i1) -> f32
  vector.print %r5 : f32
  %r6 = call @input_free(%f) : (i1) -> f32
  vector.print %r6 : f32
  return
}

// reclaim_test.opaque prints the first element of its buffer.
// EXEC: 1
// EXEC-NEXT: 7
// EXEC-NEXT: 7
// EXEC-NEXT: 7
// EXEC-NEXT: 1
// EXEC-NEXT: 1
// EXEC-NEXT: 1
// EXEC-NEXT: 1
// EXEC-NEXT: 5
// EXEC-NEXT: 9
// EXEC-NEXT: 6
// EXEC-NEXT: 6
// EXEC: defects: none
