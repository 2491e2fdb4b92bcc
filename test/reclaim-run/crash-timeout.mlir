// A program that crashes or runs too long is stopped and reported as its own
// defect class; defects found before the crash are kept.
// RUN: not reclaim-run %s -e segv > %t.segv 2>&1
// RUN: FileCheck %s --check-prefix=SEGV < %t.segv
// RUN: not reclaim-run %s -e spin --timeout=0.5 > %t.spin 2>&1
// RUN: FileCheck %s --check-prefix=SPIN < %t.spin

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
// SEGV-NEXT:   freed again by memref.dealloc at {{.*}}crash-timeout.mlir:12:3
// SEGV:      reclaim-run: crash: the program was killed by signal 11 (Segmentation fault)
// SEGV-NEXT: stats: unavailable (the run did not finish)
// SEGV-NEXT: defects: double-free, crash
// SEGV-NEXT: exit-code: 17

// SPIN:      reclaim-run: timeout: the program did not finish within 0.5 s
// SPIN-NEXT: stats: unavailable (the run did not finish)
// SPIN-NEXT: defects: timeout
// SPIN-NEXT: exit-code: 16
