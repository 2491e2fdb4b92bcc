// scf.for loops carrying buffers in iter_args. In @fib and @carry the body
// allocates a new buffer while the iter_args holding the buffers of the
// previous iterations are still read afterwards, so the allocation must not
// get one fixed slot (its previous instance is live when it is allocated
// again). In @swap two buffers allocated before the loop swap roles in every
// iteration and the body's temporary dies in the iteration. Every new buffer
// is filled with -1 before the old ones are read.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

// x0 = [1, 2, 3, 4], y0 = [10, 20, 30, 40]; n = x + y; (x, y) <- (y, n).
func.func @fib() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %m1 = arith.constant -1 : i64
  %x0 = memref.alloc() : memref<4xi64>
  %y0 = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    %jt = arith.muli %jp, %ten : i64
    memref.store %jp, %x0[%j] : memref<4xi64>
    memref.store %jt, %y0[%j] : memref<4xi64>
  }
  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %x0, %y = %y0, %chk = %zero)
      -> (memref<4xi64>, memref<4xi64>, i64) {
    %n = memref.alloc() : memref<4xi64>
    linalg.fill ins(%m1 : i64) outs(%n : memref<4xi64>)
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %x[%j] : memref<4xi64>
      %b = memref.load %y[%j] : memref<4xi64>
      %s = arith.addi %a, %b : i64
      memref.store %s, %n[%j] : memref<4xi64>
    }
    // The iter_arg %x is still read after %n was written.
    %x00 = memref.load %x[%c0] : memref<4xi64>
    %chk2 = arith.addi %chk, %x00 : i64
    scf.yield %y, %n, %chk2 : memref<4xi64>, memref<4xi64>, i64
  }
  %u0 = memref.cast %r#0 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u0) : (memref<*xi64>) -> ()
  %u1 = memref.cast %r#1 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u1) : (memref<*xi64>) -> ()
  vector.print %r#2 : i64
  return
}

// A = [1, 2, 3, 4], B = 0; tmp = reverse(src); dst = tmp * 10 + src;
// (src, dst) <- (dst, src).
func.func @swap() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %m1 = arith.constant -1 : i64
  %A = memref.alloc() : memref<4xi64>
  %B = memref.alloc() : memref<4xi64>
  linalg.fill ins(%zero : i64) outs(%B : memref<4xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    memref.store %jp, %A[%j] : memref<4xi64>
  }
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%src = %A, %dst = %B)
      -> (memref<4xi64>, memref<4xi64>) {
    %tmp = memref.alloc() : memref<4xi64>
    linalg.fill ins(%m1 : i64) outs(%tmp : memref<4xi64>)
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.subi %c3, %j : index
      %v = memref.load %src[%k] : memref<4xi64>
      memref.store %v, %tmp[%j] : memref<4xi64>
    }
    scf.for %j = %c0 to %c4 step %c1 {
      %t = memref.load %tmp[%j] : memref<4xi64>
      %s = memref.load %src[%j] : memref<4xi64>
      %t10 = arith.muli %t, %ten : i64
      %v = arith.addi %t10, %s : i64
      memref.store %v, %dst[%j] : memref<4xi64>
    }
    scf.yield %dst, %src : memref<4xi64>, memref<4xi64>
  }
  %u0 = memref.cast %r#0 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u0) : (memref<*xi64>) -> ()
  %u1 = memref.cast %r#1 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u1) : (memref<*xi64>) -> ()
  return
}

// cur = [1, 1, 1]; new[j] = cur[j] * 2 + j; acc += cur[2] after new is
// written.
func.func @carry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %m1 = arith.constant -1 : i64
  %init = memref.alloc() : memref<3xi64>
  linalg.fill ins(%one : i64) outs(%init : memref<3xi64>)
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%cur = %init, %acc = %zero)
      -> (memref<3xi64>, i64) {
    %new = memref.alloc() : memref<3xi64>
    linalg.fill ins(%m1 : i64) outs(%new : memref<3xi64>)
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %cur[%j] : memref<3xi64>
      %jj = arith.index_cast %j : index to i64
      %v2 = arith.muli %v, %two : i64
      %v3 = arith.addi %v2, %jj : i64
      memref.store %v3, %new[%j] : memref<3xi64>
    }
    %last = memref.load %cur[%c2] : memref<3xi64>
    %acc2 = arith.addi %acc, %last : i64
    scf.yield %new, %acc2 : memref<3xi64>, i64
  }
  %u = memref.cast %r#0 : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  vector.print %r#1 : i64
  return
}

func.func @main() {
  call @fib() : () -> ()
  call @swap() : () -> ()
  call @carry() : () -> ()
  return
}

// @fib: element 0 runs 1, 10, 11, 21, 32, 53, 85; element j is (j + 1)
// times element 0; chk = 1 + 10 + 11 + 21 + 32.
// CHECK: [53, {{ *}}106, {{ *}}159, {{ *}}212]
// CHECK: [85, {{ *}}170, {{ *}}255, {{ *}}340]
// CHECK-NEXT: 75
// @swap: B = [41, 32, 23, 14], A = [181, 262, 343, 424], B = [4421, ...].
// CHECK: [4421, {{ *}}3692, {{ *}}2963, {{ *}}2234]
// CHECK: [181, {{ *}}262, {{ *}}343, {{ *}}424]
// @carry: [2, 3, 4], [4, 7, 10], [8, 15, 22]; acc = 1 + 4 + 10.
// CHECK: [8, {{ *}}15, {{ *}}22]
// CHECK-NEXT: 15
// CHECK: defects: none
