// The input frees a buffer manually in one successor of a cf.cond_br only;
// on the other path the pass must free it, on the freeing path it must not
// free it again. A second buffer, live on both paths, is left to the pass.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 40 : i64
  %vb = arith.constant 2 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  cf.cond_br %c, ^free_it, ^keep_it
^free_it:
  %x = memref.load %a[%c0] : memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  cf.br ^join(%x : i64)
^keep_it:
  %y = memref.load %a[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %y1 = arith.addi %y, %one : i64
  cf.br ^join(%y1 : i64)
^join(%r: i64):
  %z = memref.load %b[%c0] : memref<1xi64>
  %s = arith.addi %r, %z : i64
  return %s : i64
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

// CHECK: 42
// CHECK-NEXT: 43
// CHECK: defects: none
