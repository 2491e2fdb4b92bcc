// Stock mlir-opt runs Reclaim's passes and pipelines from the plugin. (Stock
// mlir-opt builds its pass flags before plugins load, so plugin passes are
// named through --pass-pipeline.)
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin %s --pass-pipeline='builtin.module(reclaim-ownership-dealloc)' | FileCheck %s --check-prefix=PASS
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline)' | FileCheck %s --check-prefix=PIPELINE
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin --help | FileCheck %s --check-prefix=HELP
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin %s --pass-pipeline='builtin.module(reclaim-pipeline{remarks=true max-alloc-size-in-bytes=1})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS

// Pipeline options work through the plugin too.
// OPTIONS: remark: stays on the heap: its size, {{[0-9]+}} bytes, exceeds max-alloc-size-in-bytes (1)

// PASS-LABEL: func @f
//       PASS:   %[[A:.*]] = memref.alloc
//       PASS:   bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}})

// PIPELINE-LABEL: func @f
//       PIPELINE:   %[[A:.*]] = memref.alloc
//       PIPELINE:   memref.dealloc %[[A]]
//   PIPELINE-NOT:   bufferization.dealloc

// HELP-DAG: --reclaim-ownership-dealloc
// HELP-DAG: --reclaim-dealloc-simplify
// HELP-DAG: --reclaim-lower-deallocs
// HELP-DAG: --reclaim-dealloc-pipeline
// HELP-DAG: --reclaim-pipeline
func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
