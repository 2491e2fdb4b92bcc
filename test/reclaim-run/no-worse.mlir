// --no-worse (with --reference): the checked run may not allocate more heap
// blocks, nor reach a higher peak of live heap bytes, than the run of the
// input with all deallocation stripped.
//
// Upstream's buffer-deallocation-pipeline copies the argument @id returns
// (its function boundary ABI) while %a is still live, and its lowered
// deallocs allocate their own scratch memrefs: more allocations and a
// higher peak than the 1 and 16 bytes without frees (exit code 9). Correct
// otherwise: no defect without --no-worse.
// RUN: not reclaim-run %s --pipeline=buffer-deallocation-pipeline --reference --no-worse > %t.up 2>&1
// RUN: FileCheck %s --check-prefix=WORSE < %t.up
// RUN: reclaim-run %s --pipeline=buffer-deallocation-pipeline --reference 2>&1 | FileCheck %s --check-prefix=PLAIN
//
// Reclaim's pipelines call @id's private version: no copy, no worse.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference --no-worse 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference --no-worse 2>&1 | FileCheck %s --check-prefix=SAME
//
// --no-worse needs --reference.
// RUN: not reclaim-run %s --no-worse 2>&1 | FileCheck %s --check-prefix=USAGE

// WORSE: reclaim-run: worse-than-no-frees: {{[2-9][0-9]*}} heap allocations and a peak of {{[0-9]+}} live bytes, against 1 and 16 without deallocation
// WORSE: defects: worse-than-no-frees
// WORSE: exit-code: 9
// PLAIN: defects: none
// SAME-NOT: worse-than-no-frees
// SAME: stats: allocs=1
// SAME: defects: none
// USAGE: --no-worse compares with the reference run: it needs --reference

func.func @id(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %b = func.call @id(%a) : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %b[%c0] : memref<4xf32>
  vector.print %x : f32
  %y = memref.load %a[%c0] : memref<4xf32>
  vector.print %y : f32
  return
}
