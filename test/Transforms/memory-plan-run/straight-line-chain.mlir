// A straight-line chain of temporaries A -> B -> C -> D (8, 8, 4 and 2
// elements), each dead once the next one is computed, so A may share bytes
// with C and B with D, but no step may share with its own source, and none
// with %keep, which is live across the whole chain. Each step first fills its
// destination with -1 and then reads its source in reverse order, so a
// destination overlapping its source or %keep changes the printed values.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %m1 = arith.constant -1 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %ten = arith.constant 10 : i64
  %hundred = arith.constant 100 : i64
  %thousand = arith.constant 1000 : i64

  // %keep = [1000, 2000, 3000, 4000]
  %keep = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %ii, %one : i64
    %v = arith.muli %ip, %thousand : i64
    memref.store %v, %keep[%i] : memref<4xi64>
  }

  // A[i] = i + 1 = [1, 2, 3, 4, 5, 6, 7, 8]
  %A = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %one : i64
    memref.store %v, %A[%i] : memref<8xi64>
  }

  // B[i] = A[7 - i] * 10 + i = [80, 71, 62, 53, 44, 35, 26, 17]; A dies.
  %B = memref.alloc() : memref<8xi64>
  linalg.fill ins(%m1 : i64) outs(%B : memref<8xi64>)
  scf.for %i = %c0 to %c8 step %c1 {
    %j = arith.subi %c7, %i : index
    %a = memref.load %A[%j] : memref<8xi64>
    %ii = arith.index_cast %i : index to i64
    %x = arith.muli %a, %ten : i64
    %v = arith.addi %x, %ii : i64
    memref.store %v, %B[%i] : memref<8xi64>
  }

  // C[i] = B[7 - i] * 2 + B[i] = [114, 123, 132, 141]; B dies.
  %C = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%C : memref<4xi64>)
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.subi %c7, %i : index
    %b1 = memref.load %B[%j] : memref<8xi64>
    %b2 = memref.load %B[%i] : memref<8xi64>
    %x = arith.muli %b1, %two : i64
    %v = arith.addi %x, %b2 : i64
    memref.store %v, %C[%i] : memref<4xi64>
  }

  // D[i] = C[3 - i] + 100 * C[i] = [11541, 12432]; C dies.
  %D = memref.alloc() : memref<2xi64>
  linalg.fill ins(%m1 : i64) outs(%D : memref<2xi64>)
  scf.for %i = %c0 to %c2 step %c1 {
    %j = arith.subi %c3, %i : index
    %x1 = memref.load %C[%j] : memref<4xi64>
    %x2 = memref.load %C[%i] : memref<4xi64>
    %y = arith.muli %x2, %hundred : i64
    %v = arith.addi %x1, %y : i64
    memref.store %v, %D[%i] : memref<2xi64>
  }

  %ud = memref.cast %D : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  %uk = memref.cast %keep : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%uk) : (memref<*xi64>) -> ()
  return
}

// CHECK: [11541, {{ *}}12432]
// CHECK: [1000, {{ *}}2000, {{ *}}3000, {{ *}}4000]
// CHECK: defects: none
