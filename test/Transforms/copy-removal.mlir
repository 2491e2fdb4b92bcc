// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-copy-removal -split-input-file | FileCheck %s

// Spec example 1 (reuse the source): the copy of %a into a fresh buffer of
// the same size, followed by the free of %a, becomes %a itself.
// CHECK-LABEL: func @dynamic_allocation
//  CHECK-SAME:   (%[[N:.*]]: index, %[[M:.*]]: index)
//       CHECK:   %[[A:.*]] = memref.alloc(%[[N]], %[[M]])
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return %[[A]]
func.func @dynamic_allocation(%n: index, %m: index) -> memref<?x?xf32> {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  %b = memref.alloc(%d0, %d1) : memref<?x?xf32>
  memref.copy %a, %b : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %b : memref<?x?xf32>
}

// -----

// Spec example 2 (reuse the target): the linalg.generic writes straight into
// %result; the temporary, the copy and the free go away. The input is a
// local buffer, provably not %result (with an argument, see the negative
// tests).
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @reuse_target
//  CHECK-SAME:   (%[[RES:.*]]: memref<2xf32>)
//       CHECK:   %[[ARG:.*]] = memref.alloc()
//  CHECK-NEXT:   linalg.fill
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.generic
//  CHECK-SAME:     ins(%[[ARG]] : memref<2xf32>) outs(%[[RES]] : memref<2xf32>)
//       CHECK:     math.exp
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.dealloc %[[ARG]]
//  CHECK-NEXT:   return
func.func @reuse_target(%result: memref<2xf32>) {
  %one = arith.constant 1.0 : f32
  %arg0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%arg0 : memref<2xf32>)
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  memref.dealloc %arg0 : memref<2xf32>
  return
}

// -----

// Reuse the source with later uses and a free of the target: the target's
// free now frees the source buffer; uses of the source before the copy stay.
// CHECK-LABEL: func @reuse_source_uses
//       CHECK:   %[[S:.*]] = memref.alloc()
//  CHECK-NEXT:   "test.write"(%[[S]])
//  CHECK-NEXT:   "test.read"(%[[S]])
//  CHECK-NEXT:   memref.dealloc %[[S]]
//  CHECK-NEXT:   return
func.func @reuse_source_uses() {
  %s = memref.alloc() : memref<4xf32>
  "test.write"(%s) : (memref<4xf32>) -> ()
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  "test.read"(%t) : (memref<4xf32>) -> ()
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// Reuse the source with cast-compatible types: a memref.cast stands in for
// the target.
// CHECK-LABEL: func @reuse_source_cast
//  CHECK-SAME:   (%[[N:.*]]: index)
//       CHECK:   %[[S:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[S]] : memref<?xf32> to memref<4xf32>
//  CHECK-NEXT:   "test.read"(%[[C]])
//  CHECK-NEXT:   memref.dealloc %[[C]]
//  CHECK-NEXT:   return
func.func @reuse_source_cast(%n: index) {
  %s = memref.alloc(%n) : memref<?xf32>
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<?xf32> to memref<4xf32>
  memref.dealloc %s : memref<?xf32>
  "test.read"(%t) : (memref<4xf32>) -> ()
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// Reuse the target with simple stores and a target that is an allocation
// defined before the temporary.
// CHECK-LABEL: func @reuse_target_stores
//       CHECK:   %[[R:.*]] = memref.alloc()
//   CHECK-NOT:   memref.alloc
//       CHECK:   memref.store %{{.*}}, %[[R]][%{{.*}}]
//       CHECK:   memref.store %{{.*}}, %[[R]][%{{.*}}]
//   CHECK-NOT:   memref.copy
//       CHECK:   "test.read"(%[[R]])
//  CHECK-NEXT:   memref.dealloc %[[R]]
//  CHECK-NEXT:   return
func.func @reuse_target_stores(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc() : memref<2xf32>
  %temp = memref.alloc() : memref<2xf32>
  memref.store %f, %temp[%c0] : memref<2xf32>
  memref.store %f, %temp[%c1] : memref<2xf32>
  memref.copy %temp, %r : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  "test.read"(%r) : (memref<2xf32>) -> ()
  memref.dealloc %r : memref<2xf32>
  return
}

// -----

// A clone of a buffer freed right after it becomes the buffer itself.
// CHECK-LABEL: func @fold_clone
//  CHECK-SAME:   (%[[X:.*]]: memref<4xf32>)
//   CHECK-NOT:   bufferization.clone
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return %[[X]]
func.func @fold_clone(%x: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// Copies inside a loop body are removed too (all three ops in the body).
// CHECK-LABEL: func @in_loop
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[S:.*]] = memref.alloc()
//  CHECK-NEXT:     "test.write"(%[[S]])
//  CHECK-NEXT:     "test.read"(%[[S]])
//  CHECK-NEXT:     memref.dealloc %[[S]]
//  CHECK-NEXT:   }
func.func @in_loop(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %s = memref.alloc() : memref<4xf32>
    "test.write"(%s) : (memref<4xf32>) -> ()
    %t = memref.alloc() : memref<4xf32>
    memref.copy %s, %t : memref<4xf32> to memref<4xf32>
    memref.dealloc %s : memref<4xf32>
    "test.read"(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  }
  return
}
