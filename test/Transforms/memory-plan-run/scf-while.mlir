// scf.while carrying a buffer: the "before" region allocates a probe buffer
// to compute the condition while the carried buffer is live; the "after"
// region allocates the next buffer and a temporary, fills them, and only then
// reads the carried buffer (and %base, allocated before the loop). After the
// loop another buffer is allocated while the result buffer is still read.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %eight = arith.constant 8 : i64
  %m1 = arith.constant -1 : i64

  // %base = [2, 3, 5], %init = [1, 1, 1]
  %base = memref.alloc() : memref<3xi64>
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v5 = arith.constant 5 : i64
  memref.store %v2, %base[%c0] : memref<3xi64>
  memref.store %v3, %base[%c1] : memref<3xi64>
  memref.store %v5, %base[%c2] : memref<3xi64>
  %init = memref.alloc() : memref<3xi64>
  linalg.fill ins(%one : i64) outs(%init : memref<3xi64>)

  %r:3 = scf.while (%k = %zero, %b = %init, %acc = %zero)
      : (i64, memref<3xi64>, i64) -> (i64, memref<3xi64>, i64) {
    // Continue while probe[0] + probe[1] = 2k < 8.
    %probe = memref.alloc() : memref<2xi64>
    linalg.fill ins(%k : i64) outs(%probe : memref<2xi64>)
    %p0 = memref.load %probe[%c0] : memref<2xi64>
    %p1 = memref.load %probe[%c1] : memref<2xi64>
    %p = arith.addi %p0, %p1 : i64
    %cond = arith.cmpi slt, %p, %eight : i64
    scf.condition(%cond) %k, %b, %acc : i64, memref<3xi64>, i64
  } do {
  ^bb0(%k2: i64, %b2: memref<3xi64>, %acc2: i64):
    // n[j] = b[2 - j] * base[j] + (t[0] + t[1]) with t filled with k.
    %n = memref.alloc() : memref<3xi64>
    %t = memref.alloc() : memref<2xi64>
    linalg.fill ins(%k2 : i64) outs(%t : memref<2xi64>)
    linalg.fill ins(%m1 : i64) outs(%n : memref<3xi64>)
    %t0 = memref.load %t[%c0] : memref<2xi64>
    %t1 = memref.load %t[%c1] : memref<2xi64>
    %ts = arith.addi %t0, %t1 : i64
    scf.for %j = %c0 to %c3 step %c1 {
      %jr = arith.subi %c2, %j : index
      %x = memref.load %b2[%jr] : memref<3xi64>
      %y = memref.load %base[%j] : memref<3xi64>
      %xy = arith.muli %x, %y : i64
      %v = arith.addi %xy, %ts : i64
      memref.store %v, %n[%j] : memref<3xi64>
    }
    // The carried buffer is read again after %n was written.
    %b0 = memref.load %b2[%c0] : memref<3xi64>
    %acc3 = arith.addi %acc2, %b0 : i64
    %k3 = arith.addi %k2, %one : i64
    scf.yield %k3, %n, %acc3 : i64, memref<3xi64>, i64
  }

  %after = memref.alloc() : memref<3xi64>
  %vm5 = arith.constant -5 : i64
  linalg.fill ins(%vm5 : i64) outs(%after : memref<3xi64>)

  vector.print %r#0 : i64
  scf.for %j = %c0 to %c3 step %c1 {
    %v = memref.load %r#1[%j] : memref<3xi64>
    vector.print %v : i64
  }
  vector.print %r#2 : i64
  %sums:2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%sb = %zero, %sa = %zero) -> (i64, i64) {
    %x = memref.load %base[%j] : memref<3xi64>
    %y = memref.load %after[%j] : memref<3xi64>
    %nb = arith.addi %sb, %x : i64
    %na = arith.addi %sa, %y : i64
    scf.yield %nb, %na : i64, i64
  }
  vector.print %sums#0 : i64
  vector.print %sums#1 : i64
  return
}

// b: [1, 1, 1] -> [2, 3, 5] -> [12, 11, 12] -> [28, 37, 64] -> [134, 117, 146]
// acc = 1 + 2 + 12 + 28 = 43; sum(base) = 10; sum(after) = -15
// CHECK:      4
// CHECK-NEXT: 134
// CHECK-NEXT: 117
// CHECK-NEXT: 146
// CHECK-NEXT: 43
// CHECK-NEXT: 10
// CHECK-NEXT: -15
// CHECK: defects: none
