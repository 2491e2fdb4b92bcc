// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-copy-removal -split-input-file | FileCheck %s

// Copies reclaim-copy-removal must keep: each case breaks one constraint.

// Reuse source: the source is read between the copy and its free; the
// target must stay a private snapshot.
// CHECK-LABEL: func @source_used_after_copy
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   "test.write"
//       CHECK:   memref.dealloc
func.func @source_used_after_copy(%s: memref<4xf32>) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  "test.write"(%s) : (memref<4xf32>) -> ()
  memref.dealloc %s : memref<4xf32>
  return %t : memref<4xf32>
}

// -----

// Reuse source: the target is used between its allocation and the copy.
// CHECK-LABEL: func @target_used_before_copy
//       CHECK:   %[[T:.*]] = memref.alloc
//       CHECK:   "test.write"(%[[T]])
//       CHECK:   memref.copy %{{.*}}, %[[T]]
//       CHECK:   memref.dealloc
func.func @target_used_before_copy(%s: memref<4xf32>) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  "test.write"(%t) : (memref<4xf32>) -> ()
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return %t : memref<4xf32>
}

// -----

// Reuse source: a view of the source (an alias) is read between the copy
// and the free, inside a nested region.
// CHECK-LABEL: func @source_view_used_after_copy
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   scf.if
//       CHECK:     "test.read"
//       CHECK:   memref.dealloc
func.func @source_view_used_after_copy(%s: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %v = memref.subview %s[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %t = memref.alloc() : memref<8xf32>
  memref.copy %s, %t : memref<8xf32> to memref<8xf32>
  scf.if %c {
    "test.read"(%v) : (memref<4xf32, strided<[1]>>) -> ()
  }
  memref.dealloc %s : memref<8xf32>
  return %t : memref<8xf32>
}

// -----

// Reuse source: the free of the source is in another block.
// CHECK-LABEL: func @different_blocks
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   scf.if
//       CHECK:     memref.dealloc
func.func @different_blocks(%s: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.dealloc %s : memref<4xf32>
  }
  return %t : memref<4xf32>
}

// -----

// Reuse source: the target is not a plain allocation (a function argument),
// and the copy target is not allocated in the copy's block.
// CHECK-LABEL: func @target_not_alloc
//       CHECK:   memref.copy
//       CHECK:   memref.dealloc
func.func @target_not_alloc(%s: memref<4xf32>, %t: memref<4xf32>) {
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

// -----

// Reuse target: the target is read between the allocation of the temporary
// and the copy; writing into it early would change what is read.
// CHECK-LABEL: func @target_read_before_copy
//       CHECK:   %[[TEMP:.*]] = memref.alloc
//       CHECK:   "test.write"(%[[TEMP]])
//       CHECK:   "test.read"
//       CHECK:   memref.copy %[[TEMP]]
//       CHECK:   memref.dealloc %[[TEMP]]
func.func @target_read_before_copy(%r: memref<4xf32>) {
  %temp = memref.alloc() : memref<4xf32>
  "test.write"(%temp) : (memref<4xf32>) -> ()
  "test.read"(%r) : (memref<4xf32>) -> ()
  memref.copy %temp, %r : memref<4xf32> to memref<4xf32>
  memref.dealloc %temp : memref<4xf32>
  return
}

// -----

// Reuse target: a view of the target (an alias) is read before the copy.
// CHECK-LABEL: func @target_view_read_before_copy
//       CHECK:   %[[TEMP:.*]] = memref.alloc
//       CHECK:   "test.read"
//       CHECK:   memref.copy %[[TEMP]]
//       CHECK:   memref.dealloc %[[TEMP]]
func.func @target_view_read_before_copy(%r: memref<8xf32>) {
  %v = memref.subview %r[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %temp = memref.alloc() : memref<8xf32>
  "test.write"(%temp) : (memref<8xf32>) -> ()
  "test.read"(%v) : (memref<4xf32, strided<[1], offset: 4>>) -> ()
  memref.copy %temp, %r : memref<8xf32> to memref<8xf32>
  memref.dealloc %temp : memref<8xf32>
  return
}

// -----

// Reuse target: the target is defined after the temporary, so it cannot
// replace it.
// CHECK-LABEL: func @target_defined_after
//       CHECK:   %[[TEMP:.*]] = memref.alloc
//       CHECK:   "test.write"(%[[TEMP]])
//       CHECK:   %[[R:.*]] = "test.make"
//       CHECK:   memref.copy %[[TEMP]], %[[R]]
//       CHECK:   memref.dealloc %[[TEMP]]
func.func @target_defined_after() -> memref<4xf32> {
  %temp = memref.alloc() : memref<4xf32>
  "test.write"(%temp) : (memref<4xf32>) -> ()
  %r = "test.make"() : () -> memref<4xf32>
  memref.copy %temp, %r : memref<4xf32> to memref<4xf32>
  memref.dealloc %temp : memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// Reuse target: the temporary is read after the copy, before its free.
// CHECK-LABEL: func @temp_read_after_copy
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   "test.read"
//       CHECK:   memref.dealloc
func.func @temp_read_after_copy(%r: memref<4xf32>) {
  %temp = memref.alloc() : memref<4xf32>
  "test.write"(%temp) : (memref<4xf32>) -> ()
  memref.copy %temp, %r : memref<4xf32> to memref<4xf32>
  "test.read"(%temp) : (memref<4xf32>) -> ()
  memref.dealloc %temp : memref<4xf32>
  return
}

// -----

// Clone: the cloned buffer is written between the clone and its free.
// CHECK-LABEL: func @clone_source_used
//       CHECK:   bufferization.clone
//       CHECK:   "test.write"
//       CHECK:   memref.dealloc
func.func @clone_source_used(%x: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  "test.write"(%x) : (memref<4xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// Clone: the free is in another block.
// CHECK-LABEL: func @clone_different_blocks
//       CHECK:   bufferization.clone
//       CHECK:   scf.if
//       CHECK:     memref.dealloc
func.func @clone_different_blocks(%x: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %x : memref<4xf32> to memref<4xf32>
  scf.if %b {
    memref.dealloc %x : memref<4xf32>
  }
  return %c : memref<4xf32>
}

// -----

// Reuse target (spec example 2 as written): the input is a function
// argument that may be the same buffer as %result, so the generic may not
// write into %result while it reads its input.
#map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @reuse_target_input_may_alias
//       CHECK:   %[[TEMP:.*]] = memref.alloc
//       CHECK:   linalg.generic
//  CHECK-SAME:     outs(%[[TEMP]] : memref<2xf32>)
//       CHECK:   memref.copy %[[TEMP]]
//       CHECK:   memref.dealloc %[[TEMP]]
func.func @reuse_target_input_may_alias(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

// Reuse source: the address of the source is read (as lowered deallocations
// do to compare buffers); merging the two buffers would make it equal to the
// target's.
// CHECK-LABEL: func @source_address_read
//       CHECK:   memref.extract_aligned_pointer_as_index
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   memref.dealloc
func.func @source_address_read(%s: memref<4xf32>) -> (memref<4xf32>, index) {
  %p = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index
  %t = memref.alloc() : memref<4xf32>
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return %t, %p : memref<4xf32>, index
}
