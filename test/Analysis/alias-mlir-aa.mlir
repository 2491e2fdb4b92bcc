// RUN: reclaim-test-opt %s -split-input-file -test-reclaim-alias=via-mlir-aa \
// RUN:   -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s -split-input-file -test-reclaim-modref=via-mlir-aa \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODREF

// reclaim::AliasAnalysis registered into mlir::AliasAnalysis with
// addReclaimAliasAnalysis. mlir::AliasAnalysis asks upstream's
// LocalAliasAnalysis first (its constructor adds it) and keeps the first
// answer that is not MayAlias; Reclaim's analysis decides what the local one
// leaves open, here call results.

func.func private @external() -> memref<8xf32>
func.func @id(%x: memref<8xf32>) -> memref<8xf32> {
  return %x : memref<8xf32>
}

// CHECK-LABEL: Testing: @calls
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, ext) = NoAlias
// CHECK-DAG: alias(a, ext) = NoAlias
// CHECK-DAG: alias(a, ext2) = NoAlias
// CHECK-DAG: alias(ext, ext2) = NoAlias
// CHECK-DAG: alias(a, same) = MustAlias
// CHECK-DAG: alias(x, same) = NoAlias
// CHECK-DAG: alias(ext, same) = NoAlias
func.func @calls(%x: memref<8xf32> {test.ptr = "x"}) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %ext = func.call @external() {test.ptr = "ext"} : () -> memref<8xf32>
  %ext2 = func.call @external() {test.ptr = "ext2"} : () -> memref<8xf32>
  %same = func.call @id(%a) {test.ptr = "same"} : (memref<8xf32>) -> memref<8xf32>
  return
}

// -----

// getModRef intersects the answers of all implementations.

func.func @reader(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<8xf32>
  return %v : f32
}

// MODREF-LABEL: Testing: @modref
// MODREF-DAG: modref(read_a, a) = Ref
// MODREF-DAG: modref(read_a, b) = NoModRef
// MODREF-DAG: modref(load_b, a) = NoModRef
// MODREF-DAG: modref(load_b, b) = Ref
func.func @modref(%i: index) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %r = func.call @reader(%a) {test.op = "read_a"} : (memref<8xf32>) -> f32
  %v = memref.load %b[%i] {test.op = "load_b"} : memref<8xf32>
  return
}
