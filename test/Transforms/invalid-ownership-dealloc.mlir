// RUN: reclaim-opt %s -reclaim-ownership-dealloc -split-input-file -verify-diagnostics -allow-unregistered-dialect

// An unknown op that returns a memref: its buffer and owner are unknowable.
// The error names the op and the two ways to fix it.
func.func @unknown_memref_producer(%arg0: memref<4xf32>) {
  // expected-error @below {{'test.make_memref' op takes or returns a memref, but Reclaim does not know what it does with the buffer (it implements neither MemoryEffectOpInterface nor reclaim::OwnershipOpInterface); implement one of them (or attach an external model of reclaim::OwnershipOpInterface), or run with unknown-ops=keep-alive}}
  %0 = "test.make_memref"(%arg0) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// An unknown op that only takes a buffer may keep it: an error too.
func.func @unknown_memref_consumer() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{'test.keep' op takes or returns a memref, but Reclaim does not know what it does with the buffer}}
  "test.keep"(%0) : (memref<4xf32>) -> ()
  return
}

// -----

// A region op without control-flow interfaces that takes a memref.
func.func @opaque_region_forwarding_memrefs() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{'test.region_if' op takes or returns a memref, but Reclaim does not know what it does with the buffer}}
  %1 = "test.region_if"(%0) ({
  ^bb0(%a: memref<4xf32>):
    "test.region_yield"(%a) : (memref<4xf32>) -> ()
  }) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// A region op without RegionBranchOpInterface, whose
// region frees a buffer of the enclosing block: the control flow through it
// is unknown.
func.func @free_in_region_without_interface() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{frees, inside its regions, a buffer of the enclosing region but implements no RegionBranchOpInterface}}
  "test.opaque_loop"() ({
    memref.dealloc %0 : memref<4xf32>
    "test.opaque_end"() : () -> ()
  }) : () -> ()
  return
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

// -----

// A function block that ends in an unknown terminator taking a memref.
func.func @unknown_exit_with_memref() {
  %0 = memref.alloc() : memref<4xf32>
  // expected-error @below {{ends a function block without returning and takes memrefs}}
  "test.unreachable"(%0) : (memref<4xf32>) -> ()
}

// -----

// A buffer whose address escaped into memory cannot also be handed to the
// caller: somebody else may still reach it.
func.func @return_escaped(%slot: memref<1xindex>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4xf32> -> index
  memref.store %p, %slot[%c0] : memref<1xindex>
  // expected-error @below {{returns a buffer whose address escaped tracking}}
  return %0 : memref<4xf32>
}
