// An access that starts inside a live buffer and runs past its end is
// reported as out of bounds (exit code 12).
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c4] : memref<4xf32>
  %v = vector.load %a[%c3] : memref<4xf32>, vector<2xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK:      reclaim-run: out-of-bounds: write of 4 bytes at offset 16 past the end of a 16-byte block
// CHECK-NEXT:   access by memref.store at {{.*}}out-of-bounds.mlir:11:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}out-of-bounds.mlir:10:8
// CHECK-NEXT: reclaim-run: out-of-bounds: read of 8 bytes at offset 12 past the end of a 16-byte block
// CHECK-NEXT:   access by vector.load at {{.*}}out-of-bounds.mlir:12:8
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}out-of-bounds.mlir:10:8
// CHECK-NEXT: stats: allocs=1 frees=1
// CHECK-NEXT: defects: out-of-bounds
// CHECK-NEXT: exit-code: 12
