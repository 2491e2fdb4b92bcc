// memref.expand_shape and memref.collapse_shape views: the source buffer is
// only accessed through the reshaped views after they are created, the
// views flow through scf.if results, and the buffer is freed once after the
// last access through any view.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %flat = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %flat[%i] : memref<8xi64>
  }
  %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 2, 2] : memref<8xi64> into memref<2x2x2xi64>
  %view = scf.if %c -> memref<4x2xi64> {
    %m = memref.collapse_shape %cube [[0, 1], [2]] : memref<2x2x2xi64> into memref<4x2xi64>
    scf.yield %m : memref<4x2xi64>
  } else {
    %other = memref.alloc() : memref<4x2xi64>
    %x = memref.load %cube[%c1, %c0, %c1] : memref<2x2x2xi64>
    %h = arith.constant 100 : i64
    %xh = arith.addi %x, %h : i64
    scf.for %i = %c0 to %c2 step %c1 {
      memref.store %xh, %other[%c2, %i] : memref<4x2xi64>
    }
    scf.yield %other : memref<4x2xi64>
  }
  %a = memref.load %view[%c2, %c1] : memref<4x2xi64>
  %b = memref.load %cube[%c1, %c1, %c1] : memref<2x2x2xi64>
  %h = arith.constant 1000 : i64
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

// true: view[2][1] = flat[5] = 5 -> 5007 ; false: 105 -> 105007
// CHECK: 5007
// CHECK-NEXT: 105007
// CHECK: defects: none
