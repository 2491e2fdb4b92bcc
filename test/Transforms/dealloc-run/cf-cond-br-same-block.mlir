// cf.cond_br whose two successors are the same block with different
// operands (a fresh buffer vs. a buffer allocated earlier; then twice the
// same buffer; then a buffer and an argument): the dealloc of each edge must
// take the branch condition into account so nothing is freed twice or while
// still needed by the block.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @two_buffers(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 5 : i64
  %vb = arith.constant 6 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  cf.cond_br %c, ^bb1(%a, %b : memref<1xi64>, memref<1xi64>), ^bb1(%b, %a : memref<1xi64>, memref<1xi64>)
^bb1(%x: memref<1xi64>, %y: memref<1xi64>):
  %vx = memref.load %x[%c0] : memref<1xi64>
  %vy = memref.load %y[%c0] : memref<1xi64>
  %h = arith.constant 10 : i64
  %xh = arith.muli %vx, %h : i64
  %s = arith.addi %xh, %vy : i64
  return %s : i64
}

func.func @same_twice(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %va = arith.constant 7 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  cf.cond_br %c, ^bb1(%a, %one : memref<1xi64>, i64), ^bb1(%a, %two : memref<1xi64>, i64)
^bb1(%x: memref<1xi64>, %k: i64):
  %vx = memref.load %x[%c0] : memref<1xi64>
  %r = arith.muli %vx, %k : i64
  return %r : i64
}

func.func @buffer_or_arg(%arg: memref<1xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %va = arith.constant 8 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  cf.cond_br %c, ^bb1(%a : memref<1xi64>), ^bb1(%arg : memref<1xi64>)
^bb1(%x: memref<1xi64>):
  %vx = memref.load %x[%c0] : memref<1xi64>
  // %a is also used directly after the merge.
  %va2 = memref.load %a[%c0] : memref<1xi64>
  %r = arith.addi %vx, %va2 : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @two_buffers(%t) : (i1) -> i64
  vector.print %r1 : i64
  %r2 = call @two_buffers(%f) : (i1) -> i64
  vector.print %r2 : i64
  %r3 = call @same_twice(%t) : (i1) -> i64
  vector.print %r3 : i64
  %r4 = call @same_twice(%f) : (i1) -> i64
  vector.print %r4 : i64
  %arg = memref.alloc() : memref<1xi64>
  %v = arith.constant 100 : i64
  memref.store %v, %arg[%c0] : memref<1xi64>
  %r5 = call @buffer_or_arg(%arg, %t) : (memref<1xi64>, i1) -> i64
  vector.print %r5 : i64
  %r6 = call @buffer_or_arg(%arg, %f) : (memref<1xi64>, i1) -> i64
  vector.print %r6 : i64
  return
}

// CHECK: 56
// CHECK-NEXT: 65
// CHECK-NEXT: 7
// CHECK-NEXT: 14
// CHECK-NEXT: 16
// CHECK-NEXT: 108
// CHECK: defects: none
