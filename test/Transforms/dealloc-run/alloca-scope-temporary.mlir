// A heap temporary allocated and dead inside a memref.alloca_scope (a
// single-block region op returning a scalar).
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 17 : i64
  %r = memref.alloca_scope -> (i64) {
    %t = memref.alloc() : memref<1xi64>
    memref.store %v, %t[%c0] : memref<1xi64>
    %y = memref.load %t[%c0] : memref<1xi64>
    memref.alloca_scope.return %y : i64
  }
  vector.print %r : i64
  return
}

// CHECK: 17
// CHECK: defects: none
