// cf.switch where the same buffer is passed as an operand to some cases and is
// also live into that same block without being an operand, and another case
// reads a different buffer through a subview: the retain list of each
// successor differs, and nothing is freed before its last use.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%sel: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  %v5 = arith.constant 5 : i64
  %v7 = arith.constant 7 : i64
  memref.store %v5, %a[%c0] : memref<2xi64>
  memref.store %v7, %a[%c1] : memref<2xi64>
  memref.store %v7, %b[%c0] : memref<2xi64>
  memref.store %v5, %b[%c1] : memref<2xi64>
  cf.switch %sel : i32, [
    default: ^d,
    1: ^x(%a : memref<2xi64>),
    2: ^x(%b : memref<2xi64>),
    3: ^y
  ]
^x(%m: memref<2xi64>):
  // %a is live-in here as well as possibly being %m.
  %p = memref.load %m[%c1] : memref<2xi64>
  %q = memref.load %a[%c0] : memref<2xi64>
  %r = arith.muli %p, %q : i64
  cf.br ^join(%r : i64)
^y:
  %sv = memref.subview %b[1] [1] [1] : memref<2xi64> to memref<1xi64, strided<[1], offset: 1>>
  %e = memref.load %sv[%c0] : memref<1xi64, strided<[1], offset: 1>>
  cf.br ^join(%e : i64)
^d:
  %n = arith.constant -1 : i64
  cf.br ^join(%n : i64)
^join(%res: i64):
  return %res : i64
}

func.func @main() {
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %s3 = arith.constant 3 : i32
  %r1 = call @run(%s1) : (i32) -> i64
  vector.print %r1 : i64
  %r2 = call @run(%s2) : (i32) -> i64
  vector.print %r2 : i64
  %r3 = call @run(%s3) : (i32) -> i64
  vector.print %r3 : i64
  %r0 = call @run(%s0) : (i32) -> i64
  vector.print %r0 : i64
  return
}

// CHECK: 35
// CHECK-NEXT: 25
// CHECK-NEXT: 5
// CHECK-NEXT: -1
// CHECK: defects: none
