// XFAIL: *
// An scf.for whose body frees its iter_arg manually (the previous
// iteration's buffer) and yields a fresh one: the hand-written double-buffer
// loop. The pass must not free the initial buffer again after the loop.
//
// DEFECT (reclaim-run: double-free of the initial buffer): the pass enters the
// loop with iter_args(%arg1 = %alloc, %arg2 = %false), i.e. the parent keeps
// the ownership of %alloc, and after the loop emits
//   bufferization.dealloc (%alloc, %base_buffer : ...) if (%true, %0#1)
// although the body's `memref.dealloc %arg1` already freed %alloc in the
// first iteration. The diagnostic the pass gives for a free of an
// outer-owned buffer inside scf.if ("frees a buffer owned outside the
// enclosing region") is not given for a region block argument either.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c2 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %next = memref.alloc() : memref<1xi64>
    %v = memref.load %cur[%c0] : memref<1xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %next[%c0] : memref<1xi64>
    memref.dealloc %cur : memref<1xi64>
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// CHECK: 4
// CHECK: defects: none
