// A growing vector: memref.realloc doubles the capacity whenever it is full;
// the old buffer is consumed by the realloc and must not be freed again.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %total = arith.constant 1000 : index
  %v0 = memref.alloc(%c4) : memref<?xi32>
  %res:2 = scf.for %i = %c0 to %total step %c1 iter_args(%v = %v0, %cap = %c4) -> (memref<?xi32>, index) {
    %full = arith.cmpi eq, %i, %cap : index
    %r:2 = scf.if %full -> (memref<?xi32>, index) {
      %ncap = arith.muli %cap, %c2 : index
      %g = memref.realloc %v(%ncap) : memref<?xi32> to memref<?xi32>
      scf.yield %g, %ncap : memref<?xi32>, index
    } else {
      scf.yield %v, %cap : memref<?xi32>, index
    }
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    memref.store %sq, %r#0[%i] : memref<?xi32>
    scf.yield %r#0, %r#1 : memref<?xi32>, index
  }
  vector.print %res#1 : index
  %c999 = arith.constant 999 : index
  %x = memref.load %res#0[%c999] : memref<?xi32>
  vector.print %x : i32
  %c500 = arith.constant 500 : index
  %y = memref.load %res#0[%c500] : memref<?xi32>
  vector.print %y : i32
  return
}
