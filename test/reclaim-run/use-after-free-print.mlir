// printMemref* reads the memref it prints: printing a freed buffer is a use
// after free, attributed to the call (with or without llvm.emit_c_interface).
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %f = arith.constant 1.0 : f32
  %i = arith.constant 3 : i64
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xi64>
  linalg.fill ins(%f : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%i : i64) outs(%b : memref<2xi64>)
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2xi64> to memref<*xi64>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<2xi64>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  return
}

// CHECK:      Unranked Memref rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1,  1]
// CHECK-NEXT: Unranked Memref rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [3,  3]
// CHECK-NEXT: Unranked Memref rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-1.9984e+18,  -1.9984e+18]
// CHECK-NEXT: Unranked Memref rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-2459565876494606883,  -2459565876494606883]
// CHECK-NEXT: reclaim-run: use-after-free: read of 4 bytes at offset 0 in a freed 8-byte block
// CHECK-NEXT:   access by func.call at {{.*}}use-after-free-print.mlir:22:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}use-after-free-print.mlir:12:8
// CHECK-NEXT:   freed by memref.dealloc at {{.*}}use-after-free-print.mlir:20:3
// CHECK-NEXT:   (2 occurrences)
// CHECK-NEXT: reclaim-run: use-after-free: read of 8 bytes at offset 0 in a freed 16-byte block
// CHECK-NEXT:   access by func.call at {{.*}}use-after-free-print.mlir:23:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}use-after-free-print.mlir:13:8
// CHECK-NEXT:   freed by memref.dealloc at {{.*}}use-after-free-print.mlir:21:3
// CHECK-NEXT:   (2 occurrences)
// CHECK-NEXT: stats: allocs=2 frees=2
// CHECK-NEXT: defects: use-after-free
// CHECK-NEXT: exit-code: 15
