// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-lower-deallocs=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-lower-deallocs="remarks=true inline-limit=1" -mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELPER

// reclaim-lower-deallocs says, for every run-time pointer comparison it
// emits, which two buffers it compares; above inline-limit, that the sorting
// helper compares them, naming them.

func.func @inline(%cx: i1, %cy: i1) -> i1 {
  %x = "test.make"() : () -> memref<2xf32>
  %y = "test.make"() : () -> memref<2xf32>
  %z = "test.make"() : () -> memref<2xf32>
  // expected-remark-re @below {{run-time pointer comparison: 'test.make' at {{.*}}:9:8 against 'test.make' at {{.*}}:11:8}}
  // expected-remark-re @below {{run-time pointer comparison: 'test.make' at {{.*}}:10:8 against 'test.make' at {{.*}}:11:8}}
  // expected-remark-re @below {{run-time pointer comparison: 'test.make' at {{.*}}:9:8 against 'test.make' at {{.*}}:10:8}}
  %r = bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%cx, %cy) retain (%z : memref<2xf32>)
  return %r : i1
}
// HELPER: lower-deallocs-remarks.mlir:[[# @LINE - 3]]:8: remark: run-time pointer comparisons by the sorting helper: 2 memrefs and 1 retained values would need 3 inline comparisons (inline-limit 1); compared: 'test.make' at {{.*}}:[[# @LINE - 9]]:8, 'test.make' at {{.*}}:[[# @LINE - 8]]:8, 'test.make' at {{.*}}:[[# @LINE - 7]]:8

// -----

// One memref, no retained value: no comparison, no remark.
func.func @single(%c: i1) {
  %x = "test.make"() : () -> memref<2xf32>
  bufferization.dealloc (%x : memref<2xf32>) if (%c)
  return
}
