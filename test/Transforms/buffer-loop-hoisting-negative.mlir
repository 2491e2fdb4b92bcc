// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-loop-hoisting -split-input-file | FileCheck %s

// Allocations reclaim-buffer-loop-hoisting must leave in their loop.

// The size varies with the induction variable.
// CHECK-LABEL: func @size_varies
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc
func.func @size_varies(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%i) : memref<?xf32>
    memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  }
  return
}

// -----

// The size is loaded from memory in the loop (not a pure op).
// CHECK-LABEL: func @size_loaded
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.load
//  CHECK-NEXT:     memref.alloc
func.func @size_loaded(%n: index, %sizes: memref<1xindex>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.load %sizes[%c0] : memref<1xindex>
    %a = memref.alloc(%s) : memref<?xf32>
    memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  }
  return
}

// -----

// The buffer is carried to the next iteration: sharing one buffer would
// overwrite the previous iteration's value while it is read.
// CHECK-LABEL: func @loop_carried
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc
func.func @loop_carried(%n: index, %init: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<16xf32> {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %it, %a : memref<16xf32> to memref<16xf32>
    scf.yield %a : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

// The buffer is stored into memory, where a later iteration could find it.
// CHECK-LABEL: func @stored
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc
func.func @stored(%n: index, %slot: memref<1xmemref<16xf32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.store %a, %slot[%c0] : memref<1xmemref<16xf32>>
  }
  return
}

// -----

// An op with unknown effects may keep the buffer.
// CHECK-LABEL: func @unknown_op
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc
func.func @unknown_op(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    "test.opaque"(%a) : (memref<16xf32>) -> ()
  }
  return
}

// -----

// The input frees the buffer in the body: a shared buffer would be freed in
// the first iteration.
// CHECK-LABEL: func @freed_in_body
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloc
func.func @freed_in_body(%n: index, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    memref.dealloc %a : memref<16xf32>
  }
  return
}

// -----

// Iterations of a parallel loop may run at the same time.
// CHECK-LABEL: func @parallel
//       CHECK:   scf.parallel
//  CHECK-NEXT:     memref.alloc
func.func @parallel(%n: index, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// In a cf loop, a buffer that flows to another block (through a block
// argument) may be alive when the loop comes back: it stays.
// CHECK-LABEL: func @cf_loop_other_block
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^
//       CHECK: ^[[BODY]]:
//  CHECK-NEXT:   memref.alloc
func.func @cf_loop_other_block(%n: index, %in: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a = memref.alloc() : memref<16xf32>
  memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  cf.br ^latch(%a : memref<16xf32>)
^latch(%m: memref<16xf32>):
  memref.copy %m, %out : memref<16xf32> to memref<16xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

// -----

// In a cf loop, a use in the block before the allocation sees the previous
// iteration's buffer (through the loop's block argument): it stays.
// CHECK-LABEL: func @cf_loop_carried
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^
//       CHECK: ^[[BODY]]:
//  CHECK-NEXT:   memref.copy
//  CHECK-NEXT:   memref.alloc
func.func @cf_loop_carried(%n: index, %init: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %init : index, memref<16xf32>)
^header(%i: index, %prev: memref<16xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  memref.copy %prev, %out : memref<16xf32> to memref<16xf32>
  %a = memref.alloc() : memref<16xf32>
  memref.copy %out, %a : memref<16xf32> to memref<16xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %a : index, memref<16xf32>)
^exit:
  return
}

// -----

// An allocation scope in the loop releases the alloca every iteration; the
// alloca must not leave it.
// CHECK-LABEL: func @alloca_scope
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloca_scope
//  CHECK-NEXT:       memref.alloca
func.func @alloca_scope(%n: index, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<16xf32>
      memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    }
  }
  return
}
