// memref.realloc growing (2 -> 5 elements, old contents preserved, new tail
// written), shrinking (5 -> 3, dynamic sizes) and growing again (3 -> 6)
// through a memref.cast of the previous result: realloc frees its source
// itself, so the pass must own only the result and free it once; the source
// SSA value (and its cast) is dead after the realloc. (A static-shape
// shrinking realloc does not lower in reclaim-run: realloc-static-shrink.mlir.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<2xi64>
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %v9 = arith.constant 9 : i64
  memref.store %v3, %a[%c0] : memref<2xi64>
  memref.store %v4, %a[%c1] : memref<2xi64>
  %g = memref.realloc %a : memref<2xi64> to memref<5xi64>
  memref.store %v9, %g[%c4] : memref<5xi64>
  memref.store %v9, %g[%c2] : memref<5xi64>
  %x0 = memref.load %g[%c0] : memref<5xi64>
  %x1 = memref.load %g[%c1] : memref<5xi64>
  %x4 = memref.load %g[%c4] : memref<5xi64>
  vector.print %x0 : i64
  vector.print %x1 : i64
  vector.print %x4 : i64
  %c3 = arith.constant 3 : index
  %gd = memref.cast %g : memref<5xi64> to memref<?xi64>
  %s = memref.realloc %gd(%c3) : memref<?xi64> to memref<?xi64>
  %y0 = memref.load %s[%c0] : memref<?xi64>
  %y2 = memref.load %s[%c2] : memref<?xi64>
  vector.print %y0 : i64
  vector.print %y2 : i64
  %d = memref.cast %s : memref<?xi64> to memref<?xi64>
  %dd = memref.realloc %d(%c6) : memref<?xi64> to memref<?xi64>
  %v5 = arith.constant 50 : i64
  memref.store %v5, %dd[%c4] : memref<?xi64>
  %z1 = memref.load %dd[%c1] : memref<?xi64>
  %z4 = memref.load %dd[%c4] : memref<?xi64>
  %zs = arith.addi %z1, %z4 : i64
  vector.print %zs : i64
  return
}

// CHECK: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 9
// CHECK-NEXT: 3
// CHECK-NEXT: 9
// CHECK-NEXT: 54
// CHECK: defects: none
