// Calls of functions returning freshly allocated buffers (one result and two
// results): the caller owns the results and frees each exactly once after
// its last use; the callee must not free what it returns; a result is also
// passed on as an argument to another call that only reads it.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @make(%v: i64) -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi64>
  memref.store %v, %m[%c0] : memref<2xi64>
  %w = arith.addi %v, %v : i64
  memref.store %w, %m[%c1] : memref<2xi64>
  return %m : memref<2xi64>
}

func.func @make_two(%v: i64) -> (memref<2xi64>, memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %a = call @make(%v) : (i64) -> memref<2xi64>
  %b = memref.alloc() : memref<1xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  %one = arith.constant 1 : i64
  %y = arith.addi %x, %one : i64
  memref.store %y, %b[%c0] : memref<1xi64>
  return %a, %b : memref<2xi64>, memref<1xi64>
}

func.func @sum(%m: memref<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xi64>
  %b = memref.load %m[%c1] : memref<2xi64>
  %s = arith.addi %a, %b : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = call @make(%v) : (i64) -> memref<2xi64>
  %s = call @sum(%m) : (memref<2xi64>) -> i64
  vector.print %s : i64
  %w = arith.constant 100 : i64
  %p:2 = call @make_two(%w) : (i64) -> (memref<2xi64>, memref<1xi64>)
  %s2 = call @sum(%p#0) : (memref<2xi64>) -> i64
  %x = memref.load %p#1[%c0] : memref<1xi64>
  vector.print %s2 : i64
  vector.print %x : i64
  // Ignore a returned buffer entirely: it must still be freed.
  %ignored = call @make(%v) : (i64) -> memref<2xi64>
  return
}

// CHECK: 21
// CHECK-NEXT: 300
// CHECK-NEXT: 101
// CHECK: defects: none
