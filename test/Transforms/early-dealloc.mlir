// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-early-dealloc -split-input-file | FileCheck %s

// A straight-line chain of temporaries: each free moves to right after the
// last use of its buffer, so at most two buffers are alive at a time.
// CHECK-LABEL: func @chain
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %[[A]], %[[B]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   %[[C:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %[[B]], %[[C]]
//  CHECK-NEXT:   memref.dealloc %[[B]]
//  CHECK-NEXT:   memref.copy %[[C]], %{{.*}}
//  CHECK-NEXT:   memref.dealloc %[[C]]
//  CHECK-NEXT:   return
func.func @chain(%in: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %in, %a : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.copy %b, %c : memref<4xf32> to memref<4xf32>
  memref.copy %c, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}

// -----

// A conditional free of a region result moves together with the
// extract_strided_metadata that computes its operand, to right after the
// last use of the result; the allocation after it is a different buffer.
// (Function arguments would not do in between: %r#0 may be %in, which may
// share its buffer with any other argument.)
// CHECK-LABEL: func @conditional
//       CHECK:   %[[R:.*]]:2 = scf.if
//       CHECK:   memref.copy %[[R]]#0, %{{.*}}
//  CHECK-NEXT:   %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//  CHECK-NEXT:   scf.if %[[R]]#1 {
//  CHECK-NEXT:     memref.dealloc %[[BASE]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[T:.*]] = memref.alloc()
func.func @conditional(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) -> f32 {
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.if %c -> (memref<4xf32>, i1) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %true : memref<4xf32>, i1
  } else {
    scf.yield %in, %false : memref<4xf32>, i1
  }
  memref.copy %r#0, %out : memref<4xf32> to memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %t[%c0] : memref<4xf32>
  %x = memref.load %t[%c0] : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r#0 : memref<4xf32> -> memref<f32>, index, index, index
  scf.if %r#1 {
    memref.dealloc %base : memref<f32>
  }
  return %x : f32
}

// -----

// A use in a nested region (and through a view) keeps the buffer alive until
// the op holding the region ends.
// CHECK-LABEL: func @nested_use
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   scf.for
//       CHECK:     memref.copy %{{.*}}, %{{.*}}
//       CHECK:   }
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   "test.after"
func.func @nested_use(%n: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %v, %out : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32>
  }
  "test.after"() : () -> ()
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// In a loop body the temporaries are freed right after their last use, not
// just before the back edge.
// CHECK-LABEL: func @loop_body
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:     memref.copy %[[A]], %{{.*}}
//  CHECK-NEXT:     memref.dealloc %[[A]]
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
func.func @loop_body(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %in, %a : memref<4xf32> to memref<4xf32>
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    memref.copy %in, %b : memref<4xf32> to memref<4xf32>
    memref.copy %b, %out : memref<4xf32> to memref<4xf32>
    memref.dealloc %a : memref<4xf32>
    memref.dealloc %b : memref<4xf32>
  }
  return
}

// -----

// The pointer comparisons of a lowered dealloc (used only by its condition)
// move along with the scf.if.
// CHECK-LABEL: func @with_comparison
//       CHECK:   memref.copy %[[A:.*]], %{{.*}}
//  CHECK-NEXT:   memref.extract_aligned_pointer_as_index %[[A]]
//  CHECK-NEXT:   memref.extract_aligned_pointer_as_index
//  CHECK-NEXT:   arith.cmpi ne
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     memref.dealloc %[[A]]
//       CHECK:   "test.after"
func.func @with_comparison(%x: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  "test.after"() : () -> ()
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %px = memref.extract_aligned_pointer_as_index %x : memref<4xf32> -> index
  %ne = arith.cmpi ne, %pa, %px : index
  scf.if %ne {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
