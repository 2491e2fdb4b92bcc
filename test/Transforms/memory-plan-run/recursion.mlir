// Recursive functions with temporaries live across the recursive call: every
// activation needs its own copy of them (a plan that put them in memory
// shared between activations, or ended their life at the call, changes the
// results). @fill_down also passes a buffer of @main down the recursion.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

// rec(n) = rec(n - 1) + sum(t) + sum(u) (no call for n = 0), with
// t[j] = 10 n + j (sum 30 n + 3) written before the call and u = [1, 1]
// after it.
func.func @rec(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %t = memref.alloc() : memref<3xi64>
  %n10 = arith.muli %n, %ten : i64
  scf.for %j = %c0 to %c3 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %v = arith.addi %n10, %jj : i64
    memref.store %v, %t[%j] : memref<3xi64>
  }
  %base = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %base -> (i64) {
    scf.yield %zero : i64
  } else {
    %n1 = arith.subi %n, %one : i64
    %x = func.call @rec(%n1) : (i64) -> i64
    scf.yield %x : i64
  }
  %u = memref.alloc() : memref<2xi64>
  linalg.fill ins(%one : i64) outs(%u : memref<2xi64>)
  %t0 = memref.load %t[%c0] : memref<3xi64>
  %t1 = memref.load %t[%c1] : memref<3xi64>
  %t2 = memref.load %t[%c2] : memref<3xi64>
  %u0 = memref.load %u[%c0] : memref<2xi64>
  %u1 = memref.load %u[%c1] : memref<2xi64>
  %s1 = arith.addi %r, %t0 : i64
  %s2 = arith.addi %s1, %t1 : i64
  %s3 = arith.addi %s2, %t2 : i64
  %s4 = arith.addi %s3, %u0 : i64
  %s5 = arith.addi %s4, %u1 : i64
  return %s5 : i64
}

// For n > 0: tmp[0] = n^2; m[n - 1] = tmp[0]; fill_down(m, n - 1);
// m[n - 1] += tmp[0]. So m[k] = 2 (k + 1)^2.
func.func @fill_down(%m: memref<8xi64>, %n: i64) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %pos = arith.cmpi sgt, %n, %zero : i64
  scf.if %pos {
    %tmp = memref.alloc() : memref<1xi64>
    %sq = arith.muli %n, %n : i64
    memref.store %sq, %tmp[%c0] : memref<1xi64>
    %n1 = arith.subi %n, %one : i64
    %idx = arith.index_cast %n1 : i64 to index
    %v = memref.load %tmp[%c0] : memref<1xi64>
    memref.store %v, %m[%idx] : memref<8xi64>
    func.call @fill_down(%m, %n1) : (memref<8xi64>, i64) -> ()
    %old = memref.load %m[%idx] : memref<8xi64>
    %w = memref.load %tmp[%c0] : memref<1xi64>
    %new = arith.addi %old, %w : i64
    memref.store %new, %m[%idx] : memref<8xi64>
  }
  return
}

func.func @main() {
  %zero = arith.constant 0 : i64
  %five = arith.constant 5 : i64
  %eight = arith.constant 8 : i64
  %r = call @rec(%five) : (i64) -> i64
  vector.print %r : i64
  %m = memref.alloc() : memref<8xi64>
  linalg.fill ins(%zero : i64) outs(%m : memref<8xi64>)
  call @fill_down(%m, %eight) : (memref<8xi64>, i64) -> ()
  %u = memref.cast %m : memref<8xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// rec(5) = sum over n = 0..5 of (30 n + 5) = 450 + 30 = 480
// CHECK: 480
// CHECK: [2, {{ *}}8, {{ *}}18, {{ *}}32, {{ *}}50, {{ *}}72, {{ *}}98, {{ *}}128]
// CHECK: defects: none
