// scf.execute_region with several blocks, each branch yielding a different
// buffer (fresh, an alias of an argument, or a view).
func.func @pick(%a: memref<64xi32>, %sel: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %r = scf.execute_region -> memref<64xi32> {
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %is0 = arith.cmpi eq, %sel, %zero : i32
    cf.cond_br %is0, ^fresh, ^other
  ^fresh:
    %f = memref.alloc() : memref<64xi32>
    memref.copy %a, %f : memref<64xi32> to memref<64xi32>
    memref.store %sel, %f[%c0] : memref<64xi32>
    scf.yield %f : memref<64xi32>
  ^other:
    %is1 = arith.cmpi eq, %sel, %one : i32
    cf.cond_br %is1, ^arg, ^tmp
  ^arg:
    scf.yield %a : memref<64xi32>
  ^tmp:
    %t = memref.alloc() : memref<64xi32>
    memref.copy %a, %t : memref<64xi32> to memref<64xi32>
    memref.store %sel, %t[%c5] : memref<64xi32>
    scf.yield %t : memref<64xi32>
  }
  %x = memref.load %r[%c0] : memref<64xi32>
  %y = memref.load %r[%c5] : memref<64xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %a = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<64xi32>
  }
  %c30 = arith.constant 30 : index
  scf.for %i = %c0 to %c30 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %three = arith.constant 3 : i32
    %sel = arith.remui %ii, %three : i32
    %s = func.call @pick(%a, %sel) : (memref<64xi32>, i32) -> i32
    vector.print %s : i32
  }
  return
}
