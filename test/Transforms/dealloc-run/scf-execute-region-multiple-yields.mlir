// scf.execute_region whose CFG has two scf.yield terminators in different
// blocks yielding different buffers (a fresh buffer of the region, a buffer
// allocated before the region, or an alloca), reached from a cf.switch
// inside the region; a buffer allocated in the region's entry block is dead
// at every yield and must be freed on each path.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%sel: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %outer = memref.alloc() : memref<1xi64>
  %stack = memref.alloca() : memref<1xi64>
  %v1 = arith.constant 100 : i64
  %v2 = arith.constant 200 : i64
  memref.store %v1, %outer[%c0] : memref<1xi64>
  memref.store %v2, %stack[%c0] : memref<1xi64>
  %r = scf.execute_region -> memref<1xi64> {
    %tmp = memref.alloc() : memref<1xi64>
    %k = arith.constant 5 : i64
    memref.store %k, %tmp[%c0] : memref<1xi64>
    %t = memref.load %tmp[%c0] : memref<1xi64>
    cf.switch %sel : i32, [
      default: ^fresh,
      1: ^outer,
      2: ^stack
    ]
  ^fresh:
    %f = memref.alloc() : memref<1xi64>
    memref.store %t, %f[%c0] : memref<1xi64>
    scf.yield %f : memref<1xi64>
  ^outer:
    %o = memref.load %outer[%c0] : memref<1xi64>
    %ot = arith.addi %o, %t : i64
    memref.store %ot, %outer[%c0] : memref<1xi64>
    scf.yield %outer : memref<1xi64>
  ^stack:
    scf.yield %stack : memref<1xi64>
  }
  %x = memref.load %r[%c0] : memref<1xi64>
  %y = memref.load %outer[%c0] : memref<1xi64>
  %h = arith.constant 1000 : i64
  %xh = arith.muli %x, %h : i64
  %s = arith.addi %xh, %y : i64
  return %s : i64
}

func.func @main() {
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %a = call @run(%s0) : (i32) -> i64
  vector.print %a : i64
  %b = call @run(%s1) : (i32) -> i64
  vector.print %b : i64
  %c = call @run(%s2) : (i32) -> i64
  vector.print %c : i64
  return
}

// CHECK: 5100
// CHECK-NEXT: 105105
// CHECK-NEXT: 200100
// CHECK: defects: none
