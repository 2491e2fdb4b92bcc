// Structured ops inside an unstructured loop and an unstructured loop inside
// a structured op: (1) a cf loop whose body runs an scf.if yielding either
// the header's buffer or a fresh one, and an scf.for temporary; (2) an
// scf.for whose body contains an scf.execute_region holding a cf loop that
// carries a buffer on its back edge and yields the final one.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @cf_outer() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  cf.br ^h(%c0, %init : index, memref<1xi64>)
^h(%i: index, %x: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %rem = arith.remui %i, %c2 : index
  %odd = arith.cmpi ne, %rem, %c0 : index
  %n = scf.if %odd -> (memref<1xi64>) {
    %f = memref.alloc() : memref<1xi64>
    %v = memref.load %x[%c0] : memref<1xi64>
    %three = arith.constant 3 : i64
    %w = arith.muli %v, %three : i64
    memref.store %w, %f[%c0] : memref<1xi64>
    scf.yield %f : memref<1xi64>
  } else {
    scf.for %j = %c0 to %c2 step %c1 {
      %t = memref.alloc() : memref<1xi64>
      memref.store %one, %t[%c0] : memref<1xi64>
      %tv = memref.load %t[%c0] : memref<1xi64>
      %v = memref.load %x[%c0] : memref<1xi64>
      %w = arith.addi %v, %tv : i64
      memref.store %w, %x[%c0] : memref<1xi64>
    }
    scf.yield %x : memref<1xi64>
  }
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %n : index, memref<1xi64>)
^exit:
  %r = memref.load %x[%c0] : memref<1xi64>
  return %r : i64
}

func.func @scf_outer() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c3 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %e = scf.execute_region -> memref<1xi64> {
      cf.br ^h(%c0, %cur : index, memref<1xi64>)
    ^h(%j: index, %b: memref<1xi64>):
      %more = arith.cmpi slt, %j, %c3 : index
      cf.cond_br %more, ^body, ^done
    ^body:
      %f = memref.alloc() : memref<1xi64>
      %v = memref.load %b[%c0] : memref<1xi64>
      %ten = arith.constant 10 : i64
      %w = arith.addi %v, %ten : i64
      memref.store %w, %f[%c0] : memref<1xi64>
      %j1 = arith.addi %j, %c1 : index
      cf.br ^h(%j1, %f : index, memref<1xi64>)
    ^done:
      scf.yield %b : memref<1xi64>
    }
    scf.yield %e : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  return %r : i64
}

func.func @main() {
  %a = call @cf_outer() : () -> i64
  vector.print %a : i64
  %b = call @scf_outer() : () -> i64
  vector.print %b : i64
  return
}

// cf_outer: i0 +2 -> 3 ; i1 *3 -> 9 ; i2 +2 -> 11 ; i3 *3 -> 33 ; i4 +2 -> 35
// scf_outer: 3 outer x 3 inner x 10 = 90
// CHECK: 35
// CHECK-NEXT: 90
// CHECK: defects: none
