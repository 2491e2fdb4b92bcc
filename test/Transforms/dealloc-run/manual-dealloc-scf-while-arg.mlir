// An scf.while whose after region frees the buffer it received from the
// before region and yields a fresh one: the hand-written double-buffer loop
// in scf.while form. The pass must not free the initial buffer again after
// the loop.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %limit = arith.constant 10 : i64
  %res = scf.while (%b = %init) : (memref<1xi64>) -> memref<1xi64> {
    %v = memref.load %b[%c0] : memref<1xi64>
    %cond = arith.cmpi slt, %v, %limit : i64
    scf.condition(%cond) %b : memref<1xi64>
  } do {
  ^bb0(%a: memref<1xi64>):
    %fresh = memref.alloc() : memref<1xi64>
    %v = memref.load %a[%c0] : memref<1xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %fresh[%c0] : memref<1xi64>
    memref.dealloc %a : memref<1xi64>
    scf.yield %fresh : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// 1 -> 2 -> 4 -> 8 -> 16
// CHECK: 16
// CHECK: defects: none
