// Freeing a pointer into the middle of a live buffer is a bad free, reported
// at the call with the buffer's allocation; it is not executed, so the buffer
// stays usable and its later dealloc is fine.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant 42 : i64
  %a = memref.alloc() : memref<4xi64>
  %base = memref.extract_aligned_pointer_as_index %a : memref<4xi64> -> index
  %mid = arith.addi %base, %c8 : index
  %int = arith.index_cast %mid : index to i64
  %ptr = llvm.inttoptr %int : i64 to !llvm.ptr
  llvm.call @_mlir_memref_to_llvm_free(%ptr) : (!llvm.ptr) -> ()
  memref.store %v, %a[%c0] : memref<4xi64>
  %r = memref.load %a[%c0] : memref<4xi64>
  vector.print %r : i64
  memref.dealloc %a : memref<4xi64>
  return
}

// CHECK: 42
// CHECK-NEXT: reclaim-run: bad-free: interior pointer at offset 8 of a live 32-byte block, not its start
// CHECK-NEXT:   free by llvm.call at {{.*}}interior-free.mlir:18:3
// CHECK-NEXT:   allocated by memref.alloc at {{.*}}interior-free.mlir:13:8
// CHECK-NOT: reclaim-run:
// CHECK: stats: allocs=1 frees=1
// CHECK-NEXT: defects: bad-free
// CHECK-NEXT: exit-code: 13
