// RUN: reclaim-opt %s -reclaim-ownership-dealloc -split-input-file -verify-diagnostics -allow-unregistered-dialect

// An unknown op that returns a memref: its buffer and owner are unknowable.
func.func @unknown_memref_producer(%arg0: memref<4xf32>) {
  // expected-error @below {{returns a memref that is not an allocation, a view, a select, a call result or a region result}}
  %0 = "test.make_memref"(%arg0) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// A memref stored into memory escapes ownership tracking.
func.func @store_memref(%arg0: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{stores a memref into memory}}
  memref.store %0, %arg0[%c0] : memref<1xmemref<4xf32>>
  return
}

// -----

// A region op without control-flow interfaces that forwards memrefs.
func.func @opaque_region_forwarding_memrefs() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{passes memrefs across its region boundaries}}
  %1 = "test.region_if"(%0) ({
  ^bb0(%a: memref<4xf32>):
    "test.region_yield"(%a) : (memref<4xf32>) -> ()
  }) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// A free inside a loop body of a buffer the enclosing block owns: the loop
// would free it once per iteration. (The same free inside an scf.if is
// supported: the buffer's ownership moves into the scf.if.)
func.func @free_outer_buffer_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @below {{frees a buffer owned outside the enclosing region}}
    memref.dealloc %0 : memref<4xf32>
  }
  return
}

// -----

// The pass inserts every bufferization.dealloc itself.
func.func @already_deallocated(%c: i1) {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{is already present; reclaim-ownership-dealloc inserts all bufferization.dealloc ops itself}}
  bufferization.dealloc (%0 : memref<4xf32>) if (%c)
  return
}

// -----

// A function block that ends without returning.
func.func @no_return() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{ends a function block without returning}}
  "test.unreachable"() : () -> ()
}

// -----

// A terminator with successors that does not implement BranchOpInterface.
func.func @opaque_branch(%c: i1) {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{has successors but does not implement BranchOpInterface}}
  "test.br"(%0)[^bb1] : (memref<4xf32>) -> ()
^bb1:
  return
}
