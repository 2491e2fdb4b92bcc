// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-promote-to-stack{max-alloc-size-in-bytes=200},reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,STACK
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,FULL
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-promote-to-stack{max-alloc-size-in-bytes=200})' | FileCheck %s --check-prefix=IR

// The twin of data-layout.mlir that runs: a layout giving i32 a 64-bit ABI
// alignment makes each element of memref<40xi32> take 8 bytes (320, over
// the stack limit of 200: it stays on the heap and is freed) and
// memref<20xi32> 160 (on the stack). Same output as without deallocation,
// nothing leaked or freed twice.

// IR: memref.alloc() : memref<40xi32>
// IR: memref.alloca() : memref<20xi32>
// EXEC:       7
// STACK:      stats: allocs=1 frees=1 bytes-allocated=320
// FULL:       stats: allocs=0 frees=0
// EXEC:       defects: none
// EXEC-NEXT:  exit-code: 0
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : i32
    %a = memref.alloc() : memref<40xi32>
    memref.store %c7, %a[%c3] : memref<40xi32>
    %v = memref.load %a[%c3] : memref<40xi32>
    %b = memref.alloc() : memref<20xi32>
    memref.store %v, %b[%c3] : memref<20xi32>
    %w = memref.load %b[%c3] : memref<20xi32>
    vector.print %w : i32
    return
  }
}
