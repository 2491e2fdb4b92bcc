// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 7 --start 54 --count 1 --size 16 --pipelines dealloc
// Before the fix a buffer leaked: scf.while forwarding a fresh buffer from its
// `before` region through scf.condition, next to a memref.realloc.

memref.global "private" @g0 : memref<8xi32> = dense<[-19, 83, 89, 12, 42, 92, -2, 83]>

func.func @main() {
  %v1 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v1[%t4] : memref<8xi32>
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
  %t19 = arith.constant 0 : index
  %t34, %v61, %v62 = scf.while (%i51 = %t19) : (index) -> (index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>) {
    %v52 = memref.alloc() : memref<8xi32>
    %t20 = arith.constant 0 : index
    %t21 = arith.constant 8 : index
    %t22 = arith.constant 1 : index
    scf.for %t23 = %t20 to %t21 step %t22 {
      %t24 = arith.index_cast %t23 : index to i32
      %t25 = arith.constant 1 : i32
      %t26 = arith.muli %t24, %t25 : i32
      %t27 = arith.constant 42 : i32
      %t28 = arith.addi %t26, %t27 : i32
      memref.store %t28, %v52[%t23] : memref<8xi32>
    }
    %t29 = arith.constant 1 : index
    %t30 = arith.cmpi slt, %i51, %t29 : index
    %t31 = memref.cast %v50 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.condition(%t30) %i51, %t31, %v52 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>
  } do {
  ^bb0(%i53: index, %p54: memref<?xi32, strided<[?], offset: ?>>, %p55: memref<8xi32>):
    %t32 = arith.constant 1 : index
    %t33 = arith.addi %i53, %t32 : index
    scf.yield %t33 : index
  }
  %v63 = memref.realloc %v1 : memref<8xi32> to memref<16xi32>
  %t35 = arith.constant 8 : index
  %t36 = arith.constant 16 : index
  %t37 = arith.constant 1 : index
  scf.for %t38 = %t35 to %t36 step %t37 {
    %t39 = arith.index_cast %t38 : index to i32
    %t40 = arith.constant 6 : i32
    %t41 = arith.muli %t39, %t40 : i32
    %t42 = arith.constant 33 : i32
    %t43 = arith.addi %t41, %t42 : i32
    memref.store %t43, %v63[%t38] : memref<16xi32>
  }
  return
}
