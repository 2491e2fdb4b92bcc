// memref.cast (static -> dynamic -> unranked) and memref.reinterpret_cast
// views of a buffer whose own SSA value is dead afterwards: the buffer must
// survive until the last access through the views; a reinterpret_cast
// view is passed to another block, and a cast view is returned from a
// function (the caller owns it).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @make() -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %buf = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %buf[%i] : memref<6xi64>
  }
  %d = memref.cast %buf : memref<6xi64> to memref<?xi64>
  return %d : memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = call @make() : () -> memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  // View the 6 elements as a 2x3 matrix; %m is dead after this.
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<?xi64> to memref<2x3xi64>
  cf.br ^next(%r : memref<2x3xi64>)
^next(%mat: memref<2x3xi64>):
  %x = memref.load %mat[%c1, %c1] : memref<2x3xi64>
  vector.print %x : i64
  %col = memref.reinterpret_cast %mat to offset: [2], sizes: [2], strides: [3] : memref<2x3xi64> to memref<2xi64, strided<[3], offset: 2>>
  %y = memref.load %col[%c1] : memref<2xi64, strided<[3], offset: 2>>
  vector.print %y : i64
  return
}

// CHECK: [0, {{ *}}1, {{ *}}4, {{ *}}9, {{ *}}16, {{ *}}25]
// CHECK-NEXT: 16
// CHECK-NEXT: 25
// CHECK: defects: none
