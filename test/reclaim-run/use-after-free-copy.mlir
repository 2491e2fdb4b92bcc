// memref.copy reading a freed buffer is a use after free, both for the
// contiguous copy (lowered to llvm.intr.memcpy) and for the strided copy
// (lowered to a call of the runtime's memrefCopy).
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %src = memref.alloc() : memref<4xf32>
  %dst = memref.alloc() : memref<4xf32>
  %src2 = memref.alloc() : memref<4x4xf32>
  %dst2 = memref.alloc() : memref<2x2xf32>
  memref.dealloc %src : memref<4xf32>
  memref.copy %src, %dst : memref<4xf32> to memref<4xf32>
  memref.dealloc %src2 : memref<4x4xf32>
  %view = memref.subview %src2[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.copy %view, %dst2 : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32>
  memref.dealloc %dst : memref<4xf32>
  memref.dealloc %dst2 : memref<2x2xf32>
  return
}

// CHECK: reclaim-run: use-after-free: read of 16 bytes at offset 0 in a freed 16-byte block
// CHECK-NEXT:   access by memref.copy at {{.*}}use-after-free-copy.mlir:13:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}use-after-free-copy.mlir:8:10
// CHECK-NEXT:   freed by memref.dealloc at {{.*}}use-after-free-copy.mlir:12:3
// CHECK-NEXT: reclaim-run: use-after-free: read of 4 bytes at offset 20 in a freed 64-byte block
// CHECK-NEXT:   access by memref.copy at {{.*}}use-after-free-copy.mlir:16:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}use-after-free-copy.mlir:10:11
// CHECK-NEXT:   freed by memref.dealloc at {{.*}}use-after-free-copy.mlir:14:3
// CHECK-NEXT:   (4 occurrences)
// CHECK-NOT: reclaim-run:
// CHECK: stats: allocs=4 frees=4
// CHECK-NEXT: defects: use-after-free
// CHECK-NEXT: exit-code: 15
