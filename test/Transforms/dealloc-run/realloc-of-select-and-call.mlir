// memref.realloc of an arith.select of two fresh buffers (the realloc frees
// whichever was selected; the pass must free only the other one) and of a
// buffer returned by a call (owned by the caller, consumed by the realloc).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @make(%v: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi64>
  memref.store %v, %m[%c0] : memref<1xi64>
  return %m : memref<1xi64>
}

func.func @grow_selected(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 1 : i64
  %vb = arith.constant 2 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %s = arith.select %c, %a, %b : memref<1xi64>
  %g = memref.realloc %s : memref<1xi64> to memref<2xi64>
  %h = arith.constant 100 : i64
  memref.store %h, %g[%c1] : memref<2xi64>
  %x = memref.load %g[%c0] : memref<2xi64>
  %y = memref.load %g[%c1] : memref<2xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @grow_call_result() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 40 : i64
  %m = call @make(%v) : (i64) -> memref<1xi64>
  %g = memref.realloc %m : memref<1xi64> to memref<3xi64>
  %two = arith.constant 2 : i64
  memref.store %two, %g[%c2] : memref<3xi64>
  %x = memref.load %g[%c0] : memref<3xi64>
  %y = memref.load %g[%c2] : memref<3xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @grow_selected(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @grow_selected(%f) : (i1) -> i64
  vector.print %y : i64
  %z = call @grow_call_result() : () -> i64
  vector.print %z : i64
  return
}

// CHECK: 101
// CHECK-NEXT: 102
// CHECK-NEXT: 42
// CHECK: defects: none
