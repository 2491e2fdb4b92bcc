// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' --mlir-print-op-generic -o %t.mlir
// RUN: reclaim-run %t.mlir --reference
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' --mlir-print-op-generic -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference
//
// Adversarial class 5: @f0 applies reclaim_test.opaque (unknown effects,
// unknown-ops=keep-alive) to its argument %a3; the caller @f1 passes %v63
// there and returns %v63. The pass used to reject the program ("'func.return'
// op returns a buffer whose address escaped tracking"): the module summary
// counted the unknown op as capturing %a3. Under keep-alive an unknown op
// keeps the buffer alive until its own function returns (docs/Ownership.md),
// so for the callers the callee only uses it: the summary is built that way
// under keep-alive.
//
// Found by reclaim-fuzz and reduced automatically; reproduce with
//   reclaim-fuzz.py --seed 3 --start 117 --count 1 --size 10 --pipelines dealloc --adversarial
// The pipeline failed with: error.
//   <input>:78:3: error: 'func.return' op returns a buffer whose address escaped tracking; Reclaim canno

memref.global "private" @g0 : memref<8xi32> = dense<[97, 80, -3, 25, 18, 16, -19, 49]>
memref.global "private" @g1 : memref<8xi32> = dense<[0, 60, -7, 64, 28, 10, 92, 70]>

func.func @f0(%a1: memref<8xi32>, %a2: memref<?xi32, strided<[?], offset: ?>>, %a3: memref<8xi32>) -> (memref<8xi32>) {
  reclaim_test.opaque %a3 : memref<8xi32>
  %v25_n = arith.constant 8 : index
  %v25_d = memref.alloc(%v25_n) : memref<?xi32>
  %v25 = memref.cast %v25_d : memref<?xi32> to memref<8xi32>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 8 : index
  %t3 = arith.constant 1 : index
  scf.for %t4 = %t1 to %t2 step %t3 {
    %t5 = arith.index_cast %t4 : index to i32
    %t6 = arith.constant 1 : i32
    %t7 = arith.muli %t5, %t6 : i32
    %t8 = arith.constant 21 : i32
    %t9 = arith.addi %t7, %t8 : i32
    memref.store %t9, %v25[%t4] : memref<8xi32>
  }
  return %v25 : memref<8xi32>
}

func.func @f1(%a26: memref<8xi32>, %depth: index) -> (memref<16xi32>, memref<8xi32>) {
  %v63 = memref.alloc() : memref<8xi32>
  %t10 = arith.constant 0 : index
  %t11 = arith.constant 8 : index
  %t12 = arith.constant 1 : index
  scf.for %t13 = %t10 to %t11 step %t12 {
    %t14 = arith.index_cast %t13 : index to i32
    %t15 = arith.constant 6 : i32
    %t16 = arith.muli %t14, %t15 : i32
    %t17 = arith.constant 5 : i32
    %t18 = arith.addi %t16, %t17 : i32
    memref.store %t18, %v63[%t13] : memref<8xi32>
  }
  %v82 = memref.alloc() : memref<8xi32>
  %t19 = arith.constant 0 : index
  %t20 = arith.constant 8 : index
  %t21 = arith.constant 1 : index
  scf.for %t22 = %t19 to %t20 step %t21 {
    %t23 = arith.index_cast %t22 : index to i32
    %t24 = arith.constant 1 : i32
    %t25 = arith.muli %t23, %t24 : i32
    %t26 = arith.constant 7 : i32
    %t27 = arith.addi %t25, %t26 : i32
    memref.store %t27, %v82[%t22] : memref<8xi32>
  }
  %v249 = memref.alloc() : memref<8xi32>
  %t28 = arith.constant 0 : index
  %t29 = arith.constant 8 : index
  %t30 = arith.constant 1 : index
  scf.for %t31 = %t28 to %t29 step %t30 {
    %t32 = arith.index_cast %t31 : index to i32
    %t33 = arith.constant 1 : i32
    %t34 = arith.muli %t32, %t33 : i32
    %t35 = arith.constant 7 : i32
    %t36 = arith.addi %t34, %t35 : i32
    memref.store %t36, %v249[%t31] : memref<8xi32>
  }
  %t37 = memref.cast %v82 : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  %v250 = func.call @f0(%v249, %t37, %v63) : (memref<8xi32>, memref<?xi32, strided<[?], offset: ?>>, memref<8xi32>) -> (memref<8xi32>)
  %t40 = arith.constant 16 : index
  %t38 = memref.cast %a26 : memref<8xi32> to memref<?xi32>
  %t39 = memref.realloc %t38(%t40) : memref<?xi32> to memref<?xi32>
  %v263 = memref.cast %t39 : memref<?xi32> to memref<16xi32>
  %t41 = arith.constant 8 : index
  %t42 = arith.constant 16 : index
  %t43 = arith.constant 1 : index
  scf.for %t44 = %t41 to %t42 step %t43 {
    %t45 = arith.index_cast %t44 : index to i32
    %t46 = arith.constant 2 : i32
    %t47 = arith.muli %t45, %t46 : i32
    %t48 = arith.constant 50 : i32
    %t49 = arith.addi %t47, %t48 : i32
    memref.store %t49, %v263[%t44] : memref<16xi32>
  }
  return %v263, %v63 : memref<16xi32>, memref<8xi32>
}

func.func @main() {
  return
}
