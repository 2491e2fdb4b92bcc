// Views passed across blocks as branch operands: two subviews (head and
// tail) of a collapse_shape of one buffer are passed to a merge block, one
// per edge of a cf.cond_br; the buffer's own SSA value is dead after the
// views are made, so it must be freed only after the merge block's accesses
// through the block argument.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x2xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  memref.store %v1, %m[%c0, %c0] : memref<2x2xi64>
  memref.store %v2, %m[%c0, %c1] : memref<2x2xi64>
  memref.store %v3, %m[%c1, %c0] : memref<2x2xi64>
  memref.store %v4, %m[%c1, %c1] : memref<2x2xi64>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x2xi64> into memref<4xi64>
  %tail = memref.subview %flat[2] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 2>>
  %tailc = memref.cast %tail : memref<2xi64, strided<[1], offset: 2>> to memref<2xi64, strided<[1], offset: ?>>
  %head = memref.subview %flat[%c0] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
  cf.cond_br %c, ^join(%head : memref<2xi64, strided<[1], offset: ?>>), ^join(%tailc : memref<2xi64, strided<[1], offset: ?>>)
^join(%v: memref<2xi64, strided<[1], offset: ?>>):
  %a = memref.load %v[%c0] : memref<2xi64, strided<[1], offset: ?>>
  %b = memref.load %v[%c1] : memref<2xi64, strided<[1], offset: ?>>
  %h = arith.constant 10 : i64
  %ah = arith.muli %a, %h : i64
  %s = arith.addi %ah, %b : i64
  return %s : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  return
}

// CHECK: 12
// CHECK-NEXT: 34
// CHECK: defects: none
