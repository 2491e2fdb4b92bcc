// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-loop-hoisting -split-input-file | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-loop-hoisting=calls-capture=true -split-input-file | FileCheck %s --check-prefixes=CHECK,CAPTURE

// A temporary of a scf.for body moves before the loop: one buffer serves all
// iterations.
// CHECK-LABEL: func @for_temporary
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<16xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:     memref.copy %[[A]], %{{.*}}
//  CHECK-NEXT:   }
func.func @for_temporary(%n: index, %in: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    memref.copy %a, %out : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// Out of two nested loops at once, placed just before the outer loop (after
// the ops that precede it, so its live range does not start earlier).
// CHECK-LABEL: func @nested
//       CHECK:   memref.store
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<16xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       memref.copy %{{.*}}, %[[A]]
func.func @nested(%n: index, %in: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %in[%c0] : memref<16xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<16xf32>
      memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    }
  }
  return
}

// -----

// A size defined outside the loop, and a loop-invariant size computed by a
// pure op in the loop (which moves along), do not vary in the loop.
// CHECK-LABEL: func @invariant_sizes
//  CHECK-SAME:   (%[[N:.*]]: index, %[[M:.*]]: index
//       CHECK:   %[[A:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//       CHECK:   %[[S:.*]] = arith.muli %[[M]], %[[M]]
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc(%[[S]]) : memref<?xf32>
//  CHECK-NEXT:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:   return
func.func @invariant_sizes(%n: index, %m: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%m) : memref<?xf32>
    memref.copy %a, %out : memref<?xf32> to memref<?xf32>
    %s = arith.muli %m, %m : index
    %b = memref.alloc(%s) : memref<?xf32>
    memref.copy %b, %out : memref<?xf32> to memref<?xf32>
  }
  return
}

// -----

// From a scf.if inside the loop: the allocation becomes unconditional, once
// instead of once per taken iteration.
// CHECK-LABEL: func @if_in_loop
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<16xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       memref.copy %{{.*}}, %[[A]]
func.func @if_in_loop(%n: index, %c: i1, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %a = memref.alloc() : memref<16xf32>
      memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    }
  }
  return
}

// -----

// A scf.if directly in the function is not a loop: the allocation stays.
// CHECK-LABEL: func @if_only
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.alloc()
func.func @if_only(%c: i1, %in: memref<16xf32>) {
  scf.if %c {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// A buffer yielded by a scf.if within the iteration is still private to the
// iteration; so is a view of it.
// CHECK-LABEL: func @yield_within_iteration
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<16xf32>
//  CHECK-NEXT:   scf.for
func.func @yield_within_iteration(%n: index, %c: i1, %in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    %v = memref.subview %a[8] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 8>>
    %r = scf.if %c -> memref<8xf32, strided<[1], offset: 8>> {
      scf.yield %v : memref<8xf32, strided<[1], offset: 8>>
    } else {
      scf.yield %v : memref<8xf32, strided<[1], offset: 8>>
    }
    memref.copy %in, %r : memref<8xf32> to memref<8xf32, strided<[1], offset: 8>>
    memref.copy %r, %out : memref<8xf32, strided<[1], offset: 8>> to memref<8xf32>
  }
  return
}

// -----

// scf.while: an allocation of the after region leaves the loop.
// CHECK-LABEL: func @while_loop
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<16xf32>
//  CHECK-NEXT:   scf.while
func.func @while_loop(%n: index, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    %a = memref.alloc() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

// -----

// Allocas leave loops as well (scf.for does not release them per iteration
// when lowered to LLVM).
// CHECK-LABEL: func @alloca
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<16xf32>
//  CHECK-NEXT:   scf.for
func.func @alloca(%n: index, %in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloca() : memref<16xf32>
    memref.copy %in, %a : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// A buffer passed to a call is private to the iteration under Reclaim's ABI;
// with calls-capture the call could keep it, so it stays.
// CHECK-LABEL: func @call_argument
//     DEFAULT:   memref.alloc
//     DEFAULT:   scf.for
//     CAPTURE:   scf.for
//     CAPTURE:     memref.alloc
func.func private @consume(memref<16xf32>)
func.func @call_argument(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    func.call @consume(%a) : (memref<16xf32>) -> ()
  }
  return
}

// -----

// A size that varies in the outer loop but not in the inner one: the
// allocation leaves only the inner loop.
// CHECK-LABEL: func @partial
//       CHECK:   scf.for %[[I:.*]] =
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc(%[[I]]) : memref<?xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       memref.copy %[[A]]
func.func @partial(%n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc(%i) : memref<?xf32>
      memref.copy %a, %out : memref<?xf32> to memref<?xf32>
    }
  }
  return
}

// -----

// A cf loop: all uses follow the allocation in its block, so the buffer is
// dead when the loop comes back; it moves to the end of the preheader
// (here the entry block), with its loop-invariant size.
// CHECK-LABEL: func @cf_loop
//  CHECK-SAME:   (%[[N:.*]]: index, %[[M:.*]]: index
//       CHECK:   %[[A:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:   cf.br
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^
//       CHECK: ^[[BODY]]:
//  CHECK-NEXT:   memref.copy %[[A]]
func.func @cf_loop(%n: index, %m: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a = memref.alloc(%m) : memref<?xf32>
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
