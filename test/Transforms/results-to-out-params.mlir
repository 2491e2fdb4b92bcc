// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-results-to-out-params='hoist-static-allocs=false' | FileCheck %s --check-prefixes=CHECK,COPY
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-results-to-out-params | FileCheck %s --check-prefixes=CHECK,HOIST
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-results-to-out-params='modify-public-functions=true' | FileCheck %s --check-prefixes=PUBLIC
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-results-to-out-params='functions=only' | FileCheck %s --check-prefixes=ONLY
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-results-to-out-params="require-hoist=true" | FileCheck %s --check-prefixes=REQUIRE
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-results-to-out-params="require-hoist=true promote-limit=1024" | FileCheck %s --check-prefixes=PROMOTE

// The spec's example: the callee copies its result into the out-param, the
// caller allocates it. Without hoisting the callee's temporary stays, and
// the caller copies the buffer it allocated into its own out-param; with
// hoisting both write into the out-param directly (@caller has no callers,
// so its out-param is trivially distinct).
// CHECK-LABEL: func.func private @callee
//  CHECK-SAME:   (%[[ARG:.*]]: memref<5xf32>, %[[OUT:.*]]: memref<5xf32>) {
//   COPY-NEXT:   %[[T:.*]] = memref.alloc() : memref<5xf32>
//   COPY-NEXT:   linalg.exp ins(%[[ARG]] : memref<5xf32>) outs(%[[T]] : memref<5xf32>)
//   COPY-NEXT:   memref.copy %[[T]], %[[OUT]]
//  HOIST-NEXT:   linalg.exp ins(%[[ARG]] : memref<5xf32>) outs(%[[OUT]] : memref<5xf32>)
//  CHECK-NEXT:   return
//  CHECK-NEXT: }
// CHECK-LABEL: func.func private @caller
//  CHECK-SAME:   (%[[ARG:.*]]: memref<5xf32>, %[[OUT:.*]]: memref<5xf32>) {
//   COPY-NEXT:   %[[B:.*]] = memref.alloc() : memref<5xf32>
//   COPY-NEXT:   call @callee(%[[ARG]], %[[B]]) : (memref<5xf32>, memref<5xf32>) -> ()
//   COPY-NEXT:   memref.copy %[[B]], %[[OUT]]
//  HOIST-NEXT:   call @callee(%[[ARG]], %[[OUT]]) : (memref<5xf32>, memref<5xf32>) -> ()
//  CHECK-NEXT:   return
func.func private @callee(%arg0: memref<5xf32>) -> memref<5xf32> {
  %t = memref.alloc() : memref<5xf32>
  linalg.exp ins(%arg0 : memref<5xf32>) outs(%t : memref<5xf32>)
  return %t : memref<5xf32>
}
func.func private @caller(%arg0: memref<5xf32>) -> memref<5xf32> {
  %x = func.call @callee(%arg0) : (memref<5xf32>) -> memref<5xf32>
  return %x : memref<5xf32>
}

// -----

// A result that may be an argument, a global or shared with another result
// stays a result: the copy would break the aliasing the caller sees (here
// the caller writes through the result and reads the argument).
// CHECK-LABEL: func.func private @identity
//  CHECK-SAME:   (%{{.*}}: memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func private @global
//  CHECK-SAME:   () -> memref<2xf32>
// CHECK-LABEL: func.func private @twice_same
//  CHECK-SAME:   () -> (memref<2xf32>, memref<2xf32>)
// CHECK-LABEL: func.func private @stored
//  CHECK-SAME:   (%{{.*}}: memref<memref<2xf32>>) -> memref<2xf32>
func.func private @identity(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
memref.global "private" @g : memref<2xf32> = dense<0.0>
func.func private @global() -> memref<2xf32> {
  %g = memref.get_global @g : memref<2xf32>
  return %g : memref<2xf32>
}
func.func private @twice_same() -> (memref<2xf32>, memref<2xf32>) {
  %t = memref.alloc() : memref<2xf32>
  return %t, %t : memref<2xf32>, memref<2xf32>
}
func.func private @stored(%box: memref<memref<2xf32>>) -> memref<2xf32> {
  %t = memref.alloc() : memref<2xf32>
  memref.store %t, %box[] : memref<memref<2xf32>>
  return %t : memref<2xf32>
}
func.func private @use_aliasing(%a: memref<2xf32>, %box: memref<memref<2xf32>>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @identity(%a) : (memref<2xf32>) -> memref<2xf32>
  memref.store %f, %r[%c0] : memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  %g = func.call @global() : () -> memref<2xf32>
  %p, %q = func.call @twice_same() : () -> (memref<2xf32>, memref<2xf32>)
  %s = func.call @stored(%box) : (memref<memref<2xf32>>) -> memref<2xf32>
  return %x : f32
}

// -----

// A returned call result is the caller's buffer, copied into the caller's
// out-param; with hoisting the callee of the chain writes into the
// outermost buffer: @outer's buffer is passed down to @inner.
// CHECK-LABEL: func.func private @inner
// CHECK-LABEL: func.func private @outer
//  CHECK-SAME:   (%[[OUT:.*]]: memref<2xf32>) {
//   COPY-NEXT:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//   COPY-NEXT:   call @inner(%[[B]])
//   COPY-NEXT:   memref.copy %[[B]], %[[OUT]]
//  HOIST-NEXT:   call @inner(%[[OUT]])
//  CHECK-NEXT:   return
func.func private @inner() -> memref<2xf32> {
  %t = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%t : memref<2xf32>)
  return %t : memref<2xf32>
}
func.func private @outer() -> memref<2xf32> {
  %r = func.call @inner() : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Several returns (cf branches): each copies its own value. Neither copy is
// hoisted: each temporary lives in a block of its own, but the copies are
// inserted at the returns of other blocks.
// CHECK-LABEL: func.func private @branches
//  CHECK-SAME:   (%{{.*}}: i1, %[[OUT:.*]]: memref<3xf32>) {
//       CHECK:   ^bb1:
//  CHECK-NEXT:   memref.copy %[[A:.*]], %[[OUT]]
//  CHECK-NEXT:   return
//       CHECK:   ^bb2:
//  CHECK-NEXT:   memref.copy %[[B:.*]], %[[OUT]]
//  CHECK-NEXT:   return
func.func private @branches(%c: i1) -> memref<3xf32> {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<3xf32>
^bb2:
  return %b : memref<3xf32>
}
func.func private @use_branches(%c: i1) {
  %r = func.call @branches(%c) : (i1) -> memref<3xf32>
  "test.use"(%r) : (memref<3xf32>) -> ()
  return
}

// -----

// Results the caller cannot allocate stay results: dynamic shape, a strided
// layout, unranked; the static one among them becomes an out-param. Its
// call result is unused: the caller still allocates the buffer.
// CHECK-LABEL: func.func private @mixed
//  CHECK-SAME:   (%{{.*}}: index, %[[OUT:.*]]: memref<4xi8>) -> (memref<?xf32>, memref<4xf32, strided<[2]>>, memref<*xf32>)
// CHECK-LABEL: func.func private @use_mixed
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<4xi8>
//       CHECK:   %{{.*}}:3 = call @mixed(%{{.*}}, %[[B]]) : (index, memref<4xi8>) -> (memref<?xf32>, memref<4xf32, strided<[2]>>, memref<*xf32>)
func.func private @mixed(%n: index) -> (memref<?xf32>, memref<4xi8>, memref<4xf32, strided<[2]>>, memref<*xf32>) {
  %d = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<4xi8>
  %w = memref.alloc() : memref<8xf32>
  %v = memref.subview %w[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %u = memref.cast %d : memref<?xf32> to memref<*xf32>
  return %d, %s, %v, %u : memref<?xf32>, memref<4xi8>, memref<4xf32, strided<[2]>>, memref<*xf32>
}
func.func private @use_mixed(%n: index) {
  %0:4 = func.call @mixed(%n) : (index) -> (memref<?xf32>, memref<4xi8>, memref<4xf32, strided<[2]>>, memref<*xf32>)
  "test.use"(%0#0, %0#2, %0#3) : (memref<?xf32>, memref<4xf32, strided<[2]>>, memref<*xf32>) -> ()
  return
}

// -----

// Public functions keep their signature (their callers may be outside the
// module) unless modify-public-functions; calls from a public function to a
// private one are rewritten either way.
// CHECK-LABEL: func.func @entry
//  CHECK-SAME:   () -> memref<2xf32> {
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:   call @helper(%[[B]]) : (memref<2xf32>) -> ()
//       CHECK:   return %[[B]]
// PUBLIC-LABEL: func.func @entry
//  PUBLIC-SAME:   (%[[OUT:.*]]: memref<2xf32>) {
//       PUBLIC:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//       PUBLIC:   call @helper(%[[B]]) : (memref<2xf32>) -> ()
//       PUBLIC:   memref.copy %[[B]], %[[OUT]]
// ONLY-LABEL: func.func @entry
//  ONLY-SAME:   () -> memref<2xf32> {
//       ONLY:   call @helper() : () -> memref<2xf32>
func.func @entry() -> memref<2xf32> {
  %r = func.call @helper() : () -> memref<2xf32>
  return %r : memref<2xf32>
}
func.func private @helper() -> memref<2xf32> {
  %t = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%t : memref<2xf32>)
  return %t : memref<2xf32>
}

// -----

// `functions` names the functions to change; the others keep their results.
// ONLY-LABEL: func.func private @only
//  ONLY-SAME:   (%{{.*}}: memref<2xf32>) {
// ONLY-LABEL: func.func private @other
//  ONLY-SAME:   () -> memref<2xf32>
// ONLY-LABEL: func.func private @calls_both
//       ONLY:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//       ONLY:   call @only(%[[B]]) : (memref<2xf32>) -> ()
//       ONLY:   call @other() : () -> memref<2xf32>
func.func private @only() -> memref<2xf32> {
  %t = memref.alloc() : memref<2xf32>
  return %t : memref<2xf32>
}
func.func private @other() -> memref<2xf32> {
  %t = memref.alloc() : memref<2xf32>
  return %t : memref<2xf32>
}
func.func private @calls_both() {
  %a = func.call @only() : () -> memref<2xf32>
  %b = func.call @other() : () -> memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

// Recursion: the recursive call allocates its own buffer. Nothing is
// hoisted: the returned value is a result of scf.if, not an allocation.
// CHECK-LABEL: func.func private @rec
//  CHECK-SAME:   (%[[N:.*]]: index, %[[ACC:.*]]: memref<2xf32>, %[[OUT:.*]]: memref<2xf32>) {
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:     %[[C:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     memref.copy %[[ACC]], %[[C]]
//       CHECK:     scf.yield %[[C]]
//       CHECK:   } else {
//       CHECK:     %[[T:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     "test.step"(%[[ACC]], %[[T]])
//       CHECK:     %[[B:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     call @rec(%{{.*}}, %[[T]], %[[B]])
//       CHECK:     scf.yield %[[B]]
//       CHECK:   memref.copy %[[R]], %[[OUT]]
func.func private @rec(%n: index, %acc: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<2xf32> {
    %c = memref.alloc() : memref<2xf32>
    memref.copy %acc, %c : memref<2xf32> to memref<2xf32>
    scf.yield %c : memref<2xf32>
  } else {
    %t = memref.alloc() : memref<2xf32>
    "test.step"(%acc, %t) : (memref<2xf32>, memref<2xf32>) -> ()
    %m = arith.subi %n, %c1 : index
    %s = func.call @rec(%m, %t) : (index, memref<2xf32>) -> memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// An aligned temporary (as bufferization makes them): the caller's buffer
// gets the same alignment, so the callee can write into it.
// HOIST-LABEL: func.func private @aligned_result
//  HOIST-SAME:   (%{{.*}}: f32, %[[OUT:.*]]: memref<8xf32>) {
//  HOIST-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<8xf32>)
// CHECK-LABEL: func.func private @use_aligned_result
//       CHECK:   %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//       CHECK:   call @aligned_result(%{{.*}}, %[[B]])
func.func private @aligned_result(%v: f32) -> memref<8xf32> {
  %t = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<8xf32>)
  return %t : memref<8xf32>
}
func.func private @use_aligned_result(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @aligned_result(%v) : (f32) -> memref<8xf32>
  %x = memref.load %r[%c0] : memref<8xf32>
  return %x : f32
}

// -----

// require-hoist: a result whose temporary the callee cannot write into the
// out-param directly (a result of scf.if) stays a result, so that no call
// allocates more than before; the other one becomes an out-param.
// REQUIRE-LABEL: func.func private @two
//  REQUIRE-SAME:   (%{{.*}}: i1, %[[OUT:.*]]: memref<2xf32>) -> memref<2xf32> {
//   REQUIRE-NOT:   memref.copy
// REQUIRE-LABEL: func.func private @use_two
//       REQUIRE:   %[[B:.*]] = memref.alloc() : memref<2xf32>
//       REQUIRE:   call @two(%{{.*}}, %[[B]]) : (i1, memref<2xf32>) -> memref<2xf32>
func.func private @two(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%a : memref<2xf32>)
  %r = scf.if %c -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    scf.yield %x : memref<2xf32>
  } else {
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %a, %r : memref<2xf32>, memref<2xf32>
}
func.func private @use_two(%c: i1) {
  %0:2 = func.call @two(%c) : (i1) -> (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// require-hoist with promote-limit: the temporaries of @small stay, but,
// returned no more, they fit on the stack, which costs no allocation: the
// result becomes an out-param. Neither @large's temporaries nor its
// caller's buffer fit.
// PROMOTE-LABEL: func.func private @small
//  PROMOTE-SAME:   (%{{.*}}: i1, %[[OUT:.*]]: memref<2xf32>) {
//       PROMOTE:   memref.copy %{{.*}}, %[[OUT]]
// PROMOTE-LABEL: func.func private @large
//  PROMOTE-SAME:   (%{{.*}}: i1) -> memref<1024xf32> {
func.func private @small(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    scf.yield %x : memref<2xf32>
  } else {
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @large(%c: i1) -> memref<1024xf32> {
  %r = scf.if %c -> memref<1024xf32> {
    %x = memref.alloc() : memref<1024xf32>
    scf.yield %x : memref<1024xf32>
  } else {
    %y = memref.alloc() : memref<1024xf32>
    scf.yield %y : memref<1024xf32>
  }
  return %r : memref<1024xf32>
}
// @carried's temporaries live across loop iterations (they stay on the
// heap), but its caller's buffer fits on the stack: no heap allocation is
// added, it is converted too.
// PROMOTE-LABEL: func.func private @carried
//  PROMOTE-SAME:   (%{{.*}}: index, %[[OUT:.*]]: memref<2xf32>) {
//       PROMOTE:   memref.copy %{{.*}}, %[[OUT]]
func.func private @carried(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<2xf32> {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %acc, %next : memref<2xf32> to memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @use_small_large(%c: i1, %n: index) {
  %0 = func.call @small(%c) : (i1) -> memref<2xf32>
  %1 = func.call @large(%c) : (i1) -> memref<1024xf32>
  %2 = func.call @carried(%n) : (index) -> memref<2xf32>
  return
}

// -----

// A chain: @outer_big returns what @inner_big returns (one of two 4 KiB
// buffers). With both converted, @inner_big would copy into @outer_big's
// out-param, which @use_big allocates on the heap, while @inner_big keeps
// its heap temporaries: one allocation more per call. Both stay results
// (the drop of @inner_big takes @outer_big along in the same round).
// PROMOTE-LABEL: func.func private @inner_big
//  PROMOTE-SAME:   (%{{.*}}: i1) -> memref<1024xf32> {
// PROMOTE-LABEL: func.func private @outer_big
//  PROMOTE-SAME:   (%{{.*}}: i1) -> memref<1024xf32> {
func.func private @inner_big(%c: i1) -> memref<1024xf32> {
  %r = scf.if %c -> memref<1024xf32> {
    %x = memref.alloc() : memref<1024xf32>
    scf.yield %x : memref<1024xf32>
  } else {
    %y = memref.alloc() : memref<1024xf32>
    scf.yield %y : memref<1024xf32>
  }
  return %r : memref<1024xf32>
}
func.func private @outer_big(%c: i1) -> memref<1024xf32> {
  %r = func.call @inner_big(%c) : (i1) -> memref<1024xf32>
  return %r : memref<1024xf32>
}
func.func private @use_big(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @outer_big(%c) : (i1) -> memref<1024xf32>
  %v = memref.load %r[%c0] : memref<1024xf32>
  return %v : f32
}
