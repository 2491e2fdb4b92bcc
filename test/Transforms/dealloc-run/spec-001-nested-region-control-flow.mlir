// Runnable variant of spec 001's @nested_region_control_flow, before and
// after the alias-based pass: an scf.if yields the outer buffer %1 in both
// branches, and the else branch allocates a temporary %3 (used, and in the
// "after" variant already freed in the input). The function returns %2,
// an alias of %1, which the caller owns. `use(%3)` writes %3 and copies
// one element of it into %1.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @nested_region_control_flow(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %v = arith.constant 6.0 : f32
    linalg.fill ins(%v : f32) outs(%3 : memref<?x?xf32>)
    %c0 = arith.constant 0 : index
    %x = memref.load %3[%c0, %c0] : memref<?x?xf32>
    memref.store %x, %1[%c0, %c0] : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

func.func @nested_region_control_flow_after(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %v = arith.constant 7.0 : f32
    linalg.fill ins(%v : f32) outs(%3 : memref<?x?xf32>)
    %c0 = arith.constant 0 : index
    %x = memref.load %3[%c0, %c0] : memref<?x?xf32>
    memref.store %x, %1[%c0, %c0] : memref<?x?xf32>
    memref.dealloc %3 : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @nested_region_control_flow(%c2, %c2) : (index, index) -> memref<?x?xf32>
  %b = call @nested_region_control_flow(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %c = call @nested_region_control_flow_after(%c2, %c2) : (index, index) -> memref<?x?xf32>
  %d = call @nested_region_control_flow_after(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %xa = memref.load %a[%c0, %c0] : memref<?x?xf32>
  %xb = memref.load %b[%c0, %c0] : memref<?x?xf32>
  %yb = memref.load %b[%c1, %c1] : memref<?x?xf32>
  %xc = memref.load %c[%c0, %c0] : memref<?x?xf32>
  %xd = memref.load %d[%c0, %c0] : memref<?x?xf32>
  vector.print %xa : f32
  vector.print %xb : f32
  vector.print %yb : f32
  vector.print %xc : f32
  vector.print %xd : f32
  return
}

// CHECK: 0
// CHECK-NEXT: 6
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK: defects: none
