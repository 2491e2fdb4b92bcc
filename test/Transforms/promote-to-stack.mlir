// RUN: reclaim-opt %s -reclaim-promote-to-stack -split-input-file | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: reclaim-opt %s -reclaim-promote-to-stack=max-alloc-size-in-bytes=16 -split-input-file | FileCheck %s --check-prefixes=CHECK,SMALL
// RUN: reclaim-opt %s -reclaim-promote-to-stack=calls-capture=true -split-input-file | FileCheck %s --check-prefixes=CHECK,CAPTURE
// RUN: reclaim-opt %s -reclaim-promote-to-stack=wrap-in-alloca-scope=true -split-input-file | FileCheck %s --check-prefixes=CHECK,WRAP

// A small buffer that is only read and written moves to the stack, at the
// place of the allocation; the free of the input goes away.
// CHECK-LABEL: func @local
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//       CHECK:   memref.store %{{.*}}, %[[A]]
//       CHECK:   memref.load %[[A]]
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @local(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %r = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %r : f32
}

// -----

// The size limit is inclusive and counts bytes with the data layout: 256 f32
// (1024 bytes) and 128 index (8 bytes each) are promoted by default, one
// element more is not; with a 16-byte limit only the 4-element buffer is.
// CHECK-LABEL: func @sizes
//     DEFAULT:   memref.alloca() : memref<256xf32>
//     DEFAULT:   memref.alloc() : memref<257xf32>
//     DEFAULT:   memref.alloca() : memref<128xindex>
//     DEFAULT:   memref.alloc() : memref<129xindex>
//     DEFAULT:   memref.alloca() : memref<4xf32>
//       SMALL:   memref.alloc() : memref<256xf32>
//       SMALL:   memref.alloc() : memref<257xf32>
//       SMALL:   memref.alloc() : memref<128xindex>
//       SMALL:   memref.alloc() : memref<129xindex>
//       SMALL:   memref.alloca() : memref<4xf32>
func.func @sizes(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<257xf32>
  %c = memref.alloc() : memref<128xindex>
  %d = memref.alloc() : memref<129xindex>
  %e = memref.alloc() : memref<4xf32>
  memref.copy %e, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// In a branch that runs at most once the stack buffer stays in the branch.
// CHECK-LABEL: func @in_if
//       CHECK:   scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloca() : memref<4xf32>
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[A]]
func.func @in_if(%c: i1, %in: memref<4xf32>) {
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  }
  return
}

// -----

// A buffer of a scf.for body (not carried to the next iteration) becomes one
// stack buffer before the loop, also from inside a scf.if in the body: an
// alloca per iteration would grow the stack (scf.for does not release it).
// CHECK-LABEL: func @in_for
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//       CHECK:   %[[B:.*]] = memref.alloca() : memref<2xf32>
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       memref.store %{{.*}}, %[[B]]
//   CHECK-NOT:   memref.alloc
func.func @in_for(%n: index, %in: memref<4xf32>, %c: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    scf.if %c {
      %b = memref.alloc() : memref<2xf32>
      memref.store %v, %b[%c0] : memref<2xf32>
    }
  }
  return
}

// -----

// Passing the buffer to a call keeps it local under Reclaim's ABI (callees
// never keep an argument); with calls-capture it stays on the heap.
// CHECK-LABEL: func @call_argument
//     DEFAULT:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//     DEFAULT:   call @consume(%[[A]])
//     CAPTURE:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//     CAPTURE:   call @consume(%[[A]])
func.func private @consume(memref<4xf32>)
func.func @call_argument() {
  %a = memref.alloc() : memref<4xf32>
  func.call @consume(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// Inside a cf loop, a buffer whose uses all follow it in its block is dead
// when the loop comes back: one stack buffer at the end of the preheader
// serves all iterations (preferred to a scope, also with wrapping enabled).
// CHECK-LABEL: func @cf_loop
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//  CHECK-NEXT:   cf.br ^[[HEADER:.*]](
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^
//       CHECK: ^[[BODY]]:
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:   memref.copy %[[A]], %{{.*}}
//   CHECK-NOT:   memref.alloc
func.func @cf_loop(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

// -----

// Nested cf loops: the buffer of the inner body leaves both loops, to the
// end of the entry block (the first dominator on no cycle).
// CHECK-LABEL: func @nested_cf_loops
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//  CHECK-NEXT:   cf.br
//   CHECK-NOT:   memref.alloc
func.func @nested_cf_loops(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^inner(%c0 : index), ^exit
^inner(%j: index):
  %more2 = arith.cmpi slt, %j, %n : index
  cf.cond_br %more2, ^body, ^latch
^body:
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %nj = arith.addi %j, %c1 : index
  cf.br ^inner(%nj : index)
^latch:
  %ni = arith.addi %i, %c1 : index
  cf.br ^outer(%ni : index)
^exit:
  return
}

// -----

// A buffer of a scf.parallel body cannot leave the parallel loop (iterations
// may run at the same time): it stays on the heap, or with wrapping its
// range is put in a scope, which returns the loaded value.
// CHECK-LABEL: func @parallel
//       CHECK:   scf.parallel
//     DEFAULT:     memref.alloc() : memref<4xf32>
//        WRAP:     memref.alloca_scope -> (f32) {
//        WRAP:       memref.alloca() : memref<4xf32>
func.func @parallel(%n: index, %in: memref<4xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %out[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Two overlapping live ranges in a parallel body share one scope; a value
// defined in the scope and used after it becomes a result of the scope.
// CHECK-LABEL: func @parallel_shared_scope
//       CHECK:   scf.parallel
//        WRAP:     %[[R:.*]] = memref.alloca_scope -> (f32) {
//        WRAP:       %[[A:.*]] = memref.alloca() : memref<4xf32>
//        WRAP:       %[[B:.*]] = memref.alloca() : memref<4xf32>
//        WRAP:       memref.copy %[[A]], %[[B]]
//        WRAP:       %[[V:.*]] = memref.load %[[B]]
//        WRAP:       memref.alloca_scope.return %[[V]] : f32
//        WRAP:     }
//        WRAP:     memref.store %[[R]]
//     DEFAULT:     memref.alloc() : memref<4xf32>
//     DEFAULT:     memref.alloc() : memref<4xf32>
func.func @parallel_shared_scope(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
    %v = memref.load %b[%c0] : memref<4xf32>
    memref.store %v, %out[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
