// scf.if that yields a function argument in one branch and a fresh buffer in
// the other: the argument is never owned by the callee (function boundary
// ABI), so only the fresh buffer may be freed, and only when it was taken.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @first_or_fresh(%arg: memref<3xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.if %c -> memref<3xi64> {
    scf.yield %arg : memref<3xi64>
  } else {
    %b = memref.alloc() : memref<3xi64>
    %v = arith.constant 100 : i64
    memref.store %v, %b[%c0] : memref<3xi64>
    memref.store %v, %b[%c2] : memref<3xi64>
    scf.yield %b : memref<3xi64>
  }
  %x = memref.load %r[%c0] : memref<3xi64>
  %y = memref.load %r[%c2] : memref<3xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<3xi64>
  %v0 = arith.constant 7 : i64
  %v2 = arith.constant 9 : i64
  memref.store %v0, %a[%c0] : memref<3xi64>
  memref.store %v2, %a[%c2] : memref<3xi64>
  %x = call @first_or_fresh(%a, %t) : (memref<3xi64>, i1) -> i64
  vector.print %x : i64
  %y = call @first_or_fresh(%a, %f) : (memref<3xi64>, i1) -> i64
  vector.print %y : i64
  // The argument is still alive after both calls.
  %z = memref.load %a[%c2] : memref<3xi64>
  vector.print %z : i64
  return
}

// CHECK: 16
// CHECK-NEXT: 200
// CHECK-NEXT: 9
// CHECK: defects: none
