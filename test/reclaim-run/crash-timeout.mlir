// A program that crashes or runs too long is stopped and reported as its own
// defect class; defects found before the crash are kept. A crash of
// reclaim-run itself (not of the program) is an internal error, exit code 2.
// RUN: not reclaim-run %s -e segv > %t.segv 2>&1
// RUN: FileCheck %s --check-prefix=SEGV < %t.segv
// RUN: not reclaim-run %s -e spin --timeout=0.5 > %t.spin 2>&1
// RUN: FileCheck %s --check-prefix=SPIN < %t.spin
// RUN: not reclaim-run %s -e segv --reference > %t.ref 2>&1
// RUN: FileCheck %s --check-prefix=REF < %t.ref
// RUN: not reclaim-run %s --internal-crash-for-testing > %t.internal 2>&1
// RUN: FileCheck %s --check-prefix=INTERNAL < %t.internal
// RUN: not reclaim-run %s --internal-crash-for-testing --json 2>/dev/null | FileCheck %s --check-prefix=INTERNAL-JSON

// Double free, then a store through a null pointer.
func.func @segv() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  %null = llvm.mlir.zero : !llvm.ptr
  %c1 = arith.constant 1 : i64
  llvm.store %c1, %null : i64, !llvm.ptr
  return
}

func.func @spin() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %huge = arith.constant 1000000000000000 : index
  %a = memref.alloc() : memref<1xindex>
  scf.for %i = %c0 to %huge step %c1 {
    memref.store %i, %a[%c0] : memref<1xindex>
  }
  memref.dealloc %a : memref<1xindex>
  return
}

// SEGV:      reclaim-run: double-free: a 8-byte block is freed twice
// SEGV-NEXT:   freed again by memref.dealloc at {{.*}}crash-timeout.mlir:18:3
// SEGV:      reclaim-run: crash: the program was killed by signal 11 (Segmentation fault)
// SEGV-NEXT: stats: unavailable (the run did not finish)
// SEGV-NEXT: defects: double-free, crash
// SEGV-NEXT: exit-code: 17

// SPIN:      reclaim-run: timeout: the program did not finish within 0.5 s
// SPIN-NEXT: stats: unavailable (the run did not finish)
// SPIN-NEXT: defects: timeout
// SPIN-NEXT: exit-code: 16

// Both runs crash; the reference run's crash is reported too.
// REF:      reclaim-run: crash: the program was killed by signal 11 (Segmentation fault)
// REF:      reclaim-run: [reference run] crash: the program was killed by signal 11 (Segmentation fault)
// REF:      defects: double-free, crash
// REF-NEXT: exit-code: 17

// INTERNAL:      reclaim-run: error: reclaim-run crashed (a bug in reclaim-run, a pass of the pipeline or LLVM) in phase 'parse'
// INTERNAL-NEXT: defects: internal-error
// INTERNAL-NEXT: exit-code: 2

// INTERNAL-JSON:      "status": "internal-error",
// INTERNAL-JSON-NEXT: "exit_code": 2,
// INTERNAL-JSON-NEXT: "defect_classes": ["internal-error"],
