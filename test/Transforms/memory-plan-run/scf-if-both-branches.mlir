// scf.if whose branches both allocate: each branch has temporaries that die
// in the branch and yields a fresh buffer, which is read after the scf.if
// once another buffer (%z) has been allocated and filled; %live is allocated
// before the scf.if and read inside and after it. The yielded buffer must
// not share bytes with %z or %live, nor with the temporaries of its own
// branch (they are live when it is filled with -1). Both branches run.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m1 = arith.constant -1 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %zero = arith.constant 0 : i64

  // %live = [10, 20, 30, 40]
  %live = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %ip = arith.addi %ii, %one : i64
    %v = arith.muli %ip, %ten : i64
    memref.store %v, %live[%i] : memref<4xi64>
  }

  %r = scf.if %c -> (memref<4xi64>) {
    // x[i] = t1[i] * 100 + t2[i] * 10 + live[i] = 700 + 30 + live[i]
    %t1 = memref.alloc() : memref<4xi64>
    %v7 = arith.constant 7 : i64
    linalg.fill ins(%v7 : i64) outs(%t1 : memref<4xi64>)
    %t2 = memref.alloc() : memref<4xi64>
    %v3 = arith.constant 3 : i64
    linalg.fill ins(%v3 : i64) outs(%t2 : memref<4xi64>)
    %x = memref.alloc() : memref<4xi64>
    linalg.fill ins(%m1 : i64) outs(%x : memref<4xi64>)
    %h = arith.constant 100 : i64
    scf.for %i = %c0 to %c4 step %c1 {
      %a = memref.load %t1[%i] : memref<4xi64>
      %b = memref.load %t2[%i] : memref<4xi64>
      %l = memref.load %live[%i] : memref<4xi64>
      %a1 = arith.muli %a, %h : i64
      %b1 = arith.muli %b, %ten : i64
      %s = arith.addi %a1, %b1 : i64
      %s2 = arith.addi %s, %l : i64
      memref.store %s2, %x[%i] : memref<4xi64>
    }
    scf.yield %x : memref<4xi64>
  } else {
    // y[i] = e[i] + 2 * e[i + 4] + live[i] = 5 + 10 + live[i]
    %e = memref.alloc() : memref<8xi64>
    %v5 = arith.constant 5 : i64
    linalg.fill ins(%v5 : i64) outs(%e : memref<8xi64>)
    %y = memref.alloc() : memref<4xi64>
    linalg.fill ins(%m1 : i64) outs(%y : memref<4xi64>)
    %two = arith.constant 2 : i64
    scf.for %i = %c0 to %c4 step %c1 {
      %j = arith.addi %i, %c4 : index
      %a = memref.load %e[%i] : memref<8xi64>
      %b = memref.load %e[%j] : memref<8xi64>
      %l = memref.load %live[%i] : memref<4xi64>
      %b2 = arith.muli %b, %two : i64
      %s = arith.addi %a, %b2 : i64
      %s2 = arith.addi %s, %l : i64
      memref.store %s2, %y[%i] : memref<4xi64>
    }
    scf.yield %y : memref<4xi64>
  }

  // Allocated while %r and %live are live.
  %z = memref.alloc() : memref<4xi64>
  %v9 = arith.constant 9 : i64
  linalg.fill ins(%v9 : i64) outs(%z : memref<4xi64>)

  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %r[%i] : memref<4xi64>
    vector.print %v : i64
  }
  %sums:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%sl = %zero, %sz = %zero) -> (i64, i64) {
    %l = memref.load %live[%i] : memref<4xi64>
    %zz = memref.load %z[%i] : memref<4xi64>
    %nl = arith.addi %sl, %l : i64
    %nz = arith.addi %sz, %zz : i64
    scf.yield %nl, %nz : i64, i64
  }
  vector.print %sums#0 : i64
  vector.print %sums#1 : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  return
}

// then: 740 .. 770, sum(live) = 100, sum(z) = 36
// CHECK:      740
// CHECK-NEXT: 750
// CHECK-NEXT: 760
// CHECK-NEXT: 770
// CHECK-NEXT: 100
// CHECK-NEXT: 36
// else: 25 .. 55
// CHECK-NEXT: 25
// CHECK-NEXT: 35
// CHECK-NEXT: 45
// CHECK-NEXT: 55
// CHECK-NEXT: 100
// CHECK-NEXT: 36
// CHECK: defects: none
