// RUN: reclaim-test-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   -test-reclaim-modref -o /dev/null 2>&1 | FileCheck %s

// Effects of memory ops on the buffers of named values: Read is Ref;
// Write, Allocate and Free are Mod; an op without known effects is ModRef.

// CHECK-LABEL: Testing: @memory_ops
// CHECK-DAG: modref(load_a, x) = NoModRef
// CHECK-DAG: modref(load_a, a) = Ref
// CHECK-DAG: modref(load_a, b) = NoModRef
// CHECK-DAG: modref(load_a, a_view) = Ref
// CHECK-DAG: modref(store_b, a) = NoModRef
// CHECK-DAG: modref(store_b, b) = Mod
// CHECK-DAG: modref(store_view, a) = Mod
// CHECK-DAG: modref(store_view, a_view) = Mod
// CHECK-DAG: modref(store_view, b) = NoModRef
// CHECK-DAG: modref(copy, x) = NoModRef
// CHECK-DAG: modref(copy, a) = Ref
// CHECK-DAG: modref(copy, b) = Mod
// CHECK-DAG: modref(copy, a_view) = Ref
// CHECK-DAG: modref(load_x, x) = Ref
// CHECK-DAG: modref(load_x, y) = Ref
// CHECK-DAG: modref(load_x, a) = NoModRef
// CHECK-DAG: modref(alloc_c, c) = Mod
// CHECK-DAG: modref(alloc_c, a) = NoModRef
// CHECK-DAG: modref(alloc_c, x) = NoModRef
// CHECK-DAG: modref(unknown, x) = ModRef
// CHECK-DAG: modref(unknown, b) = ModRef
// CHECK-DAG: modref(loop, a) = Mod
// CHECK-DAG: modref(loop, b) = NoModRef
// CHECK-DAG: modref(loop, x) = NoModRef
// CHECK-DAG: modref(memref.dealloc, b) = Mod
// CHECK-DAG: modref(memref.dealloc, a) = NoModRef
// CHECK-DAG: modref(memref.dealloc, a_view) = NoModRef
func.func @memory_ops(%x: memref<8xf32> {test.ptr = "x"},
                      %y: memref<8xf32> {test.ptr = "y"},
                      %i: index, %n: index) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %a_view = memref.subview %a[4][4][1] {test.ptr = "a_view"} : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %v = memref.load %a[%i] {test.op = "load_a"} : memref<8xf32>
  memref.store %v, %b[%i] {test.op = "store_b"} : memref<8xf32>
  memref.store %v, %a_view[%i] {test.op = "store_view"} : memref<4xf32, strided<[1], offset: 4>>
  memref.copy %a, %b {test.op = "copy"} : memref<8xf32> to memref<8xf32>
  %w = memref.load %x[%i] {test.op = "load_x"} : memref<8xf32>
  %c = memref.alloc() {test.op = "alloc_c", test.ptr = "c"} : memref<8xf32>
  "test.unknown"(%a) {test.op = "unknown"} : (memref<8xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    memref.store %w, %a[%k] : memref<8xf32>
  } {test.op = "loop"}
  memref.dealloc %b {test.op} : memref<8xf32>
  return
}

// -----

// bufferization.dealloc frees its memrefs, not the retained ones.

// CHECK-LABEL: Testing: @bufferization_dealloc
// CHECK-DAG: modref(dealloc, x) = NoModRef
// CHECK-DAG: modref(dealloc, a) = Mod
// CHECK-DAG: modref(dealloc, a_view) = Mod
// CHECK-DAG: modref(dealloc, b) = NoModRef
// CHECK-DAG: modref(dealloc, c) = Mod
func.func @bufferization_dealloc(%x: memref<8xf32> {test.ptr = "x"}, %cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %a_view = memref.subview %a[4][4][1] {test.ptr = "a_view"} : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %r:2 = bufferization.dealloc (%a, %c : memref<8xf32>, memref<8xf32>) if (%cond, %cond) retain (%x, %b : memref<8xf32>, memref<8xf32>) {test.op = "dealloc"}
  return
}

// -----

// Calls: through an argument, the callee's effects on it; the callee cannot
// reach a local buffer it is not given unless the buffer escaped; arguments
// and escaped buffers may be reached in any way.

func.func @reader(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<8xf32>
  return %v : f32
}
func.func @writer(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<8xf32>
  return
}
func.func @reader_writer(%m: memref<8xf32>, %v: f32) -> f32 {
  %r = func.call @reader(%m) : (memref<8xf32>) -> f32
  func.call @writer(%m, %v) : (memref<8xf32>, f32) -> ()
  return %r : f32
}
// Keeps %m, and writes %slot, which may be %m's buffer (arguments may alias):
// Mod on %m.
func.func @keep(%m: memref<8xf32>, %slot: memref<memref<8xf32>>) {
  memref.store %m, %slot[] : memref<memref<8xf32>>
  return
}
func.func private @ext(memref<8xf32>)

// CHECK-LABEL: Testing: @calls
// CHECK-DAG: modref(read_a, a) = Ref
// CHECK-DAG: modref(read_a, b) = NoModRef
// CHECK-DAG: modref(read_a, c) = ModRef
// CHECK-DAG: modref(read_a, d) = ModRef
// CHECK-DAG: modref(read_a, x) = ModRef
// CHECK-DAG: modref(read_a, kept) = ModRef
// CHECK-DAG: modref(write_b, a) = NoModRef
// CHECK-DAG: modref(write_b, b) = Mod
// CHECK-DAG: modref(read_write_a, a) = ModRef
// CHECK-DAG: modref(read_write_a, b) = NoModRef
// CHECK-DAG: modref(ext_c, c) = ModRef
// CHECK-DAG: modref(ext_c, a) = NoModRef
// CHECK-DAG: modref(keep, kept) = Mod
// CHECK-DAG: modref(keep, a) = NoModRef
// CHECK-DAG: modref(indirect, d) = ModRef
// CHECK-DAG: modref(indirect, a) = NoModRef
// CHECK-DAG: modref(indirect, b) = NoModRef
// CHECK-DAG: modref(indirect, c) = ModRef
func.func @calls(%x: memref<8xf32> {test.ptr = "x"}, %v: f32,
                 %fn: (memref<8xf32>) -> (), %slot: memref<memref<8xf32>>) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %d = memref.alloc() {test.ptr = "d"} : memref<8xf32>
  %kept = memref.alloc() {test.ptr = "kept"} : memref<8xf32>
  %r = func.call @reader(%a) {test.op = "read_a"} : (memref<8xf32>) -> f32
  func.call @writer(%b, %v) {test.op = "write_b"} : (memref<8xf32>, f32) -> ()
  %s = func.call @reader_writer(%a, %v) {test.op = "read_write_a"} : (memref<8xf32>, f32) -> f32
  // @ext, the unknown callee and @keep may keep what they get: every call
  // (before or after, the analysis is flow-insensitive) may touch it.
  func.call @ext(%c) {test.op = "ext_c"} : (memref<8xf32>) -> ()
  func.call @keep(%kept, %slot) {test.op = "keep"} : (memref<8xf32>, memref<memref<8xf32>>) -> ()
  func.call_indirect %fn(%d) {test.op = "indirect"} : (memref<8xf32>) -> ()
  return
}
