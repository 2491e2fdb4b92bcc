// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-decompose-tuples | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-decompose-tuples='modify-public-functions=true' | FileCheck %s --check-prefix=PUBLIC
// The spec's summarizing example: decomposition, then results to
// out-params (SPEC), with equivalent results dropped first (DROP).
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-decompose-tuples -reclaim-results-to-out-params | FileCheck %s --check-prefix=SPEC
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-decompose-tuples -reclaim-drop-equivalent-results -reclaim-results-to-out-params | FileCheck %s --check-prefix=DROP

// The spec's summarizing example (tensors already bufferized; tuples built
// and taken apart with casts). Every tuple only crosses function
// boundaries: no tuple and no cast is left.
// CHECK-LABEL: func.func private @callee
//  CHECK-SAME:   (%[[M:.*]]: memref<5xf32>, %[[B:.*]]: i1) -> (memref<5xf32>, i1) {
//  CHECK-NEXT:   return %[[M]], %[[B]] : memref<5xf32>, i1
// CHECK-LABEL: func.func private @caller
//  CHECK-SAME:   (%[[M:.*]]: memref<5xf32>, %[[B:.*]]: i1) -> (memref<5xf32>, i1) {
//  CHECK-NEXT:   %[[R:.*]]:2 = call @callee(%[[M]], %[[B]]) : (memref<5xf32>, i1) -> (memref<5xf32>, i1)
//  CHECK-NEXT:   return %[[R]]#0, %[[R]]#1 : memref<5xf32>, i1
//   CHECK-NOT:   unrealized_conversion_cast
// The spec turns the memref result into an out-param and copies the
// argument into it: right for tensors, wrong for memrefs (the caller would
// get a copy where it had its own buffer). Reclaim keeps the result
// (SPEC), or drops it as equivalent to the argument (DROP).
// SPEC-LABEL: func.func private @callee
//  SPEC-SAME:   (%[[M:.*]]: memref<5xf32>, %[[B:.*]]: i1) -> (memref<5xf32>, i1) {
// DROP-LABEL: func.func private @callee
//  DROP-SAME:   (%[[M:.*]]: memref<5xf32>, %[[B:.*]]: i1) -> i1 {
//  DROP-NEXT:   return %[[B]] : i1
// DROP-LABEL: func.func private @caller
//  DROP-SAME:   (%[[M:.*]]: memref<5xf32>, %[[B:.*]]: i1) -> i1 {
//  DROP-NEXT:   %[[R:.*]] = call @callee(%[[M]], %[[B]]) : (memref<5xf32>, i1) -> i1
//  DROP-NEXT:   return %[[R]] : i1
func.func private @callee(%arg0: tuple<memref<5xf32>, i1>) -> tuple<memref<5xf32>, i1> {
  return %arg0 : tuple<memref<5xf32>, i1>
}
func.func private @caller(%arg0: tuple<memref<5xf32>, i1>) -> tuple<memref<5xf32>, i1> {
  %x = func.call @callee(%arg0) : (tuple<memref<5xf32>, i1>) -> tuple<memref<5xf32>, i1>
  return %x : tuple<memref<5xf32>, i1>
}

// -----

// Nested tuples flatten recursively, one cast per level. The body takes
// the argument apart level by level; the packs the pass makes and the
// unpacks of the input fold away.
// CHECK-LABEL: func.func private @nested
//  CHECK-SAME:   (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<3xf32>, %[[N:.*]]: index) -> memref<3xf32> {
//  CHECK-NEXT:   "test.use"(%[[A]], %[[N]])
//  CHECK-NEXT:   return %[[B]]
func.func private @nested(%t: tuple<tuple<memref<2xf32>, memref<3xf32>>, index>) -> memref<3xf32> {
  %inner, %n = builtin.unrealized_conversion_cast %t : tuple<tuple<memref<2xf32>, memref<3xf32>>, index> to tuple<memref<2xf32>, memref<3xf32>>, index
  %a, %b = builtin.unrealized_conversion_cast %inner : tuple<memref<2xf32>, memref<3xf32>> to memref<2xf32>, memref<3xf32>
  "test.use"(%a, %n) : (memref<2xf32>, index) -> ()
  return %b : memref<3xf32>
}
// The caller builds the nested tuple from its parts: the call gets the
// parts.
// CHECK-LABEL: func.func @build
//  CHECK-SAME:   (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<3xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   %{{.*}} = call @nested(%[[A]], %[[B]], %[[N]]) : (memref<2xf32>, memref<3xf32>, index) -> memref<3xf32>
func.func @build(%a: memref<2xf32>, %b: memref<3xf32>, %n: index) -> memref<3xf32> {
  %inner = builtin.unrealized_conversion_cast %a, %b : memref<2xf32>, memref<3xf32> to tuple<memref<2xf32>, memref<3xf32>>
  %t = builtin.unrealized_conversion_cast %inner, %n : tuple<memref<2xf32>, memref<3xf32>>, index to tuple<tuple<memref<2xf32>, memref<3xf32>>, index>
  %r = func.call @nested(%t) : (tuple<tuple<memref<2xf32>, memref<3xf32>>, index>) -> memref<3xf32>
  return %r : memref<3xf32>
}

// -----

// A tuple that is used by an op other than a cast is packed for it; the
// other elements still cross the boundary separately.
// CHECK-LABEL: func.func private @opaque
//  CHECK-SAME:   (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: i1) {
//  CHECK-NEXT:   %[[T:.*]] = builtin.unrealized_conversion_cast %[[A]], %[[B]] : memref<2xf32>, i1 to tuple<memref<2xf32>, i1>
//  CHECK-NEXT:   "test.keep"(%[[T]])
func.func private @opaque(%t: tuple<memref<2xf32>, i1>) {
  "test.keep"(%t) : (tuple<memref<2xf32>, i1>) -> ()
  return
}

// -----

// A public function keeps its tuples unless modify-public-functions; its
// call of a private function is rewritten either way.
// CHECK-LABEL: func.func @public_api
//  CHECK-SAME:   (%[[T:.*]]: tuple<memref<2xf32>, f32>) -> tuple<memref<2xf32>, f32>
//  CHECK-NEXT:   %[[P:.*]]:2 = builtin.unrealized_conversion_cast %[[T]] : tuple<memref<2xf32>, f32> to memref<2xf32>, f32
//  CHECK-NEXT:   %[[R:.*]]:2 = call @private_impl(%[[P]]#0, %[[P]]#1)
//  CHECK-NEXT:   %[[Q:.*]] = builtin.unrealized_conversion_cast %[[R]]#0, %[[R]]#1 : memref<2xf32>, f32 to tuple<memref<2xf32>, f32>
//  CHECK-NEXT:   return %[[Q]]
// PUBLIC-LABEL: func.func @public_api
//  PUBLIC-SAME:   (%[[M:.*]]: memref<2xf32>, %[[F:.*]]: f32) -> (memref<2xf32>, f32)
//  PUBLIC-NEXT:   %[[R:.*]]:2 = call @private_impl(%[[M]], %[[F]])
//  PUBLIC-NEXT:   return %[[R]]#0, %[[R]]#1
func.func @public_api(%t: tuple<memref<2xf32>, f32>) -> tuple<memref<2xf32>, f32> {
  %r = func.call @private_impl(%t) : (tuple<memref<2xf32>, f32>) -> tuple<memref<2xf32>, f32>
  return %r : tuple<memref<2xf32>, f32>
}
func.func private @private_impl(%t: tuple<memref<2xf32>, f32>) -> tuple<memref<2xf32>, f32> {
  return %t : tuple<memref<2xf32>, f32>
}

// -----

// Recursion: the recursive call is rewritten like any other; the tuples
// only cross the boundary, so none is left.
// CHECK-LABEL: func.func private @rec
//  CHECK-SAME:   (%[[M:.*]]: memref<2xf32>, %[[N:.*]]: index) -> (memref<2xf32>, index)
//   CHECK-NOT:   unrealized_conversion_cast
//       CHECK:   call @rec(%[[M]], %{{.*}}) : (memref<2xf32>, index) -> (memref<2xf32>, index)
//   CHECK-NOT:   unrealized_conversion_cast
//       CHECK:   return
func.func private @rec(%t: tuple<memref<2xf32>, index>) -> tuple<memref<2xf32>, index> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m, %n = builtin.unrealized_conversion_cast %t : tuple<memref<2xf32>, index> to memref<2xf32>, index
  %done = arith.cmpi eq, %n, %c0 : index
  %rm, %rn = scf.if %done -> (memref<2xf32>, index) {
    scf.yield %m, %n : memref<2xf32>, index
  } else {
    %k = arith.subi %n, %c1 : index
    %u = builtin.unrealized_conversion_cast %m, %k : memref<2xf32>, index to tuple<memref<2xf32>, index>
    %s = func.call @rec(%u) : (tuple<memref<2xf32>, index>) -> tuple<memref<2xf32>, index>
    %sm, %sn = builtin.unrealized_conversion_cast %s : tuple<memref<2xf32>, index> to memref<2xf32>, index
    %sn1 = arith.addi %sn, %c1 : index
    scf.yield %sm, %sn1 : memref<2xf32>, index
  }
  %r = builtin.unrealized_conversion_cast %rm, %rn : memref<2xf32>, index to tuple<memref<2xf32>, index>
  return %r : tuple<memref<2xf32>, index>
}
