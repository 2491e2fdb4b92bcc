// reclaim-opt lists every Reclaim pass and pipeline next to upstream's.
// RUN: reclaim-opt --help | FileCheck %s
// CHECK-DAG: --reclaim-ownership-dealloc
// CHECK-DAG: --reclaim-dealloc-simplify
// CHECK-DAG: --reclaim-lower-deallocs
// CHECK-DAG: --reclaim-dealloc-pipeline
// CHECK-DAG: --reclaim-pipeline
// CHECK-DAG: --canonicalize
