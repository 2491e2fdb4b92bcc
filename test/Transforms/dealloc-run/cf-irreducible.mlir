// Irreducible control flow: a cycle between ^a and ^b entered either at ^a or
// at ^b depending on a flag (two entry points). Each block of the cycle
// allocates a fresh buffer from the one it receives; the cycle exits from
// ^b. Ownership of the block arguments must be right on every edge.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%enter_at_a: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %z = arith.constant 0 : i64
  cf.cond_br %enter_at_a, ^a(%init, %z : memref<1xi64>, i64), ^b(%init, %z : memref<1xi64>, i64)
^a(%ba: memref<1xi64>, %na: i64):
  // x -> x + 10
  %fa = memref.alloc() : memref<1xi64>
  %va = memref.load %ba[%c0] : memref<1xi64>
  %ten = arith.constant 10 : i64
  %wa = arith.addi %va, %ten : i64
  memref.store %wa, %fa[%c0] : memref<1xi64>
  %na1 = arith.addi %na, %one : i64
  cf.br ^b(%fa, %na1 : memref<1xi64>, i64)
^b(%bb: memref<1xi64>, %nb: i64):
  // x -> 2x, exit after 4 steps in total
  %fb = memref.alloc() : memref<1xi64>
  %vb = memref.load %bb[%c0] : memref<1xi64>
  %wb = arith.addi %vb, %vb : i64
  memref.store %wb, %fb[%c0] : memref<1xi64>
  %nb1 = arith.addi %nb, %one : i64
  %four = arith.constant 4 : i64
  %done = arith.cmpi sge, %nb1, %four : i64
  cf.cond_br %done, ^exit(%fb : memref<1xi64>), ^a(%fb, %nb1 : memref<1xi64>, i64)
^exit(%r: memref<1xi64>):
  %v = memref.load %r[%c0] : memref<1xi64>
  return %v : i64
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

// at a: 1 -a-> 11 (n1) -b-> 22 (n2) -a-> 32 (n3) -b-> 64 (n4) exit
// at b: 1 -b-> 2 (n1) -a-> 12 (n2) -b-> 24 (n3) -a-> 34 (n4) -b-> 68 (n5) exit
// CHECK: 64
// CHECK-NEXT: 68
// CHECK: defects: none
