// Aligned allocations (memref.alloc {alignment = 64}, where the allocated
// pointer differs from the aligned pointer that bufferization.dealloc
// compares) flowing through a cf merge and an arith.select, and the base
// buffer of memref.extract_strided_metadata used as a 0-d view of a buffer.
// Each aligned buffer is freed once through its allocated pointer.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1, %d: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {alignment = 64} : memref<3xi64>
  %b = memref.alloc() {alignment = 128} : memref<3xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  memref.store %v1, %a[%c0] : memref<3xi64>
  memref.store %v2, %b[%c0] : memref<3xi64>
  %s = arith.select %d, %a, %b : memref<3xi64>
  cf.cond_br %c, ^m(%a : memref<3xi64>), ^m(%b : memref<3xi64>)
^m(%x: memref<3xi64>):
  %base, %off, %size, %stride = memref.extract_strided_metadata %x : memref<3xi64> -> memref<i64>, index, index, index
  %p = memref.load %base[] : memref<i64>
  %q = memref.load %s[%c0] : memref<3xi64>
  %h = arith.constant 10 : i64
  %ph = arith.muli %p, %h : i64
  %r = arith.addi %ph, %q : i64
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @run(%t, %t) : (i1, i1) -> i64
  vector.print %a : i64
  %b = call @run(%t, %f) : (i1, i1) -> i64
  vector.print %b : i64
  %c = call @run(%f, %t) : (i1, i1) -> i64
  vector.print %c : i64
  %d = call @run(%f, %f) : (i1, i1) -> i64
  vector.print %d : i64
  return
}

// CHECK: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 21
// CHECK-NEXT: 22
// CHECK: defects: none
