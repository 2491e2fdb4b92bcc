// Functions that return their argument, directly, through a cast, or through
// a subview at a dynamic offset: the function boundary ABI forbids returning
// a buffer aliasing an argument, so the callee must return a copy that the
// caller owns and frees, while the caller's original stays alive and is
// freed once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @identity(%m: memref<2xi64>) -> memref<2xi64> {
  return %m : memref<2xi64>
}

func.func @as_dynamic(%m: memref<2xi64>) -> memref<?xi64> {
  %d = memref.cast %m : memref<2xi64> to memref<?xi64>
  return %d : memref<?xi64>
}

func.func @second(%m: memref<2xi64>, %i: index) -> memref<1xi64, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: ?>>
  return %s : memref<1xi64, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi64>
  %v0 = arith.constant 12 : i64
  %v1 = arith.constant 34 : i64
  memref.store %v0, %m[%c0] : memref<2xi64>
  memref.store %v1, %m[%c1] : memref<2xi64>
  %a = call @identity(%m) : (memref<2xi64>) -> memref<2xi64>
  %b = call @as_dynamic(%m) : (memref<2xi64>) -> memref<?xi64>
  %c = call @second(%m, %c1) : (memref<2xi64>, index) -> memref<1xi64, strided<[1], offset: ?>>
  %x = memref.load %a[%c1] : memref<2xi64>
  %y = memref.load %b[%c0] : memref<?xi64>
  %z = memref.load %c[%c0] : memref<1xi64, strided<[1], offset: ?>>
  %w = memref.load %m[%c0] : memref<2xi64>
  vector.print %x : i64
  vector.print %y : i64
  vector.print %z : i64
  vector.print %w : i64
  return
}

// CHECK: 34
// CHECK-NEXT: 12
// CHECK-NEXT: 34
// CHECK-NEXT: 12
// CHECK: defects: none
