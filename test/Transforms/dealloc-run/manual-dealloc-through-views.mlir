// The input frees buffers through views of them: memref.dealloc of a
// memref.cast (to a dynamic and to an unranked type) and of the base buffer
// returned by memref.extract_strided_metadata. The pass must recognise the
// underlying allocation as freed and not free it again. A last function
// frees its buffer on one path and returns it on the other.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @free_casts() -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  %va = arith.constant 3 : i64
  %vb = arith.constant 4 : i64
  memref.store %va, %a[%c0] : memref<2xi64>
  memref.store %vb, %b[%c0] : memref<2xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  %y = memref.load %b[%c0] : memref<2xi64>
  %ad = memref.cast %a : memref<2xi64> to memref<?xi64>
  memref.dealloc %ad : memref<?xi64>
  %bu = memref.cast %b : memref<2xi64> to memref<*xi64>
  memref.dealloc %bu : memref<*xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @free_base() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %v = arith.constant 8 : i64
  memref.store %v, %a[%c1] : memref<4xi64>
  %s = memref.subview %a[%c1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
  %x = memref.load %s[%c0] : memref<2xi64, strided<[1], offset: ?>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %s : memref<2xi64, strided<[1], offset: ?>> -> memref<i64>, index, index, index
  memref.dealloc %base : memref<i64>
  return %x : i64
}

func.func @free_or_return(%c: i1) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %v = arith.constant 12 : i64
  memref.store %v, %a[%c0] : memref<1xi64>
  cf.cond_br %c, ^ret, ^free
^ret:
  return %a : memref<1xi64>
^free:
  memref.dealloc %a : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %w = arith.constant 13 : i64
  memref.store %w, %b[%c0] : memref<1xi64>
  return %b : memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @free_casts() : () -> i64
  vector.print %a : i64
  %b = call @free_base() : () -> i64
  vector.print %b : i64
  %m1 = call @free_or_return(%t) : (i1) -> memref<1xi64>
  %m2 = call @free_or_return(%f) : (i1) -> memref<1xi64>
  %x = memref.load %m1[%c0] : memref<1xi64>
  %y = memref.load %m2[%c0] : memref<1xi64>
  vector.print %x : i64
  vector.print %y : i64
  return
}

// CHECK: 7
// CHECK-NEXT: 8
// CHECK-NEXT: 12
// CHECK-NEXT: 13
// CHECK: defects: none
