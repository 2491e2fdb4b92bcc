// scf.for whose body conditionally replaces the carried buffer (scf.if yields
// either a fresh buffer or the iter_arg): on iterations that replace it the
// old buffer must be freed, on the others it must survive; the ownership of
// the carried buffer therefore changes at run time.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c6 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> (memref<1xi64>) {
      // Replace: copy doubled value into a fresh buffer.
      %fresh = memref.alloc() : memref<1xi64>
      %v = memref.load %cur[%c0] : memref<1xi64>
      %d = arith.addi %v, %v : i64
      memref.store %d, %fresh[%c0] : memref<1xi64>
      scf.yield %fresh : memref<1xi64>
    } else {
      // Keep: add 3 in place.
      %v = memref.load %cur[%c0] : memref<1xi64>
      %three = arith.constant 3 : i64
      %w = arith.addi %v, %three : i64
      memref.store %w, %cur[%c0] : memref<1xi64>
      scf.yield %cur : memref<1xi64>
    }
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// 1 -> 2 -> 5 -> 10 -> 13 -> 26 -> 29
// CHECK: 29
// CHECK: defects: none
