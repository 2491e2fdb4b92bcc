// Executed: reclaim-buffer-hoisting before Reclaim's deallocation pipeline.
// The allocation of ^bb2 (spec 001's example) moves to ^bb0 and the one of
// the scf.if branch before the scf.if: both become unconditional, and the
// ownership-based deallocation still frees each exactly once on both paths.
// Hoisting costs an allocation on the path that did not need it (two
// instead of one), which is why reclaim-pipeline leaves it out.
//
// RUN: reclaim-run %s --args=1 --pipeline='builtin.module(reclaim-buffer-hoisting,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,TAKEN,HOISTED
// RUN: reclaim-run %s --args=0 --pipeline='builtin.module(reclaim-buffer-hoisting,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,NOTTAKEN,HOISTED
// RUN: reclaim-run %s --args=1 --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,TAKEN,BASE
// RUN: reclaim-opt %s -reclaim-buffer-hoisting | FileCheck %s --check-prefix=IR

// IR-LABEL: func @main
//       IR:   memref.alloc()
//  IR-NEXT:   cf.cond_br
//       IR: ^bb3(
//       IR:   memref.alloc()
//  IR-NEXT:   scf.if
func.func @main(%c: i1) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %five = arith.constant 5.0 : f32
  %in = memref.alloca() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%in : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%three : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  %x = memref.load %1[%c0] : memref<2xf32>
  vector.print %x : f32
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    linalg.fill ins(%five : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %in : memref<2xf32>
  }
  %y = memref.load %r[%c0] : memref<2xf32>
  vector.print %y : f32
  return
}

// TAKEN:         1
// TAKEN-NEXT:    5
// NOTTAKEN:      3
// NOTTAKEN-NEXT: 1
// HOISTED-NEXT:  stats: allocs=2 frees=2 bytes-allocated=16
// BASE-NEXT:     stats: allocs=1 frees=1 bytes-allocated=8
// EXEC-NEXT:     reference-stats:
// EXEC-NEXT:     defects: none
// EXEC-NEXT:     exit-code: 0
