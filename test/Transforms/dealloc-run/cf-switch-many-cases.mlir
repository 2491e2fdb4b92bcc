// cf.switch with five cases and a default, some cases sharing a destination
// block with different operands, passing fresh buffers, a buffer allocated
// before the switch, and an alloca. Each case runs once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%sel: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %pre = memref.alloc() : memref<1xi64>
  %fresh = memref.alloc() : memref<1xi64>
  %stack = memref.alloca() : memref<1xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  memref.store %v1, %pre[%c0] : memref<1xi64>
  memref.store %v2, %fresh[%c0] : memref<1xi64>
  memref.store %v3, %stack[%c0] : memref<1xi64>
  cf.switch %sel : i32, [
    default: ^other,
    0: ^shared(%pre : memref<1xi64>),
    1: ^shared(%fresh : memref<1xi64>),
    2: ^shared(%stack : memref<1xi64>),
    3: ^own,
    4: ^shared(%pre : memref<1xi64>)
  ]
^shared(%m: memref<1xi64>):
  %x = memref.load %m[%c0] : memref<1xi64>
  %h = arith.constant 100 : i64
  %r = arith.addi %x, %h : i64
  cf.br ^join(%r : i64)
^own:
  %o = memref.alloc() : memref<1xi64>
  %v4 = arith.constant 4 : i64
  memref.store %v4, %o[%c0] : memref<1xi64>
  %ofr = memref.load %fresh[%c0] : memref<1xi64>
  %ox = memref.load %o[%c0] : memref<1xi64>
  %os = arith.addi %ofr, %ox : i64
  cf.br ^join(%os : i64)
^other:
  %y = memref.load %pre[%c0] : memref<1xi64>
  %z = memref.load %fresh[%c0] : memref<1xi64>
  %s = arith.addi %y, %z : i64
  %k = arith.constant 1000 : i64
  %t = arith.addi %s, %k : i64
  cf.br ^join(%t : i64)
^join(%res: i64):
  return %res : i64
}

func.func @main() {
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %s3 = arith.constant 3 : i32
  %s4 = arith.constant 4 : i32
  %s9 = arith.constant 9 : i32
  %r0 = call @run(%s0) : (i32) -> i64
  vector.print %r0 : i64
  %r1 = call @run(%s1) : (i32) -> i64
  vector.print %r1 : i64
  %r2 = call @run(%s2) : (i32) -> i64
  vector.print %r2 : i64
  %r3 = call @run(%s3) : (i32) -> i64
  vector.print %r3 : i64
  %r4 = call @run(%s4) : (i32) -> i64
  vector.print %r4 : i64
  %r9 = call @run(%s9) : (i32) -> i64
  vector.print %r9 : i64
  return
}

// CHECK: 101
// CHECK-NEXT: 102
// CHECK-NEXT: 103
// CHECK-NEXT: 6
// CHECK-NEXT: 101
// CHECK-NEXT: 1003
// CHECK: defects: none
