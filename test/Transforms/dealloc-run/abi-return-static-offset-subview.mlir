// Returning a subview with a static non-zero offset of an argument: the ABI
// requires a copy, and the returned type (strided<[1], offset: 1>) is fixed
// by the signature.
//
// (This test found a defect, since fixed: the copy is a flat buffer viewed
// through memref.reinterpret_cast with the static layout.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @second(%m: memref<2xi64>) -> memref<1xi64, strided<[1], offset: 1>> {
  %s = memref.subview %m[1] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: 1>>
  return %s : memref<1xi64, strided<[1], offset: 1>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi64>
  %v1 = arith.constant 34 : i64
  memref.store %v1, %m[%c1] : memref<2xi64>
  %c = call @second(%m) : (memref<2xi64>) -> memref<1xi64, strided<[1], offset: 1>>
  %z = memref.load %c[%c0] : memref<1xi64, strided<[1], offset: 1>>
  vector.print %z : i64
  return
}

// CHECK: 34
// CHECK: defects: none
