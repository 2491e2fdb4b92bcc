// scf.while carrying a buffer through the before and after regions: the
// before region reads it to compute the condition and forwards it, the after
// region replaces it with a fresh buffer (x -> x + 7). The final buffer
// leaves the loop through scf.condition and is freed after the loop.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %limit = arith.constant 30 : i64
  %res = scf.while (%b = %init) : (memref<1xi64>) -> memref<1xi64> {
    %v = memref.load %b[%c0] : memref<1xi64>
    %cond = arith.cmpi slt, %v, %limit : i64
    scf.condition(%cond) %b : memref<1xi64>
  } do {
  ^bb0(%a: memref<1xi64>):
    %fresh = memref.alloc() : memref<1xi64>
    %v = memref.load %a[%c0] : memref<1xi64>
    %seven = arith.constant 7 : i64
    %w = arith.addi %v, %seven : i64
    memref.store %w, %fresh[%c0] : memref<1xi64>
    scf.yield %fresh : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// 1 -> 8 -> 15 -> 22 -> 29 -> 36
// CHECK: 36
// CHECK: defects: none
