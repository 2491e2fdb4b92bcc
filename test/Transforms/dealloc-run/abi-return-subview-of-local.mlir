// Function boundary ABI: a function returns a subview (dynamic offset) of a
// buffer it allocated itself, and another returns either that call's result
// or a subview of another local buffer, chosen at run time. The caller must
// free the whole underlying allocation (through the view's base) exactly
// once; the callee frees only the buffer it does not return.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @tail(%n: index) -> memref<?xi64, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %t = arith.muli %ii, %ii : i64
    memref.store %t, %m[%i] : memref<?xi64>
  }
  %len = arith.subi %n, %c1 : index
  %s = memref.subview %m[%c1] [%len] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  return %s : memref<?xi64, strided<[1], offset: ?>>
}

func.func @tail_or_middle(%n: index, %c: i1) -> memref<?xi64, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = call @tail(%n) : (index) -> memref<?xi64, strided<[1], offset: ?>>
  %m = memref.alloc(%n) : memref<?xi64>
  %k = arith.constant 77 : i64
  memref.store %k, %m[%c2] : memref<?xi64>
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c2] [%c1] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  %r = arith.select %c, %t, %s : memref<?xi64, strided<[1], offset: ?>>
  return %r : memref<?xi64, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = call @tail(%c5) : (index) -> memref<?xi64, strided<[1], offset: ?>>
  %x = memref.load %a[%c0] : memref<?xi64, strided<[1], offset: ?>>
  %y = memref.load %a[%c1] : memref<?xi64, strided<[1], offset: ?>>
  vector.print %x : i64
  vector.print %y : i64
  %t = arith.constant true
  %f = arith.constant false
  %b = call @tail_or_middle(%c5, %t) : (index, i1) -> memref<?xi64, strided<[1], offset: ?>>
  %z = memref.load %b[%c1] : memref<?xi64, strided<[1], offset: ?>>
  vector.print %z : i64
  %d = call @tail_or_middle(%c5, %f) : (index, i1) -> memref<?xi64, strided<[1], offset: ?>>
  %w = memref.load %d[%c0] : memref<?xi64, strided<[1], offset: ?>>
  vector.print %w : i64
  return
}

// tail(5) = [1, 4, 9, 16] ; tail_or_middle: [1, 4, 9, 16] or [77]
// CHECK: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 77
// CHECK: defects: none
