// reclaim-opt lists every Reclaim pass and pipeline next to upstream's, with
// the defaults of their options; the test-only passes are in reclaim-test-opt
// only.
// RUN: reclaim-opt --help | FileCheck %s
// RUN: reclaim-opt --help | FileCheck %s --check-prefix=USER
// RUN: reclaim-test-opt --help | FileCheck %s --check-prefix=TEST
// CHECK-DAG: --reclaim-ownership-dealloc
// CHECK-DAG: --reclaim-dealloc-simplify
// CHECK-DAG: --reclaim-lower-deallocs
// CHECK-DAG: --reclaim-dealloc-pipeline
// CHECK-DAG: --reclaim-pipeline
// CHECK-DAG: --reclaim-promote-to-stack
// CHECK-DAG: --reclaim-buffer-hoisting
// CHECK-DAG: --reclaim-buffer-loop-hoisting
// CHECK-DAG: --reclaim-early-dealloc
// CHECK-DAG: --reclaim-canonicalize
// CHECK-DAG: --canonicalize
// USER-NOT: test-reclaim
// TEST-DAG: --test-reclaim-escape
// TEST-DAG: --test-reclaim-alias
// TEST-DAG: --test-reclaim-modref
// TEST-DAG: --reclaim-pipeline
// Option defaults are part of the help of passes and pipelines.
// CHECK-DAG: --max-alloc-size-in-bytes=<uint> {{.*}}largest buffer, in bytes, moved to the stack (default: 1024)
// CHECK-DAG: --memory-plan {{.*}}(default: true)
// CHECK-DAG: --stack-limit=<ulong> {{.*}}(default: 1024)
