// Dynamic-size allocations (memref.alloc(%n)) mixed with static ones in one
// block, all live at once, each filled with its own value and summed only
// after the last one was filled: a grouping of the dynamic buffers (or a
// placement of the static ones) that overlaps two of them changes a sum.
// The loop allocates dynamic buffers whose size depends on the induction
// variable next to a static temporary, while %d1 from before the loop is
// read in every iteration. Run with two sizes.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @sum_i64(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  return %s : i64
}

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64

  %s1 = memref.alloc() : memref<4xi64>
  linalg.fill ins(%one : i64) outs(%s1 : memref<4xi64>)
  %d1 = memref.alloc(%n) : memref<?xi64>
  %v2 = arith.constant 2 : i64
  linalg.fill ins(%v2 : i64) outs(%d1 : memref<?xi64>)
  %d2 = memref.alloc(%n) : memref<?xi64>
  %v3 = arith.constant 3 : i64
  linalg.fill ins(%v3 : i64) outs(%d2 : memref<?xi64>)
  %s2 = memref.alloc() : memref<2xf64>
  %q = arith.constant 0.25 : f64
  linalg.fill ins(%q : f64) outs(%s2 : memref<2xf64>)
  %d3 = memref.alloc(%n) : memref<?xf32>
  %f4 = arith.constant 4.0 : f32
  linalg.fill ins(%f4 : f32) outs(%d3 : memref<?xf32>)
  %d4 = memref.alloc(%n) : memref<?x3xi8>
  %b1 = arith.constant 1 : i8
  linalg.fill ins(%b1 : i8) outs(%d4 : memref<?x3xi8>)

  %ss1 = memref.cast %s1 : memref<4xi64> to memref<?xi64>
  %r1 = call @sum_i64(%ss1) : (memref<?xi64>) -> i64
  vector.print %r1 : i64
  %r2 = call @sum_i64(%d1) : (memref<?xi64>) -> i64
  vector.print %r2 : i64
  %r3 = call @sum_i64(%d2) : (memref<?xi64>) -> i64
  vector.print %r3 : i64
  // Floats are counted when exactly equal to their value: a partial overlap
  // can change a float below the printed precision.
  %r4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %d3[%i] : memref<?xf32>
    %eq = arith.cmpf oeq, %v, %f4 : f32
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %r4 : i64
  %x0 = memref.load %s2[%c0] : memref<2xf64>
  %x1 = memref.load %s2[%c1] : memref<2xf64>
  %e0 = arith.cmpf oeq, %x0, %q : f64
  %e1 = arith.cmpf oeq, %x1, %q : f64
  %e0i = arith.extui %e0 : i1 to i64
  %e1i = arith.extui %e1 : i1 to i64
  %r5 = arith.addi %e0i, %e1i : i64
  vector.print %r5 : i64
  %r6 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (i64) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %d4[%i, %j] : memref<?x3xi8>
      %v64 = arith.extsi %v : i8 to i64
      %b2 = arith.addi %b, %v64 : i64
      scf.yield %b2 : i64
    }
    scf.yield %r : i64
  }
  vector.print %r6 : i64

  // acc += sum(da) + sum(db) + st[0] + d1[0] = i^2 - (i + 1) + 10 + 2
  %acc = scf.for %i = %c1 to %c4 step %c1 iter_args(%a = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %i, %c1 : index
    %da = memref.alloc(%i) : memref<?xi64>
    linalg.fill ins(%ii : i64) outs(%da : memref<?xi64>)
    %st = memref.alloc() : memref<2xi64>
    %v10 = arith.constant 10 : i64
    linalg.fill ins(%v10 : i64) outs(%st : memref<2xi64>)
    %db = memref.alloc(%ip) : memref<?xi64>
    linalg.fill ins(%m1 : i64) outs(%db : memref<?xi64>)
    %sa = func.call @sum_i64(%da) : (memref<?xi64>) -> i64
    %sb = func.call @sum_i64(%db) : (memref<?xi64>) -> i64
    %st0 = memref.load %st[%c0] : memref<2xi64>
    %e = memref.load %d1[%c0] : memref<?xi64>
    %a1 = arith.addi %a, %sa : i64
    %a2 = arith.addi %a1, %sb : i64
    %a3 = arith.addi %a2, %st0 : i64
    %a4 = arith.addi %a3, %e : i64
    scf.yield %a4 : i64
  }
  vector.print %acc : i64
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  call @run(%c3) : (index) -> ()
  call @run(%c5) : (index) -> ()
  return
}

// n = 3: sum(s1) = 4, sum(d1) = 2n, sum(d2) = 3n, n elements of d3 equal
// to 4.0, 2 of s2 equal to 0.25, sum(d4) = 3n; loop: (-1 + 1 + 5) + 3 * 12
// CHECK:      4
// CHECK-NEXT: 6
// CHECK-NEXT: 9
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 9
// CHECK-NEXT: 41
// n = 5
// CHECK-NEXT: 4
// CHECK-NEXT: 10
// CHECK-NEXT: 15
// CHECK-NEXT: 5
// CHECK-NEXT: 2
// CHECK-NEXT: 15
// CHECK-NEXT: 41
// CHECK: defects: none
