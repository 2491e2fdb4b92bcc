// RUN: reclaim-opt %s -reclaim-buffer-hoisting=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-buffer-hoisting,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s

// Issue 12: reclaim-buffer-hoisting lifts each use of each alias of an
// allocation to the allocation's levels through remembered ancestors
// instead of climbing from every use (cubic in the depth of a nest whose
// buffers flow up it). These cases query the remembered ancestors from
// every side: a buffer yielded up two levels and used beside the nest (the
// use's region encloses the allocation's), a use in a sibling branch of
// the allocation's (no region encloses the other: MLIR's own dominance
// query), and an allocation at the same depth in the other branch, asked
// after the first filled the memory.

func.func @nest(%c: i1, %d: i1, %out: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> (memref<4xf32>) {
    %inner = scf.if %d -> (memref<4xf32>) {
      // expected-remark @below {{hoisted: now before 'scf.if'}}
      %a = memref.alloc() : memref<4xf32>
      memref.store %one, %a[%c0] : memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      // expected-remark @below {{hoisted: now before 'scf.if'}}
      %b = memref.alloc() : memref<4xf32>
      memref.store %two, %b[%c0] : memref<4xf32>
      scf.yield %b : memref<4xf32>
    }
    scf.yield %inner : memref<4xf32>
  } else {
    // expected-remark @below {{hoisted: now before 'scf.if'}}
    %e = memref.alloc() : memref<4xf32>
    memref.store %two, %e[%c0] : memref<4xf32>
    scf.yield %e : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = scf.if %d -> (f32) {
    // Beside the nest: a buffer of its own, used in both branches of a
    // sibling scf.if.
    // expected-remark @below {{not hoisted: already in the block that dominates its uses}}
    %s = memref.alloc() : memref<4xf32>
    memref.store %v, %s[%c0] : memref<4xf32>
    %x = scf.if %c -> (f32) {
      %y = memref.load %s[%c0] : memref<4xf32>
      scf.yield %y : f32
    } else {
      memref.store %one, %s[%c0] : memref<4xf32>
      %y = memref.load %s[%c0] : memref<4xf32>
      scf.yield %y : f32
    }
    scf.yield %x : f32
  } else {
    scf.yield %v : f32
  }
  return %w : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  // expected-remark @below {{not hoisted: the input frees it}}
  %out = memref.alloc() : memref<4xf32>
  %a = call @nest(%t, %t, %out) : (i1, i1, memref<4xf32>) -> f32
  %b = call @nest(%t, %f, %out) : (i1, i1, memref<4xf32>) -> f32
  %c = call @nest(%f, %t, %out) : (i1, i1, memref<4xf32>) -> f32
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  memref.dealloc %out : memref<4xf32>
  return
}
// (c, d) = (1, 1): %a (1), stored in %s and loaded: 1; (1, 0): %b, 2;
// (0, 1): %e (2) into %s, then overwritten with 1: 1.
// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK: defects: none
