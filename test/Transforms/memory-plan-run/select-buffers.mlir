// arith.select between two buffers: after the select only the selected
// value is used, so both candidates must stay live as long as it is. %t and
// %u are allocated and filled after the select while it is still read, then
// a second select between %t and %b is read after %w was allocated and
// filled. Both conditions run, so an overlap with either candidate shows.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %ten = arith.constant 10 : i64
  %m1 = arith.constant -1 : i64
  // %a = [1, 2, 3, 4], %b = [10, 20, 30, 40]
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    %jt = arith.muli %jp, %ten : i64
    memref.store %jp, %a[%j] : memref<4xi64>
    memref.store %jt, %b[%j] : memref<4xi64>
  }
  %s = arith.select %c, %a, %b : memref<4xi64>

  // t[j] = s[3 - j] * 2
  %t = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%t : memref<4xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %jr = arith.subi %c3, %j : index
    %v = memref.load %s[%jr] : memref<4xi64>
    %v2 = arith.muli %v, %two : i64
    memref.store %v2, %t[%j] : memref<4xi64>
  }
  %u = memref.alloc() : memref<2xf64>
  %h = arith.constant 1.5 : f64
  linalg.fill ins(%h : f64) outs(%u : memref<2xf64>)

  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %s[%j] : memref<4xi64>
    vector.print %v : i64
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %t[%j] : memref<4xi64>
    vector.print %v : i64
  }
  %u0 = memref.load %u[%c0] : memref<2xf64>
  %u1 = memref.load %u[%c1] : memref<2xf64>
  %us = arith.addf %u0, %u1 : f64
  vector.print %us : f64

  %s2 = arith.select %c, %t, %b : memref<4xi64>
  %w = memref.alloc() : memref<8xi64>
  %m2 = arith.constant -2 : i64
  linalg.fill ins(%m2 : i64) outs(%w : memref<8xi64>)
  %x = scf.for %q = %c0 to %c4 step %c1 iter_args(%qa = %zero) -> (i64) {
    %qv = memref.load %s2[%q] : memref<4xi64>
    %qs = arith.addi %qa, %qv : i64
    scf.yield %qs : i64
  }
  %w3 = memref.load %w[%c3] : memref<8xi64>
  vector.print %x : i64
  vector.print %w3 : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  return
}

// true: s = a, t = [8, 6, 4, 2], sum(s2) = sum(t)
// CHECK:      1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 6
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 20
// CHECK-NEXT: -2
// false: s = b, t = [80, 60, 40, 20], sum(s2) = sum(b)
// CHECK-NEXT: 10
// CHECK-NEXT: 20
// CHECK-NEXT: 30
// CHECK-NEXT: 40
// CHECK-NEXT: 80
// CHECK-NEXT: 60
// CHECK-NEXT: 40
// CHECK-NEXT: 20
// CHECK-NEXT: 3
// CHECK-NEXT: 100
// CHECK-NEXT: -2
// CHECK: defects: none
