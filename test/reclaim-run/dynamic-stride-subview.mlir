// RUN: reclaim-run %s | FileCheck %s
// A subview of a memref with a dynamic offset and stride: its lowering
// (expand-strided-metadata) creates affine.apply ops that must be lowered too.
// Found by reclaim-fuzz.

func.func @second(%v: memref<?xi32, strided<[?], offset: ?>>) -> i32 {
  %c1 = arith.constant 1 : index
  %s = memref.subview %v[2] [4] [1] : memref<?xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
  %y = memref.load %s[%c1] : memref<4xi32, strided<[?], offset: ?>>
  return %y : i32
}

func.func @main() {
  %a = memref.alloca() : memref<8xi32>
  %x = arith.constant 42 : i32
  %c3 = arith.constant 3 : index
  memref.store %x, %a[%c3] : memref<8xi32>
  %v = memref.cast %a : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %y = func.call @second(%v) : (memref<?xi32, strided<[?], offset: ?>>) -> i32
  // CHECK: 42
  vector.print %y : i32
  return
}
