// scf.index_switch whose cases yield a fresh buffer, a buffer allocated
// before the switch, an alloca, and (default) another fresh buffer: the
// result's ownership depends on the case taken; every case runs once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %pre = memref.alloc() : memref<1xi64>
  %stack = memref.alloca() : memref<1xi64>
  %p = arith.constant 20 : i64
  %q = arith.constant 30 : i64
  memref.store %p, %pre[%c0] : memref<1xi64>
  memref.store %q, %stack[%c0] : memref<1xi64>
  %r = scf.index_switch %i -> memref<1xi64>
  case 0 {
    %a = memref.alloc() : memref<1xi64>
    %v = arith.constant 10 : i64
    memref.store %v, %a[%c0] : memref<1xi64>
    scf.yield %a : memref<1xi64>
  }
  case 1 {
    scf.yield %pre : memref<1xi64>
  }
  case 2 {
    scf.yield %stack : memref<1xi64>
  }
  default {
    %b = memref.alloc() : memref<1xi64>
    %v = arith.constant 40 : i64
    memref.store %v, %b[%c0] : memref<1xi64>
    scf.yield %b : memref<1xi64>
  }
  %x = memref.load %r[%c0] : memref<1xi64>
  %y = memref.load %pre[%c0] : memref<1xi64>
  %h = arith.constant 100 : i64
  %xh = arith.muli %x, %h : i64
  %s = arith.addi %xh, %y : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = call @run(%c0) : (index) -> i64
  vector.print %a : i64
  %b = call @run(%c1) : (index) -> i64
  vector.print %b : i64
  %c = call @run(%c2) : (index) -> i64
  vector.print %c : i64
  %d = call @run(%c7) : (index) -> i64
  vector.print %d : i64
  return
}

// CHECK: 1020
// CHECK-NEXT: 2020
// CHECK-NEXT: 3020
// CHECK-NEXT: 4020
// CHECK: defects: none
