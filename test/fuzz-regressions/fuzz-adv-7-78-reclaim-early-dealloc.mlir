// Output size: 205 lines of input gave 4,346 lines of output (more than
// the fuzzer's 20x). The program has an unreachable block whose op uses its
// own result (%t38 = arith.addi %t38, %t37): reclaim-canonicalize's patterns
// rewrote it until the walk's budget stopped them, in every canonicalize of
// the pipeline, so the deallocs at the cf branches were never simplified
// and their lowering compared the buffers pairwise. Unreachable blocks are
// now erased before the walk (test/Transforms/canonicalize-rewrite-cycle.mlir);
// the program has no observable output, so the pipeline's output is the
// empty @main.
//
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},reclaim-early-dealloc,test-reclaim-lower-test-dialect)' -o %t.mlir 2>&1 | FileCheck %s --allow-empty --check-prefix=REMARK
// RUN: reclaim-run %t.mlir --reference
// RUN: wc -l < %t.mlir | FileCheck %s --check-prefix=SIZE
// REMARK-NOT: stopped after
// SIZE: {{^ *([0-9]{1,2}|[1-3][0-9]{2})$}}
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 7 --start 78 --count 1 --size 4 --pipelines reclaim-early-dealloc --adversarial
// The pipeline failed with: output-blowup.
//   output-blowup: 4346 lines of output from 205 lines of input

memref.global "private" @g0 : memref<8xi32> = dense<[30, 36, -7, 46, 80, 81, 44, 21]>

func.func @main() {
  %t2 = memref.get_global @g0 : memref<8xi32>
  %t3 = arith.constant 0 : index
  %t4 = memref.load %t2[%t3] : memref<8xi32>
  %t5 = arith.constant 13 : i32
  %t1 = arith.cmpi slt, %t4, %t5 : i32
  %v1 = memref.alloc() : memref<8xi32>
  %t6 = arith.constant 0 : index
  %t7 = arith.constant 8 : index
  %t8 = arith.constant 1 : index
  scf.for %t9 = %t6 to %t7 step %t8 {
    %t10 = arith.index_cast %t9 : index to i32
    %t11 = arith.constant 1 : i32
    %t12 = arith.muli %t10, %t11 : i32
    %t13 = arith.constant 7 : i32
    %t14 = arith.addi %t12, %t13 : i32
    memref.store %t14, %v1[%t9] : memref<8xi32>
  }
  %v2 = memref.alloc() : memref<8xi32>
  %t15 = arith.constant 0 : index
  %t16 = arith.constant 8 : index
  %t17 = arith.constant 1 : index
  scf.for %t18 = %t15 to %t16 step %t17 {
    %t19 = arith.index_cast %t18 : index to i32
    %t20 = arith.constant 1 : i32
    %t21 = arith.muli %t19, %t20 : i32
    %t22 = arith.constant 7 : i32
    %t23 = arith.addi %t21, %t22 : i32
    memref.store %t23, %v2[%t18] : memref<8xi32>
  }
  %t24 = memref.subview %v2[0] [5] [1] : memref<8xi32> to memref<5xi32, strided<[1], offset: 0>>
  %v3 = memref.cast %t24 : memref<5xi32, strided<[1], offset: 0>> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t1, ^bb1, ^bb2
^bb1:
  %v5_n = arith.constant 8 : index
  %v5_d = memref.alloc(%v5_n) : memref<?xi32>
  %v5 = memref.cast %v5_d : memref<?xi32> to memref<8xi32>
  %t25 = arith.constant 0 : index
  %t26 = arith.constant 8 : index
  %t27 = arith.constant 1 : index
  scf.for %t28 = %t25 to %t26 step %t27 {
    %t29 = arith.index_cast %t28 : index to i32
    %t30 = arith.constant 1 : i32
    %t31 = arith.muli %t29, %t30 : i32
    %t32 = arith.constant 84 : i32
    %t33 = arith.addi %t31, %t32 : i32
    memref.store %t33, %v5[%t28] : memref<8xi32>
  }
  cf.br ^bb3(%v5, %v5 : memref<8xi32>, memref<8xi32>)
^bb2:
  cf.br ^bb3(%v1, %v1 : memref<8xi32>, memref<8xi32>)
^bb3(%v6: memref<8xi32>, %v7: memref<8xi32>):
  %t34 = arith.constant false
  cf.cond_br %t34, ^bb4, ^bb5
^bb4:
  %t35 = memref.cast %v6 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb6(%t35 : memref<?xi32, strided<[?], offset: ?>>)
^bb5:
  return
^bb6(%v9: memref<?xi32, strided<[?], offset: ?>>):
  %t36 = arith.constant true
  cf.cond_br %t36, ^bb7, ^bb8
^bb7:
  cf.br ^bb9(%v7 : memref<8xi32>)
^bb8:
  cf.br ^bb9(%v2 : memref<8xi32>)
^bb10:
  %t37 = arith.constant 1 : index
  %t38 = arith.addi %t38, %t37 : index
  %t39 = arith.constant 4 : index
  %t40 = memref.load %v3[%t39] : memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb10
^bb9(%v22: memref<8xi32>):
  %t41 = arith.constant true
  %t42 = memref.cast %v6 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %t43 = memref.cast %v2 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t41, ^bb11, ^bb12(%t42, %t43 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>)
^bb11:
  cf.br ^bb13(%v9 : memref<?xi32, strided<[?], offset: ?>>)
^bb12(%p23: memref<?xi32, strided<[?], offset: ?>>, %p24: memref<?xi32, strided<[?], offset: ?>>):
  %t44 = memref.cast %v6 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb13(%t44 : memref<?xi32, strided<[?], offset: ?>>)
^bb13(%v27: memref<?xi32, strided<[?], offset: ?>>):
  %t45 = memref.cast %v2 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.cond_br %t1, ^bb14, ^bb15(%t45, %v7 : memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>)
^bb14:
  %t47 = arith.constant 4 : index
  %t48 = memref.load %v6[%t47] : memref<8xi32>
  %t49 = arith.constant 100 : i32
  %t46 = arith.cmpi slt, %t48, %t49 : i32
  %t50 = memref.cast %v6 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %v31 = arith.select %t46, %t50, %v9 : memref<?xi32, strided<[?], offset: ?>>
  %v32 = memref.alloc() : memref<8xi32>
  %t51 = arith.constant 0 : index
  %t52 = arith.constant 8 : index
  %t53 = arith.constant 1 : index
  scf.for %t54 = %t51 to %t52 step %t53 {
    %t55 = arith.index_cast %t54 : index to i32
    %t56 = arith.constant 5 : i32
    %t57 = arith.muli %t55, %t56 : i32
    %t58 = arith.constant 32 : i32
    %t59 = arith.addi %t57, %t58 : i32
    memref.store %t59, %v32[%t54] : memref<8xi32>
  }
  cf.br ^bb16(%v32 : memref<8xi32>)
^bb15(%p28: memref<?xi32, strided<[?], offset: ?>>, %p29: memref<8xi32>):
  cf.br ^bb16(%v2 : memref<8xi32>)
^bb16(%v33: memref<8xi32>):
  %v44 = memref.alloc() : memref<8xi32>
  %t60 = arith.constant 0 : index
  %t61 = arith.constant 8 : index
  %t62 = arith.constant 1 : index
  scf.for %t63 = %t60 to %t61 step %t62 {
    %t64 = arith.index_cast %t63 : index to i32
    %t65 = arith.constant 1 : i32
    %t66 = arith.muli %t64, %t65 : i32
    %t67 = arith.constant 7 : i32
    %t68 = arith.addi %t66, %t67 : i32
    memref.store %t68, %v44[%t63] : memref<8xi32>
  }
  %v51 = memref.alloc() : memref<8xi32>
  %t69 = arith.constant 0 : index
  %t70 = arith.constant 8 : index
  %t71 = arith.constant 1 : index
  scf.for %t72 = %t69 to %t70 step %t71 {
    %t73 = arith.index_cast %t72 : index to i32
    %t74 = arith.constant 1 : i32
    %t75 = arith.muli %t73, %t74 : i32
    %t76 = arith.constant 7 : i32
    %t77 = arith.addi %t75, %t76 : i32
    memref.store %t77, %v51[%t72] : memref<8xi32>
  }
  %v52 = memref.alloc() : memref<8xi32>
  %t78 = arith.constant 0 : index
  %t79 = arith.constant 8 : index
  %t80 = arith.constant 1 : index
  scf.for %t81 = %t78 to %t79 step %t80 {
    %t82 = arith.index_cast %t81 : index to i32
    %t83 = arith.constant 1 : i32
    %t84 = arith.muli %t82, %t83 : i32
    %t85 = arith.constant 7 : i32
    %t86 = arith.addi %t84, %t85 : i32
    memref.store %t86, %v52[%t81] : memref<8xi32>
  }
  %v62 = memref.alloc() : memref<8xi32>
  %t87 = arith.constant 0 : index
  %t88 = arith.constant 8 : index
  %t89 = arith.constant 1 : index
  scf.for %t90 = %t87 to %t88 step %t89 {
    %t91 = arith.index_cast %t90 : index to i32
    %t92 = arith.constant 1 : i32
    %t93 = arith.muli %t91, %t92 : i32
    %t94 = arith.constant 7 : i32
    %t95 = arith.addi %t93, %t94 : i32
    memref.store %t95, %v62[%t90] : memref<8xi32>
  }
  %v67 = memref.alloc() : memref<8xi32>
  %t96 = arith.constant 0 : index
  %t97 = arith.constant 8 : index
  %t98 = arith.constant 1 : index
  scf.for %t99 = %t96 to %t97 step %t98 {
    %t100 = arith.index_cast %t99 : index to i32
    %t101 = arith.constant 1 : i32
    %t102 = arith.muli %t100, %t101 : i32
    %t103 = arith.constant 7 : i32
    %t104 = arith.addi %t102, %t103 : i32
    memref.store %t104, %v67[%t99] : memref<8xi32>
  }
  %t105 = arith.constant true
  cf.cond_br %t105, ^bb17(%v7 : memref<8xi32>), ^bb18
^bb17(%p101: memref<8xi32>):
  %t106 = memref.cast %v52 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb19(%t106 : memref<?xi32, strided<[?], offset: ?>>)
^bb18:
  %t107 = memref.cast %v44 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb19(%t107 : memref<?xi32, strided<[?], offset: ?>>)
^bb20:
  %t108 = arith.constant 1 : index
  %t109 = arith.addi %t109, %t108 : index
  %t110 = arith.constant 2 : index
  %t111 = memref.load %v51[%t110] : memref<8xi32>
  cf.br ^bb17(%v7 : memref<8xi32>)
^bb19(%v104: memref<?xi32, strided<[?], offset: ?>>):
  %t112 = arith.constant 0 : index
  %t113 = memref.load %v7[%t112] : memref<8xi32>
  %t114 = arith.constant 3 : i32
  %t115 = arith.remui %t113, %t114 : i32
  cf.switch %t115 : i32, [default: ^bb24, 0: ^bb22, 1: ^bb23]
^bb22:
  %t116 = memref.cast %v33 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb21(%t116 : memref<?xi32, strided<[?], offset: ?>>)
^bb23:
  %t117 = memref.cast %v62 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb21(%t117 : memref<?xi32, strided<[?], offset: ?>>)
^bb24:
  reclaim_test.opaque %v27 : memref<?xi32, strided<[?], offset: ?>>
  %t118 = memref.cast %v67 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  cf.br ^bb21(%t118 : memref<?xi32, strided<[?], offset: ?>>)
^bb21(%v108: memref<?xi32, strided<[?], offset: ?>>):
  return
}
