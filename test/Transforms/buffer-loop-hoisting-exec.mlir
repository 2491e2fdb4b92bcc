// Executed: reclaim-buffer-loop-hoisting before Reclaim's deallocation
// pipeline allocates one buffer per loop instead of one per iteration: a
// scf.for temporary (4 iterations), a temporary of a scf.if in a scf.for
// (taken in 2 of 4 iterations; its loop-invariant size is computed in the
// branch) and a cf loop temporary (3 iterations). The output must match the
// run without deallocation, with nothing leaked or freed twice.
//
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-buffer-loop-hoisting,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,HOISTED
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,BASE

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32

  // 1 KiB per iteration, filled with i: 0 + 1 + 2 + 3.
  %sa = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %t = memref.alloc() : memref<256xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%fi : f32) outs(%t : memref<256xf32>)
    %x = memref.load %t[%c5] : memref<256xf32>
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  vector.print %sa : f32

  // 256 bytes in odd iterations, filled with i: 1 + 3.
  %sb = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %r = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %v = scf.if %odd -> (f32) {
      %m = arith.muli %c8, %c8 : index
      %u = memref.alloc(%m) : memref<?xf32>
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      linalg.fill ins(%fi : f32) outs(%u : memref<?xf32>)
      %x = memref.load %u[%c7] : memref<?xf32>
      scf.yield %x : f32
    } else {
      scf.yield %zero : f32
    }
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  vector.print %sb : f32

  // 512 bytes per iteration of a cf loop, filled with 2: 3 * 2.
  cf.br ^header(%c0, %zero : index, f32)
^header(%j: index, %acc2: f32):
  %more = arith.cmpi slt, %j, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %w = memref.alloc() : memref<128xf32>
  linalg.fill ins(%two : f32) outs(%w : memref<128xf32>)
  %y = memref.load %w[%c0] : memref<128xf32>
  %n2 = arith.addf %acc2, %y : f32
  %next = arith.addi %j, %c1 : index
  cf.br ^header(%next, %n2 : index, f32)
^exit:
  vector.print %acc2 : f32
  return
}

// EXEC:         6
// EXEC-NEXT:    4
// EXEC-NEXT:    6
// HOISTED-NEXT: stats: allocs=3 frees=3 bytes-allocated=1792
// BASE-NEXT:    stats: allocs=9 frees=9 bytes-allocated=6144
// EXEC-NEXT:    reference-stats:
// EXEC-NEXT:    defects: none
// EXEC-NEXT:    exit-code: 0
