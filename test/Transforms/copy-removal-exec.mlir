// Executed: reclaim-copy-removal on programs with explicit frees and copies
// prints the same values as the run without it (--reference), with fewer
// allocations and no leak, double free or use after free.
//
// RUN: reclaim-run %s --pipeline=reclaim-copy-removal --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,MAIN
// RUN: reclaim-run %s -e nofree --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-copy-removal)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,NOFREE

// Three removable patterns, each on a 4 x f32 buffer (16 bytes):
//  * reuse the source: %s = [0, 1, 2, 3] copied into %t, %s freed; %t[2] is
//    then overwritten with 9: prints 2, then 9;
//  * reuse the target: %temp filled with 7 and copied into %r: prints 7;
//  * fold a clone: %x[1] = 3.5 cloned into %c, %x freed: prints 3.5.
// Six allocations before, three after (%s, %r, %x).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %nine = arith.constant 9.0 : f32
  %seven = arith.constant 7.0 : f32
  %x35 = arith.constant 3.5 : f32

  %s = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %s[%i] : memref<4xf32>
  }
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %t2 = memref.load %t[%c2] : memref<4xf32>
  vector.print %t2 : f32
  memref.store %nine, %t[%c2] : memref<4xf32>
  %t2b = memref.load %t[%c2] : memref<4xf32>
  vector.print %t2b : f32
  memref.dealloc %t : memref<4xf32>

  %r = memref.alloc() : memref<4xf32>
  %temp = memref.alloc() : memref<4xf32>
  linalg.fill ins(%seven : f32) outs(%temp : memref<4xf32>)
  memref.copy %temp, %r : memref<4xf32> to memref<4xf32>
  memref.dealloc %temp : memref<4xf32>
  %r3 = memref.load %r[%c1] : memref<4xf32>
  vector.print %r3 : f32
  memref.dealloc %r : memref<4xf32>

  %x = memref.alloc() : memref<4xf32>
  memref.store %x35, %x[%c1] : memref<4xf32>
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  %c1v = memref.load %c[%c1] : memref<4xf32>
  vector.print %c1v : f32
  memref.dealloc %c : memref<4xf32>
  return
}
// MAIN:      2
// MAIN-NEXT: 9
// MAIN-NEXT: 7
// MAIN-NEXT: 3.5
// MAIN-NEXT: stats: allocs=3 frees=3 bytes-allocated=48

// No frees in the input: the deallocation pipeline frees %a and %b at the
// end of the block, after which the copy of %a into %b is redundant (%a is
// not used after the copy). %a = [5, 5, 5, 5], so %b[3] + %b[0] = 10.
func.func @nofree() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %five = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%five : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %x = memref.load %b[%c3] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  vector.print %z : f32
  return
}
// NOFREE:      10
// NOFREE-NEXT: stats: allocs=1 frees=1

// EXEC:       reference-stats:
// EXEC-NEXT:  defects: none
// EXEC-NEXT:  exit-code: 0
