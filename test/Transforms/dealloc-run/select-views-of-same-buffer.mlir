// arith.select between two views of the SAME buffer (a cast of it and a
// subview of it at a dynamic offset) and between a view of one fresh buffer
// and another fresh buffer; the select result is live across a block
// boundary. Whatever is selected, each buffer is freed exactly once and
// only after the last access through the select.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @same_buffer(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4xi64>
  %v0 = arith.constant 10 : i64
  %v2 = arith.constant 12 : i64
  memref.store %v0, %a[%c0] : memref<4xi64>
  memref.store %v2, %a[%c2] : memref<4xi64>
  %whole = memref.cast %a : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
  %part = memref.subview %a[%c2] [%c2] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
  %s = arith.select %c, %whole, %part : memref<?xi64, strided<[1], offset: ?>>
  cf.br ^next
^next:
  %x = memref.load %s[%c0] : memref<?xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @view_or_other(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<1xi64>
  %v1 = arith.constant 21 : i64
  %v2 = arith.constant 22 : i64
  memref.store %v1, %a[%c1] : memref<2xi64>
  memref.store %v2, %b[%c0] : memref<1xi64>
  %av = memref.subview %a[%c1] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: ?>>
  %bv = memref.cast %b : memref<1xi64> to memref<1xi64, strided<[1], offset: ?>>
  %s = arith.select %c, %av, %bv : memref<1xi64, strided<[1], offset: ?>>
  cf.cond_br %c, ^l, ^r
^l:
  %x = memref.load %s[%c0] : memref<1xi64, strided<[1], offset: ?>>
  cf.br ^j(%x : i64)
^r:
  %y = memref.load %s[%c0] : memref<1xi64, strided<[1], offset: ?>>
  %z = memref.load %a[%c1] : memref<2xi64>
  %yz = arith.addi %y, %z : i64
  cf.br ^j(%yz : i64)
^j(%r: i64):
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @same_buffer(%t) : (i1) -> i64
  vector.print %a : i64
  %b = call @same_buffer(%f) : (i1) -> i64
  vector.print %b : i64
  %c = call @view_or_other(%t) : (i1) -> i64
  vector.print %c : i64
  %d = call @view_or_other(%f) : (i1) -> i64
  vector.print %d : i64
  return
}

// CHECK: 10
// CHECK-NEXT: 12
// CHECK-NEXT: 21
// CHECK-NEXT: 43
// CHECK: defects: none
