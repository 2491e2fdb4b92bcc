// A cf loop whose header argument starts as a buffer %a that is also read
// after the loop (so %a is live through the whole loop as well as being the
// first value of the argument), and a scf.for with the same shape: the back
// edge replaces the argument with a fresh buffer, so the previous value
// must be freed except when it is %a. Only a run-time alias check (or
// equivalent ownership) gets this right.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @cf_version() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<1xi64>
  %five = arith.constant 5 : i64
  memref.store %five, %a[%c0] : memref<1xi64>
  cf.br ^h(%c0, %a : index, memref<1xi64>)
^h(%i: index, %x: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %f = memref.alloc() : memref<1xi64>
  %v = memref.load %x[%c0] : memref<1xi64>
  %w = arith.addi %v, %v : i64
  memref.store %w, %f[%c0] : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %f : index, memref<1xi64>)
^exit:
  %r = memref.load %x[%c0] : memref<1xi64>
  %o = memref.load %a[%c0] : memref<1xi64>
  %h = arith.constant 1000 : i64
  %rh = arith.muli %r, %h : i64
  %s = arith.addi %rh, %o : i64
  return %s : i64
}

func.func @scf_version(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<1xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %a[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<1xi64>) {
    %f = memref.alloc() : memref<1xi64>
    %v = memref.load %x[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %f[%c0] : memref<1xi64>
    scf.yield %f : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  %o = memref.load %a[%c0] : memref<1xi64>
  %h = arith.constant 1000 : i64
  %rh = arith.muli %r, %h : i64
  %s = arith.addi %rh, %o : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = call @cf_version() : () -> i64
  vector.print %x : i64
  %y = call @scf_version(%c4) : (index) -> i64
  vector.print %y : i64
  // Zero trips: the loop result is %a itself.
  %z = call @scf_version(%c0) : (index) -> i64
  vector.print %z : i64
  return
}

// CHECK: 40005
// CHECK-NEXT: 11007
// CHECK-NEXT: 7007
// CHECK: defects: none
