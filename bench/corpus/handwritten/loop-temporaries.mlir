// Temporaries allocated in every iteration of a nest of loops, with static
// and dynamic sizes: the placement optimisations (hoisting out of loops,
// promotion of small buffers to the stack, reuse) have most to gain here.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %out = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    %small = memref.alloc() : memref<16xi32>
    %ii = arith.index_cast %i : index to i32
    scf.for %j = %c0 to %c16 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %x = arith.muli %ii, %jj : i32
      memref.store %x, %small[%j] : memref<16xi32>
    }
    %sz = arith.addi %i, %c16 : index
    %big = memref.alloc(%sz) : memref<?xi32>
    scf.for %j = %c0 to %sz step %c1 {
      %k = arith.remui %j, %c16 : index
      %x = memref.load %small[%k] : memref<16xi32>
      memref.store %x, %big[%j] : memref<?xi32>
    }
    %z = arith.constant 0 : i32
    %s = scf.for %j = %c0 to %sz step %c1 iter_args(%acc = %z) -> (i32) {
      %x = memref.load %big[%j] : memref<?xi32>
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    memref.store %s, %out[%i] : memref<64xi32>
  }
  %c5 = arith.constant 5 : index
  %c63 = arith.constant 63 : index
  %a = memref.load %out[%c5] : memref<64xi32>
  %b = memref.load %out[%c63] : memref<64xi32>
  vector.print %a : i32
  vector.print %b : i32
  return
}
