// Usage, parse and compile errors give a clear message and exit code 1 (never
// a crash of reclaim-run).
//
// RUN: not reclaim-run %s -e nope > %t.noentry 2>&1
// RUN: FileCheck %s --check-prefix=NOENTRY < %t.noentry
// NOENTRY:      reclaim-run: error: entry function '@nope' not found in '{{.*}}errors.mlir'
// NOENTRY-NEXT: defects: error
// NOENTRY-NEXT: exit-code: 1
//
// RUN: not reclaim-run %s -e takes_memref > %t.memref 2>&1
// RUN: FileCheck %s --check-prefix=MEMREF < %t.memref
// MEMREF:      errors.mlir:78:1: error: reclaim-run: parameter #0 of entry function '@takes_memref' has type '!llvm.ptr' after lowering; only integer, index, f32 and f64 parameters are supported
// MEMREF:      reclaim-run: error: no usable entry function '@takes_memref' in the program
// MEMREF-NEXT: defects: error
// MEMREF-NEXT: exit-code: 1
//
// RUN: not reclaim-run %s --args=1 > %t.args 2>&1
// RUN: FileCheck %s --check-prefix=ARGS < %t.args
// ARGS:      reclaim-run: error: invalid --args: the entry function takes 0 argument(s) but --args gives 1
// ARGS-NEXT: defects: error
// ARGS-NEXT: exit-code: 1
//
// RUN: not reclaim-run %s --pipeline='func.func(no-such-pass)' > %t.pipeline 2>&1
// RUN: FileCheck %s --check-prefix=PIPELINE < %t.pipeline
// PIPELINE:      'no-such-pass' does not refer to a registered pass or pass pipeline
// PIPELINE:      reclaim-run: error: invalid --pipeline 'func.func(no-such-pass)'
// PIPELINE-NEXT: defects: error
// PIPELINE-NEXT: exit-code: 1
//
// RUN: not reclaim-run %S/Inputs/unparsable.mlir > %t.parse 2>&1
// RUN: FileCheck %s --check-prefix=PARSE < %t.parse
// PARSE:      unparsable.mlir:1:17: error: expected non-function type
// PARSE:      reclaim-run: error: cannot parse '{{.*}}unparsable.mlir'
// PARSE-NEXT: defects: error
// PARSE-NEXT: exit-code: 1
//
// RUN: not reclaim-run %t.does-not-exist.mlir > %t.missing 2>&1
// RUN: FileCheck %s --check-prefix=MISSING < %t.missing
// MISSING:      reclaim-run: error: cannot open input file '{{.*}}does-not-exist.mlir': {{.*}}
// MISSING-NEXT: defects: error
// MISSING-NEXT: exit-code: 1
//
// RUN: not reclaim-run %S/Inputs/unresolved-external.mlir > %t.external 2>&1
// RUN: FileCheck %s --check-prefix=EXTERNAL < %t.external
// EXTERNAL:      unresolved-external.mlir:1:1: error: reclaim-run: external function '@mystery' is neither defined by the program nor provided by reclaim-run's runtime or a --shared-libs library
// EXTERNAL:      reclaim-run: error: unresolved external functions in the program
// EXTERNAL-NEXT: defects: error
// EXTERNAL-NEXT: exit-code: 1
//
// RUN: not reclaim-run %S/Inputs/tensor-op.mlir > %t.tensor 2>&1
// RUN: FileCheck %s --check-prefix=TENSOR < %t.tensor
// TENSOR:      tensor-op.mlir:2:8: error: reclaim-run: 'tensor.empty' is not supported: it does not lower to the LLVM dialect
// TENSOR:      reclaim-run: error: cannot lower the program to LLVM
// TENSOR-NEXT: defects: error
// TENSOR-NEXT: exit-code: 1
//
// RUN: not reclaim-run %s --json -e nope | FileCheck %s --check-prefix=JSON
// JSON:      "status": "error",
// JSON-NEXT: "exit_code": 1,
// JSON-NEXT: "defect_classes": [],
// JSON-NEXT: "errors": [
// JSON-NEXT:   "entry function '@nope' not found in '{{.*}}errors.mlir'"
// JSON-NEXT: ],
// JSON-NEXT: "diagnostics": []
//
// RUN: not reclaim-run %S/Inputs/unresolved-external.mlir --json 2>/dev/null | FileCheck %s --check-prefix=JSONDIAG
// JSONDIAG:      "errors": [
// JSONDIAG-NEXT:   "unresolved external functions in the program"
// JSONDIAG-NEXT: ],
// JSONDIAG-NEXT: "diagnostics": [
// JSONDIAG-NEXT:   "{{.*}}unresolved-external.mlir:1:1: reclaim-run: external function '@mystery' is neither defined by the program nor provided by reclaim-run's runtime or a --shared-libs library"
// JSONDIAG-NEXT: ]

func.func @main() {
  return
}

func.func @takes_memref(%m: memref<4xf32>) {
  return
}
