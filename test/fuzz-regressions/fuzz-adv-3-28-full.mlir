// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline,test-reclaim-lower-test-dialect)' -o %t.mlir
// RUN: reclaim-run %t.mlir --reference
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline,test-reclaim-lower-test-dialect)' -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference
// RUN: sed 's/func.func private @f0/func.func @f0/' %s > %t3.in.mlir
// RUN: reclaim-test-opt %t3.in.mlir --pass-pipeline='builtin.module(reclaim-pipeline,test-reclaim-lower-test-dialect)' -o %t3.mlir
// RUN: reclaim-run %t3.mlir --reference
//
// Adversarial class 4/6 (a callee frees its argument with reclaim_test.consume):
// the module summary counts the consume as the callee freeing its argument, so
// the caller does not free %v79; inside the callee the argument was not owned,
// so the consume got a copy and the argument itself was never freed (leak of
// the caller's allocation, also with a public callee and with
// reclaim-dealloc-pipeline). Fixed: a consumed argument is the program's own
// hand-over, like a free of the argument; no copy.
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 3 --start 28 --count 1 --size 10 --pipelines full --adversarial
// The pipeline failed with: leak.
//   leak at <input>:25:10 (memref.alloc)

memref.global "private" @g0 : memref<8xi32> = dense<[70, 18, 99, 64, 26, 38, 71, 69]>
memref.global "private" @g1 : memref<8xi32> = dense<[16, 39, 57, 76, 98, 89, 52, 25]>

func.func private @f0(%a1: memref<8xi32>) -> (memref<8xi32>) {
  reclaim_test.consume %a1 : memref<8xi32>
  %v9_n = arith.constant 8 : index
  %v9_d = memref.alloc(%v9_n) : memref<?xi32>
  %v9 = memref.cast %v9_d : memref<?xi32> to memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 5 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 81 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v9[%t4] : memref<8xi32>
  }
  return %v9 : memref<8xi32>
}

func.func @main() {
  %v79 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 2 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 85 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v79[%t13] : memref<8xi32>
  }
  %v80 = func.call @f0(%v79) : (memref<8xi32>) -> (memref<8xi32>)
  return
}
