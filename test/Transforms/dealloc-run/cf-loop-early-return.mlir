// Early returns out of a cf loop: the function returns from inside the loop
// body (returning the current buffer, which the caller then owns) or after
// the loop (returning a fresh buffer); temporaries of the loop and the
// carried buffers are freed on every path.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @search(%target: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  cf.br ^header(%c0, %init : index, memref<1xi64>)
^header(%i: index, %buf: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %more, ^body, ^notfound
^body:
  %tmp = memref.alloc() : memref<1xi64>
  %v = memref.load %buf[%c0] : memref<1xi64>
  %sq = arith.muli %v, %v : i64
  memref.store %sq, %tmp[%c0] : memref<1xi64>
  %t = memref.load %tmp[%c0] : memref<1xi64>
  %hit = arith.cmpi eq, %t, %target : i64
  cf.cond_br %hit, ^found, ^latch
^found:
  return %buf : memref<1xi64>
^latch:
  %next = memref.alloc() : memref<1xi64>
  %v1 = arith.addi %v, %one : i64
  memref.store %v1, %next[%c0] : memref<1xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %next : index, memref<1xi64>)
^notfound:
  %nf = memref.alloc() : memref<1xi64>
  %m = arith.constant -7 : i64
  memref.store %m, %nf[%c0] : memref<1xi64>
  return %nf : memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t16 = arith.constant 16 : i64
  %t1 = arith.constant 1 : i64
  %t50 = arith.constant 50 : i64
  %a = call @search(%t16) : (i64) -> memref<1xi64>
  %va = memref.load %a[%c0] : memref<1xi64>
  vector.print %va : i64
  %b = call @search(%t1) : (i64) -> memref<1xi64>
  %vb = memref.load %b[%c0] : memref<1xi64>
  vector.print %vb : i64
  %c = call @search(%t50) : (i64) -> memref<1xi64>
  %vc = memref.load %c[%c0] : memref<1xi64>
  vector.print %vc : i64
  return
}

// CHECK: 4
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK: defects: none
