// Executed: reclaim-out-param-copy-removal on a program that frees its own
// buffers prints what the program prints without any free (--reference),
// with fewer allocations and no leak, double free or use after free; also
// followed by reclaim-pipeline. Callees are called in a loop, recursively
// with their own out-param, from a public entry point, and one public
// callee is llvm.noalias.
//
// RUN: reclaim-run %s --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,INPUT
// RUN: reclaim-run %s --pipeline=reclaim-out-param-copy-removal --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,REMOVED
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-out-param-copy-removal,reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,PIPELINE
// RUN: reclaim-opt %s --reclaim-out-param-copy-removal | FileCheck %s --check-prefix=IR

// out = 2 * in, through a temporary: removed.
// IR-LABEL: func.func private @double
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//   IR-NOT:   memref.dealloc
//       IR:   return
func.func private @double(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %in[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %t[%i] : memref<4xf32>
  }
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return
}

// out = in + out: reads the out-param before the copy, kept.
// IR-LABEL: func.func private @accumulate
//       IR:   memref.alloc
//       IR:   memref.copy
func.func private @accumulate(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %in[%i] : memref<4xf32>
    %y = memref.load %out[%i] : memref<4xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %t[%i] : memref<4xf32>
  }
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return
}

// out = 2^(n+1) * in: the deepest level writes, each level hands its own
// out-param down (removed: the proof is a fixpoint over the recursion).
// IR-LABEL: func.func private @nest
//   IR-NOT:   memref.copy
//       IR:   return
func.func private @nest(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
    %t = memref.alloc() : memref<4xf32>
    func.call @double(%in, %t) : (memref<4xf32>, memref<4xf32>) -> ()
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %u = memref.alloc() : memref<4xf32>
    func.call @double(%in, %u) : (memref<4xf32>, memref<4xf32>) -> ()
    func.call @nest(%k, %u, %out) : (index, memref<4xf32>, memref<4xf32>) -> ()
    memref.dealloc %u : memref<4xf32>
  }
  return
}

// Public with llvm.noalias: trusted, removed.
// IR-LABEL: func.func @public_double
//   IR-NOT:   memref.copy
//       IR:   return
func.func @public_double(%in: memref<4xf32>, %out: memref<4xf32> {llvm.noalias}) {
  %t = memref.alloc() : memref<4xf32>
  func.call @double(%in, %t) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
  // Three times: b = 2a, a = a + b: a = 3, 9, 27.
  scf.for %i = %c0 to %c3 step %c1 {
    func.call @double(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
    func.call @accumulate(%b, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  }
  %a0 = memref.load %a[%c0] : memref<4xf32>
  vector.print %a0 : f32
  // 27 * 2^3 = 216
  func.call @nest(%c2, %a, %b) : (index, memref<4xf32>, memref<4xf32>) -> ()
  %b1 = memref.load %b[%c1] : memref<4xf32>
  vector.print %b1 : f32
  // 216 * 2 = 432 (doubled through the public function)
  func.call @public_double(%b, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  %a2 = memref.load %a[%c2] : memref<4xf32>
  vector.print %a2 : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// PRINT:    27
// PRINT-NEXT: 216
// PRINT-NEXT: 432
// Input: %a, %b; per iteration @double 1 and @accumulate 1 (6); @nest:
// levels 2 and 1 allocate %u and call @double (2 + 2), level 0 allocates
// %t and calls @double (1 + 1); @public_double 1 + @double 1: 16.
// INPUT:    stats: allocs=16 frees=16
// Removed: @double's (3 + 3 + 1), @nest's level 0 and @public_double's
// temporaries: the loop's @accumulate (3), %u (2) and %a, %b stay: 7.
// REMOVED:  stats: allocs=7 frees=7
// REMOVED:  defects: none
// PIPELINE: defects: none
