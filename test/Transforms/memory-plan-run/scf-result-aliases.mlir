// Buffers that live on only through the results of scf ops: %a is passed
// through an scf.for iter_arg (the body writes it and allocates a
// temporary), the loop result through an scf.if result, %b through the other
// scf.if branch and through an scf.execute_region result. After those ops
// the buffers' own SSA values are dead, and %z and %w are allocated and
// filled before the results are read. Both branches run.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %ten = arith.constant 10 : i64
  // %a = [1, 2, 3, 4], %b = [5, 6, 7, 8]
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    %j5 = arith.addi %jj, %five : i64
    memref.store %jp, %a[%j] : memref<4xi64>
    memref.store %j5, %b[%j] : memref<4xi64>
  }
  // x[i] += t[0] with t[0] = 10 i: %a becomes [1, 12, 23, 34].
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (memref<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %t = memref.alloc() : memref<1xi64>
    %i10 = arith.muli %ii, %ten : i64
    memref.store %i10, %t[%c0] : memref<1xi64>
    %old = memref.load %x[%i] : memref<4xi64>
    %tv = memref.load %t[%c0] : memref<1xi64>
    %new = arith.addi %old, %tv : i64
    memref.store %new, %x[%i] : memref<4xi64>
    scf.yield %x : memref<4xi64>
  }
  %s = scf.if %c -> (memref<4xi64>) {
    scf.yield %r : memref<4xi64>
  } else {
    scf.yield %b : memref<4xi64>
  }
  %z = memref.alloc() : memref<4xi64>
  %m1 = arith.constant -1 : i64
  linalg.fill ins(%m1 : i64) outs(%z : memref<4xi64>)
  %e = scf.execute_region -> memref<4xi64> {
    scf.yield %b : memref<4xi64>
  }
  %w = memref.alloc() : memref<2xi64>
  %m2 = arith.constant -2 : i64
  linalg.fill ins(%m2 : i64) outs(%w : memref<2xi64>)

  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %s[%j] : memref<4xi64>
    vector.print %v : i64
  }
  %e3 = memref.load %e[%c3] : memref<4xi64>
  vector.print %e3 : i64
  %zs = scf.for %q = %c0 to %c4 step %c1 iter_args(%qa = %zero) -> (i64) {
    %qv = memref.load %z[%q] : memref<4xi64>
    %qs = arith.addi %qa, %qv : i64
    scf.yield %qs : i64
  }
  vector.print %zs : i64
  %w1 = memref.load %w[%c1] : memref<2xi64>
  vector.print %w1 : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  return
}

// true: s = [1, 12, 23, 34]
// CHECK:      1
// CHECK-NEXT: 12
// CHECK-NEXT: 23
// CHECK-NEXT: 34
// CHECK-NEXT: 8
// CHECK-NEXT: -4
// CHECK-NEXT: -2
// false: s = [5, 6, 7, 8]
// CHECK-NEXT: 5
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 8
// CHECK-NEXT: 8
// CHECK-NEXT: -4
// CHECK-NEXT: -2
// CHECK: defects: none
