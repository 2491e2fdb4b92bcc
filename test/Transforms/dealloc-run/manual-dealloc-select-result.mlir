// The input frees the result of an arith.select of two fresh buffers (i.e.
// whichever buffer was selected) after its last use, and keeps using the
// other operand directly: the pass must free exactly the unselected buffer,
// after its own last use, and never the selected one again.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 3 : i64
  %vb = arith.constant 4 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %s = arith.select %c, %a, %b : memref<1xi64>
  %x = memref.load %s[%c0] : memref<1xi64>
  memref.dealloc %s : memref<1xi64>
  // Read the unselected buffer, chosen again by the same condition.
  %o = arith.select %c, %b, %a : memref<1xi64>
  %y = memref.load %o[%c0] : memref<1xi64>
  %h = arith.constant 10 : i64
  %xh = arith.muli %x, %h : i64
  %r = arith.addi %xh, %y : i64
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

// CHECK: 34
// CHECK-NEXT: 43
// CHECK: defects: none
