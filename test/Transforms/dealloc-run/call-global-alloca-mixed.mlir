// memref.get_global and memref.alloca mixed with heap buffers and calls: a
// callee receives a global, an alloca and a heap buffer as arguments and
// returns a fresh buffer combining them; a callee returns a global (must be
// copied so the caller can free it), and the copy is passed on to another
// call. No global or stack memory is ever freed.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

memref.global "private" @table : memref<3xi64> = dense<[5, 6, 7]>

func.func @combine(%g: memref<3xi64>, %s: memref<1xi64>, %h: memref<1xi64>) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = memref.alloc() : memref<1xi64>
  %a = memref.load %g[%c2] : memref<3xi64>
  %b = memref.load %s[%c0] : memref<1xi64>
  %c = memref.load %h[%c0] : memref<1xi64>
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  memref.store %abc, %r[%c0] : memref<1xi64>
  return %r : memref<1xi64>
}

func.func @get_table() -> memref<3xi64> {
  %g = memref.get_global @table : memref<3xi64>
  return %g : memref<3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @table : memref<3xi64>
  %s = memref.alloca() : memref<1xi64>
  %h = memref.alloc() : memref<1xi64>
  %v10 = arith.constant 10 : i64
  %v100 = arith.constant 100 : i64
  memref.store %v10, %s[%c0] : memref<1xi64>
  memref.store %v100, %h[%c0] : memref<1xi64>
  %r = call @combine(%g, %s, %h) : (memref<3xi64>, memref<1xi64>, memref<1xi64>) -> memref<1xi64>
  %x = memref.load %r[%c0] : memref<1xi64>
  vector.print %x : i64
  %t = call @get_table() : () -> memref<3xi64>
  %y = memref.load %t[%c1] : memref<3xi64>
  vector.print %y : i64
  %r2 = call @combine(%t, %s, %r) : (memref<3xi64>, memref<1xi64>, memref<1xi64>) -> memref<1xi64>
  %z = memref.load %r2[%c0] : memref<1xi64>
  vector.print %z : i64
  return
}

// 7 + 10 + 100 = 117 ; 6 ; 7 + 10 + 117 = 134
// CHECK: 117
// CHECK-NEXT: 6
// CHECK-NEXT: 134
// CHECK: defects: none
