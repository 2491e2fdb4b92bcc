// An scf.for whose body frees its iter_arg manually (the previous
// iteration's buffer) and yields a fresh one: the hand-written double-buffer
// loop. The pass must not free the initial buffer again after the loop.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c2 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %next = memref.alloc() : memref<1xi64>
    %v = memref.load %cur[%c0] : memref<1xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %next[%c0] : memref<1xi64>
    memref.dealloc %cur : memref<1xi64>
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// CHECK: 4
// CHECK: defects: none
