// Executed: reclaim-early-dealloc after Reclaim's deallocation pipeline frees
// every buffer right after its last use. Straight-line code then peaks at
// the liveness lower bound (ideal-peak-bytes); the baseline (no early
// dealloc) frees at the end of the block and peaks higher. Every run is
// compared with the run without deallocation (--reference).
//
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-early-dealloc)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,CHAIN
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,BASE
// RUN: reclaim-run %s -e loop --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-early-dealloc)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,LOOP
// RUN: reclaim-run %s -e cond --args=1 --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-early-dealloc)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,COND1
// RUN: reclaim-run %s -e cond --args=0 --pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-early-dealloc)' --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,COND0

// A chain of three 1 KiB temporaries a -> b -> c: at most two are needed at
// any time (2048 bytes); freeing at the end of the block keeps all three
// (3072 bytes).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<256xf32>)
  %b = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %x = memref.load %a[%i] : memref<256xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<256xf32>
  }
  %c = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %x = memref.load %b[%i] : memref<256xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %c[%i] : memref<256xf32>
  }
  %v = memref.load %c[%c1] : memref<256xf32>
  vector.print %v : f32
  return
}

// Three iterations, each with two 1 KiB temporaries used one after the
// other: early frees keep one alive at a time.
func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %c0) -> (index) {
    %a = memref.alloc() : memref<128xindex>
    linalg.fill ins(%i : index) outs(%a : memref<128xindex>)
    %x = memref.load %a[%c1] : memref<128xindex>
    %b = memref.alloc() : memref<128xindex>
    linalg.fill ins(%x : index) outs(%b : memref<128xindex>)
    %y = memref.load %b[%c0] : memref<128xindex>
    %next = arith.addi %acc, %y : index
    scf.yield %next : index
  }
  vector.print %sum : index
  return
}

// A conditionally owned buffer (a scf.if result) is freed, under its
// ownership condition, before the next 1 KiB temporary is allocated.
func.func @cond(%flag: i1) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %arg = memref.alloca() : memref<256xf32>
  linalg.fill ins(%two : f32) outs(%arg : memref<256xf32>)
  %r = scf.if %flag -> memref<256xf32> {
    %a = memref.alloc() : memref<256xf32>
    linalg.fill ins(%two : f32) outs(%a : memref<256xf32>)
    scf.yield %a : memref<256xf32>
  } else {
    scf.yield %arg : memref<256xf32>
  }
  %x = memref.load %r[%c0] : memref<256xf32>
  %t = memref.alloc() : memref<256xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<256xf32>)
  %y = memref.load %t[%c0] : memref<256xf32>
  %z = arith.addf %x, %y : f32
  vector.print %z : f32
  return
}

// CHAIN:      3
// CHAIN-NEXT: stats: allocs=3 frees=3 bytes-allocated=3072 peak-bytes=2048 ideal-peak-bytes=2048 live-bytes-at-exit=0
// BASE:       3
// BASE-NEXT:  stats: allocs=3 frees=3 bytes-allocated=3072 peak-bytes=3072 ideal-peak-bytes=2048 live-bytes-at-exit=0
// LOOP:       3
// LOOP-NEXT:  stats: allocs=6 frees=6 bytes-allocated=6144 peak-bytes=1024 ideal-peak-bytes=1024 live-bytes-at-exit=0
// COND1:      4
// COND1-NEXT: stats: allocs=2 frees=2 bytes-allocated=2048 peak-bytes=1024 ideal-peak-bytes=1024 live-bytes-at-exit=0
// COND0:      4
// COND0-NEXT: stats: allocs=1 frees=1 bytes-allocated=1024 peak-bytes=1024 ideal-peak-bytes=1024 live-bytes-at-exit=0
// EXEC:       reference-stats:
// EXEC-NEXT:  defects: none
// EXEC-NEXT:  exit-code: 0
