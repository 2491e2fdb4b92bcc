// --reference runs the program a second time with all deallocation stripped
// and requires the same output.
//
// @ownership prints the ownership indicator computed by bufferization.dealloc:
// true with deallocation, false once it is stripped. No memory defect, only
// the output mismatch (exit code 11).
// RUN: not reclaim-run %s -e ownership --reference > %t 2>&1
// RUN: FileCheck %s --check-prefix=OWNERSHIP < %t
//
// @stale reads a freed buffer: a use after free in the checked run, whose
// poisoned value also makes the output differ; the most severe class (15)
// wins and both are listed.
// RUN: not reclaim-run %s -e stale --reference > %t.stale 2>&1
// RUN: FileCheck %s --check-prefix=STALE < %t.stale
//
// @clean behaves the same with and without deallocation: the reference run
// leaks by construction, which is not reported.
// RUN: reclaim-run %s -e clean --reference > %t.clean 2>&1
// RUN: FileCheck %s --check-prefix=CLEAN < %t.clean

func.func @ownership() {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %owned = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%a : memref<2xf32>)
  vector.print %owned : i1
  memref.dealloc %a : memref<2xf32>
  return
}

func.func @stale() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %a[%c0] : memref<1xi64>
  vector.print %v : i64
  return
}

func.func @clean() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 5 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %v = memref.load %a[%c0] : memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  vector.print %v : i64
  return
}

// OWNERSHIP:      1
// OWNERSHIP-NEXT: reclaim-run: output-mismatch: the output differs from the reference run without deallocation
// OWNERSHIP-NEXT:   first difference at line 1:
// OWNERSHIP-NEXT:     checked:   1
// OWNERSHIP-NEXT:     reference: 0
// OWNERSHIP-NEXT: stats: allocs=1 frees=1
// OWNERSHIP-NEXT: reference-stats: allocs=1 frees=0 bytes-allocated=8 peak-bytes=8 ideal-peak-bytes=8 live-bytes-at-exit=8
// OWNERSHIP-NEXT: defects: output-mismatch
// OWNERSHIP-NEXT: exit-code: 11

// STALE:      reclaim-run: use-after-free: read of 8 bytes at offset 0 in a freed 8-byte block
// STALE-NEXT:   access by memref.load at {{.*}}reference-mismatch.mlir:36:8
// STALE-NEXT:   allocated by memref.alloc at {{.*}}reference-mismatch.mlir:33:8
// STALE-NEXT:   freed by memref.dealloc at {{.*}}reference-mismatch.mlir:35:3
// STALE-NEXT: reclaim-run: output-mismatch: the output differs from the reference run without deallocation
// STALE-NEXT:   first difference at line 1:
// STALE-NEXT:     checked:   -2459565876494606883
// STALE-NEXT:     reference: 5
// STALE:      defects: output-mismatch, use-after-free
// STALE-NEXT: exit-code: 15

// CLEAN:      5
// CLEAN-NEXT: stats: allocs=1 frees=1 bytes-allocated=8 peak-bytes=8 ideal-peak-bytes=8 live-bytes-at-exit=0
// CLEAN-NEXT: reference-stats: allocs=1 frees=0 bytes-allocated=8 peak-bytes=8 ideal-peak-bytes=8 live-bytes-at-exit=8
// CLEAN-NEXT: defects: none
// CLEAN-NEXT: exit-code: 0
