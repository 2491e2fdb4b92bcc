// memref.realloc inside loops: (1) a cf loop grows a loop-carried dynamic
// buffer by one element per iteration (realloc of the header's block
// argument, the result goes back on the back edge); (2) an scf.for
// temporary is allocated and reallocated in the same iteration. The realloc
// frees the previous buffer; the pass must not free it again. (Realloc of an
// scf.for iter_arg is realloc-scf-for-iter-arg.mlir.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @cf_grow() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %init[%c0] : memref<?xi64>
  cf.br ^header(%c1, %init : index, memref<?xi64>)
^header(%n: index, %buf: memref<?xi64>):
  %more = arith.cmpi slt, %n, %c4 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %n1 = arith.addi %n, %c1 : index
  %b = memref.realloc %buf(%n1) : memref<?xi64> to memref<?xi64>
  %ii = arith.index_cast %n : index to i64
  memref.store %ii, %b[%n] : memref<?xi64>
  cf.br ^header(%n1, %b : index, memref<?xi64>)
^exit:
  %x0 = memref.load %buf[%c0] : memref<?xi64>
  %c3 = arith.constant 3 : index
  %x3 = memref.load %buf[%c3] : memref<?xi64>
  %h = arith.constant 100 : i64
  %xh = arith.muli %x0, %h : i64
  %r = arith.addi %xh, %x3 : i64
  return %r : i64
}

func.func @temp_realloc() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i64) {
    %t = memref.alloc() : memref<1xi64>
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %t[%c0] : memref<1xi64>
    %u = memref.realloc %t : memref<1xi64> to memref<2xi64>
    memref.store %ii, %u[%c1] : memref<2xi64>
    %a = memref.load %u[%c0] : memref<2xi64>
    %b = memref.load %u[%c1] : memref<2xi64>
    %ab = arith.addi %a, %b : i64
    %n = arith.addi %acc, %ab : i64
    scf.yield %n : i64
  }
  return %sum : i64
}

func.func @main() {
  %b = call @cf_grow() : () -> i64
  vector.print %b : i64
  %c = call @temp_realloc() : () -> i64
  vector.print %c : i64
  return
}

// CHECK: 703
// CHECK-NEXT: 6
// CHECK: defects: none
