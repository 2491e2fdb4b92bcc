// Chains of arith.select over three fresh buffers and an alloca
// (select(c1, select(c2, a, b), select(c3, c, stack))), including a select
// whose two operands are the same buffer: every combination of conditions
// runs; each fresh buffer is freed exactly once, the alloca never.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @chain(%c1: i1, %c2: i1, %c3: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %c = memref.alloc() : memref<1xi64>
  %stack = memref.alloca() : memref<1xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  memref.store %v1, %a[%c0] : memref<1xi64>
  memref.store %v2, %b[%c0] : memref<1xi64>
  memref.store %v3, %c[%c0] : memref<1xi64>
  memref.store %v4, %stack[%c0] : memref<1xi64>
  %s1 = arith.select %c2, %a, %b : memref<1xi64>
  %s2 = arith.select %c3, %c, %stack : memref<1xi64>
  %s3 = arith.select %c1, %s1, %s2 : memref<1xi64>
  %same = arith.select %c1, %s3, %s3 : memref<1xi64>
  %x = memref.load %same[%c0] : memref<1xi64>
  return %x : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @chain(%t, %t, %t) : (i1, i1, i1) -> i64
  vector.print %r1 : i64
  %r2 = call @chain(%t, %f, %t) : (i1, i1, i1) -> i64
  vector.print %r2 : i64
  %r3 = call @chain(%f, %t, %t) : (i1, i1, i1) -> i64
  vector.print %r3 : i64
  %r4 = call @chain(%f, %t, %f) : (i1, i1, i1) -> i64
  vector.print %r4 : i64
  return
}

// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK: defects: none
