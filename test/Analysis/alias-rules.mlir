// RUN: reclaim-test-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   -test-reclaim-alias -o /dev/null 2>&1 | FileCheck %s

// Distinct allocations never alias; an allocation never aliases a global or
// an argument of its function.

memref.global "private" @g : memref<4xf32> = dense<0.0>

// CHECK-LABEL: Testing: @allocations
// CHECK-DAG: alias(x, heap1) = NoAlias
// CHECK-DAG: alias(x, heap2) = NoAlias
// CHECK-DAG: alias(x, stack) = NoAlias
// CHECK-DAG: alias(x, global) = MayAlias
// CHECK-DAG: alias(heap1, heap2) = NoAlias
// CHECK-DAG: alias(heap1, stack) = NoAlias
// CHECK-DAG: alias(heap1, global) = NoAlias
// CHECK-DAG: alias(heap2, stack) = NoAlias
// CHECK-DAG: alias(heap2, global) = NoAlias
// CHECK-DAG: alias(stack, global) = NoAlias
func.func @allocations(%x: memref<4xf32> {test.ptr = "x"}) {
  %heap1 = memref.alloc() {test.ptr = "heap1"} : memref<4xf32>
  %heap2 = memref.alloc() {test.ptr = "heap2"} : memref<4xf32>
  %stack = memref.alloca() {test.ptr = "stack"} : memref<4xf32>
  %global = memref.get_global @g : memref<4xf32> {test.ptr = "global"}
  return
}

// -----

// Arguments may alias each other and globals, unless marked llvm.noalias.

memref.global "private" @g : memref<4xf32> = dense<0.0>

// CHECK-LABEL: Testing: @arguments
// CHECK-DAG: alias(x, y) = MayAlias
// CHECK-DAG: alias(x, restrict) = NoAlias
// CHECK-DAG: alias(y, restrict) = NoAlias
// CHECK-DAG: alias(x, global) = MayAlias
// CHECK-DAG: alias(restrict, global) = NoAlias
// CHECK-DAG: alias(x, x_view) = PartialAlias
// CHECK-DAG: alias(restrict, x_view) = NoAlias
func.func @arguments(%x: memref<4xf32> {test.ptr = "x"},
                     %y: memref<4xf32> {test.ptr = "y"},
                     %r: memref<4xf32> {llvm.noalias, test.ptr = "restrict"}) {
  %global = memref.get_global @g : memref<4xf32> {test.ptr = "global"}
  %x_view = memref.subview %x[1][2][1] {test.ptr = "x_view"} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return
}

// -----

// Two get_global of one symbol are the same buffer; distinct globals are
// distinct buffers.

memref.global "private" @g : memref<4xf32> = dense<0.0>
memref.global "private" @h : memref<4xf32> = dense<0.0>

// CHECK-LABEL: Testing: @globals
// CHECK-DAG: alias(g1, g2) = MustAlias
// CHECK-DAG: alias(g1, h) = NoAlias
// CHECK-DAG: alias(g2, h) = NoAlias
// CHECK-DAG: alias(g1, g2_view) = PartialAlias
func.func @globals() {
  %g1 = memref.get_global @g : memref<4xf32> {test.ptr = "g1"}
  %g2 = memref.get_global @g : memref<4xf32> {test.ptr = "g2"}
  %h = memref.get_global @h : memref<4xf32> {test.ptr = "h"}
  %g2_view = memref.subview %g2[0][2][1] {test.ptr = "g2_view"} : memref<4xf32> to memref<2xf32, strided<[1]>>
  return
}

// -----

// Indirect and unknown sources may alias anything but are MustAlias with
// themselves.

// CHECK-LABEL: Testing: @opaque
// CHECK-DAG: alias(x, loaded) = MayAlias
// CHECK-DAG: alias(x, unknown) = MayAlias
// CHECK-DAG: alias(heap, loaded) = MayAlias
// CHECK-DAG: alias(heap, unknown) = MayAlias
// CHECK-DAG: alias(loaded, unknown) = MayAlias
// CHECK-DAG: alias(loaded, loaded_again) = MayAlias
// CHECK-DAG: alias(loaded, loaded_cast) = MustAlias
// CHECK-DAG: alias(unknown, unknown_cast) = MustAlias
// CHECK-DAG: alias(heap, loaded_cast) = MayAlias
func.func @opaque(%x: memref<4xf32> {test.ptr = "x"}, %pp: memref<memref<4xf32>>) {
  %heap = memref.alloc() {test.ptr = "heap"} : memref<4xf32>
  %loaded = memref.load %pp[] {test.ptr = "loaded"} : memref<memref<4xf32>>
  %loaded_again = memref.load %pp[] {test.ptr = "loaded_again"} : memref<memref<4xf32>>
  %loaded_cast = memref.cast %loaded {test.ptr = "loaded_cast"} : memref<4xf32> to memref<?xf32>
  %unknown = "test.make_memref"() {test.ptr = "unknown"} : () -> memref<4xf32>
  %unknown_cast = memref.cast %unknown {test.ptr = "unknown_cast"} : memref<4xf32> to memref<?xf32>
  return
}
