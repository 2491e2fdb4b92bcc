// RUN: reclaim-test-opt %s -allow-unregistered-dialect -test-reclaim-escape -split-input-file 2>&1 | FileCheck %s
// RUN: reclaim-test-opt %s -allow-unregistered-dialect -test-reclaim-escape=calls-capture=true -split-input-file 2>&1 | FileCheck %s --check-prefix=CAPTURE

// A buffer that is only read, written, viewed and freed does not escape; the
// view and the free are found.
// CHECK: escape local: none, values 2, frees 1
func.func @local(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {test.ptr = "local"} : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %v, %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %r = memref.load %a[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return %r : f32
}

// -----

// Returning a view of the buffer makes it escape at the return.
// CHECK: escape returned: returned at func.return, values 2, frees 0
func.func @returned() -> memref<4xf32, strided<[1], offset: 4>> {
  %a = memref.alloc() {test.ptr = "returned"} : memref<8xf32>
  %s = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %s : memref<4xf32, strided<[1], offset: 4>>
}

// -----

// Storing the buffer's descriptor into memory makes it escape.
// CHECK: escape stored: stored at memref.store, values 1, frees 0
func.func @stored(%slot: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {test.ptr = "stored"} : memref<4xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<4xf32>>
  return
}

// -----

// A call argument does not escape under Reclaim's ABI, but does with
// calls-capture.
// CHECK: escape called: none, values 1, frees 0
// CAPTURE: escape called: captured-by-call at func.call, values 1, frees 0
func.func private @consume(memref<4xf32>)
func.func @called() {
  %a = memref.alloc() {test.ptr = "called"} : memref<4xf32>
  func.call @consume(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// An op with unknown effects may capture the buffer.
// CHECK: escape opaque: unknown at test.opaque, values 1, frees 0
func.func @opaque() {
  %a = memref.alloc() {test.ptr = "opaque"} : memref<4xf32>
  "test.opaque"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// The buffer flows through scf.if results and scf.for iter_args; it stays in
// the function, so it does not escape (values: %a, the if result, the
// iter_arg, the for result).
// CHECK: escape flows: none, values 4, frees 0
func.func @flows(%c: i1, %other: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {test.ptr = "flows"} : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %other : memref<4xf32>
  }
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%it = %r) -> memref<4xf32> {
    scf.yield %it : memref<4xf32>
  }
  memref.copy %f, %other : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Yielding a buffer allocated in a scf.for body to the next iteration leaves
// the loop's body, which is the buffer's allocation scope (scf.for has the
// AutomaticAllocationScope trait): a stack buffer there would be gone.
// CHECK: escape carried: returned at scf.yield
func.func @carried(%init: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %a = memref.alloc() {test.ptr = "carried"} : memref<4xf32>
    memref.copy %it, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return
}

// -----

// A block argument of a cf successor carries the buffer; the return of that
// block argument escapes.
// CHECK: escape branch: returned at func.return, values 2, frees 0
func.func @branch(%c: i1, %other: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() {test.ptr = "branch"} : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%other : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  return %m : memref<4xf32>
}

// -----

// The aligned pointer of the buffer is harmless while only compared or
// computed with; returned (here after a cast), it escapes.
// CHECK: escape compared: none
// CHECK: escape casted: unknown at func.return
func.func @pointers(%p: index) -> (i1, i64) {
  %a = memref.alloc() {test.ptr = "compared"} : memref<4xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %eq = arith.cmpi eq, %pa, %p : index
  %b = memref.alloc() {test.ptr = "casted"} : memref<4xf32>
  %pb = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %i = arith.index_cast %pb : index to i64
  return %eq, %i : i1, i64
}

// -----

// Converting the buffer to a tensor hands it to code the analysis does not
// follow.
// CHECK: escape tensor: unknown at bufferization.to_tensor
func.func @tensor() -> tensor<4xf32> {
  %a = memref.alloc() {test.ptr = "tensor"} : memref<4xf32>
  %t = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// Yielding out of a memref.alloca_scope that the buffer was allocated in
// leaves its allocation scope.
// CHECK: escape scoped: returned at memref.alloca_scope.return
func.func @scoped() {
  %r = memref.alloca_scope -> memref<4xf32> {
    %a = memref.alloca() {test.ptr = "scoped"} : memref<4xf32>
    memref.alloca_scope.return %a : memref<4xf32>
  }
  return
}

// -----

// A buffer used inside an async.execute nested in scf.if regions escapes at
// the async.execute: its body may still run after the function returned.
// CHECK: escape outer: unknown at async.execute, values 1, frees 0
func.func @outer(%c: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {test.ptr = "outer"} : memref<8xf32>
  scf.if %c {
    scf.if %c {
      %t = async.execute {
        scf.if %c {
          memref.store %v, %a[%c0] : memref<8xf32>
        }
        async.yield
      }
    }
  }
  return
}

// -----

// A buffer allocated inside the async.execute body and used in regions
// nested in it does not escape through the async.execute.
// CHECK: escape inner: none, values 1, frees 1
func.func @inner(%c: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %t = async.execute {
      scf.if %c {
        %a = memref.alloc() {test.ptr = "inner"} : memref<8xf32>
        scf.if %c {
          scf.if %c {
            memref.store %v, %a[%c0] : memref<8xf32>
          }
        }
        memref.dealloc %a : memref<8xf32>
      }
      async.yield
    }
  }
  return
}

// -----

// Between two async.execute: a buffer allocated in the outer body and used
// in the inner one escapes at the inner async.execute.
// CHECK: escape between: unknown at async.execute, values 1, frees 1
func.func @between(%c: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %t = async.execute {
    %a = memref.alloc() {test.ptr = "between"} : memref<8xf32>
    scf.if %c {
      %u = async.execute {
        scf.if %c {
          memref.store %v, %a[%c0] : memref<8xf32>
        }
        async.yield
      }
    }
    memref.dealloc %a : memref<8xf32>
    async.yield
  }
  return
}
