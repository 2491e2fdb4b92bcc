// RUN: reclaim-run %s --args=1 --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,TAKEN,PIPE
// RUN: reclaim-run %s --args=0 --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,NOTTAKEN,PIPE
// RUN: reclaim-run %s --args=1 --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,TAKEN,DEALLOC
// RUN: reclaim-run %s --args=0 --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefixes=EXEC,NOTTAKEN,DEALLOC

// Executed: the diamond chain on one condition (issue 12's shape), which
// reclaim-canonicalize collapses into selects in its first walk (see
// canonicalize-unreachable-blocks.mlir), deallocated by both pipelines.
// Each stage copies its buffer into a new one and adds 1 to element 0 of
// the selected buffer: the new one if %c (the input stays 1), the incoming
// one otherwise (the input itself becomes 4). Either way the result holds 4.
// The buffers (2 KiB) are too large for the stack: reclaim-pipeline plans
// three of them into one arena.

func.func @main(%c: i1) {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %in = memref.alloc() : memref<512xf32>
  linalg.fill ins(%one : f32) outs(%in : memref<512xf32>)
  cf.br ^b0(%in : memref<512xf32>)
^b0(%m0: memref<512xf32>):
  %a0 = memref.alloc() : memref<512xf32>
  memref.copy %m0, %a0 : memref<512xf32> to memref<512xf32>
  %s0 = arith.select %c, %a0, %m0 : memref<512xf32>
  %x0 = memref.load %s0[%i] : memref<512xf32>
  %y0 = arith.addf %x0, %one : f32
  memref.store %y0, %s0[%i] : memref<512xf32>
  cf.cond_br %c, ^t0, ^e0
^t0:
  cf.br ^b1(%a0 : memref<512xf32>)
^e0:
  cf.br ^b1(%s0 : memref<512xf32>)
^b1(%m1: memref<512xf32>):
  %a1 = memref.alloc() : memref<512xf32>
  memref.copy %m1, %a1 : memref<512xf32> to memref<512xf32>
  %s1 = arith.select %c, %a1, %m1 : memref<512xf32>
  %x1 = memref.load %s1[%i] : memref<512xf32>
  %y1 = arith.addf %x1, %one : f32
  memref.store %y1, %s1[%i] : memref<512xf32>
  cf.cond_br %c, ^t1, ^e1
^t1:
  cf.br ^b2(%a1 : memref<512xf32>)
^e1:
  cf.br ^b2(%s1 : memref<512xf32>)
^b2(%m2: memref<512xf32>):
  %a2 = memref.alloc() : memref<512xf32>
  memref.copy %m2, %a2 : memref<512xf32> to memref<512xf32>
  %s2 = arith.select %c, %a2, %m2 : memref<512xf32>
  %x2 = memref.load %s2[%i] : memref<512xf32>
  %y2 = arith.addf %x2, %one : f32
  memref.store %y2, %s2[%i] : memref<512xf32>
  cf.cond_br %c, ^t2, ^e2
^t2:
  cf.br ^b3(%a2 : memref<512xf32>)
^e2:
  cf.br ^b3(%s2 : memref<512xf32>)
^b3(%r: memref<512xf32>):
  %out = memref.load %r[%i] : memref<512xf32>
  vector.print %out : f32
  %first = memref.load %in[%i] : memref<512xf32>
  vector.print %first : f32
  return
}

// EXEC:          4
// TAKEN-NEXT:    1
// NOTTAKEN-NEXT: 4
// DEALLOC-NEXT:  stats: allocs=4 frees=4
// PIPE-NEXT:     stats: allocs=1 frees=1
// EXEC:          reference-stats:
// EXEC:          defects: none
