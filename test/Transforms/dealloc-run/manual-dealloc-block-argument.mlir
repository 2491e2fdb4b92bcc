// The input frees a block argument that is one of two fresh buffers passed
// by the two edges of a cf.cond_br, and then reads the other buffer (live
// into the block without being an operand): the pass must free the other
// buffer, once, after that read, whichever edge was taken. A second variant
// passes the same buffer twice as two block arguments and frees one of them.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 5 : i64
  %vb = arith.constant 6 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  cf.cond_br %c, ^bb1(%a : memref<1xi64>), ^bb1(%b : memref<1xi64>)
^bb1(%x: memref<1xi64>):
  %v = memref.load %x[%c0] : memref<1xi64>
  memref.dealloc %x : memref<1xi64>
  %o = arith.select %c, %b, %a : memref<1xi64>
  %w = memref.load %o[%c0] : memref<1xi64>
  %h = arith.constant 10 : i64
  %vh = arith.muli %v, %h : i64
  %r = arith.addi %vh, %w : i64
  return %r : i64
}

func.func @twice() -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %v = arith.constant 8 : i64
  memref.store %v, %a[%c0] : memref<1xi64>
  cf.br ^bb1(%a, %a : memref<1xi64>, memref<1xi64>)
^bb1(%x: memref<1xi64>, %y: memref<1xi64>):
  %p = memref.load %x[%c0] : memref<1xi64>
  %q = memref.load %y[%c0] : memref<1xi64>
  memref.dealloc %y : memref<1xi64>
  %r = arith.addi %p, %q : i64
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  %z = call @twice() : () -> i64
  vector.print %z : i64
  return
}

// CHECK: 56
// CHECK-NEXT: 65
// CHECK-NEXT: 16
// CHECK: defects: none
