// The input already frees some buffers with memref.dealloc after their last
// use (straight-line code); the pass must free only the others and never a
// manually freed buffer a second time, including a manually freed buffer
// whose view was used before the free.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  %c = memref.alloc() : memref<4xi64>
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  memref.store %v1, %a[%c0] : memref<2xi64>
  memref.store %v2, %b[%c0] : memref<2xi64>
  memref.store %v3, %c[%c1] : memref<4xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  %sv = memref.subview %c[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
  %y = memref.load %sv[%c0] : memref<2xi64, strided<[1], offset: 1>>
  memref.dealloc %c : memref<4xi64>
  %z = memref.load %b[%c0] : memref<2xi64>
  %s1 = arith.addi %x, %y : i64
  %s2 = arith.addi %s1, %z : i64
  vector.print %s2 : i64
  %d = memref.alloc() : memref<1xi64>
  memref.store %s2, %d[%c0] : memref<1xi64>
  %w = memref.load %d[%c0] : memref<1xi64>
  %w2 = arith.addi %w, %w : i64
  vector.print %w2 : i64
  return
}

// CHECK: 6
// CHECK-NEXT: 12
// CHECK: defects: none
