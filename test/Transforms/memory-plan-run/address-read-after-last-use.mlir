// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-memory-plan=remarks -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// %a's last use as a memref is memref.extract_aligned_pointer_as_index; its
// address is then read through llvm.inttoptr after %b is allocated and
// written. The planner saw %a dead at %b and placed %b on top of it: the
// load read %b's 37 + 3 * 5 = 52 instead of %a's 12 (found by reclaim-fuzz,
// seed 12, program 2250, reclaim-memory-plan). A value holding a buffer's
// address keeps the buffer alive wherever it is used.
// CHECK: 12
// CHECK-NEXT: 52
// CHECK: defects: none
// REMARK-DAG: remark: planned: bytes [0, 32) of the arena
// REMARK-DAG: remark: planned: bytes [32, 64) of the arena

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %w = arith.addi %v, %c7 : i32
    memref.store %w, %a[%i] : memref<8xi32>
  }
  %address = memref.extract_aligned_pointer_as_index %a : memref<8xi32> -> index
  %b = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    %c3 = arith.constant 3 : i32
    %c37 = arith.constant 37 : i32
    %m = arith.muli %v, %c3 : i32
    %w = arith.addi %m, %c37 : i32
    memref.store %w, %b[%i] : memref<8xi32>
  }
  %int = arith.index_cast %address : index to i64
  %ptr = llvm.inttoptr %int : i64 to !llvm.ptr
  %element = llvm.getelementptr %ptr[5] : (!llvm.ptr) -> !llvm.ptr, i32
  %x = llvm.load %element : !llvm.ptr -> i32
  vector.print %x : i32
  %y = memref.load %b[%c5] : memref<8xi32>
  vector.print %y : i32
  return
}
