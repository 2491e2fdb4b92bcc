// scf.execute_region with a multi-block CFG inside: the region allocates in
// two of its blocks, merges them through a block argument, frees nothing
// itself, and yields one buffer out of the region; a second execute_region
// yields a buffer allocated outside it. Both directions of the inner branch
// run.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %outer = memref.alloc() : memref<1xi64>
  %k = arith.constant 1000 : i64
  memref.store %k, %outer[%c0] : memref<1xi64>
  %r = scf.execute_region -> memref<1xi64> {
    %tmp = memref.alloc() : memref<1xi64>
    %five = arith.constant 5 : i64
    memref.store %five, %tmp[%c0] : memref<1xi64>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<1xi64>
    %t1 = memref.load %tmp[%c0] : memref<1xi64>
    %x1 = arith.addi %t1, %t1 : i64
    memref.store %x1, %a[%c0] : memref<1xi64>
    cf.br ^bb3(%a : memref<1xi64>)
  ^bb2:
    %t2 = memref.load %tmp[%c0] : memref<1xi64>
    %o = memref.load %outer[%c0] : memref<1xi64>
    %x2 = arith.addi %t2, %o : i64
    memref.store %x2, %outer[%c0] : memref<1xi64>
    cf.br ^bb3(%outer : memref<1xi64>)
  ^bb3(%m: memref<1xi64>):
    scf.yield %m : memref<1xi64>
  }
  %s = scf.execute_region -> memref<1xi64> {
    scf.yield %outer : memref<1xi64>
  }
  %v = memref.load %r[%c0] : memref<1xi64>
  %w = memref.load %s[%c0] : memref<1xi64>
  %sum = arith.addi %v, %w : i64
  return %sum : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  return
}

// true: r = 10, s = 1000 -> 1010; false: r = s = outer = 1005 -> 2010
// CHECK: 1010
// CHECK-NEXT: 2010
// CHECK: defects: none
