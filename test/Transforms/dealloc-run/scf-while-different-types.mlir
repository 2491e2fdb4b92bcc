// scf.while whose before region allocates a new buffer that it passes to the
// after region (different block argument lists before/after), and whose
// after region yields back a buffer of another shape to the before region.
// Buffers cross both region boundaries in both directions; every one of
// them is freed exactly once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xi64>
  %z = arith.constant 0 : i64
  %st = arith.constant 1 : i64
  memref.store %z, %init[%c0] : memref<2xi64>
  memref.store %st, %init[%c1] : memref<2xi64>
  %four = arith.constant 4 : i64
  // Before: state (count, value) in a 2-element buffer; creates a 1-element
  // buffer holding value * 2 for the after region.
  %res:2 = scf.while (%state = %init) : (memref<2xi64>) -> (memref<1xi64>, memref<2xi64>) {
    %cnt = memref.load %state[%c0] : memref<2xi64>
    %val = memref.load %state[%c1] : memref<2xi64>
    %dbl = memref.alloc() : memref<1xi64>
    %d = arith.addi %val, %val : i64
    memref.store %d, %dbl[%c0] : memref<1xi64>
    %cond = arith.cmpi slt, %cnt, %four : i64
    scf.condition(%cond) %dbl, %state : memref<1xi64>, memref<2xi64>
  } do {
  ^bb0(%d: memref<1xi64>, %s: memref<2xi64>):
    %next = memref.alloc() : memref<2xi64>
    %cnt = memref.load %s[%c0] : memref<2xi64>
    %one = arith.constant 1 : i64
    %cnt1 = arith.addi %cnt, %one : i64
    %dv = memref.load %d[%c0] : memref<1xi64>
    %nv = arith.addi %dv, %one : i64
    memref.store %cnt1, %next[%c0] : memref<2xi64>
    memref.store %nv, %next[%c1] : memref<2xi64>
    scf.yield %next : memref<2xi64>
  }
  %a = memref.load %res#0[%c0] : memref<1xi64>
  %b = memref.load %res#1[%c0] : memref<2xi64>
  %c = memref.load %res#1[%c1] : memref<2xi64>
  vector.print %a : i64
  vector.print %b : i64
  vector.print %c : i64
  return
}

// value: 1 -> 3 -> 7 -> 15 -> 31 (count 0..4); at count 4 the before region
// doubles 31 into 62 and exits.
// CHECK: 62
// CHECK-NEXT: 4
// CHECK-NEXT: 31
// CHECK: defects: none
