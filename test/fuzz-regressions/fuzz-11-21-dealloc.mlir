// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// CHECK: defects: none
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 11 --start 21 --count 1 --size 16 --pipelines dealloc
// The pipeline failed with: double-free. (fixed: ownership moves into a region op only
// from its sole owner, and into a loop only if the loop does not read the
// buffer directly).
//   double-free at <input>:51:3 (memref.dealloc)

memref.global "private" @g0 : memref<8xi32> = dense<[95, 32, 44, 82, 89, -18, 41, 11]>
memref.global "private" @g1 : memref<8xi32> = dense<[25, 66, 35, 38, 41, -20, 81, -3]>

func.func @main() {
  %v63 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v63[%t4] : memref<8xi32>
  }
  %v82 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 1 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 7 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v82[%t13] : memref<8xi32>
  }
  %t19 = arith.constant false
  cf.cond_br %t19, ^bb1, ^bb2
^bb1:
  return
^bb2:
  %t20 = memref.cast %v63 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb3(%t20 : memref<?xi32, strided<[?], offset: ?>>)
^bb3(%v97: memref<?xi32, strided<[?], offset: ?>>):
  %t21 = arith.constant 0 : index
  %t22 = memref.cast %v63 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t28 = scf.while (%i98 = %t21, %p99 = %t22) : (index, memref<?xi32, strided<[?], offset: ?>>) -> (index) {
    %t23 = arith.constant 0 : index
    %t24 = arith.cmpi slt, %i98, %t23 : index
    scf.condition(%t24) %i98 : index
  } do {
  ^bb0(%i100: index):
    %t25 = arith.constant 1 : index
    %t26 = arith.addi %i100, %t25 : index
    %t27 = memref.cast %v82 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.yield %t26, %t27 : index, memref<?xi32, strided<[?], offset: ?>>
  }
  return
}
