// scf.for whose iter_arg carries a buffer and whose body allocates a new one
// each iteration (new[i] = 2 * old[i] + 1): the previous iteration's buffer
// must be freed in the body after it was read, the initial buffer once, and
// the final one after the loop.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %init = memref.alloc() : memref<2xi64>
  %z = arith.constant 0 : i64
  %t = arith.constant 5 : i64
  memref.store %z, %init[%c0] : memref<2xi64>
  memref.store %t, %init[%c1] : memref<2xi64>
  %res = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %init) -> (memref<2xi64>) {
    %next = memref.alloc() : memref<2xi64>
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %cur[%j] : memref<2xi64>
      %m = arith.muli %v, %two : i64
      %n = arith.addi %m, %one : i64
      memref.store %n, %next[%j] : memref<2xi64>
    }
    scf.yield %next : memref<2xi64>
  }
  %a = memref.load %res[%c0] : memref<2xi64>
  %b = memref.load %res[%c1] : memref<2xi64>
  vector.print %a : i64
  vector.print %b : i64
  return
}

// 0 -> 1 -> 3 -> 7 -> 15 ; 5 -> 11 -> 23 -> 47 -> 95
// CHECK: 15
// CHECK-NEXT: 95
// CHECK: defects: none
