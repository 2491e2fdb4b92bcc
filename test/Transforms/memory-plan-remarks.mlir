// RUN: reclaim-opt %s --reclaim-memory-plan=remarks -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file

// Straight-line chain: a and b overlap, b and c, c and d; a/c and b/d share.
// expected-remark @+1 {{arena of 512 bytes on the stack for 4 buffers; lower bound 512 bytes (reached)}}
func.func @chain() -> f32 {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  // expected-remark @+1 {{planned: bytes [0, 256) of the arena}}
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<64xf32>)
  // expected-remark @+1 {{planned: bytes [256, 512) of the arena}}
  %b = memref.alloc() : memref<64xf32>
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  // expected-remark @+1 {{planned: bytes [0, 256) of the arena}}
  %c = memref.alloc() : memref<64xf32>
  memref.copy %b, %c : memref<64xf32> to memref<64xf32>
  // expected-remark @+1 {{planned: bytes [256, 512) of the arena}}
  %d = memref.alloc() : memref<64xf32>
  memref.copy %c, %d : memref<64xf32> to memref<64xf32>
  %v = memref.load %d[%c0] : memref<64xf32>
  return %v : f32
}

// -----

// Reasons for leaving allocations alone.
// expected-remark @+1 {{arena of 8 bytes on the stack for 2 buffers; lower bound 8 bytes (reached)}}
func.func @reasons(%n: index, %cond: i1, %out: memref<memref<4xf32>>,
                   %arg: memref<1xf32>) -> memref<4xf32> {
  // expected-remark @+1 {{not planned: it escapes (returned) through 'func.return'}}
  %ret = memref.alloc() : memref<4xf32>
  // expected-remark @+1 {{not planned: it escapes (stored) through 'memref.store'}}
  %stored = memref.alloc() : memref<4xf32>
  memref.store %stored, %out[] : memref<memref<4xf32>>
  // expected-remark @+1 {{not planned: its layout is not the identity}}
  %strided = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  // expected-remark @+1 {{not planned: it is not in the default memory space}}
  %space = memref.alloc() : memref<4xf32, 1>
  // expected-remark @+1 {{not planned: its size is dynamic and no other dynamically sized buffer of its block is live with it (sharing one allocation could raise the peak)}}
  %dyn = memref.alloc(%n) : memref<?xf32>
  // expected-remark @+1 {{planned: bytes [0, 4) of the arena}}
  %x = memref.alloc() : memref<1xf32>
  // expected-remark @+1 {{planned: bytes [4, 8) of the arena}}
  %y = memref.alloc() : memref<1xf32>
  %s = arith.select %cond, %x, %y : memref<1xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<1xf32>
  memref.store %v, %x[%c0] : memref<1xf32>
  // expected-remark @+1 {{not planned: it is freed through 'memref.dealloc' of a value that may be another buffer}}
  %z = memref.alloc() : memref<1xf32>
  %w = arith.select %cond, %z, %arg : memref<1xf32>
  memref.dealloc %w : memref<1xf32>
  return %ret : memref<4xf32>
}

// -----

// The buffer allocated in the body is read through the iteration argument
// after the next iteration allocates it again: it keeps its allocations.
func.func @ping_pong(%n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @+1 {{not planned: the only plannable buffer of the function, allocated once per call (nothing to share or to hoist)}}
  %init = memref.alloc() : memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> memref<16xf32> {
    // expected-remark @+1 {{not planned: an earlier instance may still be live when it is allocated again (carried around a loop)}}
    %new = memref.alloc() : memref<16xf32>
    %x = memref.load %cur[%c0] : memref<16xf32>
    memref.store %x, %new[%c1] : memref<16xf32>
    scf.yield %new : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

func.func @parallel(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-remark @+1 {{not planned: it lies in a parallel loop, whose iterations may hold several instances at once}}
    %t = memref.alloc() : memref<4xf32>
    memref.store %f, %t[%c0] : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// expected-remark @+1 {{not planned: the function already holds 'bufferization.dealloc' (run reclaim-memory-plan after reclaim-lower-deallocs or before reclaim-ownership-dealloc)}}
func.func @already_deallocated() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true)
  return
}

// -----

// Two dynamically sized buffers of one block share one allocation.
func.func @dynamic(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  // expected-remark @+1 {{planned: shares one allocation with 1 other dynamically sized buffers of its block (bump pointer)}}
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-remark @+1 {{planned: shares one allocation with 1 other dynamically sized buffers of its block (bump pointer)}}
  %b = memref.alloc(%m) : memref<?xf64>
  memref.store %f, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  %e = arith.extf %x : f32 to f64
  memref.store %e, %b[%c0] : memref<?xf64>
  %y = memref.load %b[%c0] : memref<?xf64>
  %t = arith.truncf %y : f64 to f32
  return %t : f32
}

// -----

// Dynamically sized buffers that are never live together keep their own
// allocations: one allocation for both would hold %a while %b is live.
func.func @dynamic_disjoint(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  // expected-remark @+1 {{not planned: its size is dynamic and no other dynamically sized buffer of its block is live with it (sharing one allocation could raise the peak)}}
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %f, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  // expected-remark @+1 {{not planned: its size is dynamic and no other dynamically sized buffer of its block is live with it (sharing one allocation could raise the peak)}}
  %b = memref.alloc(%n) : memref<?xf32>
  memref.store %x, %b[%c0] : memref<?xf32>
  %y = memref.load %b[%c0] : memref<?xf32>
  return %y : f32
}

// -----

// %a and %b are live together, but %t is allocated after %a died and while
// %b lives: one allocation for %a and %b would hold %a's bytes then.
func.func @dynamic_partly_dead(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  // expected-remark @+1 {{not planned: its size is dynamic and heap memory is allocated while its group is partly dead (sharing one allocation could raise the peak)}}
  %a = memref.alloc(%n) : memref<?xf32>
  // expected-remark @+1 {{not planned: its size is dynamic and heap memory is allocated while its group is partly dead (sharing one allocation could raise the peak)}}
  %b = memref.alloc(%m) : memref<?xf32>
  memref.store %f, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  // expected-remark @+1 {{not planned: the only plannable buffer of the function, allocated once per call (nothing to share or to hoist)}}
  %t = memref.alloc() : memref<4xf32>
  memref.store %x, %t[%c0] : memref<4xf32>
  %y = memref.load %t[%c0] : memref<4xf32>
  memref.store %y, %b[%c0] : memref<?xf32>
  %z = memref.load %b[%c0] : memref<?xf32>
  return %z : f32
}
