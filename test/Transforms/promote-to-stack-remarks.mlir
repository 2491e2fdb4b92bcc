// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-promote-to-stack=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-promote-to-stack="remarks=true wrap-in-alloca-scope=true" -mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRAP

// reclaim-promote-to-stack says, for every memref.alloc, whether it went to
// the stack (and where) or why it stays on the heap.

func.func @promoted(%out: memref<4xf32>) {
  // expected-remark @below {{promoted to the stack}}
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @promoted_before_loop(%n: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark-re @+2 {{promoted to the stack, allocated once before 'scf.for' at {{.*}}promote-to-stack-remarks.mlir:20:3}}
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  }
  return
}

// -----

func.func @heap_reasons(%n: index, %slot: memref<1xmemref<4xf32>>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-remark @below {{stays on the heap: its size is dynamic}}
  %dyn = memref.alloc(%n) : memref<?xf32>
  // expected-remark @below {{stays on the heap: it is not in the default memory space}}
  %space = memref.alloc() : memref<4xf32, 1>
  // expected-remark @below {{stays on the heap: its size, 4096 bytes, exceeds max-alloc-size-in-bytes (1024)}}
  %big = memref.alloc() : memref<1024xf32>
  // expected-remark-re @below {{stays on the heap: it escapes (stored) through 'memref.store' at {{.*}}:39:3}}
  %stored = memref.alloc() : memref<4xf32>
  memref.store %stored, %slot[%c0] : memref<1xmemref<4xf32>>
  // expected-remark-re @below {{stays on the heap: it escapes (returned) through 'func.return' at {{.*}}:42:3}}
  %ret = memref.alloc() : memref<4xf32>
  return %ret : memref<4xf32>
}

// -----

func.func @freed_through_select(%c: i1, %arg: memref<4xf32>) {
  // expected-remark-re @below {{stays on the heap: it is freed by 'memref.dealloc' at {{.*}}:51:3 through a value that may be another buffer}}
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %arg : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

// -----

// The buffer of one iteration is read in the next: yielding it out of the
// scf.for (an allocation scope) is an escape.
func.func @carried(%n: index, %init: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> memref<4xf32> {
    // expected-remark-re @below {{stays on the heap: it escapes (returned) through 'scf.yield' at {{.*}}:66:5}}
    %t = memref.alloc() : memref<4xf32>
    memref.copy %cur, %t : memref<4xf32> to memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  return
}

// -----

// In a parallel loop, with wrap-in-alloca-scope: promoted inside a scope.
// WRAP: remark: promoted to the stack, inside a new memref.alloca_scope
func.func private @use(memref<4xf32>)
func.func @parallel(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-remark @below {{stays on the heap: it may be allocated repeatedly (in a loop) and cannot be hoisted out of it (it cannot leave 'scf.parallel' (an allocation scope, a parallel loop or an op with unknown control flow)); wrap-in-alloca-scope is off}}
    %t = memref.alloc() : memref<4xf32>
    memref.store %v, %t[%c0] : memref<4xf32>
    func.call @use(%t) : (memref<4xf32>) -> ()
    "test.after"() : () -> ()
    scf.reduce
  }
  return
}

// -----

// With wrap-in-alloca-scope, a repeated buffer used outside its block
// cannot be bounded by a scope.
// WRAP: remark: stays on the heap: it may be allocated repeatedly and is used outside its block, so no alloca_scope can bound it
func.func private @use(memref<4xf32>)
func.func @used_outside_block(%n: index, %c: i1, %other: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.if %c -> memref<4xf32> {
      // expected-remark @below {{stays on the heap: it may be allocated repeatedly}}
      %t = memref.alloc() : memref<4xf32>
      scf.yield %t : memref<4xf32>
    } else {
      scf.yield %other : memref<4xf32>
    }
    func.call @use(%r) : (memref<4xf32>) -> ()
    scf.reduce
  }
  return
}
