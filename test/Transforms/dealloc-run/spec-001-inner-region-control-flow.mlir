// Runnable variant of spec 001's @inner_region_control_flow and
// @inner_region_control_flow_div. `custom.region_if` is not a real op; its
// semantics (run the "then" or the "else" region on the operand, then always
// the "join" region on the result) are expressed with an scf.if (then/else,
// selected by a new i1 argument since the spec's op has no condition)
// followed by an scf.execute_region (join). In the _div variant the else
// region allocates a buffer of another size that becomes the result. The
// caller owns the returned buffer; %0 must be freed in the callee when it
// is not returned.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @inner_region_control_flow(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %v = arith.constant 1.0 : f32
  linalg.fill ins(%v : f32) outs(%0 : memref<?x?xf32>)
  %t = scf.if %c -> (memref<?x?xf32>) {
    scf.yield %0 : memref<?x?xf32>
  } else {
    scf.yield %0 : memref<?x?xf32>
  }
  %1 = scf.execute_region -> memref<?x?xf32> {
    scf.yield %t : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

func.func @inner_region_control_flow_div(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %v = arith.constant 2.0 : f32
  linalg.fill ins(%v : f32) outs(%0 : memref<?x?xf32>)
  %t = scf.if %c -> (memref<?x?xf32>) {
    scf.yield %0 : memref<?x?xf32>
  } else {
    %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %w = arith.constant 3.0 : f32
    linalg.fill ins(%w : f32) outs(%2 : memref<?x?xf32>)
    scf.yield %2 : memref<?x?xf32>
  }
  %1 = scf.execute_region -> memref<?x?xf32> {
    scf.yield %t : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = call @inner_region_control_flow(%c2, %c3, %t) : (index, index, i1) -> memref<?x?xf32>
  %b = call @inner_region_control_flow(%c2, %c3, %f) : (index, index, i1) -> memref<?x?xf32>
  %c = call @inner_region_control_flow_div(%c2, %c3, %t) : (index, index, i1) -> memref<?x?xf32>
  %d = call @inner_region_control_flow_div(%c2, %c3, %f) : (index, index, i1) -> memref<?x?xf32>
  %xa = memref.load %a[%c1, %c1] : memref<?x?xf32>
  %xb = memref.load %b[%c1, %c1] : memref<?x?xf32>
  %xc = memref.load %c[%c1, %c1] : memref<?x?xf32>
  %xd = memref.load %d[%c1, %c2] : memref<?x?xf32>
  %dd = memref.dim %d, %c1 : memref<?x?xf32>
  vector.print %xa : f32
  vector.print %xb : f32
  vector.print %xc : f32
  vector.print %xd : f32
  vector.print %dd : index
  return
}

// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK: defects: none
