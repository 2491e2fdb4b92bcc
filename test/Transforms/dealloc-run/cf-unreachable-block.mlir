// A function with an unreachable block that allocates and branches into the
// live part of the CFG with a buffer argument, next to the reachable path
// that passes a fresh buffer to the same merge block: the pass must produce
// valid IR for the unreachable block and free correctly on the live path.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %v, %a[%c0] : memref<1xi64>
  cf.br ^merge(%a : memref<1xi64>)
^dead:
  %d = memref.alloc() : memref<1xi64>
  %z = arith.constant 0 : i64
  memref.store %z, %d[%c0] : memref<1xi64>
  cf.br ^merge(%d : memref<1xi64>)
^merge(%m: memref<1xi64>):
  %x = memref.load %m[%c0] : memref<1xi64>
  %y = arith.addi %x, %x : i64
  return %y : i64
}

func.func @main() {
  %v = arith.constant 21 : i64
  %r = call @run(%v) : (i64) -> i64
  vector.print %r : i64
  return
}

// CHECK: 42
// CHECK: defects: none
