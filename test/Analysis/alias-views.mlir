// RUN: reclaim-test-opt %s -split-input-file -test-reclaim-alias -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

// Casts keep the view (MustAlias); other views of the same buffer are
// PartialAlias; identical views of the same view are MustAlias.

// CHECK-LABEL: Testing: @views
// CHECK-DAG: alias(a, cast) = MustAlias
// CHECK-DAG: alias(a, cast_cast) = MustAlias
// CHECK-DAG: alias(cast, cast_cast) = MustAlias
// CHECK-DAG: alias(a, space) = MustAlias
// CHECK-DAG: alias(a, aligned) = MustAlias
// CHECK-DAG: alias(a, sub) = PartialAlias
// CHECK-DAG: alias(sub, sub_same) = MustAlias
// CHECK-DAG: alias(sub, sub_of_cast) = MustAlias
// CHECK-DAG: alias(sub, sub_other) = PartialAlias
// CHECK-DAG: alias(sub, sub_cast) = MustAlias
// CHECK-DAG: alias(a, expanded) = PartialAlias
// CHECK-DAG: alias(a, reinterpreted) = PartialAlias
// CHECK-DAG: alias(a, transposed) = PartialAlias
// CHECK-DAG: alias(expanded, transposed) = PartialAlias
// CHECK-DAG: alias(a, b) = NoAlias
// CHECK-DAG: alias(b, sub) = NoAlias
// CHECK-DAG: alias(b, b_sub) = PartialAlias
// CHECK-DAG: alias(sub, b_sub) = NoAlias
// CHECK-DAG: alias(expanded, b_sub) = NoAlias
func.func @views(%i: index) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %cast = memref.cast %a {test.ptr = "cast"} : memref<8xf32> to memref<?xf32>
  %cast_cast = memref.cast %cast {test.ptr = "cast_cast"} : memref<?xf32> to memref<8xf32>
  %space = memref.memory_space_cast %a {test.ptr = "space"} : memref<8xf32> to memref<8xf32, 1>
  %aligned = memref.assume_alignment %a, 64 {test.ptr = "aligned"} : memref<8xf32>
  %sub = memref.subview %a[%i][4][1] {test.ptr = "sub"} : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sub_same = memref.subview %a[%i][4][1] {test.ptr = "sub_same"} : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sub_of_cast = memref.subview %cast_cast[%i][4][1] {test.ptr = "sub_of_cast"} : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sub_other = memref.subview %a[0][4][1] {test.ptr = "sub_other"} : memref<8xf32> to memref<4xf32, strided<[1]>>
  %sub_cast = memref.cast %sub {test.ptr = "sub_cast"} : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %expanded = memref.expand_shape %a [[0, 1]] output_shape [2, 4] {test.ptr = "expanded"} : memref<8xf32> into memref<2x4xf32>
  %reinterpreted = memref.reinterpret_cast %a to offset: [0], sizes: [2, 4], strides: [4, 1] {test.ptr = "reinterpreted"} : memref<8xf32> to memref<2x4xf32>
  %transposed = memref.transpose %expanded (i, j) -> (j, i) {test.ptr = "transposed"} : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %b_sub = memref.subview %b[0][4][1] {test.ptr = "b_sub"} : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

// arith.select follows both operands; the cartesian product of the sources
// decides.

// CHECK-LABEL: Testing: @select
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, sel_ab) = NoAlias
// CHECK-DAG: alias(a, sel_ab) = MayAlias
// CHECK-DAG: alias(b, sel_ab) = MayAlias
// CHECK-DAG: alias(c, sel_ab) = NoAlias
// CHECK-DAG: alias(x, sel_ax) = MayAlias
// CHECK-DAG: alias(b, sel_ax) = NoAlias
// CHECK-DAG: alias(sel_ab, sel_ax) = MayAlias
// CHECK-DAG: alias(sel_ab, sel_ab_again) = MustAlias
// CHECK-DAG: alias(sel_ab, sel_ba) = MayAlias
// CHECK-DAG: alias(a, sel_aa) = MustAlias
// CHECK-DAG: alias(a, sel_a_view) = PartialAlias
// CHECK-DAG: alias(sel_ab, sel_c) = NoAlias
func.func @select(%x: memref<8xf32> {test.ptr = "x"}, %p: i1, %q: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %sel_ab = arith.select %p, %a, %b {test.ptr = "sel_ab"} : memref<8xf32>
  %sel_ax = arith.select %p, %a, %x {test.ptr = "sel_ax"} : memref<8xf32>
  %sel_ab_again = arith.select %p, %a, %b {test.ptr = "sel_ab_again"} : memref<8xf32>
  %sel_ba = arith.select %q, %a, %b {test.ptr = "sel_ba"} : memref<8xf32>
  %sel_aa = arith.select %p, %a, %a {test.ptr = "sel_aa"} : memref<8xf32>
  %a_view = memref.reinterpret_cast %a to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  %sel_a_view = arith.select %p, %a, %a_view {test.ptr = "sel_a_view"} : memref<8xf32>
  %sel_c = arith.select %q, %c, %c {test.ptr = "sel_c"} : memref<8xf32>
  return
}
