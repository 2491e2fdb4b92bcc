// Two cf.cond_br diamonds in a row. In the first, each side allocates a
// temporary and a result buffer, passed to the join block as a block
// argument; %pre, allocated before, is read on both sides and at the end. In
// the second, one side allocates %x while the joined buffer is live, the
// other reads %after, allocated in the join block. Both paths run.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %m1 = arith.constant -1 : i64
  // %pre = [5, 6, 7]
  %pre = memref.alloc() : memref<3xi64>
  %v5 = arith.constant 5 : i64
  %v6 = arith.constant 6 : i64
  %v7 = arith.constant 7 : i64
  memref.store %v5, %pre[%c0] : memref<3xi64>
  memref.store %v6, %pre[%c1] : memref<3xi64>
  memref.store %v7, %pre[%c2] : memref<3xi64>
  cf.cond_br %c, ^left, ^right

^left:
  // l[j] = pre[2 - j] * 2 + lt[j] = [1014, 1012, 1010]
  %lt = memref.alloc() : memref<4xi64>
  %v1000 = arith.constant 1000 : i64
  linalg.fill ins(%v1000 : i64) outs(%lt : memref<4xi64>)
  %l = memref.alloc() : memref<3xi64>
  linalg.fill ins(%m1 : i64) outs(%l : memref<3xi64>)
  scf.for %j = %c0 to %c3 step %c1 {
    %jr = arith.subi %c2, %j : index
    %p = memref.load %pre[%jr] : memref<3xi64>
    %q = memref.load %lt[%j] : memref<4xi64>
    %p2 = arith.muli %p, %two : i64
    %v = arith.addi %p2, %q : i64
    memref.store %v, %l[%j] : memref<3xi64>
  }
  cf.br ^join(%l : memref<3xi64>)

^right:
  // r[j] = pre[j] + rt[0] + rt[1] = [105, 106, 107]
  %rt = memref.alloc() : memref<2xi64>
  %v50 = arith.constant 50 : i64
  linalg.fill ins(%v50 : i64) outs(%rt : memref<2xi64>)
  %r = memref.alloc() : memref<3xi64>
  linalg.fill ins(%m1 : i64) outs(%r : memref<3xi64>)
  %rt0 = memref.load %rt[%c0] : memref<2xi64>
  %rt1 = memref.load %rt[%c1] : memref<2xi64>
  %rts = arith.addi %rt0, %rt1 : i64
  scf.for %j = %c0 to %c3 step %c1 {
    %p = memref.load %pre[%j] : memref<3xi64>
    %v = arith.addi %p, %rts : i64
    memref.store %v, %r[%j] : memref<3xi64>
  }
  cf.br ^join(%r : memref<3xi64>)

^join(%m: memref<3xi64>):
  %after = memref.alloc() : memref<3xi64>
  %vm9 = arith.constant -9 : i64
  linalg.fill ins(%vm9 : i64) outs(%after : memref<3xi64>)
  cf.cond_br %c, ^p2, ^q2

^p2:
  // v = m[0] + x[0]
  %x = memref.alloc() : memref<3xi64>
  %v77 = arith.constant 77 : i64
  linalg.fill ins(%v77 : i64) outs(%x : memref<3xi64>)
  %m0 = memref.load %m[%c0] : memref<3xi64>
  %x0 = memref.load %x[%c0] : memref<3xi64>
  %vp = arith.addi %m0, %x0 : i64
  cf.br ^end(%vp : i64)

^q2:
  // v = m[2] + after[1]
  %m2 = memref.load %m[%c2] : memref<3xi64>
  %a1 = memref.load %after[%c1] : memref<3xi64>
  %vq = arith.addi %m2, %a1 : i64
  cf.br ^end(%vq : i64)

^end(%v: i64):
  scf.for %j = %c0 to %c3 step %c1 {
    %e = memref.load %m[%j] : memref<3xi64>
    vector.print %e : i64
  }
  vector.print %v : i64
  %ps = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (i64) {
    %e = memref.load %pre[%j] : memref<3xi64>
    %a2 = arith.addi %a, %e : i64
    scf.yield %a2 : i64
  }
  vector.print %ps : i64
  %as = scf.for %q = %c0 to %c3 step %c1 iter_args(%qa = %zero) -> (i64) {
    %qv = memref.load %after[%q] : memref<3xi64>
    %qs = arith.addi %qa, %qv : i64
    scf.yield %qs : i64
  }
  vector.print %as : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  return
}

// true: m = [1014, 1012, 1010], v = 1014 + 77
// CHECK:      1014
// CHECK-NEXT: 1012
// CHECK-NEXT: 1010
// CHECK-NEXT: 1091
// CHECK-NEXT: 18
// CHECK-NEXT: -27
// false: m = [105, 106, 107], v = 107 - 9
// CHECK-NEXT: 105
// CHECK-NEXT: 106
// CHECK-NEXT: 107
// CHECK-NEXT: 98
// CHECK-NEXT: 18
// CHECK-NEXT: -27
// CHECK: defects: none
