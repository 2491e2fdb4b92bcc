// Remarks are emitted at locations, not attached to ops: MLIR prints the op
// of an op-attached diagnostic ("see current operation"), and printing an op
// names the values of its whole function, so thousands of remarks in a large
// function cost time quadratic in its size (found by the fuzzer: a 1,700-line
// program took 49 s with remarks=true, 0.6 s without). Every pass of both
// pipelines, on programs that make each of them remark.
// RUN: reclaim-opt %S/../../bench/corpus/handwritten/calls.mlir --reclaim-pipeline=remarks=true -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %S/../../bench/corpus/handwritten/cf-loop.mlir --reclaim-pipeline=remarks=true -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %S/../../bench/corpus/bufferized/attention.mlir --reclaim-pipeline=remarks=true -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %S/../../bench/corpus/handwritten/realloc.mlir --reclaim-dealloc-pipeline=remarks=true -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %S/../../bench/corpus/handwritten/calls.mlir --pass-pipeline='builtin.module(reclaim-pipeline{prepare=true remarks=true})' -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %s -o /dev/null
// CHECK: remark:
// CHECK-NOT: see current operation
