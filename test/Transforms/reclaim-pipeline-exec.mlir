// Executed: the placement optimisations in reclaim-pipeline. Loop hoisting
// gives the 2 KiB temporary of the loop one buffer instead of three;
// promotion puts the 16-byte buffer on the stack; early deallocation frees
// a and b as soon as the next buffer of the chain is computed, and the
// memory planner puts the four remaining 2 KiB buffers (a, b, c, t: never
// more than two live at once) in one heap arena of 4096 bytes. The program
// then allocates once and peaks at the liveness lower bound
// (ideal-peak-bytes, 4096: two 2 KiB buffers), where reclaim-dealloc-pipeline alone keeps the whole chain and
// the loop temporary and the small buffer (3 * 2048 + 2048 + 16 = 8208
// bytes) and allocates seven times.
//
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,RECLAIM
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,DEALLOC

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c512 = arith.constant 512 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32

  %a = memref.alloc() : memref<512xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<512xf32>)
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%s : memref<4xf32>)
  %k = memref.load %s[%c3] : memref<4xf32>
  // b = a + a
  %b = memref.alloc() : memref<512xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    %x = memref.load %a[%i] : memref<512xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<512xf32>
  }
  // c = b + s[3]
  %c = memref.alloc() : memref<512xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    %x = memref.load %b[%i] : memref<512xf32>
    %y = arith.addf %x, %k : f32
    memref.store %y, %c[%i] : memref<512xf32>
  }
  // sum over i < 3 of (t filled with c[0] * i)[0]
  %c0v = memref.load %c[%c0] : memref<512xf32>
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%sum = %zero) -> (f32) {
    %t = memref.alloc() : memref<512xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %c0v, %fi : f32
    linalg.fill ins(%v : f32) outs(%t : memref<512xf32>)
    %w = memref.load %t[%c0] : memref<512xf32>
    %n = arith.addf %sum, %w : f32
    scf.yield %n : f32
  }
  %c1v = memref.load %c[%c1] : memref<512xf32>
  vector.print %c1v : f32
  vector.print %acc : f32
  return
}

// EXEC:         3
// EXEC-NEXT:    9
// RECLAIM-NEXT: stats: allocs=1 frees=1 bytes-allocated=4096 peak-bytes=4096 ideal-peak-bytes=4096 live-bytes-at-exit=0
// DEALLOC-NEXT: stats: allocs=7 frees=7 bytes-allocated=12304 peak-bytes=8208 ideal-peak-bytes=4096 live-bytes-at-exit=0
// EXEC-NEXT:    reference-stats:
// EXEC-NEXT:    defects: none
// EXEC-NEXT:    exit-code: 0
