// memref.realloc in one branch of a cf.cond_br only: one path grows the
// buffer (the realloc frees the old one), the other passes the original on;
// both reach a merge block through the same block argument. The pass must
// free the merged buffer once, and never the original on the realloc path.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%c1) : memref<?xi64>
  %v = arith.constant 7 : i64
  memref.store %v, %a[%c0] : memref<?xi64>
  cf.cond_br %c, ^grow, ^join(%a, %c1 : memref<?xi64>, index)
^grow:
  %g = memref.realloc %a(%c2) : memref<?xi64> to memref<?xi64>
  %w = arith.constant 30 : i64
  memref.store %w, %g[%c1] : memref<?xi64>
  cf.br ^join(%g, %c2 : memref<?xi64>, index)
^join(%m: memref<?xi64>, %n: index):
  %last = arith.subi %n, %c1 : index
  %x = memref.load %m[%c0] : memref<?xi64>
  %y = memref.load %m[%last] : memref<?xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
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

// CHECK: 37
// CHECK-NEXT: 14
// CHECK: defects: none
