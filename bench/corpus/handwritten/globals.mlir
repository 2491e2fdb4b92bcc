// memref.get_global mixed with heap buffers: a select or a merge may yield
// either, and a global must never be freed.
memref.global "private" @table : memref<16xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]>
memref.global "private" constant @zeros : memref<16xi32> = dense<0>

func.func @lookup(%useTable: i1, %k: i32) -> memref<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %t = memref.get_global @table : memref<16xi32>
  cf.cond_br %useTable, ^ret(%t : memref<16xi32>), ^fresh
^fresh:
  %f = memref.alloc() : memref<16xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %t[%i] : memref<16xi32>
    %y = arith.muli %x, %k : i32
    memref.store %y, %f[%i] : memref<16xi32>
  }
  cf.br ^ret(%f : memref<16xi32>)
^ret(%r: memref<16xi32>):
  return %r : memref<16xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %z = memref.get_global @zeros : memref<16xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %two = arith.constant 2 : i32
    %r = arith.remui %ii, %two : i32
    %zero = arith.constant 0 : i32
    %even = arith.cmpi eq, %r, %zero : i32
    %m = func.call @lookup(%even, %ii) : (i1, i32) -> memref<16xi32>
    %c4 = arith.constant 4 : index
    %small = arith.cmpi ult, %i, %c4 : index
    %s = arith.select %small, %z, %m : memref<16xi32>
    %j = arith.remui %i, %c4 : index
    %v = memref.load %s[%j] : memref<16xi32>
    vector.print %v : i32
  }
  return
}
