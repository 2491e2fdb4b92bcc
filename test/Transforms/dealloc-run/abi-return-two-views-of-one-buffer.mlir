// Function boundary ABI: a function returns two non-overlapping subviews of
// one buffer it allocated (the spec says they alias for the ABI), and
// another returns a view of its argument together with a fresh buffer. The
// caller owns every result; the shared allocation must be freed exactly
// once, and the argument must not be freed by anyone but its owner.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @halves() -> (memref<2xi64, strided<[1], offset: ?>>, memref<2xi64, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %h = arith.constant 11 : i64
    %v = arith.muli %ii, %h : i64
    memref.store %v, %m[%i] : memref<4xi64>
  }
  %lo = memref.subview %m[%c0] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
  %hi = memref.subview %m[%c2] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
  return %lo, %hi : memref<2xi64, strided<[1], offset: ?>>, memref<2xi64, strided<[1], offset: ?>>
}

func.func @view_and_fresh(%arg: memref<4xi64>) -> (memref<2xi64, strided<[1], offset: ?>>, memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = memref.subview %arg[%c2] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
  %f = memref.alloc() : memref<1xi64>
  %x = memref.load %arg[%c0] : memref<4xi64>
  memref.store %x, %f[%c0] : memref<1xi64>
  return %v, %f : memref<2xi64, strided<[1], offset: ?>>, memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = call @halves() : () -> (memref<2xi64, strided<[1], offset: ?>>, memref<2xi64, strided<[1], offset: ?>>)
  %a = memref.load %r#0[%c1] : memref<2xi64, strided<[1], offset: ?>>
  %b = memref.load %r#1[%c1] : memref<2xi64, strided<[1], offset: ?>>
  vector.print %a : i64
  vector.print %b : i64
  %arg = memref.alloc() : memref<4xi64>
  %c3 = arith.constant 3 : index
  %v5 = arith.constant 5 : i64
  %v6 = arith.constant 6 : i64
  memref.store %v5, %arg[%c0] : memref<4xi64>
  memref.store %v6, %arg[%c3] : memref<4xi64>
  %s:2 = call @view_and_fresh(%arg) : (memref<4xi64>) -> (memref<2xi64, strided<[1], offset: ?>>, memref<1xi64>)
  %x = memref.load %s#0[%c1] : memref<2xi64, strided<[1], offset: ?>>
  %y = memref.load %s#1[%c0] : memref<1xi64>
  %z = memref.load %arg[%c3] : memref<4xi64>
  vector.print %x : i64
  vector.print %y : i64
  vector.print %z : i64
  return
}

// CHECK: 11
// CHECK-NEXT: 33
// CHECK-NEXT: 6
// CHECK-NEXT: 5
// CHECK-NEXT: 6
// CHECK: defects: none
