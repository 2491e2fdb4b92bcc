// RUN: reclaim-opt %s -reclaim-buffer-loop-hoisting=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null

// reclaim-buffer-loop-hoisting says, for every allocation that may run more
// than once per call, out of which loop it moved or why it stays. An
// allocation outside any loop gets no remark.

func.func private @use(memref<?xf32>)
func.func @hoisted(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:11:3}}
    %t = memref.alloc(%m) : memref<?xf32>
    func.call @use(%t) : (memref<?xf32>) -> ()
  }
  %u = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func private @use(memref<?xf32>)
func.func @size_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark @below {{not hoisted out of its loop: its dynamic size is computed in the loop}}
    %t = memref.alloc(%i) : memref<?xf32>
    func.call @use(%t) : (memref<?xf32>) -> ()
  }
  return
}

// -----

func.func private @use(memref<4xf32>)
func.func @freed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark-re @below {{not hoisted out of its loop: the input frees it ('memref.dealloc' at {{.*}}:44:5)}}
    %t = memref.alloc() : memref<4xf32>
    func.call @use(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  }
  return
}

// -----

func.func @stored(%n: index, %slot: memref<memref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark-re @below {{not hoisted out of its loop: it escapes (stored) through 'memref.store' at {{.*}}:57:5}}
    %t = memref.alloc() : memref<4xf32>
    memref.store %t, %slot[] : memref<memref<4xf32>>
  }
  return
}

// -----

func.func private @use(memref<4xf32>)
func.func @parallel(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-remark @below {{not hoisted out of its loop: it cannot leave 'scf.parallel' (an allocation scope, a parallel loop or an op with unknown control flow)}}
    %t = memref.alloc() : memref<4xf32>
    func.call @use(%t) : (memref<4xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

// Out of the inner sequential loop, not out of the parallel one.
func.func private @use(memref<4xf32>)
func.func @partly(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c0 to %n step %c1 {
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:85:5; not further: it cannot leave 'scf.parallel'}}
      %t = memref.alloc() : memref<4xf32>
      func.call @use(%t) : (memref<4xf32>) -> ()
    }
    scf.reduce
  }
  return
}

// -----

// The buffer of one visit of ^loop is used in the next one.
func.func private @use(memref<4xf32>)
func.func @cf_live_around(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  cf.br ^loop(%c0, %init : index, memref<4xf32>)
^loop(%i: index, %prev: memref<4xf32>):
  // expected-remark @below {{not hoisted out of its loop: it is used outside its block or carried by a block argument in a cf cycle (it may be live when the cycle comes back)}}
  %t = memref.alloc() : memref<4xf32>
  func.call @use(%prev) : (memref<4xf32>) -> ()
  %next = arith.addi %i, %c1 : index
  %more = arith.cmpi ult, %next, %n : index
  cf.cond_br %more, ^loop(%next, %t : index, memref<4xf32>), ^exit
^exit:
  return
}
