// Input that already frees some buffers with memref.dealloc: in straight
// line (%a, %b), in an scf.for body (%t, next to %u, which the input does not
// free), in an scf.if branch (%x), and on one side of a cf.cond_br only
// (%p). Buffers allocated after a memref.dealloc may reuse the freed bytes,
// those allocated before it may not; a planned buffer must not be freed (a
// leftover memref.dealloc of a planned buffer is a bad free).
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

func.func @straight(%cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %m1 = arith.constant -1 : i64
  // %a = [1, 2, 3, 4]
  %a = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    memref.store %jp, %a[%j] : memref<4xi64>
  }
  // b[j] = a[3 - j] * 10 = [40, 30, 20, 10]
  %b = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%b : memref<4xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %jr = arith.subi %c3, %j : index
    %v = memref.load %a[%jr] : memref<4xi64>
    %v10 = arith.muli %v, %ten : i64
    memref.store %v10, %b[%j] : memref<4xi64>
  }
  memref.dealloc %a : memref<4xi64>
  // c[j] = b[j] + 1 = [41, 31, 21, 11]
  %c = memref.alloc() : memref<4xi64>
  %m2 = arith.constant -2 : i64
  linalg.fill ins(%m2 : i64) outs(%c : memref<4xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %b[%j] : memref<4xi64>
    %v1 = arith.addi %v, %one : i64
    memref.store %v1, %c[%j] : memref<4xi64>
  }
  // acc += t[0] + t[1] + c[0] + u[2] = 2 i + 41 + 5
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %t = memref.alloc() : memref<2xi64>
    linalg.fill ins(%ii : i64) outs(%t : memref<2xi64>)
    %t0 = memref.load %t[%c0] : memref<2xi64>
    %t1 = memref.load %t[%c1] : memref<2xi64>
    memref.dealloc %t : memref<2xi64>
    %u = memref.alloc() : memref<3xi64>
    %v5 = arith.constant 5 : i64
    linalg.fill ins(%v5 : i64) outs(%u : memref<3xi64>)
    %c00 = memref.load %c[%c0] : memref<4xi64>
    %u2 = memref.load %u[%c2] : memref<3xi64>
    %s1 = arith.addi %s, %t0 : i64
    %s2 = arith.addi %s1, %t1 : i64
    %s3 = arith.addi %s2, %c00 : i64
    %s4 = arith.addi %s3, %u2 : i64
    scf.yield %s4 : i64
  }
  // y = sum(b) + x[1] = 100 + 9
  %y = scf.if %cond -> (i64) {
    %x = memref.alloc() : memref<2xi64>
    %v9 = arith.constant 9 : i64
    linalg.fill ins(%v9 : i64) outs(%x : memref<2xi64>)
    %bs = scf.for %j = %c0 to %c4 step %c1 iter_args(%ba = %zero) -> (i64) {
      %v = memref.load %b[%j] : memref<4xi64>
      %ba2 = arith.addi %ba, %v : i64
      scf.yield %ba2 : i64
    }
    %x1 = memref.load %x[%c1] : memref<2xi64>
    %r = arith.addi %bs, %x1 : i64
    memref.dealloc %x : memref<2xi64>
    scf.yield %r : i64
  } else {
    scf.yield %zero : i64
  }
  memref.dealloc %b : memref<4xi64>
  %d = memref.alloc() : memref<4xi64>
  %v6 = arith.constant 6 : i64
  linalg.fill ins(%v6 : i64) outs(%d : memref<4xi64>)
  %uc = memref.cast %c : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  vector.print %acc : i64
  vector.print %y : i64
  %d0 = memref.load %d[%c0] : memref<4xi64>
  vector.print %d0 : i64
  return
}

// %p (= [3, 4]) is freed by the input on the ^free path only.
// ^free: w = p[0] + n[0] + q[1] = 3 + 7 + 6; ^keep: w = p[0] + p[1] + n2[0]
// + q[0] = 3 + 4 + 8 + 5.
func.func @one_side(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = memref.alloc() : memref<2xi64>
  %q = memref.alloc() : memref<2xi64>
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %v5 = arith.constant 5 : i64
  %v6 = arith.constant 6 : i64
  memref.store %v3, %p[%c0] : memref<2xi64>
  memref.store %v4, %p[%c1] : memref<2xi64>
  memref.store %v5, %q[%c0] : memref<2xi64>
  memref.store %v6, %q[%c1] : memref<2xi64>
  cf.cond_br %c, ^free, ^keep
^free:
  %p0 = memref.load %p[%c0] : memref<2xi64>
  memref.dealloc %p : memref<2xi64>
  %n = memref.alloc() : memref<2xi64>
  %v7 = arith.constant 7 : i64
  linalg.fill ins(%v7 : i64) outs(%n : memref<2xi64>)
  %n0 = memref.load %n[%c0] : memref<2xi64>
  %q1 = memref.load %q[%c1] : memref<2xi64>
  %w1 = arith.addi %p0, %n0 : i64
  %w2 = arith.addi %w1, %q1 : i64
  cf.br ^join(%w2 : i64)
^keep:
  %n2 = memref.alloc() : memref<2xi64>
  %v8 = arith.constant 8 : i64
  linalg.fill ins(%v8 : i64) outs(%n2 : memref<2xi64>)
  %pk0 = memref.load %p[%c0] : memref<2xi64>
  %p1 = memref.load %p[%c1] : memref<2xi64>
  %n20 = memref.load %n2[%c0] : memref<2xi64>
  %q0 = memref.load %q[%c0] : memref<2xi64>
  %pp = arith.addi %pk0, %p1 : i64
  %w3 = arith.addi %pp, %n20 : i64
  %w4 = arith.addi %w3, %q0 : i64
  cf.br ^join(%w4 : i64)
^join(%w: i64):
  vector.print %w : i64
  %qa = memref.load %q[%c0] : memref<2xi64>
  %qb = memref.load %q[%c1] : memref<2xi64>
  %qs = arith.addi %qa, %qb : i64
  vector.print %qs : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @straight(%t) : (i1) -> ()
  call @one_side(%t) : (i1) -> ()
  call @one_side(%f) : (i1) -> ()
  return
}

// acc = (0 + 2 + 4) + 3 * (41 + 5) = 144
// CHECK: [41, {{ *}}31, {{ *}}21, {{ *}}11]
// CHECK-NEXT: 144
// CHECK-NEXT: 109
// CHECK-NEXT: 6
// CHECK-NEXT: 16
// CHECK-NEXT: 11
// CHECK-NEXT: 20
// CHECK-NEXT: 11
// CHECK: defects: none
