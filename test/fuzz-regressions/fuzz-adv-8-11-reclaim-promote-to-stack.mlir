// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-promote-to-stack,reclaim-dealloc-pipeline,test-reclaim-lower-test-dialect)' --mlir-print-op-generic -o %t.mlir
// RUN: reclaim-run %t.mlir --reference
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline,test-reclaim-lower-test-dialect)' --mlir-print-op-generic -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference
//
// Adversarial class 4/6: the public callee @f1 consumes %a4
// (reclaim_test.consume) and returns %a5 twice. The summary tells the caller
// the callee frees %v19, so the caller does not free it; the callee used to
// clone %a4 (it judged %a4 still used, as %a5 may alias it) and consume the
// clone: %v19 leaked. A consumed value that may be an argument is now the
// program's hand-over, whatever follows it, as in the summary.
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 8 --start 11 --count 1 --size 8 --pipelines reclaim-promote-to-stack --adversarial
// The pipeline failed with: leak.
//   leak at <input>:10:10 (memref.alloc)

memref.global "private" @g0 : memref<8xi32> = dense<[58, 94, 65, 89, 66, 92, 15, 7]>

func.func @f1(%a4: memref<8xi32>, %a5: memref<8xi32>) -> (memref<8xi32>, memref<8xi32>) {
  reclaim_test.consume %a4 : memref<8xi32>
  return %a5, %a5 : memref<8xi32>, memref<8xi32>
}

func.func @main() {
  %v19 = memref.alloc() : memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 70 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v19[%t4] : memref<8xi32>
  }
  %v20 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 4 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 10 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v20[%t13] : memref<8xi32>
  }
  %v21, %v22 = func.call @f1(%v19, %v20) : (memref<8xi32>, memref<8xi32>) -> (memref<8xi32>, memref<8xi32>)
  return
}
