// A subview is the last user of its buffer: the source SSA value is dead after
// the subview is created, but the buffer must stay alive until the last
// access through the subview (and a subview of the subview). A subview of a
// buffer allocated in one block is used in a later block.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %buf = memref.alloc() : memref<4x4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %ten = arith.constant 10 : i64
      %t = arith.muli %ii, %ten : i64
      %v = arith.addi %t, %jj : i64
      memref.store %v, %buf[%i, %j] : memref<4x4xi64>
    }
  }
  %sv = memref.subview %buf[1, 1] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 5>>
  %row = memref.subview %sv[1, 0] [1, 2] [1, 1] : memref<2x2xi64, strided<[4, 1], offset: 5>> to memref<2xi64, strided<[1], offset: 9>>
  cf.cond_br %c, ^a, ^b
^a:
  %x = memref.load %sv[%c0, %c1] : memref<2x2xi64, strided<[4, 1], offset: 5>>
  cf.br ^join(%x : i64)
^b:
  %y = memref.load %row[%c1] : memref<2xi64, strided<[1], offset: 9>>
  cf.br ^join(%y : i64)
^join(%r: i64):
  %z = memref.load %row[%c0] : memref<2xi64, strided<[1], offset: 9>>
  %h = arith.constant 100 : i64
  %rh = arith.muli %r, %h : i64
  %s = arith.addi %rh, %z : i64
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

// sv = [[11,12],[21,22]] ; row = [21,22]
// CHECK: 1221
// CHECK-NEXT: 2221
// CHECK: defects: none
