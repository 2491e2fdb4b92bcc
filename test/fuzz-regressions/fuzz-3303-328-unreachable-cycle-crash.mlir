// A crash, found by a longer fuzzing run than CI's (seed 3303, 400
// programs): reclaim-dealloc-pipeline and reclaim-pipeline segfaulted in
// their last reclaim-canonicalize. After lowering, ^bb3's `cf.cond_br %6` is
// reached only when %6 holds, so the driver folds it to one successor; the
// inner cf loop ^bb4/^bb5 lost its entry edge but kept its back edge: an
// unreachable cycle, which the driver did not erase (only blocks left
// without predecessors). Upstream's SimplifyBrToBlockWithSinglePred then
// merged ^bb4 into ^bb5 (its single predecessor), which made values their
// own users (%x = arith.addi %x, %c1), and a later fold used an erased op
// (upstream's `mlir-opt --canonicalize` crashes the same way on the IR
// before that canonicalize). The driver now erases a block that lost a
// predecessor together with the blocks reaching it when a short search
// backwards finds them all and not the entry block.
//
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline -o /dev/null
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 3303 --start 328 --count 1 --pipelines reclaim-decompose-tuples
//   (the crash was in the pipeline's last reclaim-canonicalize, whatever ran
//   before reclaim-dealloc-pipeline)

memref.global "private" @g0 : memref<8xi32> = dense<[-9, -13, -15, 45, 11, 90, 31, 36]>
memref.global "private" @g1 : memref<8xi32> = dense<[91, -19, 46, 30, 77, -7, -10, 86]>

func.func @main() {
  %t2 = memref.get_global @g0 : memref<8xi32>
  %t3 = arith.constant 5 : index
  %t4 = memref.load %t2[%t3] : memref<8xi32>
  %t5 = arith.constant 11 : i32
  %t1 = arith.cmpi slt, %t4, %t5 : i32
  %v1 = memref.alloc() : memref<8xi32>
  %t6 = arith.constant 0 : index
  %t7 = arith.constant 8 : index
  %t8 = arith.constant 1 : index
  scf.for %t9 = %t6 to %t7 step %t8 {
    %t10 = arith.index_cast %t9 : index to i32
    %t11 = arith.constant 2 : i32
    %t12 = arith.muli %t10, %t11 : i32
    %t13 = arith.constant 50 : i32
    %t14 = arith.addi %t12, %t13 : i32
    memref.store %t14, %v1[%t9] : memref<8xi32>
  }
  %t15 = memref.subview %v1[1] [3] [1] : memref<8xi32> to memref<3xi32, strided<[1], offset: 1>>
  %v2 = memref.cast %t15 : memref<3xi32, strided<[1], offset: 1>> to memref<?xi32, strided<[?], offset: ?>>
  %t16 = memref.reinterpret_cast %v2 to offset: [0], sizes: [7], strides: [1] : memref<?xi32, strided<[?], offset: ?>> to memref<7xi32, strided<[1], offset: 0>>
  %v3 = memref.cast %t16 : memref<7xi32, strided<[1], offset: 0>> to memref<?xi32, strided<[?], offset: ?>>
  %v4_n = arith.constant 8 : index
  %v4_d = memref.alloc(%v4_n) : memref<?xi32>
  %v4 = memref.cast %v4_d : memref<?xi32> to memref<8xi32>
  %t17 = arith.constant 0 : index
  %t18 = arith.constant 8 : index
  %t19 = arith.constant 1 : index
  scf.for %t20 = %t17 to %t18 step %t19 {
    %t21 = arith.index_cast %t20 : index to i32
    %t22 = arith.constant 4 : i32
    %t23 = arith.muli %t21, %t22 : i32
    %t24 = arith.constant 66 : i32
    %t25 = arith.addi %t23, %t24 : i32
    memref.store %t25, %v4[%t20] : memref<8xi32>
  }
  %t26 = arith.constant true
  %t27 = arith.constant 0 : index
  %t28 = memref.cast %v4 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t29 = memref.cast %v1 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t30 = memref.cast %v4 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t31 = memref.cast %v1 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t26, ^bb1(%t27, %t28, %t29 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>), ^bb3(%t27, %t30, %t31 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb1(%i5: index, %p6: memref<?xi32, strided<[?], offset: ?>>, %p7: memref<?xi32, strided<[?], offset: ?>>):
  %t32 = arith.constant 1 : index
  %t33 = arith.cmpi slt, %i5, %t32 : index
  cf.cond_br %t33, ^bb2, ^bb5(%p6, %p7 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb2:
  %t34 = arith.constant 1 : index
  %t35 = arith.addi %i5, %t34 : index
  %t36 = memref.cast %v4 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t37 = memref.cast %v1 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb3(%t35, %t36, %t37 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb3(%i10: index, %p11: memref<?xi32, strided<[?], offset: ?>>, %p12: memref<?xi32, strided<[?], offset: ?>>):
  %t38 = arith.constant 1 : index
  %t39 = arith.cmpi slt, %i10, %t38 : index
  cf.cond_br %t39, ^bb4, ^bb5(%p11, %p12 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb4:
  %t41 = arith.constant 1 : index
  %t40 = arith.cmpi slt, %i10, %t41 : index
  cf.cond_br %t40, ^bb6, ^bb7
^bb6:
  cf.br ^bb8(%v1 : memref<8xi32>)
^bb7:
  %t42 = arith.constant 0 : index
  cf.br ^bb9(%t42, %v3 : index, memref<?xi32, strided<[?], offset: ?>>)
^bb9(%i13: index, %p14: memref<?xi32, strided<[?], offset: ?>>):
  %t43 = arith.constant 1 : index
  %t44 = arith.cmpi slt, %i13, %t43 : index
  cf.cond_br %t44, ^bb10, ^bb11(%p14 : memref<?xi32, strided<[?], offset: ?>>)
^bb10:
  %t45 = arith.constant 0 : index
  %t46 = memref.load %p14[%t45] : memref<?xi32, strided<[?], offset: ?>>
  %t47 = arith.constant 3 : i32
  %t48 = arith.constant 14 : i32
  %t49 = arith.muli %t46, %t47 : i32
  %t50 = arith.addi %t49, %t48 : i32
  %t51 = arith.constant 4 : index
  %t52 = arith.remui %i13, %t51 : index
  memref.store %t50, %v1[%t52] : memref<8xi32>
  %t53 = arith.constant 1 : index
  %t54 = arith.addi %i13, %t53 : index
  cf.br ^bb9(%t54, %p14 : index, memref<?xi32, strided<[?], offset: ?>>)
^bb11(%v16: memref<?xi32, strided<[?], offset: ?>>):
  cf.br ^bb8(%v4 : memref<8xi32>)
^bb8(%v17: memref<8xi32>):
  %v18 = memref.alloc() : memref<8xi32>
  %t55 = arith.constant 0 : index
  %t56 = arith.constant 8 : index
  %t57 = arith.constant 1 : index
  scf.for %t58 = %t55 to %t56 step %t57 {
    %t59 = arith.index_cast %t58 : index to i32
    %t60 = arith.constant 5 : i32
    %t61 = arith.muli %t59, %t60 : i32
    %t62 = arith.constant 88 : i32
    %t63 = arith.addi %t61, %t62 : i32
    memref.store %t63, %v18[%t58] : memref<8xi32>
  }
  %t64 = arith.constant 1 : index
  %t65 = arith.addi %i10, %t64 : index
  %t66 = memref.cast %v4 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t67 = memref.cast %v18 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb1(%t65, %t66, %t67 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb5(%v19: memref<?xi32, strided<[?], offset: ?>>, %v20: memref<?xi32, strided<[?], offset: ?>>):
  return
}
