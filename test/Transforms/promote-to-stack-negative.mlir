// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-promote-to-stack -split-input-file | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-promote-to-stack=wrap-in-alloca-scope=true -split-input-file | FileCheck %s --check-prefix=WRAP

// Buffers reclaim-promote-to-stack must leave on the heap.

// A dynamic size is not known before run time.
// CHECK-LABEL: func @dynamic_size
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xf32>
//   CHECK-NOT:   memref.alloca
func.func @dynamic_size(%n: index, %out: memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A returned buffer outlives the function's stack frame.
// CHECK-LABEL: func @returned
//       CHECK:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
func.func @returned() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

// A buffer returned through a scf.if result and a view escapes as well.
// CHECK-LABEL: func @returned_through_if
//       CHECK:   memref.alloc() : memref<8xf32>
//   CHECK-NOT:   memref.alloca
func.func @returned_through_if(%c: i1, %other: memref<4xf32, strided<[1], offset: 4>>) -> memref<4xf32, strided<[1], offset: 4>> {
  %a = memref.alloc() : memref<8xf32>
  %r = scf.if %c -> memref<4xf32, strided<[1], offset: 4>> {
    %s = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
    scf.yield %s : memref<4xf32, strided<[1], offset: 4>>
  } else {
    scf.yield %other : memref<4xf32, strided<[1], offset: 4>>
  }
  return %r : memref<4xf32, strided<[1], offset: 4>>
}

// -----

// A buffer stored into memory may be read after the frame is gone.
// CHECK-LABEL: func @stored
//       CHECK:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
func.func @stored(%slot: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<4xf32>>
  return
}

// -----

// An op with unknown effects may keep the buffer.
// CHECK-LABEL: func @unknown_op
//       CHECK:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
func.func @unknown_op() {
  %a = memref.alloc() : memref<4xf32>
  "test.opaque"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// A buffer carried to the next iteration of a scf.for cannot be one stack
// buffer for all iterations, nor one per iteration.
// CHECK-LABEL: func @loop_carried
//       CHECK:   scf.for
//       CHECK:     memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
func.func @loop_carried(%n: index, %init: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %it, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Another memory space is not the stack's.
// CHECK-LABEL: func @memory_space
//       CHECK:   memref.alloc() : memref<4xf32, 1>
//   CHECK-NOT:   memref.alloca
func.func @memory_space(%out: memref<4xf32, 1>) {
  %a = memref.alloc() : memref<4xf32, 1>
  memref.copy %a, %out : memref<4xf32, 1> to memref<4xf32, 1>
  return
}

// -----

// An element type without a data-layout size (a memref of memrefs).
// CHECK-LABEL: func @unsized_element
//       CHECK:   memref.alloc() : memref<4xmemref<f32>>
//   CHECK-NOT:   memref.alloca
func.func @unsized_element() {
  %a = memref.alloc() : memref<4xmemref<f32>>
  return
}

// -----

// A free through a block argument may free another buffer too: the free
// cannot simply be erased.
// CHECK-LABEL: func @freed_through_block_argument
//       CHECK:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
//       CHECK:   memref.dealloc
func.func @freed_through_block_argument(%c: i1, %other: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%other : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// In a cf loop whose buffer flows to another block, the buffer may be alive
// when the loop comes back (no liveness across blocks is computed): it
// cannot leave the cycle, and with wrapping no range of one block covers all
// uses.
// CHECK-LABEL: func @cf_loop_other_block
//       CHECK:   memref.alloc() : memref<4xf32>
//   CHECK-NOT:   memref.alloca
// WRAP-LABEL: func @cf_loop_other_block
//       WRAP:   memref.alloc() : memref<4xf32>
//   WRAP-NOT:   memref.alloca
func.func @cf_loop_other_block(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  cf.br ^latch(%a : memref<4xf32>)
^latch(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

// -----

// With wrapping, a live range in a parallel body that ends right before the
// terminator is not wrapped: upstream canonicalization may inline such a
// scope.
// WRAP-LABEL: func @range_ends_block
//       WRAP:   memref.alloc() : memref<4xf32>
//   WRAP-NOT:   memref.alloca
func.func @range_ends_block(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// With wrapping, a scope must not return a memref defined in it (it could be
// a stack buffer of the scope): the view %s is defined in the live range of
// %a and used after it.
// WRAP-LABEL: func @memref_leaves_range
//       WRAP:   memref.alloc() : memref<4xf32>
//   WRAP-NOT:   memref.alloca
func.func @memref_leaves_range(%n: index, %in: memref<4xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    %s = memref.subview %out[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    memref.copy %a, %s : memref<4xf32> to memref<4xf32, strided<[1]>>
    memref.copy %in, %s : memref<4xf32> to memref<4xf32, strided<[1]>>
    "test.keep"() : () -> ()
    scf.reduce
  }
  return
}
