// arith.select between two block arguments of the same block that receive the
// same buffer on one edge and two different buffers on the other: the two
// arguments may alias, so a static "pairwise distinct" assumption about
// them would free the shared buffer twice or the retained one early.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%same: i1, %pick: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 3 : i64
  %vb = arith.constant 4 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  cf.cond_br %same, ^m(%a, %a : memref<1xi64>, memref<1xi64>), ^m(%a, %b : memref<1xi64>, memref<1xi64>)
^m(%x: memref<1xi64>, %y: memref<1xi64>):
  %s = arith.select %pick, %x, %y : memref<1xi64>
  cf.br ^use
^use:
  %v = memref.load %s[%c0] : memref<1xi64>
  return %v : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @run(%t, %t) : (i1, i1) -> i64
  vector.print %r1 : i64
  %r2 = call @run(%t, %f) : (i1, i1) -> i64
  vector.print %r2 : i64
  %r3 = call @run(%f, %t) : (i1, i1) -> i64
  vector.print %r3 : i64
  %r4 = call @run(%f, %f) : (i1, i1) -> i64
  vector.print %r4 : i64
  return
}

// CHECK: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK: defects: none
