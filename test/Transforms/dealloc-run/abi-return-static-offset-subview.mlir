// XFAIL: *
// Returning a subview with a static non-zero offset of an argument: the ABI
// requires a copy, and the returned type (strided<[1], offset: 1>) is fixed
// by the signature.
//
// DEFECT (reclaim-run: error, the program cannot be lowered): the pass
// inserts
//   %0 = bufferization.clone %subview : memref<1xi64, strided<[1], offset: 1>>
//                                    to memref<1xi64, strided<[1], offset: 1>>
// and no lowering can allocate a fresh buffer of a type with a static offset
// of 1 ("failed to legalize operation 'bufferization.clone'"). A correct copy
// would allocate memref<2xi64> (or the base extent), copy into its subview
// and return that subview, whose base the caller frees.
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
