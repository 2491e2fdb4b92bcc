// A load through a subview of a freed buffer is a use after free, reported at
// the load with the allocation and the free of the underlying buffer.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %c1 = arith.constant 1 : index
  %f = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<8xf32>
  %v = memref.load %s[%c1] : memref<4xf32, strided<[1], offset: 2>>
  vector.print %v : f32
  return
}

// The freed memory is poisoned, so the value read is garbage.
// CHECK: reclaim-run: use-after-free: read of 4 bytes at offset 12 in a freed 32-byte block
// CHECK-NEXT:   access by memref.load at {{.*}}use-after-free-subview.mlir:13:8
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}use-after-free-subview.mlir:9:8
// CHECK-NEXT:   freed by memref.dealloc at {{.*}}use-after-free-subview.mlir:12:3
// CHECK-NOT: reclaim-run:
// CHECK: defects: use-after-free
// CHECK-NEXT: exit-code: 15
