// A callee that allocates several temporaries (in straight-line code, in a
// loop and in an scf.if) and returns only a scalar and one fresh buffer: all
// temporaries are freed inside the callee; the caller frees the returned
// buffer; calling it in a loop does not accumulate memory.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @work(%n: index) -> (i64, memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t1 = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %t1[%i] : memref<?xi64>
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %t2 = memref.alloc() : memref<1xi64>
    %v = memref.load %t1[%i] : memref<?xi64>
    memref.store %v, %t2[%c0] : memref<1xi64>
    %w = memref.load %t2[%c0] : memref<1xi64>
    %a = arith.addi %acc, %w : i64
    scf.yield %a : i64
  }
  %big = arith.cmpi sgt, %sum, %zero : i64
  %extra = scf.if %big -> (i64) {
    %t3 = memref.alloc() : memref<1xi64>
    %h = arith.constant 1000 : i64
    memref.store %h, %t3[%c0] : memref<1xi64>
    %x = memref.load %t3[%c0] : memref<1xi64>
    scf.yield %x : i64
  } else {
    scf.yield %zero : i64
  }
  %out = memref.alloc() : memref<1xi64>
  %e = arith.addi %sum, %extra : i64
  memref.store %e, %out[%c0] : memref<1xi64>
  return %sum, %out : i64, memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %tot = scf.for %n = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %s, %m = func.call @work(%n) : (index) -> (i64, memref<1xi64>)
    %v = memref.load %m[%c0] : memref<1xi64>
    vector.print %v : i64
    %a = arith.addi %acc, %s : i64
    scf.yield %a : i64
  }
  vector.print %tot : i64
  return
}

// n=0: 0 ; n=1: 0 ; n=2: 1+1000 ; n=3: 3+1000 ; total of sums 0+0+1+3 = 4
// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1001
// CHECK-NEXT: 1003
// CHECK-NEXT: 4
// CHECK: defects: none
