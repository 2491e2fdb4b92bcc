// arith.select between buffers: the selected buffer lives on, the other one
// can be freed right after the select, but only the run time knows which.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 96 : index
  %rounds = arith.constant 16 : index
  %keep = memref.alloc() : memref<96xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %keep[%i] : memref<96xi32>
  }
  scf.for %r = %c0 to %rounds step %c1 {
    %a = memref.alloc() : memref<96xi32>
    %b = memref.alloc() : memref<96xi32>
    %rr = arith.index_cast %r : index to i32
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %x = arith.muli %ii, %rr : i32
      %y = arith.addi %ii, %rr : i32
      memref.store %x, %a[%i] : memref<96xi32>
      memref.store %y, %b[%i] : memref<96xi32>
    }
    %c3 = arith.constant 3 : index
    %m = arith.remui %r, %c3 : index
    %p0 = arith.cmpi eq, %m, %c0 : index
    %p1 = arith.cmpi eq, %m, %c1 : index
    %s1 = arith.select %p0, %a, %b : memref<96xi32>
    %s2 = arith.select %p1, %keep, %s1 : memref<96xi32>
    %v = memref.load %s2[%r] : memref<96xi32>
    vector.print %v : i32
    memref.store %v, %keep[%r] : memref<96xi32>
  }
  %c9 = arith.constant 9 : index
  %w = memref.load %keep[%c9] : memref<96xi32>
  vector.print %w : i32
  return
}
