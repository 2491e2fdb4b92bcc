// An unstructured cf.br / cf.cond_br loop whose block argument carries a
// buffer: every iteration allocates the next buffer %n, filled with -1 and
// computed from the carried one, which is read again after %n was written
// (so %n must not reuse one fixed slot), plus a temporary %t that dies in the
// iteration. %keep, from the entry block, is read in every iteration and
// after the loop.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  %v100 = arith.constant 100 : i64
  // %keep = [7, 9], %init = [1, 2, 3, 4]
  %keep = memref.alloc() : memref<2xi64>
  %v7 = arith.constant 7 : i64
  %v9 = arith.constant 9 : i64
  memref.store %v7, %keep[%c0] : memref<2xi64>
  memref.store %v9, %keep[%c1] : memref<2xi64>
  %init = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    memref.store %jp, %init[%j] : memref<4xi64>
  }
  cf.br ^loop(%c0, %init, %zero : index, memref<4xi64>, i64)

^loop(%i: index, %buf: memref<4xi64>, %acc: i64):
  %n = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%n : memref<4xi64>)
  // t[0] = i + 100
  %t = memref.alloc() : memref<1xi64>
  %ii = arith.index_cast %i : index to i64
  %tv0 = arith.addi %ii, %v100 : i64
  memref.store %tv0, %t[%c0] : memref<1xi64>
  // n[j] = buf[3 - j] + keep[0]
  %k0 = memref.load %keep[%c0] : memref<2xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jr = arith.subi %c3, %j : index
    %x = memref.load %buf[%jr] : memref<4xi64>
    %y = arith.addi %x, %k0 : i64
    memref.store %y, %n[%j] : memref<4xi64>
  }
  // acc += buf[0] + t[0], read after %n was written.
  %first = memref.load %buf[%c0] : memref<4xi64>
  %tv = memref.load %t[%c0] : memref<1xi64>
  %acc1 = arith.addi %acc, %first : i64
  %acc2 = arith.addi %acc1, %tv : i64
  %i2 = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %i2, %c3 : index
  cf.cond_br %more, ^loop(%i2, %n, %acc2 : index, memref<4xi64>, i64), ^exit(%n, %acc2 : memref<4xi64>, i64)

^exit(%r: memref<4xi64>, %a: i64):
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %r[%j] : memref<4xi64>
    vector.print %v : i64
  }
  vector.print %a : i64
  %k1 = memref.load %keep[%c1] : memref<2xi64>
  vector.print %k1 : i64
  return
}

// buf: [1, 2, 3, 4] -> [11, 10, 9, 8] -> [15, 16, 17, 18] -> [25, 24, 23, 22]
// acc = (1 + 100) + (11 + 101) + (15 + 102) = 330
// CHECK:      25
// CHECK-NEXT: 24
// CHECK-NEXT: 23
// CHECK-NEXT: 22
// CHECK-NEXT: 330
// CHECK-NEXT: 9
// CHECK: defects: none
