// A function named by `functions` that cannot change is an error at the op
// that prevents it, for each pass that changes signatures; unnamed functions
// are left alone (preparation-remarks.mlir).
//
// RUN: reclaim-opt %s -split-input-file -verify-diagnostics -reclaim-results-to-out-params='functions=f'
// RUN: reclaim-opt %s -split-input-file -verify-diagnostics -reclaim-drop-equivalent-results='functions=f'
// RUN: reclaim-opt %s -split-input-file -verify-diagnostics -reclaim-decompose-tuples='functions=f'

// A declaration: its body is elsewhere and would keep the old signature.
// expected-error @below {{cannot change the signature of @f: it is a declaration (its body is not in the module)}}
func.func private @f(tuple<memref<2xf32>, i1>) -> memref<2xf32>

// -----

// A public function: callers outside the module would keep the old
// signature.
// expected-error @below {{cannot change the signature of @f: it is public (set modify-public-functions to change it and its callers outside the module)}}
func.func @f(%t: tuple<memref<2xf32>, i1>) -> memref<2xf32> {
  %m, %b = builtin.unrealized_conversion_cast %t : tuple<memref<2xf32>, i1> to memref<2xf32>, i1
  return %m : memref<2xf32>
}

// -----

// Its address is taken: an indirect call would use the old signature.
func.func private @f(%t: tuple<memref<2xf32>, i1>) -> memref<2xf32> {
  %m, %b = builtin.unrealized_conversion_cast %t : tuple<memref<2xf32>, i1> to memref<2xf32>, i1
  return %m : memref<2xf32>
}
func.func @g(%t: tuple<memref<2xf32>, i1>) -> memref<2xf32> {
  // expected-error @below {{cannot change the signature of @f: 'func.constant' refers to it other than as the callee of func.call (its address is taken, or an unknown call op calls it): that caller would keep the old signature}}
  %fn = func.constant @f : (tuple<memref<2xf32>, i1>) -> memref<2xf32>
  %r = func.call_indirect %fn(%t) : (tuple<memref<2xf32>, i1>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// A name that is not in the module.
// expected-error @below {{no function named @f in the module}}
module {
  func.func private @g() -> memref<2xf32> {
    %m = memref.alloc() : memref<2xf32>
    return %m : memref<2xf32>
  }
}
