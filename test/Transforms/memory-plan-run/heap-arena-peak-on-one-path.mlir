// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-memory-plan=remarks -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// %a and %b, 2 KiB each, are live together only in the branch that the
// calls do not take: an arena of 4 KiB from the entry would double the
// peak of the calls that only allocate %a (found by an attack on the
// planner's never-worse rule, which compared the arena with the most bytes
// live on any path). The arena must not exceed what the buffers surely
// hold at once on every call (2 KiB, %a alone), so nothing is planned.
// CHECK: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK: defects: none
// REMARK: remark: not planned: a heap arena of 4096 bytes for 2 buffers could raise the peak: it is larger than the most bytes its buffers surely hold at once on every call (2048; 4096 on some paths)

func.func @work(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<512xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<512xf32>)
  %r = scf.if %c -> f32 {
    %b = memref.alloc() : memref<512xf32>
    linalg.fill ins(%two : f32) outs(%b : memref<512xf32>)
    %y = memref.load %b[%c0] : memref<512xf32>
    %x = memref.load %a[%c0] : memref<512xf32>
    %s = arith.addf %x, %y : f32
    memref.dealloc %b : memref<512xf32>
    scf.yield %s : f32
  } else {
    %x = memref.load %a[%c0] : memref<512xf32>
    scf.yield %x : f32
  }
  memref.dealloc %a : memref<512xf32>
  return %r : f32
}

func.func @main() {
  %f = arith.constant false
  %t = arith.constant true
  %r0 = func.call @work(%f) : (i1) -> f32
  vector.print %r0 : f32
  %r1 = func.call @work(%t) : (i1) -> f32
  vector.print %r1 : f32
  %r2 = func.call @work(%f) : (i1) -> f32
  vector.print %r2 : f32
  return
}
