// reclaim-opt lists every Reclaim pass and pipeline next to upstream's.
// RUN: reclaim-opt --help | FileCheck %s
// CHECK-DAG: --reclaim-ownership-dealloc
// CHECK-DAG: --reclaim-dealloc-simplify
// CHECK-DAG: --reclaim-lower-deallocs
// CHECK-DAG: --reclaim-dealloc-pipeline
// CHECK-DAG: --reclaim-pipeline
// CHECK-DAG: --reclaim-promote-to-stack
// CHECK-DAG: --reclaim-buffer-hoisting
// CHECK-DAG: --reclaim-buffer-loop-hoisting
// CHECK-DAG: --reclaim-early-dealloc
// CHECK-DAG: --test-reclaim-escape
// CHECK-DAG: --canonicalize
