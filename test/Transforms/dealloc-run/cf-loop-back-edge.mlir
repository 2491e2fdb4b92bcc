// An unstructured cf loop whose back edge carries a buffer replaced by a
// fresh one every iteration (x -> 3x): the header receives the initial
// buffer from the entry and the new one from the latch; the previous
// buffer must be freed on the back edge after it was read.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc() : memref<1xi64>
  %two = arith.constant 2 : i64
  memref.store %two, %init[%c0] : memref<1xi64>
  cf.br ^header(%c0, %init : index, memref<1xi64>)
^header(%i: index, %buf: memref<1xi64>):
  %cond = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = memref.alloc() : memref<1xi64>
  %v = memref.load %buf[%c0] : memref<1xi64>
  %three = arith.constant 3 : i64
  %w = arith.muli %v, %three : i64
  memref.store %w, %next[%c0] : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, memref<1xi64>)
^exit:
  %r = memref.load %buf[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// 2 * 3^4 = 162
// CHECK: 162
// CHECK: defects: none
