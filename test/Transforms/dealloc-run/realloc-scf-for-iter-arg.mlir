// memref.realloc of a loop-carried buffer: an scf.for grows its iter_arg by
// one element per iteration and yields the realloc result. The realloc
// frees the previous buffer (including the initial one), so the pass must
// not free the initial buffer after the loop.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<?xi64>
  %res = scf.for %i = %c1 to %c3 step %c1 iter_args(%buf = %init) -> (memref<?xi64>) {
    %n = arith.addi %i, %c1 : index
    %bigger = memref.realloc %buf(%n) : memref<?xi64> to memref<?xi64>
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %bigger[%i] : memref<?xi64>
    scf.yield %bigger : memref<?xi64>
  }
  %a = memref.load %res[%c0] : memref<?xi64>
  %b = memref.load %res[%c1] : memref<?xi64>
  %c2 = arith.constant 2 : index
  %c = memref.load %res[%c2] : memref<?xi64>
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  vector.print %abc : i64
  return
}

// [1, 1, 2] -> 4
// CHECK: 4
// CHECK: defects: none
