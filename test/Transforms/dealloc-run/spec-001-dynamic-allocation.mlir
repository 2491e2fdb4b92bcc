// Runnable variants of spec 001's @dynamic_allocation (clone
// canonicalization, reuse of the source): the input form already holds a
// bufferization.clone of a dynamic alloc and a memref.dealloc of the
// original, and returns the clone; the canonicalized form returns the
// alloc directly. In both the caller owns the result and frees it once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %v = arith.constant 9.0 : f32
  linalg.fill ins(%v : f32) outs(%1 : memref<?x?xf32>)
  %2 = bufferization.clone %1 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %1 : memref<?x?xf32>
  return %2 : memref<?x?xf32>
}

func.func @dynamic_allocation_canonical(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %v = arith.constant 10.0 : f32
  linalg.fill ins(%v : f32) outs(%1 : memref<?x?xf32>)
  return %1 : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @dynamic_allocation(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %b = call @dynamic_allocation_canonical(%c3, %c2) : (index, index) -> memref<?x?xf32>
  %x = memref.load %a[%c1, %c2] : memref<?x?xf32>
  %y = memref.load %b[%c2, %c1] : memref<?x?xf32>
  vector.print %x : f32
  vector.print %y : f32
  return
}

// CHECK: 9
// CHECK-NEXT: 10
// CHECK: defects: none
