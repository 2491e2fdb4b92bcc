// Buffers passed to callees (func.call does not make them escape): %a is
// read by @sum, then %b is allocated after the call and passed to @scale,
// which writes it, and %a is used again. The callees allocate temporaries of
// their own, filled before the argument is read.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

// Returns sum(t) with t[j] = m[3 - j] * 2, i.e. 2 * sum(m).
func.func @sum(%m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %m1 = arith.constant -1 : i64
  %t = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%t : memref<4xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %jr = arith.subi %c3, %j : index
    %v = memref.load %m[%jr] : memref<4xi64>
    %v2 = arith.muli %v, %two : i64
    memref.store %v2, %t[%j] : memref<4xi64>
  }
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %t[%j] : memref<4xi64>
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  return %s : i64
}

// m[j] = m[j] * k[0] with k[0] = 3.
func.func @scale(%m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = memref.alloc() : memref<1xi64>
  %three = arith.constant 3 : i64
  memref.store %three, %k[%c0] : memref<1xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %v = memref.load %m[%j] : memref<4xi64>
    %f = memref.load %k[%c0] : memref<1xi64>
    %v3 = arith.muli %v, %f : i64
    memref.store %v3, %m[%j] : memref<4xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  // %a = [1, 2, 3, 4]
  %a = memref.alloc() : memref<4xi64>
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    memref.store %jp, %a[%j] : memref<4xi64>
  }
  %s1 = call @sum(%a) : (memref<4xi64>) -> i64
  // Allocated after the call, while %a is still live.
  %b = memref.alloc() : memref<4xi64>
  %v100 = arith.constant 100 : i64
  linalg.fill ins(%v100 : i64) outs(%b : memref<4xi64>)
  call @scale(%b) : (memref<4xi64>) -> ()
  %s2 = call @sum(%b) : (memref<4xi64>) -> i64
  %s3 = call @sum(%a) : (memref<4xi64>) -> i64
  vector.print %s1 : i64
  vector.print %s2 : i64
  vector.print %s3 : i64
  %a3 = memref.load %a[%c3] : memref<4xi64>
  vector.print %a3 : i64
  %b0 = memref.load %b[%c0] : memref<4xi64>
  vector.print %b0 : i64
  return
}

// sum(a) = 2 * 10; b = 300 each after @scale, sum(b) = 2 * 1200
// CHECK:      20
// CHECK-NEXT: 2400
// CHECK-NEXT: 20
// CHECK-NEXT: 4
// CHECK-NEXT: 300
// CHECK: defects: none
