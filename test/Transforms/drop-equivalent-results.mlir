// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-drop-equivalent-results | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-drop-equivalent-results='modify-public-functions=true' | FileCheck %s --check-prefix=PUBLIC

// A result that is its argument: dropped; the caller uses its operand.
// CHECK-LABEL: func.func private @fill
//  CHECK-SAME:   (%[[M:.*]]: memref<4xf32>, %{{.*}}: f32) {
//       CHECK:   linalg.fill
//  CHECK-NEXT:   return{{$}}
// CHECK-LABEL: func.func private @use_fill
//  CHECK-SAME:   (%[[A:.*]]: memref<4xf32>
//  CHECK-NEXT:   call @fill(%[[A]], %{{.*}}) : (memref<4xf32>, f32) -> ()
//  CHECK-NEXT:   "test.use"(%[[A]])
func.func private @fill(%m: memref<4xf32>, %v: f32) -> memref<4xf32> {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  return %m : memref<4xf32>
}
func.func private @use_fill(%a: memref<4xf32>, %v: f32) {
  %r = func.call @fill(%a, %v) : (memref<4xf32>, f32) -> memref<4xf32>
  "test.use"(%r) : (memref<4xf32>) -> ()
  return
}

// -----

// Through a cast: the caller casts its operand to the result type.
// CHECK-LABEL: func.func private @erase_shape
//  CHECK-SAME:   (%{{.*}}: memref<4xf32>) {
// CHECK-LABEL: func.func private @use_erase_shape
//  CHECK-SAME:   (%[[A:.*]]: memref<4xf32>)
//       CHECK:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<?xf32>
//       CHECK:   call @erase_shape(%[[A]]) : (memref<4xf32>) -> ()
//       CHECK:   "test.use"(%[[C]])
func.func private @erase_shape(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
func.func private @use_erase_shape(%a: memref<4xf32>) {
  %r = func.call @erase_shape(%a) : (memref<4xf32>) -> memref<?xf32>
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// -----

// Through cf branches, scf.if and scf.for: every path returns argument #1.
// The scalar result stays.
// CHECK-LABEL: func.func private @paths
//  CHECK-SAME:   -> index {
// CHECK-LABEL: func.func private @use_paths
//  CHECK-SAME:   (%{{.*}}: i1, %[[B:.*]]: memref<2xf32>)
//       CHECK:   %[[N:.*]] = call @paths(%{{.*}}, %[[B]]) : (i1, memref<2xf32>) -> index
//       CHECK:   "test.use"(%[[B]], %[[N]])
func.func private @paths(%c: i1, %m: memref<2xf32>) -> (memref<2xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.cond_br %c, ^bb1(%m : memref<2xf32>), ^bb2
^bb1(%x: memref<2xf32>):
  %y = scf.if %c -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %y, %c0 : memref<2xf32>, index
^bb2:
  %z = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %m) -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  }
  return %z, %c1 : memref<2xf32>, index
}
func.func private @use_paths(%c: i1, %b: memref<2xf32>) {
  %r, %n = func.call @paths(%c, %b) : (i1, memref<2xf32>) -> (memref<2xf32>, index)
  "test.use"(%r, %n) : (memref<2xf32>, index) -> ()
  return
}

// -----

// Results that are not always one argument stay: two arguments, a fresh
// buffer on one path, a view, a loop that may yield a new buffer.
// CHECK-LABEL: func.func private @either
//  CHECK-SAME:   -> memref<2xf32>
// CHECK-LABEL: func.func private @sometimes_fresh
//  CHECK-SAME:   -> memref<2xf32>
// CHECK-LABEL: func.func private @view
//  CHECK-SAME:   -> memref<2xf32, strided<[1], offset: 2>>
// CHECK-LABEL: func.func private @loop_fresh
//  CHECK-SAME:   -> memref<2xf32>
func.func private @either(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  %r = arith.select %c, %a, %b : memref<2xf32>
  return %r : memref<2xf32>
}
func.func private @sometimes_fresh(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @view(%a: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>> {
  %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %v : memref<2xf32, strided<[1], offset: 2>>
}
func.func private @loop_fresh(%n: index, %a: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> memref<2xf32> {
    %f = memref.alloc() : memref<2xf32>
    scf.yield %f : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// Recursion: the recursive call's result is its argument #0, which is ours.
// CHECK-LABEL: func.func private @count_down
//  CHECK-SAME:   (%{{.*}}: memref<2xf32>, %{{.*}}: index) {
//       CHECK:   call @count_down(%{{.*}}, %{{.*}}) : (memref<2xf32>, index) -> ()
func.func private @count_down(%m: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %s = func.call @count_down(%m, %k) : (memref<2xf32>, index) -> memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// Mutual recursion with swapped arguments: @a's result is its argument #1
// (what @b returns for its argument #0), @b's is its argument #0.
// CHECK-LABEL: func.func private @a
//  CHECK-SAME:   (%[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<2xf32>, %{{.*}}: i1) {
//       CHECK:   call @b(%[[Y]], %[[X]], %{{.*}}) : (memref<2xf32>, memref<2xf32>, i1) -> ()
// CHECK-LABEL: func.func private @b
//  CHECK-SAME:   (%[[P:.*]]: memref<2xf32>, %[[Q:.*]]: memref<2xf32>, %{{.*}}: i1) {
// CHECK-LABEL: func.func private @use_ab
//  CHECK-SAME:   (%[[U:.*]]: memref<2xf32>, %[[V:.*]]: memref<2xf32>, %{{.*}}: i1)
//       CHECK:   call @a(%[[U]], %[[V]], %{{.*}})
//       CHECK:   "test.use"(%[[V]])
func.func private @a(%x: memref<2xf32>, %y: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = func.call @b(%y, %x, %c) : (memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
  return %r : memref<2xf32>
}
func.func private @b(%p: memref<2xf32>, %q: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %p : memref<2xf32>
  } else {
    %false = arith.constant false
    %s = func.call @a(%q, %p, %false) : (memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @use_ab(%u: memref<2xf32>, %v: memref<2xf32>, %c: i1) {
  %r = func.call @a(%u, %v, %c) : (memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// -----

// Recursion that swaps its arguments returns either one depending on the
// depth: the first round's guess (argument #0) fails the second round.
// CHECK-LABEL: func.func private @swap
//  CHECK-SAME:   -> memref<2xf32>
//       CHECK:   call @swap({{.*}}) : (memref<2xf32>, memref<2xf32>, index) -> memref<2xf32>
func.func private @swap(%x: memref<2xf32>, %y: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    %s = func.call @swap(%y, %x, %k) : (memref<2xf32>, memref<2xf32>, index) -> memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// A memory-space cast leads back to the argument, but memref.cast cannot
// rebuild the result's type from it: the result stays.
// CHECK-LABEL: func.func private @space
//  CHECK-SAME:   -> memref<2xf32, 1>
func.func private @space(%m: memref<2xf32>) -> memref<2xf32, 1> {
  %c = memref.memory_space_cast %m : memref<2xf32> to memref<2xf32, 1>
  return %c : memref<2xf32, 1>
}

// -----

// A public function keeps its results unless modify-public-functions.
// CHECK-LABEL: func.func @public_id
//  CHECK-SAME:   -> memref<2xf32>
// PUBLIC-LABEL: func.func @public_id
//  PUBLIC-SAME:   (%{{.*}}: memref<2xf32>) {
func.func @public_id(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
