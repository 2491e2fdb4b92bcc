// arith.select of two freshly allocated buffers: the unselected buffer can be
// freed as soon as it is dead, the selected one after the last use of the
// select; both are used after the select in one variant, so neither can be
// freed early there. Both select conditions run.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @only_select_used(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 1 : i64
  %vb = arith.constant 2 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %s = arith.select %c, %a, %b : memref<1xi64>
  %x = memref.load %s[%c0] : memref<1xi64>
  return %x : i64
}

func.func @all_used(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 10 : i64
  %vb = arith.constant 20 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %s = arith.select %c, %a, %b : memref<1xi64>
  %x = memref.load %s[%c0] : memref<1xi64>
  %y = arith.addi %x, %x : i64
  memref.store %y, %s[%c0] : memref<1xi64>
  %ra = memref.load %a[%c0] : memref<1xi64>
  %rb = memref.load %b[%c0] : memref<1xi64>
  %h = arith.constant 100 : i64
  %rah = arith.muli %ra, %h : i64
  %r = arith.addi %rah, %rb : i64
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @only_select_used(%t) : (i1) -> i64
  vector.print %r1 : i64
  %r2 = call @only_select_used(%f) : (i1) -> i64
  vector.print %r2 : i64
  %r3 = call @all_used(%t) : (i1) -> i64
  vector.print %r3 : i64
  %r4 = call @all_used(%f) : (i1) -> i64
  vector.print %r4 : i64
  return
}

// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2020
// CHECK-NEXT: 1040
// CHECK: defects: none
