// RUN: reclaim-test-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   -test-reclaim-alias=print-sources -o /dev/null 2>&1 | FileCheck %s

// Each op kind is classified as the memory source the rules expect.

memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func private @external() -> memref<4xf32>

// CHECK-LABEL: Testing: @every_kind
// CHECK-DAG: sources(x) = [Argument(x)] complete
// CHECK-DAG: sources(pp) = [Argument(pp)] complete
// CHECK-DAG: sources(heap) = [HeapAllocation(heap)] complete
// CHECK-DAG: sources(stack) = [StackAllocation(stack)] complete
// CHECK-DAG: sources(clone) = [HeapAllocation(clone)] complete
// CHECK-DAG: sources(global) = [Global(g)] complete
// CHECK-DAG: sources(loaded) = [Indirect(loaded)] complete
// CHECK-DAG: sources(ext) = [HeapAllocation(ext)] complete
// CHECK-DAG: sources(indirect_call) = [Indirect(indirect_call)] complete
// CHECK-DAG: sources(unknown) = [Unknown(unknown)] incomplete
// CHECK-DAG: sources(to_buffer) = [Unknown(to_buffer)] incomplete
func.func @every_kind(%x: memref<4xf32> {test.ptr = "x"},
                      %pp: memref<memref<4xf32>> {test.ptr = "pp"},
                      %f: () -> memref<4xf32>, %t: tensor<4xf32>) {
  %heap = memref.alloc() {test.ptr = "heap"} : memref<4xf32>
  %stack = memref.alloca() {test.ptr = "stack"} : memref<4xf32>
  %clone = bufferization.clone %x {test.ptr = "clone"} : memref<4xf32> to memref<4xf32>
  %global = memref.get_global @g : memref<4xf32> {test.ptr = "global"}
  %loaded = memref.load %pp[] {test.ptr = "loaded"} : memref<memref<4xf32>>
  // External callee: a fresh buffer by Reclaim's function boundary ABI.
  %ext = func.call @external() {test.ptr = "ext"} : () -> memref<4xf32>
  // The callee is not known.
  %indirect_call = func.call_indirect %f() {test.ptr = "indirect_call"} : () -> memref<4xf32>
  %unknown = "test.make_memref"() {test.ptr = "unknown"} : () -> memref<4xf32>
  %to_buffer = bufferization.to_buffer %t {test.ptr = "to_buffer"} : tensor<4xf32> to memref<4xf32>
  return
}

// -----

// Views, casts and selects are followed to the sources of their operands.

// CHECK-LABEL: Testing: @followed
// CHECK-DAG: sources(sub) = [HeapAllocation(a)] complete
// CHECK-DAG: sources(cast) = [HeapAllocation(a)] complete
// CHECK-DAG: sources(collapsed) = [HeapAllocation(a)] complete
// CHECK-DAG: sources(base#0) = [HeapAllocation(a)] complete
// CHECK-DAG: sources(sel) = [Argument(x), HeapAllocation(a)] complete
// CHECK-DAG: sources(sel2) = [Argument(x), HeapAllocation(a), StackAllocation(s)] complete
// CHECK-DAG: sources(sel_unknown) = [HeapAllocation(a), Unknown(u)] incomplete
func.func @followed(%x: memref<2x4xf32> {test.ptr = "x"}, %c: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<2x4xf32>
  %s = memref.alloca() {test.ptr = "s"} : memref<2x4xf32>
  %sub = memref.subview %a[0, 0][1, 4][1, 1] {test.ptr = "sub"} : memref<2x4xf32> to memref<4xf32, strided<[1]>>
  %cast = memref.cast %a {test.ptr = "cast"} : memref<2x4xf32> to memref<?x?xf32>
  %collapsed = memref.collapse_shape %a [[0, 1]] {test.ptr = "collapsed"} : memref<2x4xf32> into memref<8xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<2x4xf32> -> memref<f32>, index, index, index, index, index {test.ptr = "base"}
  %sel = arith.select %c, %a, %x {test.ptr = "sel"} : memref<2x4xf32>
  %sel2 = arith.select %c, %sel, %s {test.ptr = "sel2"} : memref<2x4xf32>
  %u = "test.make_memref"() {test.ptr = "u"} : () -> memref<2x4xf32>
  %sel_unknown = arith.select %c, %u, %a {test.ptr = "sel_unknown"} : memref<2x4xf32>
  return
}
