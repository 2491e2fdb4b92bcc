// A shrinking memref.realloc with static shapes (5 -> 3 elements).
//
// (This test found a defect of reclaim-run's lowering, since fixed.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<5xi64>
  %v = arith.constant 3 : i64
  memref.store %v, %a[%c0] : memref<5xi64>
  memref.store %v, %a[%c2] : memref<5xi64>
  %s = memref.realloc %a : memref<5xi64> to memref<3xi64>
  %x = memref.load %s[%c0] : memref<3xi64>
  %y = memref.load %s[%c2] : memref<3xi64>
  %z = arith.addi %x, %y : i64
  vector.print %z : i64
  return
}

// CHECK: 6
// CHECK: defects: none
