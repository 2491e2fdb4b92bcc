// Regression (found by a review of c0cfcaf, not by the fuzzer): under
// unknown-ops=keep-alive, a region result or loop-carried value that merges
// a kept-alive buffer allocated inside the region (%e, %new) with another
// buffer (%b) is split (freed where it dies when it holds %b) but has no
// shadow, unlike a block argument: nothing carries %e's ownership out of the
// region, and %e was never freed, without any remark (the only one in the
// function, if any, named another value). It still leaks (a shadow result
// would need a rebuilt region op), but now with a remark at the buffer it
// leaks, which names the merge; the RUN lines check that exactly the
// remarked buffers leak and that the output is right.
//
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive remarks=true},test-reclaim-lower-test-dialect)' -mlir-print-op-on-diagnostic=false --mlir-print-debuginfo -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not reclaim-run %t.mlir --reference 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' --mlir-print-debuginfo -o %t2.mlir
// RUN: not reclaim-run %t2.mlir --reference 2>&1 | FileCheck %s

func.func @if_inner_kept(%c: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %b = memref.alloc() : memref<512xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %b[%i0] : memref<512xf32>
  %r = scf.if %c -> memref<512xf32> {
    %e = memref.alloc() : memref<512xf32>
    memref.store %two, %e[%i0] : memref<512xf32>
    reclaim_test.opaque %e : memref<512xf32>
    scf.yield %e : memref<512xf32>
  } else {
    scf.yield %b : memref<512xf32>
  }
  %l = memref.load %r[%i0] : memref<512xf32>
  return %l : f32
}

func.func @loop_opaque_iter(%n: index) -> f32 {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %b = memref.alloc() : memref<512xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%i0] : memref<512xf32>
  %r = scf.for %i = %i0 to %n step %i1 iter_args(%acc = %b) -> memref<512xf32> {
    %new = memref.alloc() : memref<512xf32>
    %v = memref.load %acc[%i0] : memref<512xf32>
    %v2 = arith.addf %v, %one : f32
    memref.store %v2, %new[%i0] : memref<512xf32>
    reclaim_test.opaque %new : memref<512xf32>
    scf.yield %new : memref<512xf32>
  }
  %l = memref.load %r[%i0] : memref<512xf32>
  return %l : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %n2 = arith.constant 2 : index
  %a0 = call @if_inner_kept(%t) : (i1) -> f32
  vector.print %a0 : f32
  %a1 = call @if_inner_kept(%f) : (i1) -> f32
  vector.print %a1 : f32
  %b0 = call @loop_opaque_iter(%n2) : (index) -> f32
  vector.print %b0 : f32
  return
}

// REMARK: keep-alive-region-merge-remark.mlir:24:10: remark: never freed: an op with unknown effects touched this buffer, and it leaves here only through 'scf.if' at {{.*}}keep-alive-region-merge-remark.mlir:23:8
// REMARK: keep-alive-region-merge-remark.mlir:42:12: remark: never freed: an op with unknown effects touched this buffer, and it leaves here only through region argument #1 of 'scf.for'

// CHECK: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NOT: reclaim-run:
// CHECK: reclaim-run: leak: 2048 bytes in 1 block never freed
// CHECK-NEXT: allocated by memref.alloc at {{.*}}.mlir:24:10
// CHECK-NOT: reclaim-run:
// CHECK: reclaim-run: leak: 4096 bytes in 2 blocks never freed
// CHECK-NEXT: allocated by memref.alloc at {{.*}}.mlir:42:12
// CHECK-NOT: reclaim-run:
// CHECK: defects: leak
