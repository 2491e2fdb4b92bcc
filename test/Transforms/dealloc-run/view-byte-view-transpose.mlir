// memref.view of an i8 buffer as typed memrefs (two disjoint views at
// different byte offsets) and memref.transpose: the byte buffer's SSA value
// is dead after the views are created; the views cross a block boundary and
// a loop; the byte buffer is freed once after the last access.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %bytes = memref.alloc() : memref<64xi8>
  %m = memref.view %bytes[%c0][] : memref<64xi8> to memref<2x3xi32>
  %n = memref.view %bytes[%c32][] : memref<64xi8> to memref<4xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<2x3xi32>
    }
  }
  %big = arith.constant 123456789012 : i64
  memref.store %big, %n[%c3] : memref<4xi64>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  cf.br ^use
^use:
  %x = memref.load %t[%c2, %c1] : memref<3x2xi32, strided<[1, 3]>>
  vector.print %x : i32
  %y = memref.load %n[%c3] : memref<4xi64>
  vector.print %y : i64
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (i32) {
    %e = memref.load %t[%i, %c0] : memref<3x2xi32, strided<[1, 3]>>
    %a = arith.addi %acc, %e : i32
    scf.yield %a : i32
  }
  vector.print %sum : i32
  return
}

// t[2][1] = m[1][2] = 5 ; column 0 of t = row 0 of m = 0+1+2 -> 5 + 3 = 8
// CHECK: 5
// CHECK-NEXT: 123456789012
// CHECK-NEXT: 8
// CHECK: defects: none
