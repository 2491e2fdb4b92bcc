// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.mlir
// RUN: reclaim-run %t.mlir --reference
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference
//
// Adversarial class 5 (unknown ops under unknown-ops=keep-alive): a valid
// program was rejected: reclaim_test.opaque touches the argument %a21, which
// merges with fresh buffers at ^bb3; the pass then treats %v35 and %v194 as
// escaped and fails with "'func.return' op returns a buffer whose address
// escaped tracking" (also with reclaim-dealloc-pipeline alone), although no
// address was taken. Cause: pins spread back and forth along forwarding
// edges, so a buffer merged at ^bb3 with a pinned one was pinned too. Fixed:
// pins spread backwards to the buffers a pinned value may be, then forwards
// to the values that may be those buffers.
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 3 --start 25 --count 1 --size 10 --pipelines reclaim-memory-plan --adversarial
// The pipeline failed with: error.
//   <input>:102:3: error: 'func.return' op returns a buffer whose address escaped tracking;
//   Reclaim cannot hand its ownership to the caller

memref.global "private" @g0 : memref<8xi32> = dense<[53, 84, 13, -18, 81, -10, 95, 79]>
memref.global "private" @g1 : memref<8xi32> = dense<[78, 70, -18, 67, 96, 93, 7, 87]>

func.func private @f1(%a21: memref<8xi32>, %a22: memref<?xi32, strided<[?], offset: ?>>, %depth: index) -> (memref<8xi32>, memref<8xi32>) {
  %v28 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v28[%t4] : memref<8xi32>
  }
  %v29 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 1 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 7 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v29[%t13] : memref<8xi32>
  }
  %v33 = memref.alloc() : memref<8xi32>
  %t19 = arith.constant 0 : index
  %t20 = arith.constant 8 : index
  %t21 = arith.constant 1 : index
  scf.for %t22 = %t19 to %t20 step %t21 {
    %t23 = arith.index_cast %t22 : index to i32
    %t24 = arith.constant 1 : i32
    %t25 = arith.muli %t23, %t24 : i32
    %t26 = arith.constant 7 : i32
    %t27 = arith.addi %t25, %t26 : i32
    memref.store %t27, %v33[%t22] : memref<8xi32>
  }
  %v34 = memref.alloc() : memref<8xi32>
  %t28 = arith.constant 0 : index
  %t29 = arith.constant 8 : index
  %t30 = arith.constant 1 : index
  scf.for %t31 = %t28 to %t29 step %t30 {
    %t32 = arith.index_cast %t31 : index to i32
    %t33 = arith.constant 1 : i32
    %t34 = arith.muli %t32, %t33 : i32
    %t35 = arith.constant 7 : i32
    %t36 = arith.addi %t34, %t35 : i32
    memref.store %t36, %v34[%t31] : memref<8xi32>
  }
  %v35 = memref.alloc() : memref<8xi32>
  %t37 = arith.constant 0 : index
  %t38 = arith.constant 8 : index
  %t39 = arith.constant 1 : index
  scf.for %t40 = %t37 to %t38 step %t39 {
    %t41 = arith.index_cast %t40 : index to i32
    %t42 = arith.constant 1 : i32
    %t43 = arith.muli %t41, %t42 : i32
    %t44 = arith.constant 7 : i32
    %t45 = arith.addi %t43, %t44 : i32
    memref.store %t45, %v35[%t40] : memref<8xi32>
  }
  %t46 = arith.constant true
  %t47 = memref.cast %v34 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t46, ^bb1(%t47, %v35 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>), ^bb2(%v33 : memref<8xi32>)
^bb1(%p36: memref<?xi32, strided<[?], offset: ?>>, %p37: memref<8xi32>):
  cf.br ^bb3(%a21 : memref<8xi32>)
^bb2(%p38: memref<8xi32>):
  cf.br ^bb3(%v35 : memref<8xi32>)
^bb3(%v41: memref<8xi32>):
  %t49 = arith.constant 0 : index
  %t48 = arith.cmpi sgt, %depth, %t49 : index
  %v53, %v54 = scf.if %t48 -> (memref<8xi32>, memref<8xi32>) {
    %t50 = arith.constant 1 : index
    %t51 = arith.subi %depth, %t50 : index
    %t54 = memref.cast %v35 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    %t52, %t53 = func.call @f1(%v28, %t54, %t51) : (memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>, index) -> (memref<8xi32>, memref<8xi32>)
    scf.yield %t52, %t53 : memref<8xi32>, memref<8xi32>
  } else {
    scf.yield %v41, %v29 : memref<8xi32>, memref<8xi32>
  }
  %t55 = arith.constant true
  cf.cond_br %t55, ^bb4, ^bb5
^bb4:
  %t56 = arith.constant true
  %v60 = arith.select %t56, %a21, %v28 : memref<8xi32>
  return %v35, %v35 : memref<8xi32>, memref<8xi32>
^bb5:
  %t57 = memref.cast %v29 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t58 = memref.cast %v28 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb6(%t57, %t58 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb6(%v61: memref<?xi32, strided<[?], offset: ?>>, %v62: memref<?xi32, strided<[?], offset: ?>>):
  reclaim_test.opaque %a21 : memref<8xi32>
  %v194 = memref.alloc() : memref<8xi32>
  %t59 = arith.constant 0 : index
  %t60 = arith.constant 8 : index
  %t61 = arith.constant 1 : index
  scf.for %t62 = %t59 to %t60 step %t61 {
    %t63 = arith.index_cast %t62 : index to i32
    %t64 = arith.constant 1 : i32
    %t65 = arith.muli %t63, %t64 : i32
    %t66 = arith.constant 7 : i32
    %t67 = arith.addi %t65, %t66 : i32
    memref.store %t67, %v194[%t62] : memref<8xi32>
  }
  return %v194, %v194 : memref<8xi32>, memref<8xi32>
}

func.func @main() {
  return
}
