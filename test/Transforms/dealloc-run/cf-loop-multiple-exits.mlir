// A cf loop with three exits (normal exit at the bound, early exit when the
// value exceeds a limit, early exit from a second block on a magic value),
// each leaving with a different buffer (the carried one, a fresh one, or a
// buffer allocated before the loop). All exits meet in one block; each path
// runs once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%start: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pre = memref.alloc() : memref<1xi64>
  %m1 = arith.constant -1 : i64
  memref.store %m1, %pre[%c0] : memref<1xi64>
  %init = memref.alloc() : memref<1xi64>
  memref.store %start, %init[%c0] : memref<1xi64>
  cf.br ^header(%c0, %init : index, memref<1xi64>)
^header(%i: index, %buf: memref<1xi64>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^join(%buf : memref<1xi64>)
^body:
  %v = memref.load %buf[%c0] : memref<1xi64>
  %limit = arith.constant 50 : i64
  %big = arith.cmpi sgt, %v, %limit : i64
  cf.cond_br %big, ^bigexit, ^check
^bigexit:
  %f = memref.alloc() : memref<1xi64>
  %h = arith.constant 1000 : i64
  %vh = arith.addi %v, %h : i64
  memref.store %vh, %f[%c0] : memref<1xi64>
  cf.br ^join(%f : memref<1xi64>)
^check:
  %magic = arith.constant 13 : i64
  %is = arith.cmpi eq, %v, %magic : i64
  cf.cond_br %is, ^join(%pre : memref<1xi64>), ^latch
^latch:
  %next = memref.alloc() : memref<1xi64>
  %w = arith.addi %v, %v : i64
  %one = arith.constant 1 : i64
  %w1 = arith.addi %w, %one : i64
  memref.store %w1, %next[%c0] : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, memref<1xi64>)
^join(%out: memref<1xi64>):
  %r = memref.load %out[%c0] : memref<1xi64>
  return %r : i64
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %s0 = arith.constant 0 : i64
  %s1 = arith.constant 1 : i64
  %s6 = arith.constant 6 : i64
  // 0 -> 1 -> 3 -> 7 after 3 iterations: normal exit.
  %a = call @run(%s0, %c3) : (i64, index) -> i64
  vector.print %a : i64
  // 1 -> 3 -> 7 -> 15 -> 31 -> 63 > 50: big exit with 1063.
  %b = call @run(%s1, %c9) : (i64, index) -> i64
  vector.print %b : i64
  // 6 -> 13: magic exit with the pre-loop buffer (-1).
  %c = call @run(%s6, %c9) : (i64, index) -> i64
  vector.print %c : i64
  return
}

// CHECK: 7
// CHECK-NEXT: 1063
// CHECK-NEXT: -1
// CHECK: defects: none
