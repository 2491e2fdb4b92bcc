// Selects that reuse one condition at two levels and selects whose
// operands are block arguments of a cf loop: select(c, select(c, a, b), b)
// always picks a or b by c, and a loop keeps two buffers in block arguments
// and passes their select on the back edge with a fresh buffer. Retained
// select results and their ownership must be right on every edge.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @nested(%c: i1) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 1 : i64
  %vb = arith.constant 2 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %s1 = arith.select %c, %a, %b : memref<1xi64>
  %s2 = arith.select %c, %s1, %b : memref<1xi64>
  return %s2 : memref<1xi64>
}

func.func @loop() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  memref.store %one, %a[%c0] : memref<1xi64>
  memref.store %two, %b[%c0] : memref<1xi64>
  cf.br ^h(%c0, %a, %b : index, memref<1xi64>, memref<1xi64>)
^h(%i: index, %x: memref<1xi64>, %y: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %f = memref.alloc() : memref<1xi64>
  %vx = memref.load %x[%c0] : memref<1xi64>
  %vy = memref.load %y[%c0] : memref<1xi64>
  %s = arith.addi %vx, %vy : i64
  memref.store %s, %f[%c0] : memref<1xi64>
  %rem = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %rem, %c0 : index
  // Keep the larger of the two old buffers (y holds the larger value).
  %keep = arith.select %even, %y, %x : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %keep, %f : index, memref<1xi64>, memref<1xi64>)
^exit:
  %rx = memref.load %x[%c0] : memref<1xi64>
  %ry = memref.load %y[%c0] : memref<1xi64>
  %h = arith.constant 1000 : i64
  %rxh = arith.muli %rx, %h : i64
  %r = arith.addi %rxh, %ry : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %m1 = call @nested(%t) : (i1) -> memref<1xi64>
  %m2 = call @nested(%f) : (i1) -> memref<1xi64>
  %x1 = memref.load %m1[%c0] : memref<1xi64>
  %x2 = memref.load %m2[%c0] : memref<1xi64>
  vector.print %x1 : i64
  vector.print %x2 : i64
  %l = call @loop() : () -> i64
  vector.print %l : i64
  return
}

// loop (x, y): (1,2) -i0 even keep y-> (2,3) -i1 odd keep x-> (2,5)
//   -i2 even-> (5,7) -i3 odd-> (5,12) -i4 even-> (12,17)
// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 12017
// CHECK: defects: none
