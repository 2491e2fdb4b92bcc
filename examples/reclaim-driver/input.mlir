// The shipped input of examples/reclaim-driver: after bufferization, nothing
// is freed. @main adds three buffers returned by @filled into an
// accumulator, and keeps a large scratch buffer. reclaim-pipeline frees
// each returned buffer in the iteration that gets it, moves the small
// accumulator to the stack and frees the large buffer after its last use.
func.func private @printMemrefF32(memref<*xf32>)

// Returns a fresh buffer of four copies of %v.
func.func @filled(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %b[%i] : memref<4xf32>
  }
  return %b : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<4xf32>
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %zero, %acc[%j] : memref<4xf32>
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %t = func.call @filled(%one) : (f32) -> memref<4xf32>
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %acc[%j] : memref<4xf32>
      %b = memref.load %t[%j] : memref<4xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %acc[%j] : memref<4xf32>
    }
  }
  // 4 KiB: above the 1 KiB stack-promotion limit.
  %scratch = memref.alloc() : memref<1024xf32>
  %x = memref.load %acc[%c0] : memref<4xf32>
  memref.store %x, %scratch[%c3] : memref<1024xf32>
  %y = memref.load %scratch[%c3] : memref<1024xf32>
  %y2 = arith.addf %y, %y : f32
  memref.store %y2, %acc[%c3] : memref<4xf32>
  %u = memref.cast %acc : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
