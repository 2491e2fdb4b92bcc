// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 1 --start 55 --count 1 --size 16 --pipelines dealloc
// Before the fix reclaim-lower-deallocs crashed in lowerWithHelper: two
// deallocs lowered through the helper, the second taking the ownership
// results of the first as conditions, were both analysed before the first
// was lowered, so the second used the first's replaced results. Deferred
// sites are now analysed right before they are lowered.

memref.global "private" @g0 : memref<8xi32> = dense<[24, -6, -20, 83, 78, -3, 15, 21]>

func.func @main() {
  %v124 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 7 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v124[%t4] : memref<8xi32>
  }
  %v153 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 1 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 7 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v153[%t13] : memref<8xi32>
  }
  %v155 = memref.alloc() : memref<8xi32>
  %t19 = arith.constant 0 : index
  %t20 = arith.constant 8 : index
  %t21 = arith.constant 1 : index
  scf.for %t22 = %t19 to %t20 step %t21 {
    %t23 = arith.index_cast %t22 : index to i32
    %t24 = arith.constant 1 : i32
    %t25 = arith.muli %t23, %t24 : i32
    %t26 = arith.constant 7 : i32
    %t27 = arith.addi %t25, %t26 : i32
    memref.store %t27, %v155[%t22] : memref<8xi32>
  }
  %t28 = arith.constant 0 : index
  %t29 = arith.constant 3 : index
  %t30 = arith.constant 1 : index
  %t31 = memref.cast %v155 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %v160, %v161 = scf.for %i156 = %t28 to %t29 step %t30 iter_args(%p157 = %t31, %p158 = %v155) -> (memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>) {
    %t32 = memref.cast %p158 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.yield %t32, %v124 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>
  }
  %v166 = memref.alloc() : memref<8xi32>
  %t33 = arith.constant 0 : index
  %t34 = arith.constant 8 : index
  %t35 = arith.constant 1 : index
  scf.for %t36 = %t33 to %t34 step %t35 {
    %t37 = arith.index_cast %t36 : index to i32
    %t38 = arith.constant 1 : i32
    %t39 = arith.muli %t37, %t38 : i32
    %t40 = arith.constant 7 : i32
    %t41 = arith.addi %t39, %t40 : i32
    memref.store %t41, %v166[%t36] : memref<8xi32>
  }
  %t43 = arith.constant 6 : index
  %t44 = memref.load %v155[%t43] : memref<8xi32>
  %t45 = arith.constant 110 : i32
  %t42 = arith.cmpi slt, %t44, %t45 : i32
  %t46 = memref.cast %v166 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t42, ^bb1(%t46, %v166 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>), ^bb2
^bb1(%p167: memref<?xi32, strided<[?], offset: ?>>, %p168: memref<8xi32>):
  cf.br ^bb3(%v166, %v153 : memref<8xi32>, memref<8xi32>)
^bb2:
  cf.br ^bb3(%v155, %v124 : memref<8xi32>, memref<8xi32>)
^bb3(%v172: memref<8xi32>, %v173: memref<8xi32>):
  %v174 = memref.alloc() : memref<8xi32>
  %t47 = arith.constant 0 : index
  %t48 = arith.constant 8 : index
  %t49 = arith.constant 1 : index
  scf.for %t50 = %t47 to %t48 step %t49 {
    %t51 = arith.index_cast %t50 : index to i32
    %t52 = arith.constant 1 : i32
    %t53 = arith.muli %t51, %t52 : i32
    %t54 = arith.constant 7 : i32
    %t55 = arith.addi %t53, %t54 : i32
    memref.store %t55, %v174[%t50] : memref<8xi32>
  }
  %v177 = memref.alloc() : memref<8xi32>
  %t56 = arith.constant 0 : index
  %t57 = arith.constant 8 : index
  %t58 = arith.constant 1 : index
  scf.for %t59 = %t56 to %t57 step %t58 {
    %t60 = arith.index_cast %t59 : index to i32
    %t61 = arith.constant 1 : i32
    %t62 = arith.muli %t60, %t61 : i32
    %t63 = arith.constant 7 : i32
    %t64 = arith.addi %t62, %t63 : i32
    memref.store %t64, %v177[%t59] : memref<8xi32>
  }
  %t65 = arith.constant true
  %t66 = arith.constant 0 : index
  %t67 = memref.cast %v177 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t68 = memref.cast %v177 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t65, ^bb4(%t66, %t67, %v177 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>), ^bb6(%t66, %t68, %v177 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb4(%i178: index, %p179: memref<?xi32, strided<[?], offset: ?>>, %p180: memref<8xi32>):
  %t69 = arith.constant 1 : index
  %t70 = arith.cmpi slt, %i178, %t69 : index
  cf.cond_br %t70, ^bb5, ^bb8(%p179, %p180 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb5:
  %t72 = arith.constant 6 : index
  %t73 = memref.load %v166[%t72] : memref<8xi32>
  %t74 = arith.constant -5 : i32
  %t71 = arith.cmpi slt, %t73, %t74 : i32
  cf.cond_br %t71, ^bb9, ^bb10
^bb9:
  return
^bb10:
  %v181 = memref.alloc() : memref<8xi32>
  %t75 = arith.constant 0 : index
  %t76 = arith.constant 8 : index
  %t77 = arith.constant 1 : index
  scf.for %t78 = %t75 to %t76 step %t77 {
    %t79 = arith.index_cast %t78 : index to i32
    %t80 = arith.constant 7 : i32
    %t81 = arith.muli %t79, %t80 : i32
    %t82 = arith.constant 69 : i32
    %t83 = arith.addi %t81, %t82 : i32
    memref.store %t83, %v181[%t78] : memref<8xi32>
  }
  %t84 = arith.constant 1 : index
  %t85 = arith.addi %i178, %t84 : index
  %t86 = memref.cast %v177 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb6(%t85, %t86, %v181 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb6(%i182: index, %p183: memref<?xi32, strided<[?], offset: ?>>, %p184: memref<8xi32>):
  %t87 = arith.constant 1 : index
  %t88 = arith.cmpi slt, %i182, %t87 : index
  cf.cond_br %t88, ^bb7, ^bb8(%p183, %p184 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb7:
  %t89 = arith.constant 1 : index
  %t90 = arith.addi %i182, %t89 : index
  %t91 = memref.cast %v177 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb4(%t90, %t91, %p184 : index, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb8(%v186: memref<?xi32, strided<[?], offset: ?>>, %v187: memref<8xi32>):
  %t92 = arith.constant true
  %v193, %v194 = scf.if %t92 -> (memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) {
    %t93 = memref.subview %v160[1] [3] [1] : memref<?xi32, strided<[?], offset: ?>> to memref<3xi32, strided<[?], offset: ?>>
    %v190 = memref.cast %t93 : memref<3xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
    %t94 = memref.cast %v155 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    %t95 = memref.cast %v174 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.yield %t94, %t95 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>
  } else {
    %t96 = arith.constant true
    %v191 = arith.select %t96, %v153, %v173 : memref<8xi32>
    %t97 = arith.constant true
    %v192 = arith.select %t97, %v124, %v155 : memref<8xi32>
    %t98 = memref.cast %v155 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    %t99 = memref.cast %v172 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
    scf.yield %t98, %t99 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>
  }
  return
}
