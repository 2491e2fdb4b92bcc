// The input frees a buffer manually inside one branch of an scf.if (the
// buffer is allocated before the scf.if and not used after it): the pass
// must free it only when the other branch ran.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %v = arith.constant 21 : i64
  memref.store %v, %a[%c0] : memref<1xi64>
  %r = scf.if %c -> (i64) {
    %x = memref.load %a[%c0] : memref<1xi64>
    memref.dealloc %a : memref<1xi64>
    scf.yield %x : i64
  } else {
    %x = memref.load %a[%c0] : memref<1xi64>
    %y = arith.addi %x, %x : i64
    scf.yield %y : i64
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

// CHECK: 21
// CHECK-NEXT: 42
// CHECK: defects: none
