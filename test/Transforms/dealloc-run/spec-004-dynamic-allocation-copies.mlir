// Runnable variants of spec 004's @dynamic_allocation (CopyRemoval, reuse
// of the source buffer): the input form allocates %7, allocates a copy %10
// of the same dynamic shape (memref.dim), copies, frees %7 and returns %10;
// the transformed form returns %7 with its memref.dim ops left over. The
// caller owns the result in both and frees it once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %v = arith.constant 12.0 : f32
  linalg.fill ins(%v : f32) outs(%7 : memref<?x?xf32>)
  %c0_0 = arith.constant 0 : index
  %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
  %c1_1 = arith.constant 1 : index
  %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
  %10 = memref.alloc(%8, %9) : memref<?x?xf32>
  memref.copy %7, %10 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %7 : memref<?x?xf32>
  return %10 : memref<?x?xf32>
}

func.func @dynamic_allocation_removed(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %v = arith.constant 13.0 : f32
  linalg.fill ins(%v : f32) outs(%7 : memref<?x?xf32>)
  %c0_0 = arith.constant 0 : index
  %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
  %c1_1 = arith.constant 1 : index
  %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
  return %7 : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @dynamic_allocation(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %b = call @dynamic_allocation_removed(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %x = memref.load %a[%c1, %c2] : memref<?x?xf32>
  %y = memref.load %b[%c1, %c2] : memref<?x?xf32>
  vector.print %x : f32
  vector.print %y : f32
  return
}

// CHECK: 12
// CHECK-NEXT: 13
// CHECK: defects: none
