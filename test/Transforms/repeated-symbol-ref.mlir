// A call that also names its callee in another attribute ({tag = @f}): the
// symbol-use walker must list the reference once per op, as
// SymbolTable::getSymbolUses does. Listed twice, the calling-convention
// change of reclaim-ownership-dealloc rebuilt the call and then touched the
// erased one, and reclaim-results-to-out-params / reclaim-drop-equivalent-
// results rewrote it twice (crashes found by a review attack). Executed
// under both pipelines with the same output as without deallocation.

// RUN: split-file %s %t
// RUN: reclaim-run %t/callee.mlir -e main --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=CALLEE
// RUN: reclaim-run %t/callee.mlir -e main --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefix=CALLEE
// RUN: reclaim-opt %t/callee.mlir --reclaim-ownership-dealloc | FileCheck %s --check-prefix=CALLEE-IR
// RUN: reclaim-run %t/result.mlir -e main --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: reclaim-opt %t/result.mlir --reclaim-results-to-out-params | FileCheck %s --check-prefix=RESULT-IR
// RUN: reclaim-run %t/equivalent.mlir -e main --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: reclaim-run %t/equivalent.mlir -e main --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: reclaim-opt %t/equivalent.mlir --reclaim-drop-equivalent-results | FileCheck %s --check-prefix=EQUIVALENT-IR

// CALLEE: [2,  1,  1,  1]
// CALLEE: defects: none
// CALLEE-IR: call @f({{.*}}) {{{.*}}tag = @f{{.*}}}
// RESULT: [3,  3,  3,  3]
// RESULT: defects: none
// RESULT-IR: call @g(%{{.*}}) {tag = @g} : (memref<4xf32>) -> ()
// EQUIVALENT-IR: call @g(%{{.*}}) {tag = [@g]} : (memref<4xf32>) -> ()

//--- callee.mlir
func.func private @printMemrefF32(memref<*xf32>)
func.func private @f(%a: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 2.0 : f32
  memref.store %v, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c1 : f32) outs(%m : memref<4xf32>)
  %r = func.call @f(%m) {tag = @f} : (memref<4xf32>) -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

//--- result.mlir
func.func private @printMemrefF32(memref<*xf32>)
func.func private @g() -> memref<4xf32> {
  %c1 = arith.constant 3.0 : f32
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c1 : f32) outs(%m : memref<4xf32>)
  return %m : memref<4xf32>
}
func.func @main() {
  %r = func.call @g() {tag = @g} : () -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

//--- equivalent.mlir
func.func private @printMemrefF32(memref<*xf32>)
func.func private @g(%a: memref<4xf32>) -> memref<4xf32> {
  %c1 = arith.constant 3.0 : f32
  linalg.fill ins(%c1 : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}
func.func @main() {
  %c2 = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c2 : f32) outs(%m : memref<4xf32>)
  %r = func.call @g(%m) {tag = [@g]} : (memref<4xf32>) -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  return
}
