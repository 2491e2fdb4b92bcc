// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline,reclaim-early-dealloc --reference
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 77 --start 25 --count 1 --size 4 --pipelines reclaim-early-dealloc --adversarial
// The pipeline failed with: error.
//   <input>:283:11: error: operand #0 does not dominate this use

memref.global "private" @g0 : memref<8xi32> = dense<[85, 58, 96, 75, 82, 61, 75, 20]>

func.func @main() {
  %t2 = memref.get_global @g0 : memref<8xi32>
  %t3 = arith.constant 2 : index
  %t4 = memref.load %t2[%t3] : memref<8xi32>
  %t5 = arith.constant 68 : i32
  %t1 = arith.cmpi slt, %t4, %t5 : i32
  %v22 = memref.alloc() : memref<8xi32>
  %t6 = arith.constant 0 : index
  %t7 = arith.constant 8 : index
  %t8 = arith.constant 1 : index
  scf.for %t9 = %t6 to %t7 step %t8 {
    %t10 = arith.index_cast %t9 : index to i32
    %t11 = arith.constant 3 : i32
    %t12 = arith.muli %t10, %t11 : i32
    %t13 = arith.constant 58 : i32
    %t14 = arith.addi %t12, %t13 : i32
    memref.store %t14, %v22[%t9] : memref<8xi32>
  }
  %v23 = memref.expand_shape %v22 [[0, 1]] output_shape [2, 4] : memref<8xi32> into memref<2x4xi32>
  %v25 = memref.collapse_shape %v23 [[0, 1]] : memref<2x4xi32> into memref<8xi32>
  %v27 = memref.alloc() : memref<8xi32>
  %t15 = arith.constant 0 : index
  %t16 = arith.constant 8 : index
  %t17 = arith.constant 1 : index
  scf.for %t18 = %t15 to %t16 step %t17 {
    %t19 = arith.index_cast %t18 : index to i32
    %t20 = arith.constant 1 : i32
    %t21 = arith.muli %t19, %t20 : i32
    %t22 = arith.constant 7 : i32
    %t23 = arith.addi %t21, %t22 : i32
    memref.store %t23, %v27[%t18] : memref<8xi32>
  }
  %v31 = memref.alloc() : memref<8xi32>
  %t24 = arith.constant 0 : index
  %t25 = arith.constant 8 : index
  %t26 = arith.constant 1 : index
  scf.for %t27 = %t24 to %t25 step %t26 {
    %t28 = arith.index_cast %t27 : index to i32
    %t29 = arith.constant 1 : i32
    %t30 = arith.muli %t28, %t29 : i32
    %t31 = arith.constant 7 : i32
    %t32 = arith.addi %t30, %t31 : i32
    memref.store %t32, %v31[%t27] : memref<8xi32>
  }
  %v34 = memref.alloc() : memref<8xi32>
  %t33 = arith.constant 0 : index
  %t34 = arith.constant 8 : index
  %t35 = arith.constant 1 : index
  scf.for %t36 = %t33 to %t34 step %t35 {
    %t37 = arith.index_cast %t36 : index to i32
    %t38 = arith.constant 1 : i32
    %t39 = arith.muli %t37, %t38 : i32
    %t40 = arith.constant 7 : i32
    %t41 = arith.addi %t39, %t40 : i32
    memref.store %t41, %v34[%t36] : memref<8xi32>
  }
  %t42 = arith.constant true
  %t43 = memref.cast %v31 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t42, ^bb1(%t43 : memref<?xi32, strided<[?], offset: ?>>), ^bb2(%v27 : memref<8xi32>)
^bb1(%p35: memref<?xi32, strided<[?], offset: ?>>):
  %v41_n = arith.constant 8 : index
  %v41_d = memref.alloc(%v41_n) : memref<?xi32>
  %v41 = memref.cast %v41_d : memref<?xi32> to memref<8xi32>
  %t44 = arith.constant 0 : index
  %t45 = arith.constant 8 : index
  %t46 = arith.constant 1 : index
  scf.for %t47 = %t44 to %t45 step %t46 {
    %t48 = arith.index_cast %t47 : index to i32
    %t49 = arith.constant 5 : i32
    %t50 = arith.muli %t48, %t49 : i32
    %t51 = arith.constant 60 : i32
    %t52 = arith.addi %t50, %t51 : i32
    memref.store %t52, %v41[%t47] : memref<8xi32>
  }
  %t53 = memref.cast %v41 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t54 = memref.cast %v27 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb3(%t53, %t54 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb2(%p36: memref<8xi32>):
  %t55 = arith.constant false
  cf.cond_br %t55, ^bb4, ^bb5
^bb4:
  return
^bb5:
  %t56 = memref.cast %p36 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t57 = memref.cast %v25 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb3(%t56, %t57 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb3(%v42: memref<?xi32, strided<[?], offset: ?>>, %v43: memref<?xi32, strided<[?], offset: ?>>):
  %v59 = memref.alloc() : memref<8xi32>
  %t58 = arith.constant 0 : index
  %t59 = arith.constant 8 : index
  %t60 = arith.constant 1 : index
  scf.for %t61 = %t58 to %t59 step %t60 {
    %t62 = arith.index_cast %t61 : index to i32
    %t63 = arith.constant 1 : i32
    %t64 = arith.muli %t62, %t63 : i32
    %t65 = arith.constant 7 : i32
    %t66 = arith.addi %t64, %t65 : i32
    memref.store %t66, %v59[%t61] : memref<8xi32>
  }
  %t67 = arith.constant true
  cf.cond_br %t67, ^bb6, ^bb7(%v22 : memref<8xi32>)
^bb6:
  %t68 = memref.cast %v22 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb8(%t68 : memref<?xi32, strided<[?], offset: ?>>)
^bb7(%p60: memref<8xi32>):
  %v63 = memref.alloc() : memref<8xi32>
  %t69 = arith.constant 0 : index
  %t70 = arith.constant 8 : index
  %t71 = arith.constant 1 : index
  scf.for %t72 = %t69 to %t70 step %t71 {
    %t73 = arith.index_cast %t72 : index to i32
    %t74 = arith.constant 6 : i32
    %t75 = arith.muli %t73, %t74 : i32
    %t76 = arith.constant 47 : i32
    %t77 = arith.addi %t75, %t76 : i32
    memref.store %t77, %v63[%t72] : memref<8xi32>
  }
  %t78 = memref.cast %v63 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb8(%t78 : memref<?xi32, strided<[?], offset: ?>>)
^bb8(%v64: memref<?xi32, strided<[?], offset: ?>>):
  %v65 = memref.alloc() : memref<8xi32>
  %t79 = arith.constant 0 : index
  %t80 = arith.constant 8 : index
  %t81 = arith.constant 1 : index
  scf.for %t82 = %t79 to %t80 step %t81 {
    %t83 = arith.index_cast %t82 : index to i32
    %t84 = arith.constant 1 : i32
    %t85 = arith.muli %t83, %t84 : i32
    %t86 = arith.constant 7 : i32
    %t87 = arith.addi %t85, %t86 : i32
    memref.store %t87, %v65[%t82] : memref<8xi32>
  }
  %v71 = memref.alloc() : memref<8xi32>
  %t88 = arith.constant 0 : index
  %t89 = arith.constant 8 : index
  %t90 = arith.constant 1 : index
  scf.for %t91 = %t88 to %t89 step %t90 {
    %t92 = arith.index_cast %t91 : index to i32
    %t93 = arith.constant 1 : i32
    %t94 = arith.muli %t92, %t93 : i32
    %t95 = arith.constant 7 : i32
    %t96 = arith.addi %t94, %t95 : i32
    memref.store %t96, %v71[%t91] : memref<8xi32>
  }
  %v73 = memref.alloc() : memref<8xi32>
  %t97 = arith.constant 0 : index
  %t98 = arith.constant 8 : index
  %t99 = arith.constant 1 : index
  scf.for %t100 = %t97 to %t98 step %t99 {
    %t101 = arith.index_cast %t100 : index to i32
    %t102 = arith.constant 1 : i32
    %t103 = arith.muli %t101, %t102 : i32
    %t104 = arith.constant 7 : i32
    %t105 = arith.addi %t103, %t104 : i32
    memref.store %t105, %v73[%t100] : memref<8xi32>
  }
  %v81 = memref.alloc() : memref<8xi32>
  %t106 = arith.constant 0 : index
  %t107 = arith.constant 8 : index
  %t108 = arith.constant 1 : index
  scf.for %t109 = %t106 to %t107 step %t108 {
    %t110 = arith.index_cast %t109 : index to i32
    %t111 = arith.constant 1 : i32
    %t112 = arith.muli %t110, %t111 : i32
    %t113 = arith.constant 7 : i32
    %t114 = arith.addi %t112, %t113 : i32
    memref.store %t114, %v81[%t109] : memref<8xi32>
  }
  %v86 = memref.alloc() : memref<8xi32>
  %t115 = arith.constant 0 : index
  %t116 = arith.constant 8 : index
  %t117 = arith.constant 1 : index
  scf.for %t118 = %t115 to %t116 step %t117 {
    %t119 = arith.index_cast %t118 : index to i32
    %t120 = arith.constant 1 : i32
    %t121 = arith.muli %t119, %t120 : i32
    %t122 = arith.constant 7 : i32
    %t123 = arith.addi %t121, %t122 : i32
    memref.store %t123, %v86[%t118] : memref<8xi32>
  }
  %v91 = memref.alloc() : memref<8xi32>
  %t124 = arith.constant 0 : index
  %t125 = arith.constant 8 : index
  %t126 = arith.constant 1 : index
  scf.for %t127 = %t124 to %t125 step %t126 {
    %t128 = arith.index_cast %t127 : index to i32
    %t129 = arith.constant 1 : i32
    %t130 = arith.muli %t128, %t129 : i32
    %t131 = arith.constant 7 : i32
    %t132 = arith.addi %t130, %t131 : i32
    memref.store %t132, %v91[%t127] : memref<8xi32>
  }
  %v101 = memref.alloc() : memref<8xi32>
  %t133 = arith.constant 0 : index
  %t134 = arith.constant 8 : index
  %t135 = arith.constant 1 : index
  scf.for %t136 = %t133 to %t134 step %t135 {
    %t137 = arith.index_cast %t136 : index to i32
    %t138 = arith.constant 1 : i32
    %t139 = arith.muli %t137, %t138 : i32
    %t140 = arith.constant 7 : i32
    %t141 = arith.addi %t139, %t140 : i32
    memref.store %t141, %v101[%t136] : memref<8xi32>
  }
  %v109 = memref.alloc() : memref<8xi32>
  %t142 = arith.constant 0 : index
  %t143 = arith.constant 8 : index
  %t144 = arith.constant 1 : index
  scf.for %t145 = %t142 to %t143 step %t144 {
    %t146 = arith.index_cast %t145 : index to i32
    %t147 = arith.constant 1 : i32
    %t148 = arith.muli %t146, %t147 : i32
    %t149 = arith.constant 7 : i32
    %t150 = arith.addi %t148, %t149 : i32
    memref.store %t150, %v109[%t145] : memref<8xi32>
  }
  %v114 = memref.alloc() : memref<8xi32>
  %t151 = arith.constant 0 : index
  %t152 = arith.constant 8 : index
  %t153 = arith.constant 1 : index
  scf.for %t154 = %t151 to %t152 step %t153 {
    %t155 = arith.index_cast %t154 : index to i32
    %t156 = arith.constant 1 : i32
    %t157 = arith.muli %t155, %t156 : i32
    %t158 = arith.constant 7 : i32
    %t159 = arith.addi %t157, %t158 : i32
    memref.store %t159, %v114[%t154] : memref<8xi32>
  }
  %t160 = arith.constant true
  %t161 = memref.cast %v101 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t162 = memref.cast %v81 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t160, ^bb9(%v59, %v101 : memref<8xi32>, memref<8xi32>), ^bb10(%t161, %t162 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb9(%p130: memref<8xi32>, %p131: memref<8xi32>):
  %t163 = memref.cast %v91 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb11(%t163, %v73 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb10(%p132: memref<?xi32, strided<[?], offset: ?>>, %p133: memref<?xi32, strided<[?], offset: ?>>):
  %t164 = memref.cast %v71 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb11(%t164, %v109 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb12:
  %t165 = arith.constant 1 : index
  %t166 = arith.addi %t166, %t165 : index
  %t167 = arith.constant 7 : index
  %t168 = memref.load %v114[%t167] : memref<8xi32>
  cf.br ^bb9(%v59, %v101 : memref<8xi32>, memref<8xi32>)
^bb11(%v135: memref<?xi32, strided<[?], offset: ?>>, %v136: memref<8xi32>):
  %v142 = memref.alloc() : memref<8xi32>
  %t169 = arith.constant 0 : index
  %t170 = arith.constant 8 : index
  %t171 = arith.constant 1 : index
  scf.for %t172 = %t169 to %t170 step %t171 {
    %t173 = arith.index_cast %t172 : index to i32
    %t174 = arith.constant 1 : i32
    %t175 = arith.muli %t173, %t174 : i32
    %t176 = arith.constant 7 : i32
    %t177 = arith.addi %t175, %t176 : i32
    memref.store %t177, %v142[%t172] : memref<8xi32>
  }
  %v179 = memref.alloc() : memref<8xi32>
  %t178 = arith.constant 0 : index
  %t179 = arith.constant 8 : index
  %t180 = arith.constant 1 : index
  scf.for %t181 = %t178 to %t179 step %t180 {
    %t182 = arith.index_cast %t181 : index to i32
    %t183 = arith.constant 1 : i32
    %t184 = arith.muli %t182, %t183 : i32
    %t185 = arith.constant 7 : i32
    %t186 = arith.addi %t184, %t185 : i32
    memref.store %t186, %v179[%t181] : memref<8xi32>
  }
  %t188 = arith.constant 1 : index
  %t189 = memref.load %v31[%t188] : memref<8xi32>
  %t190 = arith.constant 0 : i32
  %t187 = arith.cmpi slt, %t189, %t190 : i32
  %t191 = memref.cast %v86 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t187, ^bb13, ^bb14(%v25, %t191 : memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>)
^bb13:
  %t193 = arith.constant 7 : index
  %t194 = memref.load %v43[%t193] : memref<?xi32, strided<[?], offset: ?>>
  %t195 = arith.constant 38 : i32
  %t192 = arith.cmpi slt, %t194, %t195 : i32
  %t196 = memref.cast %v34 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %v182 = arith.select %t192, %v64, %t196 : memref<?xi32, strided<[?], offset: ?>>
  %t197 = memref.cast %v179 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb15(%t197 : memref<?xi32, strided<[?], offset: ?>>)
^bb14(%p180: memref<8xi32>, %p181: memref<?xi32, strided<[?], offset: ?>>):
  cf.br ^bb15(%v42 : memref<?xi32, strided<[?], offset: ?>>)
^bb15(%v183: memref<?xi32, strided<[?], offset: ?>>):
  %t199 = arith.constant 4 : index
  %t200 = memref.load %v22[%t199] : memref<8xi32>
  %t201 = arith.constant 23 : i32
  %t198 = arith.cmpi slt, %t200, %t201 : i32
  %t202 = memref.cast %v101 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t198, ^bb16(%v65, %t202 : memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>), ^bb17
^bb16(%p184: memref<8xi32>, %p185: memref<?xi32, strided<[?], offset: ?>>):
  return
^bb17:
  cf.br ^bb18
^bb19:
  %t203 = arith.constant 1 : index
  %t204 = arith.addi %t204, %t203 : index
  %t205 = arith.constant 2 : index
  %t206 = memref.load %v142[%t205] : memref<8xi32>
  cf.br ^bb19
^bb18:
  return
}
