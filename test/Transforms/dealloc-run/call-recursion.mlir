// Recursive functions passing and returning buffers: @fib_buf returns a fresh
// buffer holding (fib(n), fib(n+1)), built from the buffer its recursive call
// returned (which it must free); @sum_down passes its own temporary to the
// recursive call as an argument (the callee must not free it).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @fib_buf(%n: i64) -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %base = arith.cmpi eq, %n, %zero : i64
  cf.cond_br %base, ^leaf, ^rec
^leaf:
  %l = memref.alloc() : memref<2xi64>
  memref.store %zero, %l[%c0] : memref<2xi64>
  memref.store %one, %l[%c1] : memref<2xi64>
  return %l : memref<2xi64>
^rec:
  %n1 = arith.subi %n, %one : i64
  %prev = call @fib_buf(%n1) : (i64) -> memref<2xi64>
  %a = memref.load %prev[%c0] : memref<2xi64>
  %b = memref.load %prev[%c1] : memref<2xi64>
  %r = memref.alloc() : memref<2xi64>
  %ab = arith.addi %a, %b : i64
  memref.store %b, %r[%c0] : memref<2xi64>
  memref.store %ab, %r[%c1] : memref<2xi64>
  return %r : memref<2xi64>
}

func.func @sum_down(%acc: memref<1xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %done -> (i64) {
    %v = memref.load %acc[%c0] : memref<1xi64>
    scf.yield %v : i64
  } else {
    %tmp = memref.alloc() : memref<1xi64>
    %v = memref.load %acc[%c0] : memref<1xi64>
    %w = arith.addi %v, %n : i64
    memref.store %w, %tmp[%c0] : memref<1xi64>
    %n1 = arith.subi %n, %one : i64
    %s = func.call @sum_down(%tmp, %n1) : (memref<1xi64>, i64) -> i64
    // %tmp is still alive after the recursive call.
    %again = memref.load %tmp[%c0] : memref<1xi64>
    %chk = arith.subi %again, %w : i64
    %s2 = arith.addi %s, %chk : i64
    scf.yield %s2 : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : i64
  %f = call @fib_buf(%n) : (i64) -> memref<2xi64>
  %f0 = memref.load %f[%c0] : memref<2xi64>
  %f1 = memref.load %f[%c1] : memref<2xi64>
  vector.print %f0 : i64
  vector.print %f1 : i64
  %acc = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %acc[%c0] : memref<1xi64>
  %s = call @sum_down(%acc, %n) : (memref<1xi64>, i64) -> i64
  vector.print %s : i64
  return
}

// CHECK: 55
// CHECK-NEXT: 89
// CHECK-NEXT: 55
// CHECK: defects: none
