// A mix of manually freed buffers and buffers left to the pass, across
// blocks: one buffer is freed manually in the entry block after its last
// use, one is freed manually after a merge, one is passed through a block
// argument and never freed by the input, one temporary inside scf.for is
// freed manually in the body while another body temporary is not.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %early = memref.alloc() : memref<1xi64>
  %late = memref.alloc() : memref<1xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 20 : i64
  memref.store %v1, %early[%c0] : memref<1xi64>
  memref.store %v2, %late[%c0] : memref<1xi64>
  %e = memref.load %early[%c0] : memref<1xi64>
  memref.dealloc %early : memref<1xi64>
  %passed = memref.alloc() : memref<1xi64>
  %v3 = arith.constant 300 : i64
  memref.store %v3, %passed[%c0] : memref<1xi64>
  cf.cond_br %c, ^a(%passed : memref<1xi64>), ^b
^a(%p: memref<1xi64>):
  %pv = memref.load %p[%c0] : memref<1xi64>
  cf.br ^join(%pv : i64)
^b:
  %zero = arith.constant 0 : i64
  cf.br ^join(%zero : i64)
^join(%x: i64):
  %lv = memref.load %late[%c0] : memref<1xi64>
  memref.dealloc %late : memref<1xi64>
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (i64) {
    %t1 = memref.alloc() : memref<1xi64>
    %t2 = memref.alloc() : memref<1xi64>
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %t1[%c0] : memref<1xi64>
    memref.store %ii, %t2[%c0] : memref<1xi64>
    %a = memref.load %t1[%c0] : memref<1xi64>
    memref.dealloc %t1 : memref<1xi64>
    %b = memref.load %t2[%c0] : memref<1xi64>
    %ab = arith.addi %a, %b : i64
    %n = arith.addi %acc, %ab : i64
    scf.yield %n : i64
  }
  %s1 = arith.addi %sum, %lv : i64
  %s2 = arith.addi %s1, %e : i64
  return %s2 : i64
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

// loop adds 2*(0+1+2) = 6; true: 300 + 6 + 20 + 1 = 327; false: 0 + 27 = 27
// CHECK: 327
// CHECK-NEXT: 27
// CHECK: defects: none
