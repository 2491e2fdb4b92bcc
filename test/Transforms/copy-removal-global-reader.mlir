// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-copy-removal{remarks=true})' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-copy-removal)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s

// reclaim-copy-removal reuses a copy's target for the temporary it is filled
// from only if nothing between the temporary's allocation and the copy can
// reach the target without naming it. Here the target is a global and a call
// between reads it: filling the global directly made the call print 5
// instead of 1 (found by helper-27, older than the check).
// REMARK: copy kept: {{.*}}the target may be reached without being named
// CHECK: 1
// CHECK-NEXT: 5
// CHECK: defects: none

memref.global "private" @g : memref<4xi32> = dense<1>
func.func @reader() {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<4xi32>
  %v = memref.load %g[%c0] : memref<4xi32>
  vector.print %v : i32
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %k5 = arith.constant 5 : i32
  %r = memref.get_global @g : memref<4xi32>
  %temp = memref.alloc() : memref<4xi32>
  linalg.fill ins(%k5 : i32) outs(%temp : memref<4xi32>)
  call @reader() : () -> ()
  memref.copy %temp, %r : memref<4xi32> to memref<4xi32>
  call @reader() : () -> ()
  return
}
