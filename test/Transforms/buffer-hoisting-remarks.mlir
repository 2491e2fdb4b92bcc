// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-buffer-hoisting=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null

// reclaim-buffer-hoisting says, for every allocation, where it moved or why
// it did not.

func.func @hoisted(%c: i1, %arg: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  // expected-remark-re @below {{hoisted: now before 'cf.cond_br' at {{.*}}:7:3}}
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  "test.use"(%1) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @in_place() {
  %c0 = arith.constant 0 : index
  // expected-remark @below {{not hoisted: already in the block that dominates its uses}}
  %0 = memref.alloc() : memref<2xf32>
  %v = memref.load %0[%c0] : memref<2xf32>
  "test.use"(%v) : (f32) -> ()
  return
}

// -----

func.func @freed(%c: i1) {
  scf.if %c {
    // expected-remark-re @below {{not hoisted: the input frees it ('memref.dealloc' at {{.*}}:38:5); moving it out of a branch would leak it}}
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
    memref.dealloc %0 : memref<2xf32>
  }
  return
}

// -----

// The uses are dominated by a block outside the loop, which the allocation
// must not reach.
func.func @loop(%n: index, %out: memref<2xf32>) {
  %r = scf.while (%x = %out) : (memref<2xf32>) -> memref<2xf32> {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    // expected-remark-re @below {{not hoisted: it would leave 'scf.while' at {{.*}}:48:8, a loop, an allocation scope or an op with unknown control flow}}
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
    scf.yield %0 : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// -----

// Yielded out of an scf.for (an allocation scope): the uses beyond are not
// followed.
func.func @escapes(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %out) -> memref<2xf32> {
    // expected-remark-re @below {{not hoisted: its uses are followed up to where it escapes (returned) through 'scf.yield' at {{.*}}:72:5, and those are in its block}}
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// -----

// Out of the scf.if, but its size is computed inside it.
func.func @size(%c: i1, %n: index) {
  %r = scf.if %c -> memref<?xf32> {
    %m = "test.size"() : () -> index
    // expected-remark @below {{not hoisted: its dynamic size is not available where its uses are dominated}}
    %0 = memref.alloc(%m) : memref<?xf32>
    scf.yield %0 : memref<?xf32>
  } else {
    %1 = "test.other"() : () -> memref<?xf32>
    scf.yield %1 : memref<?xf32>
  }
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}
