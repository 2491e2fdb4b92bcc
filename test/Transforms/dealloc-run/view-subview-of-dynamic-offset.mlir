// A subview of a memref whose offset is dynamic and unknown (a function
// argument): a view of a view, freed once by the caller.
//
// (This test found a defect of reclaim-run's lowering, since fixed.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @second(%m: memref<4xi64, strided<[1], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[1] [2] [1] : memref<4xi64, strided<[1], offset: ?>> to memref<2xi64, strided<[1], offset: ?>>
  %x = memref.load %s[%c0] : memref<2xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xi64>
  %v = arith.constant 9 : i64
  memref.store %v, %m[%c1] : memref<4xi64>
  %d = memref.cast %m : memref<4xi64> to memref<4xi64, strided<[1], offset: ?>>
  %x = call @second(%d) : (memref<4xi64, strided<[1], offset: ?>>) -> i64
  vector.print %x : i64
  return
}

// CHECK: 9
// CHECK: defects: none
