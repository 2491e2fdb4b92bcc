// Executed: reclaim-promote-to-stack before Reclaim's deallocation pipeline.
// Only the 2 KiB buffer stays on the heap; the small ones (straight-line,
// scf.for body, cf loop body) live on the stack and need no free, and the
// free the input wrote for one of them is gone. Without promotion (limit 0)
// all eight allocations are heap allocations. Both runs must print what the
// program prints without any deallocation, without leaks or bad frees.
//
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-promote-to-stack,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,PROMOTED
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-promote-to-stack{max-alloc-size-in-bytes=0},reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,HEAP
//
// A scf.parallel body cannot share one buffer between iterations: with
// wrap-in-alloca-scope its temporary lives in a memref.alloca_scope, without
// it stays on the heap (one allocation per iteration).
// RUN: reclaim-run %s -e parallel --pipeline='builtin.module(reclaim-promote-to-stack{wrap-in-alloca-scope=true},reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PAR,PARSTACK
// RUN: reclaim-run %s -e parallel --pipeline='builtin.module(reclaim-promote-to-stack,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PAR,PARHEAP

func.func @sum4(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %m[%i] : memref<4xf32>
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c511 = arith.constant 511 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32

  // Straight-line, freed by the input: 4 x 1.0.
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %s1 = func.call @sum4(%a) : (memref<4xf32>) -> f32
  vector.print %s1 : f32
  memref.dealloc %a : memref<4xf32>

  // One temporary per scf.for iteration: 4 * (0 + 1 + 2).
  %s2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
    %t = memref.alloc() : memref<4xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%fi : f32) outs(%t : memref<4xf32>)
    %s = func.call @sum4(%t) : (memref<4xf32>) -> f32
    %n = arith.addf %acc, %s : f32
    scf.yield %n : f32
  }
  vector.print %s2 : f32

  // Too big for the stack.
  %big = memref.alloc() : memref<512xf32>
  linalg.fill ins(%one : f32) outs(%big : memref<512xf32>)
  %v = memref.load %big[%c511] : memref<512xf32>
  vector.print %v : f32

  // One temporary per iteration of a cf loop: 3 * 4 * 2.0.
  cf.br ^header(%c0, %zero : index, f32)
^header(%j: index, %acc2: f32):
  %more = arith.cmpi slt, %j, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t2 = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%t2 : memref<4xf32>)
  %s3 = func.call @sum4(%t2) : (memref<4xf32>) -> f32
  %n2 = arith.addf %acc2, %s3 : f32
  %next = arith.addi %j, %c1 : index
  cf.br ^header(%next, %n2 : index, f32)
^exit:
  vector.print %acc2 : f32
  return
}

// out[i] = 2 * i, through a 4-element temporary per iteration; prints the
// sum over i < 4: 2 * (0 + 1 + 2 + 3).
func.func @parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloca() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloc() : memref<4xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %t[%c0] : memref<4xf32>
    memref.store %fi, %t[%c1] : memref<4xf32>
    %x = memref.load %t[%c0] : memref<4xf32>
    %y = memref.load %t[%c1] : memref<4xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %out[%i] : memref<4xf32>
    scf.reduce
  }
  %s = func.call @sum4(%out) : (memref<4xf32>) -> f32
  vector.print %s : f32
  return
}

// EXEC:          4
// EXEC-NEXT:     12
// EXEC-NEXT:     1
// EXEC-NEXT:     24
// PROMOTED-NEXT: stats: allocs=1 frees=1 bytes-allocated=2048
// HEAP-NEXT:     stats: allocs=8 frees=8 bytes-allocated=2160
// EXEC-NEXT:     reference-stats:
// EXEC-NEXT:     defects: none
// EXEC-NEXT:     exit-code: 0

// PAR:           12
// PARSTACK-NEXT: stats: allocs=0 frees=0
// PARHEAP-NEXT:  stats: allocs=4 frees=4 bytes-allocated=64
// PAR-NEXT:      reference-stats:
// PAR-NEXT:      defects: none
// PAR-NEXT:      exit-code: 0
