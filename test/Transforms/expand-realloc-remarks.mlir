// RUN: reclaim-opt %s -reclaim-expand-realloc=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null
// RUN: reclaim-opt %s -reclaim-expand-realloc="remarks=true emit-deallocs=false" -mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFREE

// reclaim-expand-realloc says how it expanded every memref.realloc.

// NOFREE: remark: realloc expanded: grows from 2 to 4 elements: new allocation, copy (the old buffer is not freed: emit-deallocs=false)
func.func @grow(%a: memref<2xf32>) -> memref<4xf32> {
  // expected-remark @below {{realloc expanded: grows from 2 to 4 elements: new allocation, copy, free of the old buffer}}
  %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

func.func @shrink(%a: memref<4xf32>) -> memref<2xf32> {
  // expected-remark @below {{realloc expanded: does not grow (4 to 2 elements): the old buffer is reused}}
  %b = memref.realloc %a : memref<4xf32> to memref<2xf32>
  return %b : memref<2xf32>
}

// -----

func.func @dynamic(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  // expected-remark @below {{realloc expanded: a size is dynamic, so an scf.if decides at run time between growing (new allocation, copy, free of the old buffer) and reusing the old buffer}}
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
