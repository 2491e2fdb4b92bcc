// arith.select inside an scf.for body choosing between the carried buffer
// and a fresh buffer, the result being yielded: when the fresh buffer is not
// selected it must be freed in the same iteration, when the carried buffer
// is replaced it must be freed.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %init = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c7 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %fresh = memref.alloc() : memref<1xi64>
    %v = memref.load %cur[%c0] : memref<1xi64>
    %ten = arith.constant 10 : i64
    %w = arith.addi %v, %ten : i64
    memref.store %w, %fresh[%c0] : memref<1xi64>
    // Take the fresh buffer on iterations 0, 3, 6.
    %rem = arith.remui %i, %c3 : index
    %take = arith.cmpi eq, %rem, %c0 : index
    %next = arith.select %take, %fresh, %cur : memref<1xi64>
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// CHECK: 30
// CHECK: defects: none
