// Statistics: the actual peak of live bytes, and the liveness lower bound
// ("ideal peak": every buffer freed right after its last access).
// RUN: reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t
//
// With no quarantine, freed blocks are released at once and a later use after
// free is no longer recognized (documented limit of --quarantine-mb).
// RUN: reclaim-run %s -e stale --quarantine-mb=0 --json | FileCheck %s --check-prefix=NOQUARANTINE
// RUN: not reclaim-run %s -e stale 2>&1 | FileCheck %s --check-prefix=QUARANTINE

// %a (64 bytes) is last used before %b (32 bytes) is allocated, but both are
// freed at the end: the peak is 96 bytes, the ideal peak 64.
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<16xf32>
  memref.store %f, %a[%c0] : memref<16xf32>
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.store %x, %b[%c0] : memref<8xf32>
  %y = memref.load %b[%c0] : memref<8xf32>
  vector.print %y : f32
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

func.func @stale() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %x = memref.load %a[%c0] : memref<16xf32>
  return
}

// CHECK:      3
// CHECK-NEXT: stats: allocs=2 frees=2 bytes-allocated=96 peak-bytes=96 ideal-peak-bytes=64 live-bytes-at-exit=0
// CHECK-NEXT: defects: none
// CHECK-NEXT: exit-code: 0

// NOQUARANTINE:      "exit_code": 0,
// NOQUARANTINE:      "released_from_quarantine": 1
// NOQUARANTINE-NEXT: },
// NOQUARANTINE-NEXT: "defects": []

// QUARANTINE: reclaim-run: use-after-free: read of 4 bytes at offset 0 in a freed 64-byte block
