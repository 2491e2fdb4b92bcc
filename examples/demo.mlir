// Reclaim's demo: a bufferized program with control flow that upstream's
// ownership-based-buffer-deallocation rejects ("Only structured control-flow
// loops are supported"): an unstructured `cf` loop whose body picks one of two
// fresh buffers with `arith.select` and dispatches with `cf.switch`.
// Nothing is freed in the input; `reclaim-pipeline` frees every buffer exactly
// once, and `reclaim-run --reference` proves it by running both versions.

func.func @step(%prev: memref<4xf32>, %i: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %v = memref.load %prev[%k] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    %x = arith.mulf %v, %v : f32
    memref.store %w, %a[%k] : memref<4xf32>
    memref.store %x, %b[%k] : memref<4xf32>
  }
  %i2 = arith.remui %i, %c4 : index
  %even = arith.cmpi ult, %i2, %c1 : index
  %r = arith.select %even, %a, %b : memref<4xf32>
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %init = memref.alloc() : memref<4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %kf = arith.index_cast %k : index to i32
    %f = arith.sitofp %kf : i32 to f32
    memref.store %f, %init[%k] : memref<4xf32>
  }
  cf.br ^loop(%c0, %init : index, memref<4xf32>)
^loop(%i: index, %acc: memref<4xf32>):
  %done = arith.cmpi uge, %i, %c6 : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = func.call @step(%acc, %i) : (memref<4xf32>, index) -> memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  %sel = arith.index_cast %i : index to i32
  %c3 = arith.constant 3 : i32
  %mod = arith.remui %sel, %c3 : i32
  // Every third iteration keeps the old accumulator and drops the new one.
  cf.switch %mod : i32, [
    default: ^loop(%i1, %next : index, memref<4xf32>),
    2: ^loop(%i1, %acc : index, memref<4xf32>)
  ]
^exit:
  %v0 = memref.load %acc[%c0] : memref<4xf32>
  %v3 = memref.load %acc[%c1] : memref<4xf32>
  vector.print %v0 : f32
  vector.print %v3 : f32
  return
}
