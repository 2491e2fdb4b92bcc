// scf.for with two buffer iter_args swapped every iteration (ping-pong
// double buffering): the iter_args alias the two original allocations in
// turn, so nothing may be freed inside the loop and both buffers are freed
// exactly once after it, whatever the trip count parity.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @pingpong(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  memref.store %one, %a[%c0] : memref<1xi64>
  memref.store %zero, %b[%c0] : memref<1xi64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%src = %a, %dst = %b) -> (memref<1xi64>, memref<1xi64>) {
    %v = memref.load %src[%c0] : memref<1xi64>
    %three = arith.constant 3 : i64
    %w = arith.muli %v, %three : i64
    memref.store %w, %dst[%c0] : memref<1xi64>
    scf.yield %dst, %src : memref<1xi64>, memref<1xi64>
  }
  %x = memref.load %r#0[%c0] : memref<1xi64>
  %y = memref.load %r#1[%c0] : memref<1xi64>
  %h = arith.constant 1000 : i64
  %xs = arith.muli %x, %h : i64
  %s = arith.addi %xs, %y : i64
  return %s : i64
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x = call @pingpong(%c3) : (index) -> i64
  vector.print %x : i64
  %y = call @pingpong(%c4) : (index) -> i64
  vector.print %y : i64
  return
}

// n=3: values 1,3,9,27: r#0 holds 27, r#1 holds 9 -> 27009
// n=4: r#0 holds 81, r#1 holds 27 -> 81027
// CHECK: 27009
// CHECK-NEXT: 81027
// CHECK: defects: none
