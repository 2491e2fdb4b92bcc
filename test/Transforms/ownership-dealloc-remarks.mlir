// RUN: reclaim-opt %s --allow-unregistered-dialect --split-input-file --reclaim-ownership-dealloc="remarks=true unknown-ops=keep-alive" -verify-diagnostics -o /dev/null
// Remarks of reclaim-ownership-dealloc: every copy it inserts and every
// buffer the caller stops freeing, with the reason.

// A public function returning its argument: the plain ABI makes it copy.
func.func @identity(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-remark @below {{copy inserted for result #0: the function does not own the returned buffer}}
  return %m : memref<4xf32>
}

// A public callee that frees its argument on one path. Calls inside the
// module go to its private version, which takes the buffer's ownership and
// frees it on the other path too: no remark at @caller. Its public wrapper
// keeps the plain ABI: a caller outside the module never frees the buffer.
// expected-remark @below {{the callee frees this buffer on some paths only: the caller never frees it}}
func.func @maybe_free(%m: memref<4xf32>, %f: i1) {
  scf.if %f {
    memref.dealloc %m : memref<4xf32>
  }
  return
}

func.func @caller(%f: i1) {
  %a = memref.alloc() : memref<4xf32>
  func.call @maybe_free(%a, %f) : (memref<4xf32>, i1) -> ()
  return
}

// An indirect call of such a callee keeps the plain ABI.
func.func @maybe_free_by_address(%m: memref<4xf32>, %f: i1) {
  scf.if %f {
    memref.dealloc %m : memref<4xf32>
  }
  return
}

func.func @indirect_caller(%f: i1, %fn: (memref<4xf32>, i1) -> ()) {
  %a = memref.alloc() : memref<4xf32>
  %taken = func.constant @maybe_free_by_address : (memref<4xf32>, i1) -> ()
  "test.keep"(%taken) : ((memref<4xf32>, i1) -> ()) -> ()
  // expected-remark @below {{the callee frees this buffer on some paths only: the caller never frees it}}
  func.call_indirect %fn(%a, %f) : (memref<4xf32>, i1) -> ()
  return
}


// -----

// An op with unknown effects (unregistered) under unknown-ops=keep-alive:
// the buffer it touches lives until the function returns.
func.func @unknown() {
  %a = memref.alloc() : memref<4xf32>
  // expected-remark @below {{unknown effects on its memrefs: every buffer it touches is kept alive until the function returns (unknown-ops=keep-alive)}}
  "my.op"(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xf32>
  return
}
