// Input that already frees some buffers itself (correctly, after their last
// use); the pass must free only the others and never free these twice.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %rounds = arith.constant 20 : index
  %acc = memref.alloc() : memref<256xi32>
  scf.for %i = %c0 to %n step %c1 {
    %z = arith.constant 0 : i32
    memref.store %z, %acc[%i] : memref<256xi32>
  }
  scf.for %r = %c0 to %rounds step %c1 {
    %tmp = memref.alloc() : memref<256xi32>
    %rr = arith.index_cast %r : index to i32
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %x = arith.muli %ii, %rr : i32
      memref.store %x, %tmp[%i] : memref<256xi32>
    }
    %keep = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %tmp[%i] : memref<256xi32>
      %a = memref.load %acc[%i] : memref<256xi32>
      %s = arith.addi %x, %a : i32
      memref.store %s, %acc[%i] : memref<256xi32>
      memref.store %x, %keep[%i] : memref<256xi32>
    }
    memref.dealloc %tmp : memref<256xi32>
    %v = memref.load %keep[%r] : memref<256xi32>
    vector.print %v : i32
  }
  %c7 = arith.constant 7 : index
  %w = memref.load %acc[%c7] : memref<256xi32>
  vector.print %w : i32
  memref.dealloc %acc : memref<256xi32>
  return
}
