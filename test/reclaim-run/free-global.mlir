// Freeing a global (memref.get_global) is a bad free; it is reported at the
// dealloc and not executed, and the global stays readable.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

memref.global "private" constant @table : memref<3xf32> = dense<[1.0, 2.0, 3.0]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %g = memref.get_global @table : memref<3xf32>
  memref.dealloc %g : memref<3xf32>
  %u = memref.cast %g : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1,  2,  3]
// CHECK-NEXT: reclaim-run: bad-free: global memref (memref.get_global), not a heap block
// CHECK-NEXT:   free by memref.dealloc at {{.*}}free-global.mlir:12:3
// CHECK-NOT: reclaim-run:
// CHECK: defects: bad-free
// CHECK-NEXT: exit-code: 13
