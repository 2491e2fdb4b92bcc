// Temporaries allocated inside scf.if branches that never leave them, plus a
// buffer allocated before the scf.if used in only one branch (and not after):
// branch-local buffers are freed inside their branch, the outer buffer after
// the scf.if, each exactly once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %outer = memref.alloc() : memref<1xi64>
  %k = arith.constant 9 : i64
  memref.store %k, %outer[%c0] : memref<1xi64>
  %r = scf.if %c -> (i64) {
    %t = memref.alloc() : memref<1xi64>
    %v = memref.load %outer[%c0] : memref<1xi64>
    %w = arith.muli %v, %v : i64
    memref.store %w, %t[%c0] : memref<1xi64>
    %x = memref.load %t[%c0] : memref<1xi64>
    scf.yield %x : i64
  } else {
    %t1 = memref.alloc() : memref<2xi64>
    %t2 = memref.alloc() : memref<3xi64>
    %five = arith.constant 5 : i64
    memref.store %five, %t1[%c0] : memref<2xi64>
    memref.store %five, %t2[%c0] : memref<3xi64>
    %a = memref.load %t1[%c0] : memref<2xi64>
    %b = memref.load %t2[%c0] : memref<3xi64>
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  return
}

// CHECK: 81
// CHECK-NEXT: 10
// CHECK: defects: none
