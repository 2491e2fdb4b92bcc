// Runnable variant of spec 004's scf example @nested_region_control_flow
// (before and after the alias-based pass, which adds `dealloc %3` in the
// else branch), called from an scf.for with equal and unequal sizes so both
// branches run several times; every returned buffer is read and must be
// freed by the caller, every %3 exactly once in the callee.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @nested_region_control_flow(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %w = arith.index_cast %arg1 : index to i32
    %wf = arith.sitofp %w : i32 to f32
    linalg.fill ins(%wf : f32) outs(%3 : memref<?x?xf32>)
    %x = memref.load %3[%c0, %c0] : memref<?x?xf32>
    memref.store %x, %1[%c0, %c0] : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

func.func @nested_region_control_flow_after(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %w = arith.index_cast %arg1 : index to i32
    %wf = arith.sitofp %w : i32 to f32
    linalg.fill ins(%wf : f32) outs(%3 : memref<?x?xf32>)
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
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  // sizes (2, j) for j = 1..3: j == 2 takes the then-branch.
  %sum = scf.for %j = %c1 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %a = func.call @nested_region_control_flow(%c2, %j) : (index, index) -> memref<?x?xf32>
    %b = func.call @nested_region_control_flow_after(%c2, %j) : (index, index) -> memref<?x?xf32>
    %x = memref.load %a[%c0, %c0] : memref<?x?xf32>
    %y = memref.load %b[%c0, %c0] : memref<?x?xf32>
    %u = memref.load %b[%c1, %c1] : memref<?x?xf32>
    %xy = arith.addf %x, %y : f32
    %xyu = arith.addf %xy, %u : f32
    %n = arith.addf %acc, %xyu : f32
    scf.yield %n : f32
  }
  vector.print %sum : f32
  return
}

// j=1: 1+1+1 = 3 ; j=2: 1+1+1 = 3 ; j=3: 3+3+1 = 7 ; total 13
// CHECK: 13
// CHECK: defects: none
