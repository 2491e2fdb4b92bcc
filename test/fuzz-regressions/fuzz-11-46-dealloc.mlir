// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// CHECK: defects: none
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 11 --start 46 --count 1 --size 16 --pipelines dealloc
// The pipeline failed with: use-after-free. (fixed: ownership moves into a region op only
// from its sole owner, and into a loop only if the loop does not read the
// buffer directly).
//   use-after-free at <input>:51:5 (memref.copy)

memref.global "private" @g0 : memref<8xi32> = dense<[21, 59, 68, 87, 70, 99, 77, 28]>
memref.global "private" @g1 : memref<8xi32> = dense<[71, 13, 10, 41, -8, 39, 47, 42]>

func.func @f1(%a37: memref<8xi32>, %a38: memref<8xi32>) {
  %v40 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v40[%t4] : memref<8xi32>
  }
  %v50 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 1 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 7 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v50[%t13] : memref<8xi32>
  }
  %v54 = memref.alloc() : memref<8xi32>
  %t19 = arith.constant 0 : index
  %t20 = arith.constant 8 : index
  %t21 = arith.constant 1 : index
  scf.for %t22 = %t19 to %t20 step %t21 {
    %t23 = arith.index_cast %t22 : index to i32
    %t24 = arith.constant 2 : i32
    %t25 = arith.muli %t23, %t24 : i32
    %t26 = arith.constant 50 : i32
    %t27 = arith.addi %t25, %t26 : i32
    memref.store %t27, %v54[%t22] : memref<8xi32>
  }
  %t28 = arith.constant 0 : index
  %t29 = memref.cast %v50 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t45, %v71, %v72 = scf.while (%i55 = %t28, %p56 = %t29, %p57 = %v54) : (index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>) -> (index, memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>) {
    %t30 = arith.constant 1 : index
    %t31 = arith.cmpi slt, %i55, %t30 : index
    %t32 = memref.cast %v40 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.condition(%t31) %i55, %a37, %t32 : index, memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>
  } do {
  ^bb0(%i59: index, %p60: memref<8xi32>, %p61: memref<?xi32, strided<[?], offset: ?>>):
    memref.copy %v54, %a38 : memref<8xi32> to memref<8xi32>
    %v70 = memref.alloc() : memref<8xi32>
    %t33 = arith.constant 0 : index
    %t34 = arith.constant 8 : index
    %t35 = arith.constant 1 : index
    scf.for %t36 = %t33 to %t34 step %t35 {
      %t37 = arith.index_cast %t36 : index to i32
      %t38 = arith.constant 5 : i32
      %t39 = arith.muli %t37, %t38 : i32
      %t40 = arith.constant 53 : i32
      %t41 = arith.addi %t39, %t40 : i32
      memref.store %t41, %v70[%t36] : memref<8xi32>
    }
    %t42 = arith.constant 1 : index
    %t43 = arith.addi %i59, %t42 : index
    %t44 = memref.cast %v40 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.yield %t43, %t44, %v70 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>
  }
  return
}

func.func @main() {
  %v122 = memref.alloc() : memref<8xi32>
  %t46 = arith.constant 0 : index
  %t47 = arith.constant 8 : index
  %t48 = arith.constant 1 : index
  scf.for %t49 = %t46 to %t47 step %t48 {
    %t50 = arith.index_cast %t49 : index to i32
    %t51 = arith.constant 4 : i32
    %t52 = arith.muli %t50, %t51 : i32
    %t53 = arith.constant 87 : i32
    %t54 = arith.addi %t52, %t53 : i32
    memref.store %t54, %v122[%t49] : memref<8xi32>
  }
  func.call @f1(%v122, %v122) : (memref<8xi32>, memref<8xi32>) -> ()
  return
}
