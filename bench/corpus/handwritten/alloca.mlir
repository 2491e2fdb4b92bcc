// Stack buffers (memref.alloca) flowing through the same merges and selects
// as heap buffers: only the heap ones may be freed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %rounds = arith.constant 12 : index
  %s = memref.alloca() : memref<32xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %s[%i] : memref<32xi32>
  }
  scf.for %r = %c0 to %rounds step %c1 {
    %c2 = arith.constant 2 : index
    %m = arith.remui %r, %c2 : index
    %odd = arith.cmpi eq, %m, %c1 : index
    %b = scf.if %odd -> (memref<32xi32>) {
      %h = memref.alloc() : memref<32xi32>
      memref.copy %s, %h : memref<32xi32> to memref<32xi32>
      %rr = arith.index_cast %r : index to i32
      memref.store %rr, %h[%c0] : memref<32xi32>
      scf.yield %h : memref<32xi32>
    } else {
      scf.yield %s : memref<32xi32>
    }
    %t = memref.alloca() : memref<32xi32>
    memref.copy %b, %t : memref<32xi32> to memref<32xi32>
    %pick = arith.select %odd, %t, %b : memref<32xi32>
    %v = memref.load %pick[%c0] : memref<32xi32>
    vector.print %v : i32
  }
  return
}
