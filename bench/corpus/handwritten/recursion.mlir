// Recursive merge sort that allocates its halves and returns a fresh sorted
// buffer (or its argument for length 1).
func.func @sort(%a: memref<?xi32>) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %n = memref.dim %a, %c0 : memref<?xi32>
  %small = arith.cmpi ule, %n, %c1 : index
  %r = scf.if %small -> (memref<?xi32>) {
    scf.yield %a : memref<?xi32>
  } else {
    %h = arith.divui %n, %c2 : index
    %h2 = arith.subi %n, %h : index
    %lo = memref.alloc(%h) : memref<?xi32>
    %hi = memref.alloc(%h2) : memref<?xi32>
    scf.for %i = %c0 to %h step %c1 {
      %x = memref.load %a[%i] : memref<?xi32>
      memref.store %x, %lo[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %h2 step %c1 {
      %j = arith.addi %i, %h : index
      %x = memref.load %a[%j] : memref<?xi32>
      memref.store %x, %hi[%i] : memref<?xi32>
    }
    %sl = func.call @sort(%lo) : (memref<?xi32>) -> memref<?xi32>
    %sh = func.call @sort(%hi) : (memref<?xi32>) -> memref<?xi32>
    %out = memref.alloc(%n) : memref<?xi32>
    %e:2 = scf.for %k = %c0 to %n step %c1 iter_args(%i = %c0, %j = %c0) -> (index, index) {
      %iend = arith.cmpi uge, %i, %h : index
      %jend = arith.cmpi uge, %j, %h2 : index
      %ic = arith.minui %i, %h : index
      %jc = arith.minui %j, %h2 : index
      %hm = arith.subi %h, %c1 : index
      %h2m = arith.subi %h2, %c1 : index
      %is = arith.minui %ic, %hm : index
      %js = arith.minui %jc, %h2m : index
      %x = memref.load %sl[%is] : memref<?xi32>
      %y = memref.load %sh[%js] : memref<?xi32>
      %xle = arith.cmpi sle, %x, %y : i32
      %notiend = arith.xori %iend, %true : i1
      %takex0 = arith.andi %notiend, %xle : i1
      %takex = arith.ori %takex0, %jend : i1
      %v = arith.select %takex, %x, %y : i32
      memref.store %v, %out[%k] : memref<?xi32>
      %i1 = arith.addi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %ni = arith.select %takex, %i1, %i : index
      %nj = arith.select %takex, %j, %j1 : index
      scf.yield %ni, %nj : index, index
    }
    scf.yield %out : memref<?xi32>
  }
  return %r : memref<?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %a = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %k = arith.constant 7919 : i32
    %m = arith.constant 1009 : i32
    %x = arith.muli %ii, %k : i32
    %y = arith.remui %x, %m : i32
    memref.store %y, %a[%i] : memref<?xi32>
  }
  %s = func.call @sort(%a) : (memref<?xi32>) -> memref<?xi32>
  %c10 = arith.constant 10 : index
  %c150 = arith.constant 150 : index
  %c299 = arith.constant 299 : index
  %v0 = memref.load %s[%c0] : memref<?xi32>
  %v1 = memref.load %s[%c10] : memref<?xi32>
  %v2 = memref.load %s[%c150] : memref<?xi32>
  %v3 = memref.load %s[%c299] : memref<?xi32>
  vector.print %v0 : i32
  vector.print %v1 : i32
  vector.print %v2 : i32
  vector.print %v3 : i32
  return
}
