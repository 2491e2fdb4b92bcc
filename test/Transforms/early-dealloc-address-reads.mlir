// RUN: reclaim-opt %s -reclaim-early-dealloc=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-early-dealloc)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-early-dealloc,reclaim-memory-plan)' --reference 2>&1 | FileCheck %s

// Issue 12: reclaim-early-dealloc lists the address reads of a function
// under the allocations they may read (by the alias analysis) and a free of
// known allocations looks only at the reads of those (thousands of frees each
// scanning thousands of reads was quadratic). A free must not move above an
// allocation when its buffer's address is read after it (the allocation could
// reuse the address). These reads are found through the index: a select of
// two allocations is a read of both, and the results of one call may be one
// buffer. (early-dealloc-remarks.mlir: a read the analysis cannot follow.)

func.func @select_read(%c: i1, %out: memref<4xf32>) -> index {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  memref.copy %n, %out : memref<4xf32> to memref<4xf32>
  // expected-remark @below {{free of 'memref.alloc'}}
  memref.dealloc %n : memref<4xf32>
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:16:8 moved up to right after 'memref.alloc' at {{.*}}:20:8, which may allocate while the buffer's address is read after the free (the address could be reused)}}
  memref.dealloc %b : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index
  // expected-remark @below {{free of 'memref.alloc' at}}
  memref.dealloc %a : memref<4xf32>
  return %p : index
}

func.func private @same() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

func.func @call_read(%out: memref<4xf32>) -> index {
  %p:2 = call @same() : () -> (memref<4xf32>, memref<4xf32>)
  memref.copy %p#0, %out : memref<4xf32> to memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  memref.copy %n, %out : memref<4xf32> to memref<4xf32>
  // expected-remark @below {{free of 'memref.alloc'}}
  memref.dealloc %n : memref<4xf32>
  // expected-remark-re @below {{free of 'func.call' at {{.*}}:38:10 moved up to right after 'memref.alloc' at {{.*}}:40:8, which may allocate while the buffer's address is read after the free (the address could be reused)}}
  memref.dealloc %p#0 : memref<4xf32>
  %q = memref.extract_aligned_pointer_as_index %p#1 : memref<4xf32> -> index
  return %q : index
}

// The addresses are not printed (they differ from run to run), only that
// they are not null.
func.func @main() {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<4xf32>
  %p = call @select_read(%t, %out) : (i1, memref<4xf32>) -> index
  %q = call @call_read(%out) : (memref<4xf32>) -> index
  %pn = arith.cmpi ne, %p, %c0 : index
  %qn = arith.cmpi ne, %q, %c0 : index
  vector.print %pn : i1
  vector.print %qn : i1
  // expected-remark @below {{free of 'memref.alloc'}}
  memref.dealloc %out : memref<4xf32>
  return
}
// CHECK: 1
// CHECK-NEXT: 1
// CHECK: defects: none
