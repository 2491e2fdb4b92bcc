// A Reclaim pass run on its own, outside reclaim-opt, sees Reclaim's
// ownership models of upstream ops: each pass registers them among its
// dependent dialects (lib/Transforms/ReclaimPass.h). Without them,
// reclaim-copy-removal did not see that the address of the copy's target is
// read after the source's free, removed the copy, and the program printed 1
// instead of 0 (test/Transforms/copy-removal-bookkeeping-exec.mlir runs it).
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin %s --pass-pipeline='builtin.module(reclaim-copy-removal)' | FileCheck %s
// RUN: mlir-opt --load-pass-plugin=%reclaim_plugin %s --pass-pipeline='builtin.module(reclaim-early-dealloc)' | FileCheck %s --check-prefix=EARLY

// CHECK-LABEL: func @address_read
//       CHECK:   memref.copy
func.func @address_read() -> index {
  %s = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %t : memref<4xf32> -> index
  memref.dealloc %t : memref<4xf32>
  return %p : index
}

// The free of %a stays below the allocation: %a's address is read after it.
// EARLY-LABEL: func @address_after_free
//       EARLY:   %[[A:.*]] = memref.alloc
//       EARLY:   memref.copy %[[A]]
//       EARLY:   memref.alloc
//  EARLY-NEXT:   memref.dealloc %[[A]]
func.func @address_after_free(%out: memref<4xf32>) -> index {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  return %p : index
}
