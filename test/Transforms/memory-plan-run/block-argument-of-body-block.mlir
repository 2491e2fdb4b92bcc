// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-memory-plan=remarks -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// %x, an argument of a block of the function body (not the entry block),
// carries %a or a view of %b into ^use, past the allocation of %n in ^fill.
// The planner's liveness used to look at the arguments of the entry block
// and of nested regions only: %x was live nowhere between its blocks, so %b
// was dead at %n and %n was placed on top of it; the load of %x then read
// %n's 61 instead of %b's bytes (found by reclaim-fuzz, seed 12, program 276,
// reclaim-memory-plan; output line 9 was 864 instead of 102).
// The three buffers are live together: three disjoint ranges.
// CHECK: 50462976
// CHECK-NEXT: 61
// CHECK-NEXT: 1
// CHECK: defects: none
// REMARK-DAG: remark: planned: bytes [64, 96) of the arena
// REMARK-DAG: remark: planned: bytes [0, 64) of the arena
// REMARK-DAG: remark: planned: bytes [96, 128) of the arena
// REMARK-DAG: remark: arena of 128 bytes on the stack for 3 buffers

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<8xi32>
  %b = memref.alloc() : memref<64xi8>
  scf.for %i = %c0 to %c64 step %c1 {
    %v = arith.index_cast %i : index to i8
    memref.store %v, %b[%i] : memref<64xi8>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %a[%i] : memref<8xi32>
  }
  %w = memref.load %a[%c1] : memref<8xi32>
  %cond = arith.cmpi eq, %w, %w : i32
  cf.cond_br %cond, ^view, ^merge(%a : memref<8xi32>)
^view:
  %view = memref.view %b[%c0][] : memref<64xi8> to memref<8xi32>
  cf.br ^merge(%view : memref<8xi32>)
^merge(%x: memref<8xi32>):
  cf.br ^fill
^fill:
  // %n's last use is inside the loop: it is dead once the loop is done.
  %n = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.constant 61 : i32
    memref.store %v, %n[%i] : memref<8xi32>
  }
  %m = memref.load %n[%c0] : memref<8xi32>
  cf.br ^use
^use:
  %l = memref.load %x[%c0] : memref<8xi32>
  vector.print %l : i32
  vector.print %m : i32
  %k = memref.load %a[%c1] : memref<8xi32>
  vector.print %k : i32
  return
}
