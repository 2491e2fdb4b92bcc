// Region ops with several memref results that alias each other: an scf.if
// yielding (%a, %a) in one branch and (%b, %c) in the other, and an scf.for
// whose two iter_args become the same fresh buffer every iteration. Each
// allocation is freed exactly once even though two results refer to it.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @if_pair(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (memref<1xi64>, memref<1xi64>) {
    %a = memref.alloc() : memref<1xi64>
    %v = arith.constant 4 : i64
    memref.store %v, %a[%c0] : memref<1xi64>
    scf.yield %a, %a : memref<1xi64>, memref<1xi64>
  } else {
    %b = memref.alloc() : memref<1xi64>
    %d = memref.alloc() : memref<1xi64>
    %v = arith.constant 5 : i64
    %w = arith.constant 6 : i64
    memref.store %v, %b[%c0] : memref<1xi64>
    memref.store %w, %d[%c0] : memref<1xi64>
    scf.yield %b, %d : memref<1xi64>, memref<1xi64>
  }
  %x = memref.load %r#0[%c0] : memref<1xi64>
  %y = memref.load %r#1[%c0] : memref<1xi64>
  %h = arith.constant 10 : i64
  %xh = arith.muli %x, %h : i64
  %s = arith.addi %xh, %y : i64
  return %s : i64
}

func.func @for_pair() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  memref.store %one, %a[%c0] : memref<1xi64>
  memref.store %two, %b[%c0] : memref<1xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (memref<1xi64>, memref<1xi64>) {
    %f = memref.alloc() : memref<1xi64>
    %vx = memref.load %x[%c0] : memref<1xi64>
    %vy = memref.load %y[%c0] : memref<1xi64>
    %s = arith.addi %vx, %vy : i64
    memref.store %s, %f[%c0] : memref<1xi64>
    scf.yield %f, %f : memref<1xi64>, memref<1xi64>
  }
  %p = memref.load %r#0[%c0] : memref<1xi64>
  %q = memref.load %r#1[%c0] : memref<1xi64>
  %s = arith.addi %p, %q : i64
  return %s : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @if_pair(%t) : (i1) -> i64
  vector.print %a : i64
  %b = call @if_pair(%f) : (i1) -> i64
  vector.print %b : i64
  %c = call @for_pair() : () -> i64
  vector.print %c : i64
  return
}

// for_pair: 1+2=3 -> 3+3=6 -> 12 ; result 12+12 = 24
// CHECK: 44
// CHECK-NEXT: 56
// CHECK-NEXT: 24
// CHECK: defects: none
