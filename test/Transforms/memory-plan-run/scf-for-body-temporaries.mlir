// scf.for whose body allocates temporaries (%t1, %t2, %t3) that die in the
// iteration, so one slot per temporary can serve every iteration. %p is
// allocated before the loop and read in every iteration after the body's
// allocations; %q is allocated before the loop, written in every iteration
// and printed after it. A temporary overlapping %p, %q or another temporary
// of the same iteration changes %acc or %q.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  %hundred = arith.constant 100 : i64
  %thousand = arith.constant 1000 : i64

  // %p = [1, 4, 9, 16, 25, 36]
  %p = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %ii, %one : i64
    %sq = arith.muli %ip, %ip : i64
    memref.store %sq, %p[%i] : memref<6xi64>
  }
  %q = memref.alloc() : memref<6xi64>
  linalg.fill ins(%zero : i64) outs(%q : memref<6xi64>)

  %acc = scf.for %i = %c0 to %c6 step %c1 iter_args(%s = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %ii, %one : i64
    %k = arith.muli %ip, %thousand : i64
    %t1 = memref.alloc() : memref<3xi64>
    linalg.fill ins(%k : i64) outs(%t1 : memref<3xi64>)
    %t2 = memref.alloc() : memref<2xf64>
    %h = arith.constant -3.5 : f64
    linalg.fill ins(%h : f64) outs(%t2 : memref<2xf64>)
    // q[i] = p[i] + 100
    %pv = memref.load %p[%i] : memref<6xi64>
    %qv = arith.addi %pv, %hundred : i64
    memref.store %qv, %q[%i] : memref<6xi64>
    %t3 = memref.alloc() : memref<4xi64>
    linalg.fill ins(%m1 : i64) outs(%t3 : memref<4xi64>)
    // s += (t1[0] + t1[1] + t1[2]) + (-7 if t2 = [-3.5, -3.5]) + t3[3]
    //      + p[5 - i] = 3000 * (i + 1) - 7 - 1 + p[5 - i]
    %a0 = memref.load %t1[%c0] : memref<3xi64>
    %a1 = memref.load %t1[%c1] : memref<3xi64>
    %a2 = memref.load %t1[%c2] : memref<3xi64>
    %a01 = arith.addi %a0, %a1 : i64
    %a = arith.addi %a01, %a2 : i64
    %b0 = memref.load %t2[%c0] : memref<2xf64>
    %b1 = memref.load %t2[%c1] : memref<2xf64>
    // -7 if both elements are exactly -3.5 (compared exactly: a partial
    // overlap can change a float by less than fptosi rounds away).
    %e0 = arith.cmpf oeq, %b0, %h : f64
    %e1 = arith.cmpf oeq, %b1, %h : f64
    %e01 = arith.andi %e0, %e1 : i1
    %cm7 = arith.constant -7 : i64
    %bad = arith.constant 1000000 : i64
    %b = arith.select %e01, %cm7, %bad : i64
    %c = memref.load %t3[%c3] : memref<4xi64>
    %j = arith.subi %c5, %i : index
    %d = memref.load %p[%j] : memref<6xi64>
    %s1 = arith.addi %s, %a : i64
    %s2 = arith.addi %s1, %b : i64
    %s3 = arith.addi %s2, %c : i64
    %s4 = arith.addi %s3, %d : i64
    scf.yield %s4 : i64
  }

  // 3000 * 21 - 8 * 6 + 91 = 63043
  vector.print %acc : i64
  %uq = memref.cast %q : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%uq) : (memref<*xi64>) -> ()
  return
}

// CHECK: 63043
// CHECK: [101, {{ *}}104, {{ *}}109, {{ *}}116, {{ *}}125, {{ *}}136]
// CHECK: defects: none
