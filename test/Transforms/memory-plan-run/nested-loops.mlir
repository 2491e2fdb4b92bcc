// Nested scf.for loops: the outer body allocates %o and %m, live across the
// whole inner loop; the inner body allocates %in, which dies in the inner
// iteration, and reads %o, %g (allocated before both loops) after filling
// %in, and writes %m, which the outer body reads after the inner loop.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %hundred = arith.constant 100 : i64

  // %g = [1, 2, 3, 4]
  %g = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    memref.store %jp, %g[%j] : memref<4xi64>
  }

  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %ii, %one : i64
    %ov = arith.muli %ip, %hundred : i64
    %o = memref.alloc() : memref<4xi64>
    linalg.fill ins(%ov : i64) outs(%o : memref<4xi64>)
    %m = memref.alloc() : memref<4xi64>
    linalg.fill ins(%zero : i64) outs(%m : memref<4xi64>)
    %s2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%t = %s) -> (i64) {
      %jj = arith.index_cast %j : index to i64
      %jp = arith.addi %jj, %one : i64
      %neg = arith.subi %zero, %jp : i64
      %in = memref.alloc() : memref<2xi64>
      linalg.fill ins(%neg : i64) outs(%in : memref<2xi64>)
      // t += o[j] + g[j] + in[0] + in[1] = 100 (i + 1) + (j + 1) - 2 (j + 1)
      %x = memref.load %o[%j] : memref<4xi64>
      %y = memref.load %g[%j] : memref<4xi64>
      %z0 = memref.load %in[%c0] : memref<2xi64>
      %z1 = memref.load %in[%c1] : memref<2xi64>
      // m[j] = in[0] * g[j] = -(j + 1)^2
      %mv = arith.muli %z0, %y : i64
      memref.store %mv, %m[%j] : memref<4xi64>
      %t1 = arith.addi %t, %x : i64
      %t2 = arith.addi %t1, %y : i64
      %t3 = arith.addi %t2, %z0 : i64
      %t4 = arith.addi %t3, %z1 : i64
      scf.yield %t4 : i64
    }
    // Read after the inner loop: o[3] = 100 (i + 1), sum(m) = -30.
    %o3 = memref.load %o[%c3] : memref<4xi64>
    %s3 = arith.addi %s2, %o3 : i64
    %ms = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %s3) -> (i64) {
      %v = memref.load %m[%j] : memref<4xi64>
      %a2 = arith.addi %a, %v : i64
      scf.yield %a2 : i64
    }
    scf.yield %ms : i64
  }

  // Per outer iteration: 400 (i + 1) + 10 - 20 + 100 (i + 1) - 30
  //                    = 500 (i + 1) - 40; total 3000 - 120 = 2880.
  vector.print %total : i64
  %gs = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %g[%j] : memref<4xi64>
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  vector.print %gs : i64
  return
}

// CHECK:      2880
// CHECK-NEXT: 10
// CHECK: defects: none
