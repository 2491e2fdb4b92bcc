// --reference-pipeline: a tensor program is bufferized inside --pipeline;
// the reference run applies the same bufferization (and no deallocation) to
// the input, so one-shot-bufferize + Reclaim is checked against
// one-shot-bufferize alone. Without it the reference cannot be lowered, and
// the error says what to do.
// RUN: reclaim-run %s --reference \
// RUN:   --pipeline='one-shot-bufferize{bufferize-function-boundaries},reclaim-pipeline' \
// RUN:   --reference-pipeline='one-shot-bufferize{bufferize-function-boundaries}' > %t 2>&1
// RUN: FileCheck %s < %t
// RUN: not reclaim-run %s --reference \
// RUN:   --pipeline='one-shot-bufferize{bufferize-function-boundaries},reclaim-pipeline' > %t.missing 2>&1
// RUN: FileCheck %s --check-prefix=MISSING < %t.missing
// RUN: not reclaim-run %s --reference --pipeline='one-shot-bufferize{bufferize-function-boundaries}' \
// RUN:   --reference-pipeline='one-shot-bufferize{bufferize-function-boundaries}' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LEAK
// RUN: not reclaim-run %s --reference --pipeline='one-shot-bufferize{bufferize-function-boundaries}' --reference-pipeline='no-such-pass' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INVALID

func.func @scaled(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = call @scaled(%t, %two) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %b = call @scaled(%a, %two) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %x = tensor.extract %a[%c1] : tensor<4xf32>
  %y = tensor.extract %b[%c3] : tensor<4xf32>
  vector.print %x : f32
  vector.print %y : f32
  return
}

// CHECK:      3
// CHECK-NEXT: 6
// CHECK-NEXT: stats: allocs=[[N:[1-9][0-9]*]] frees=[[N]] {{.*}} live-bytes-at-exit=0
// CHECK-NEXT: reference-stats: allocs={{[1-9][0-9]*}} frees=0
// CHECK-NEXT: defects: none
// CHECK-NEXT: exit-code: 0

// MISSING:      error: reclaim-run: 'tensor.empty' is not supported: it does not lower to the LLVM dialect
// MISSING:      reclaim-run: error: cannot lower the reference program to LLVM (the reference run starts from the input, not from --pipeline's output: give the part of --pipeline before deallocation as --reference-pipeline)
// MISSING-NEXT: defects: error
// MISSING-NEXT: exit-code: 1

// Bufferization alone frees nothing: the checked run leaks, the outputs agree.
// LEAK:      reclaim-run: leak:
// LEAK:      defects: leak
// LEAK-NEXT: exit-code: 10

// INVALID: reclaim-run: error: invalid --reference-pipeline 'no-such-pass'
// INVALID: exit-code: 1
