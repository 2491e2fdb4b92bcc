// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t.mlir
// RUN: reclaim-run %t.mlir --reference 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{unknown-ops=keep-alive},test-reclaim-lower-test-dialect)' -o %t2.mlir
// RUN: reclaim-run %t2.mlir --reference 2>&1 | FileCheck %s
//
// Under unknown-ops=keep-alive, a kept-alive buffer that reaches a merge
// only through a view (memref.cast) is freed at the return the merge
// reaches, like the buffer itself would be: the view, retained on the
// edge, gets the buffer's ownership. (Found by a review of c0cfcaf: kept-
// alive buffers handed their ownership only to a retained value that is
// exactly them, so a cast forwarded in their place got none, and %e leaked
// with a 'not freed here' remark, even without any merge of a kept-alive
// buffer and another one, as in @both_kept.) 2 KiB buffers stay on the heap
// under reclaim-pipeline.

// %e does not dominate ^m: it dies at ^a's branch, and only its cast %v
// goes on.
func.func @view_to_return(%x: i1) -> f32 {
  %i0 = arith.constant 0 : index
  cf.cond_br %x, ^a, ^b
^a:
  %e = memref.alloc() : memref<512xf32>
  %two = arith.constant 2.0 : f32
  memref.store %two, %e[%i0] : memref<512xf32>
  reclaim_test.opaque %e : memref<512xf32>
  %v = memref.cast %e : memref<512xf32> to memref<?xf32>
  cf.br ^m(%v : memref<?xf32>)
^b:
  %b = memref.alloc() : memref<512xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%i0] : memref<512xf32>
  %w = memref.cast %b : memref<512xf32> to memref<?xf32>
  cf.br ^m(%w : memref<?xf32>)
^m(%q: memref<?xf32>):
  %l = memref.load %q[%i0] : memref<?xf32>
  return %l : f32
}

// Both buffers kept alive (no split merge at all).
func.func @both_kept(%x: i1) -> f32 {
  %i0 = arith.constant 0 : index
  cf.cond_br %x, ^a, ^b
^a:
  %e = memref.alloc() : memref<512xf32>
  %two = arith.constant 2.0 : f32
  memref.store %two, %e[%i0] : memref<512xf32>
  reclaim_test.opaque %e : memref<512xf32>
  %v = memref.cast %e : memref<512xf32> to memref<?xf32>
  cf.br ^m(%v : memref<?xf32>)
^b:
  %b = memref.alloc() : memref<512xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%i0] : memref<512xf32>
  reclaim_test.opaque %b : memref<512xf32>
  %w = memref.subview %b[0] [256] [1] : memref<512xf32> to memref<256xf32, strided<[1]>>
  %w2 = memref.cast %w : memref<256xf32, strided<[1]>> to memref<?xf32>
  cf.br ^m(%w2 : memref<?xf32>)
^m(%q: memref<?xf32>):
  %l = memref.load %q[%i0] : memref<?xf32>
  return %l : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a0 = call @view_to_return(%t) : (i1) -> f32
  vector.print %a0 : f32
  %a1 = call @view_to_return(%f) : (i1) -> f32
  vector.print %a1 : f32
  %b0 = call @both_kept(%t) : (i1) -> f32
  vector.print %b0 : f32
  %b1 = call @both_kept(%f) : (i1) -> f32
  vector.print %b1 : f32
  return
}
// The opaque ops print the first element too.
// CHECK: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK: defects: none
