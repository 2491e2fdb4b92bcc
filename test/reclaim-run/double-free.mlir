// Freeing a buffer twice is reported at the second free, with the allocation
// and the first free; the second free is not executed.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func @main() {
  %a = memref.alloc() : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  return
}

// CHECK: reclaim-run: double-free: a 16-byte block is freed twice
// CHECK-NEXT:   freed again by memref.dealloc at {{.*}}double-free.mlir:9:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}double-free.mlir:7:8
// CHECK-NEXT:   first freed by memref.dealloc at {{.*}}double-free.mlir:8:3
// CHECK-NOT: reclaim-run:
// CHECK: stats: allocs=1 frees=1
// CHECK-NEXT: defects: double-free
// CHECK-NEXT: exit-code: 14
