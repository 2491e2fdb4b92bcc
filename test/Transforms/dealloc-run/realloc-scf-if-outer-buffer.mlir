// memref.realloc inside one branch of an scf.if of a buffer allocated before
// the scf.if (the branch yields the grown buffer, the other branch a fresh
// copy): the old buffer is freed by the realloc on one path and must be
// freed by the pass on the other.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<1xi64>
  %v = arith.constant 5 : i64
  memref.store %v, %a[%c0] : memref<1xi64>
  %r = scf.if %c -> memref<2xi64> {
    %g = memref.realloc %a : memref<1xi64> to memref<2xi64>
    %w = arith.constant 6 : i64
    memref.store %w, %g[%c1] : memref<2xi64>
    scf.yield %g : memref<2xi64>
  } else {
    %b = memref.alloc() : memref<2xi64>
    %x = memref.load %a[%c0] : memref<1xi64>
    memref.store %x, %b[%c0] : memref<2xi64>
    memref.store %x, %b[%c1] : memref<2xi64>
    scf.yield %b : memref<2xi64>
  }
  %y = memref.load %r[%c0] : memref<2xi64>
  %z = memref.load %r[%c1] : memref<2xi64>
  %s = arith.addi %y, %z : i64
  return %s : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  return
}

// CHECK: 11
// CHECK-NEXT: 10
// CHECK: defects: none
