// Nested unstructured loops: the outer cf loop carries a buffer; the inner cf
// loop starts from the outer buffer, replaces it with a fresh one on each
// inner iteration and hands its last buffer back to the outer latch. A
// per-outer-iteration temporary is live across the whole inner loop.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %init[%c0] : memref<1xi64>
  cf.br ^outer(%c0, %init : index, memref<1xi64>)
^outer(%i: index, %ob: memref<1xi64>):
  %omore = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %omore, ^outer_body, ^exit
^outer_body:
  %step = memref.alloc() : memref<1xi64>
  %ii = arith.index_cast %i : index to i64
  %one = arith.constant 1 : i64
  %st = arith.addi %ii, %one : i64
  memref.store %st, %step[%c0] : memref<1xi64>
  cf.br ^inner(%c0, %ob : index, memref<1xi64>)
^inner(%j: index, %ib: memref<1xi64>):
  %imore = arith.cmpi slt, %j, %c2 : index
  cf.cond_br %imore, ^inner_body, ^outer_latch
^inner_body:
  %f = memref.alloc() : memref<1xi64>
  %v = memref.load %ib[%c0] : memref<1xi64>
  %s = memref.load %step[%c0] : memref<1xi64>
  %w = arith.addi %v, %s : i64
  memref.store %w, %f[%c0] : memref<1xi64>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %f : index, memref<1xi64>)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %ib : index, memref<1xi64>)
^exit:
  %r = memref.load %ob[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// Adds 2*1 + 2*2 + 2*3 = 12.
// CHECK: 12
// CHECK: defects: none
