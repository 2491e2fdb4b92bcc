// Runnable variant of the OUTPUT of spec 004's
// @inner_region_control_flow_div example used as input (temporary copies
// with memref.dim + alloc + copy in the then, else and join regions, frees of
// %2 in the else region, of the join argument, and of %0). custom.region_if
// is not a real op: then/else become an scf.if (condition added as an
// argument) and the join region becomes straight-line code after it (the
// join receives the scf.if result). Everything is already freed by the
// input except the returned buffer, which the caller owns.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @inner_region_control_flow_div(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %v = arith.constant 4.0 : f32
  linalg.fill ins(%v : f32) outs(%0 : memref<?x?xf32>)
  %arg4 = scf.if %c -> (memref<?x?xf32>) {
    %2 = memref.dim %0, %c0 : memref<?x?xf32>
    %3 = memref.dim %0, %c1 : memref<?x?xf32>
    %4 = memref.alloc(%2, %3) : memref<?x?xf32>
    memref.copy %0, %4 : memref<?x?xf32> to memref<?x?xf32>
    scf.yield %4 : memref<?x?xf32>
  } else {
    %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %w = arith.constant 5.0 : f32
    linalg.fill ins(%w : f32) outs(%2 : memref<?x?xf32>)
    %3 = memref.dim %2, %c0 : memref<?x?xf32>
    %4 = memref.dim %2, %c1 : memref<?x?xf32>
    %5 = memref.alloc(%3, %4) : memref<?x?xf32>
    memref.copy %2, %5 : memref<?x?xf32> to memref<?x?xf32>
    memref.dealloc %2 : memref<?x?xf32>
    scf.yield %5 : memref<?x?xf32>
  }
  // join(%arg4)
  %2 = memref.dim %arg4, %c0 : memref<?x?xf32>
  %3 = memref.dim %arg4, %c1 : memref<?x?xf32>
  %1 = memref.alloc(%2, %3) : memref<?x?xf32>
  memref.copy %arg4, %1 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %arg4 : memref<?x?xf32>
  memref.dealloc %0 : memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @inner_region_control_flow_div(%c2, %c3, %t) : (index, index, i1) -> memref<?x?xf32>
  %b = call @inner_region_control_flow_div(%c2, %c3, %f) : (index, index, i1) -> memref<?x?xf32>
  %x = memref.load %a[%c1, %c1] : memref<?x?xf32>
  %y = memref.load %b[%c1, %c2] : memref<?x?xf32>
  vector.print %x : f32
  vector.print %y : f32
  return
}

// CHECK: 4
// CHECK-NEXT: 5
// CHECK: defects: none
