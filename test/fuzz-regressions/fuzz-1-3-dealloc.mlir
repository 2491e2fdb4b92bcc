// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 1 --start 3 --count 1 --size 24 --pipelines dealloc
// Before the fix reclaim-lower-deallocs crashed (segfault in lowerWithHelper)
// on the dealloc of an irreducible cf cycle carrying two buffers.

memref.global "private" @g0 : memref<8xi32> = dense<[74, 64, -16, 4, 42, 89, 59, 80]>

func.func @main() {
  %v157 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v157[%t4] : memref<8xi32>
  }
  %v167 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 1 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 7 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v167[%t13] : memref<8xi32>
  }
  %v168 = memref.realloc %v167 : memref<8xi32> to memref<16xi32>
  %t19 = arith.constant 8 : index
  %t20 = arith.constant 16 : index
  %t21 = arith.constant 1 : index
  scf.for %t22 = %t19 to %t20 step %t21 {
    %t23 = arith.index_cast %t22 : index to i32
    %t24 = arith.constant 4 : i32
    %t25 = arith.muli %t23, %t24 : i32
    %t26 = arith.constant 59 : i32
    %t27 = arith.addi %t25, %t26 : i32
    memref.store %t27, %v168[%t22] : memref<16xi32>
  }
  %v170 = memref.realloc %v157 : memref<8xi32> to memref<16xi32>
  %t28 = arith.constant 8 : index
  %t29 = arith.constant 16 : index
  %t30 = arith.constant 1 : index
  scf.for %t31 = %t28 to %t29 step %t30 {
    %t32 = arith.index_cast %t31 : index to i32
    %t33 = arith.constant 7 : i32
    %t34 = arith.muli %t32, %t33 : i32
    %t35 = arith.constant 55 : i32
    %t36 = arith.addi %t34, %t35 : i32
    memref.store %t36, %v170[%t31] : memref<16xi32>
  }
  %v171 = memref.alloc() : memref<8xi32>
  %t37 = arith.constant 0 : index
  %t38 = arith.constant 8 : index
  %t39 = arith.constant 1 : index
  scf.for %t40 = %t37 to %t38 step %t39 {
    %t41 = arith.index_cast %t40 : index to i32
    %t42 = arith.constant 1 : i32
    %t43 = arith.muli %t41, %t42 : i32
    %t44 = arith.constant 7 : i32
    %t45 = arith.addi %t43, %t44 : i32
    memref.store %t45, %v171[%t40] : memref<8xi32>
  }
  %v172 = memref.alloc() : memref<8xi32>
  %t46 = arith.constant 0 : index
  %t47 = arith.constant 8 : index
  %t48 = arith.constant 1 : index
  scf.for %t49 = %t46 to %t47 step %t48 {
    %t50 = arith.index_cast %t49 : index to i32
    %t51 = arith.constant 1 : i32
    %t52 = arith.muli %t50, %t51 : i32
    %t53 = arith.constant 7 : i32
    %t54 = arith.addi %t52, %t53 : i32
    memref.store %t54, %v172[%t49] : memref<8xi32>
  }
  %v178 = memref.alloc() : memref<8xi32>
  %t55 = arith.constant 0 : index
  %t56 = arith.constant 8 : index
  %t57 = arith.constant 1 : index
  scf.for %t58 = %t55 to %t56 step %t57 {
    %t59 = arith.index_cast %t58 : index to i32
    %t60 = arith.constant 1 : i32
    %t61 = arith.muli %t59, %t60 : i32
    %t62 = arith.constant 7 : i32
    %t63 = arith.addi %t61, %t62 : i32
    memref.store %t63, %v178[%t58] : memref<8xi32>
  }
  %t64 = arith.constant true
  %t65 = arith.constant 0 : index
  %t66 = memref.cast %v168 : memref<16xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t67 = memref.cast %v171 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t68 = memref.cast %v168 : memref<16xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t69 = memref.cast %v171 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t64, ^bb1(%t65, %t66, %t67 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>), ^bb3(%t65, %t68, %t69 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb1(%i179: index, %p180: memref<?xi32, strided<[?], offset: ?>>, %p181: memref<?xi32, strided<[?], offset: ?>>):
  %t70 = arith.constant 1 : index
  %t71 = arith.cmpi slt, %i179, %t70 : index
  cf.cond_br %t71, ^bb2, ^bb5(%p180, %p181 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb2:
  %t72 = arith.constant 0 : index
  cf.br ^bb6(%t72 : index)
^bb6(%i182: index):
  %t73 = arith.constant 1 : index
  %t74 = arith.cmpi slt, %i182, %t73 : index
  cf.cond_br %t74, ^bb7, ^bb8
^bb7:
  %t75 = arith.constant true
  %v183 = arith.select %t75, %p180, %p181 : memref<?xi32, strided<[?], offset: ?>>
  %t77 = arith.constant 3 : index
  %t78 = memref.load %v178[%t77] : memref<8xi32>
  %t79 = arith.constant 69 : i32
  %t76 = arith.cmpi slt, %t78, %t79 : i32
  %t80 = memref.cast %v171 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t81 = memref.cast %v168 : memref<16xi32> to memref<?xi32, strided<[?], offset: ?>>
  %v184 = arith.select %t76, %t80, %t81 : memref<?xi32, strided<[?], offset: ?>>
  %t82 = arith.constant 1 : index
  %t83 = arith.addi %i182, %t82 : index
  cf.br ^bb6(%t83 : index)
^bb8:
  %v187 = memref.alloc() : memref<8xi32>
  %t84 = arith.constant 0 : index
  %t85 = arith.constant 8 : index
  %t86 = arith.constant 1 : index
  scf.for %t87 = %t84 to %t85 step %t86 {
    %t88 = arith.index_cast %t87 : index to i32
    %t89 = arith.constant 3 : i32
    %t90 = arith.muli %t88, %t89 : i32
    %t91 = arith.constant 30 : i32
    %t92 = arith.addi %t90, %t91 : i32
    memref.store %t92, %v187[%t87] : memref<8xi32>
  }
  %t93 = arith.constant 1 : index
  %t94 = arith.addi %i179, %t93 : index
  %t95 = memref.cast %v187 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t96 = memref.cast %v170 : memref<16xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb3(%t94, %t95, %t96 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb3(%i188: index, %p189: memref<?xi32, strided<[?], offset: ?>>, %p190: memref<?xi32, strided<[?], offset: ?>>):
  %t97 = arith.constant 1 : index
  %t98 = arith.cmpi slt, %i188, %t97 : index
  cf.cond_br %t98, ^bb4, ^bb5(%p189, %p190 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb4:
  %t99 = arith.constant 1 : index
  %t100 = arith.addi %i188, %t99 : index
  %t101 = memref.cast %v168 : memref<16xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t102 = memref.cast %v172 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb1(%t100, %t101, %t102 : index, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb5(%v192: memref<?xi32, strided<[?], offset: ?>>, %v193: memref<?xi32, strided<[?], offset: ?>>):
  return
}
