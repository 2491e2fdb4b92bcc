// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-early-dealloc -split-input-file | FileCheck %s

// Frees reclaim-early-dealloc must not move (further) up.

// The condition is loaded from memory: the free stays below the load, which
// is not pure and cannot move along.
// CHECK-LABEL: func @condition_loaded
//       CHECK:   memref.copy
//       CHECK:   %[[COND:.*]] = memref.load
//  CHECK-NEXT:   scf.if %[[COND]]
func.func @condition_loaded(%flags: memref<1xi1>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  "test.unrelated"() : () -> ()
  %cond = memref.load %flags[%c0] : memref<1xi1>
  scf.if %cond {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

// The condition is also used after the free: its definition stays, and the
// free stays below it.
// CHECK-LABEL: func @condition_shared
//       CHECK:   %[[COND:.*]] = arith.cmpi
//  CHECK-NEXT:   scf.if %[[COND]]
//  CHECK-NEXT:     memref.dealloc
//       CHECK:   return %[[COND]]
func.func @condition_shared(%x: index, %y: index, %out: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %cond = arith.cmpi eq, %x, %y : index
  scf.if %cond {
    memref.dealloc %a : memref<4xf32>
  }
  return %cond : i1
}

// -----

// The buffer was stored into memory: an op with unknown effects may still
// read it.
// CHECK-LABEL: func @escaped_unknown_op
//       CHECK:   "test.opaque"() : () -> ()
//  CHECK-NEXT:   memref.dealloc
func.func @escaped_unknown_op(%slot: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<4xf32>>
  "test.opaque"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// The address of %a is compared after its free: an allocation moved after
// the free could reuse the address and change the comparison, so the free
// stays below the allocation of %b.
// CHECK-LABEL: func @address_read_later
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.dealloc %[[A]] :
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[B]]
func.func @address_read_later(%in: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %in, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %eq = arith.cmpi eq, %pa, %pb : index
  memref.dealloc %b : memref<4xf32>
  return %eq : i1
}

// -----

// A block argument may share its buffer with any function argument: the
// free stays below the copy into %out.
// CHECK-LABEL: func @block_argument
//       CHECK: ^bb1(%[[M:.*]]: memref<4xf32>):
//  CHECK-NEXT:   memref.copy %{{.*}}, %{{.*}}
//  CHECK-NEXT:   memref.dealloc %[[M]]
func.func @block_argument(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%in : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  memref.copy %in, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// A select of the buffer is used later: the free waits for it.
// CHECK-LABEL: func @through_select
//       CHECK:   %[[S:.*]] = arith.select
//  CHECK-NEXT:   memref.copy %[[S]], %{{.*}}
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @through_select(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  %s = arith.select %c, %a, %in : memref<4xf32>
  memref.copy %s, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// A free inside a branch moves only within its block, never out of the
// branch.
// CHECK-LABEL: func @in_branch
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.copy
//  CHECK-NEXT:     memref.dealloc
//  CHECK-NEXT:   }
func.func @in_branch(%c: i1, %in: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
