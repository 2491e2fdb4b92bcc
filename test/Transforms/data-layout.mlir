// RUN: reclaim-opt %s -split-input-file --pass-pipeline='builtin.module(reclaim-promote-to-stack{max-alloc-size-in-bytes=200})' | FileCheck %s --check-prefix=STACK
// RUN: reclaim-opt %s -split-input-file -reclaim-memory-plan | FileCheck %s --check-prefix=PLAN

// Buffer sizes come from the data layout at the allocation: the layout of the
// closest op that carries one (computed once per function, since
// DataLayout::closest walks up the whole nest and gathers every ancestor's
// spec on each call, which was quadratic on deep nests). With 32-bit index,
// memref<40xindex> takes 160 bytes (stack, under the limit of 200) and
// memref<50xindex> 200 (the arena).

// STACK-LABEL: func @index32
//       STACK:   memref.alloca() : memref<40xindex>
// PLAN-LABEL: func @index32
//       PLAN:   memref.alloca() {alignment = 16 : i64} : memref<200xi8>
//   PLAN-NOT:   memref.alloc(
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @index32(%i: index) -> index {
    %a = memref.alloc() : memref<40xindex>
    memref.store %i, %a[%i] : memref<40xindex>
    %v = memref.load %a[%i] : memref<40xindex>
    memref.dealloc %a : memref<40xindex>
    %b = memref.alloc() : memref<50xindex>
    memref.store %v, %b[%i] : memref<50xindex>
    %w = memref.load %b[%i] : memref<50xindex>
    memref.dealloc %b : memref<50xindex>
    return %w : index
  }
}

// -----

// The default layout (64-bit index): 320 bytes stay on the heap; the arena
// takes 400.

// STACK-LABEL: func @index64
//       STACK:   memref.alloc() : memref<40xindex>
// PLAN-LABEL: func @index64
//       PLAN:   memref.alloca() {alignment = 16 : i64} : memref<400xi8>
func.func @index64(%i: index) -> index {
  %a = memref.alloc() : memref<40xindex>
  memref.store %i, %a[%i] : memref<40xindex>
  %v = memref.load %a[%i] : memref<40xindex>
  memref.dealloc %a : memref<40xindex>
  %b = memref.alloc() : memref<50xindex>
  memref.store %v, %b[%i] : memref<50xindex>
  %w = memref.load %b[%i] : memref<50xindex>
  memref.dealloc %b : memref<50xindex>
  return %w : index
}

// -----

// A function in a nested module takes that module's layout, one outside it
// the default.

// STACK-LABEL: func @outer
//       STACK:   memref.alloc() : memref<40xindex>
// STACK-LABEL: func @inner
//       STACK:   memref.alloca() : memref<40xindex>
func.func @outer(%i: index) -> index {
  %a = memref.alloc() : memref<40xindex>
  memref.store %i, %a[%i] : memref<40xindex>
  %v = memref.load %a[%i] : memref<40xindex>
  memref.dealloc %a : memref<40xindex>
  return %v : index
}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @inner(%i: index) -> index {
    %a = memref.alloc() : memref<40xindex>
    memref.store %i, %a[%i] : memref<40xindex>
    %v = memref.load %a[%i] : memref<40xindex>
    memref.dealloc %a : memref<40xindex>
    return %v : index
  }
}
