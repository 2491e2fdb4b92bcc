// The result of an arith.select of a fresh buffer and an alloca crosses block
// boundaries without being a branch operand (live-in of later blocks), and
// is also passed as a branch operand on another edge; the fresh buffer is
// needed until the last block that uses the select.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%sc: i1, %bc: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %s = memref.alloca() : memref<1xi64>
  %va = arith.constant 6 : i64
  %vs = arith.constant 8 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vs, %s[%c0] : memref<1xi64>
  %sel = arith.select %sc, %a, %s : memref<1xi64>
  cf.cond_br %bc, ^left, ^right(%sel : memref<1xi64>)
^left:
  %x = memref.load %sel[%c0] : memref<1xi64>
  %y = arith.addi %x, %x : i64
  cf.br ^join(%y : i64)
^right(%m: memref<1xi64>):
  %z = memref.load %m[%c0] : memref<1xi64>
  cf.br ^join(%z : i64)
^join(%r: i64):
  // %sel is used again after the merge.
  %w = memref.load %sel[%c0] : memref<1xi64>
  %h = arith.constant 100 : i64
  %wh = arith.muli %w, %h : i64
  %res = arith.addi %wh, %r : i64
  return %res : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @run(%t, %t) : (i1, i1) -> i64
  vector.print %r1 : i64
  %r2 = call @run(%t, %f) : (i1, i1) -> i64
  vector.print %r2 : i64
  %r3 = call @run(%f, %t) : (i1, i1) -> i64
  vector.print %r3 : i64
  %r4 = call @run(%f, %f) : (i1, i1) -> i64
  vector.print %r4 : i64
  return
}

// CHECK: 612
// CHECK-NEXT: 606
// CHECK-NEXT: 816
// CHECK-NEXT: 808
// CHECK: defects: none
