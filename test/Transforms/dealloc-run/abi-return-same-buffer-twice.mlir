// Function boundary ABI: a function returns the same fresh buffer twice (and
// in another function, a buffer and a cast of it). The caller owns both
// results; since they share one allocation, the buffer must be freed
// exactly once (either the callee copies one of them, or the caller's
// deallocation detects the aliasing).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @twice() -> (memref<2xi64>, memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi64>
  %a = arith.constant 3 : i64
  %b = arith.constant 4 : i64
  memref.store %a, %m[%c0] : memref<2xi64>
  memref.store %b, %m[%c1] : memref<2xi64>
  return %m, %m : memref<2xi64>, memref<2xi64>
}

func.func @with_cast() -> (memref<2xi64>, memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi64>
  %a = arith.constant 8 : i64
  memref.store %a, %m[%c0] : memref<2xi64>
  %d = memref.cast %m : memref<2xi64> to memref<?xi64>
  return %m, %d : memref<2xi64>, memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = call @twice() : () -> (memref<2xi64>, memref<2xi64>)
  %x = memref.load %r#0[%c0] : memref<2xi64>
  %y = memref.load %r#1[%c1] : memref<2xi64>
  vector.print %x : i64
  vector.print %y : i64
  %s:2 = call @with_cast() : () -> (memref<2xi64>, memref<?xi64>)
  %z = memref.load %s#1[%c0] : memref<?xi64>
  %w = memref.load %s#0[%c0] : memref<2xi64>
  %zw = arith.addi %z, %w : i64
  vector.print %zw : i64
  return
}

// CHECK: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 16
// CHECK: defects: none
