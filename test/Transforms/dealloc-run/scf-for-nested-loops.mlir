// Nested scf.for loops that both carry buffers: the inner loop replaces its
// buffer every iteration with a fresh one, the outer loop carries the inner
// loop's result and also allocates a per-iteration temporary. Every buffer
// is freed exactly once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<1xi64>
  %z = arith.constant 0 : i64
  memref.store %z, %init[%c0] : memref<1xi64>
  %outer = scf.for %i = %c0 to %c3 step %c1 iter_args(%o = %init) -> (memref<1xi64>) {
    %tmp = memref.alloc() : memref<1xi64>
    %ten = arith.constant 10 : i64
    memref.store %ten, %tmp[%c0] : memref<1xi64>
    %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%in = %o) -> (memref<1xi64>) {
      %fresh = memref.alloc() : memref<1xi64>
      %v = memref.load %in[%c0] : memref<1xi64>
      %t = memref.load %tmp[%c0] : memref<1xi64>
      %s = arith.addi %v, %t : i64
      memref.store %s, %fresh[%c0] : memref<1xi64>
      scf.yield %fresh : memref<1xi64>
    }
    %v = memref.load %inner[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %inner[%c0] : memref<1xi64>
    scf.yield %inner : memref<1xi64>
  }
  %r = memref.load %outer[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// Each outer iteration adds 10 twice then 1: 3 * 21 = 63.
// CHECK: 63
// CHECK: defects: none
