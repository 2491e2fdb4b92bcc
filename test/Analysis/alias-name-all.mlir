// RUN: reclaim-test-opt %s -test-reclaim-alias=name-all -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

// name-all names every memref %N in walk order, block arguments included, so
// block arguments can be queried directly.

// %0 = %init, %1 = %x (block argument), %2 = %n.
// CHECK-LABEL: Testing: @fresh_after_bound
// CHECK-DAG: alias(%0, %1) = MayAlias
// CHECK-DAG: alias(%0, %2) = NoAlias
// CHECK-DAG: alias(%1, %2) = NoAlias
func.func @fresh_after_bound(%init: memref<2xf32>) {
  cf.br ^bb1(%init : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  %n = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%n : memref<2xf32>)
}
