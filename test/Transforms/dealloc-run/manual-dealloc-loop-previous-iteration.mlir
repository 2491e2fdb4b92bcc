// A cf loop whose input already frees the previous iteration's buffer
// manually (the classic hand-written double-buffer loop): the pass must add
// only the free of the last buffer after the loop, and must not free the
// freed block argument again on the back edge or at the exit. (The scf.for
// and scf.while versions are manual-dealloc-scf-for-iter-arg.mlir and
// manual-dealloc-scf-while-arg.mlir.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @cf_loop() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<1xi64>
  %five = arith.constant 5 : i64
  memref.store %five, %init[%c0] : memref<1xi64>
  cf.br ^header(%c0, %init : index, memref<1xi64>)
^header(%i: index, %cur: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = memref.alloc() : memref<1xi64>
  %v = memref.load %cur[%c0] : memref<1xi64>
  %w = arith.muli %v, %v : i64
  memref.store %w, %next[%c0] : memref<1xi64>
  memref.dealloc %cur : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, memref<1xi64>)
^exit:
  %r = memref.load %cur[%c0] : memref<1xi64>
  return %r : i64
}

func.func @main() {
  %b = call @cf_loop() : () -> i64
  vector.print %b : i64
  return
}

// 5 -> 25 -> 625 -> 390625
// CHECK: 390625
// CHECK: defects: none
