// The example of spec 000 (ownership-based deallocation) after Reclaim's full
// deallocation pipeline. The pipeline canonicalizes its input first (as
// upstream's does): the constant size becomes static and the branch whose two
// edges reach one block becomes a select. The alloc is then freed exactly
// once, unconditionally, after its last use, with no pointer comparison and
// no free of the argument or the alloca.
// A runnable variant is executed in test/Transforms/dealloc-run/.
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline | FileCheck %s

// CHECK-LABEL: func @example
//  CHECK-SAME: (%[[ARG:.*]]: memref<?xi8>, %[[SEL:.*]]: i1, %[[BR:.*]]: i1)
//   CHECK-NOT:   memref.extract_aligned_pointer_as_index
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xi8>
//   CHECK-NOT:   memref.dealloc
//       CHECK:   memref.copy
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}
