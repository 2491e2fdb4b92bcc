// Freeing a stack buffer (memref.alloca) is a bad free; it is reported at the
// dealloc and not executed.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  %s = memref.alloca() : memref<4xi32>
  memref.store %c7, %s[%c0] : memref<4xi32>
  %v = memref.load %s[%c0] : memref<4xi32>
  vector.print %v : i32
  memref.dealloc %s : memref<4xi32>
  return
}

// CHECK: 7
// CHECK-NEXT: reclaim-run: bad-free: stack pointer (memref.alloca), not a heap block
// CHECK-NEXT:   free by memref.dealloc at {{.*}}free-alloca.mlir:13:3
// CHECK-NOT: reclaim-run:
// CHECK: stats: allocs=0 frees=0
// CHECK-NEXT: defects: bad-free
// CHECK-NEXT: exit-code: 13
