// scf.index_switch whose cases yield fresh buffers, an existing buffer, or a
// subview of one.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %n = arith.constant 100 : index
  %a = memref.alloc() : memref<100xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<100xi32>
  }
  %av = memref.cast %a : memref<100xi32> to memref<?xi32, strided<[?], offset: ?>>
  scf.for %i = %c0 to %c20 step %c1 {
    %k = arith.remui %i, %c4 : index
    %b = scf.index_switch %k -> memref<?xi32, strided<[?], offset: ?>>
    case 0 {
      %f = memref.alloc() : memref<100xi32>
      memref.copy %a, %f : memref<100xi32> to memref<100xi32>
      %m1 = arith.constant -1 : i32
      memref.store %m1, %a[%c0] : memref<100xi32>
      %fv = memref.cast %f : memref<100xi32> to memref<?xi32, strided<[?], offset: ?>>
      scf.yield %fv : memref<?xi32, strided<[?], offset: ?>>
    }
    case 1 {
      %s = memref.subview %a[10] [50] [1] : memref<100xi32> to memref<50xi32, strided<[1], offset: 10>>
      %sv = memref.cast %s : memref<50xi32, strided<[1], offset: 10>> to memref<?xi32, strided<[?], offset: ?>>
      scf.yield %sv : memref<?xi32, strided<[?], offset: ?>>
    }
    case 2 {
      %g = memref.alloc() : memref<100xi32>
      scf.for %j = %c0 to %n step %c1 {
        %jj = arith.index_cast %j : index to i32
        %sq = arith.muli %jj, %jj : i32
        memref.store %sq, %g[%j] : memref<100xi32>
      }
      %gv = memref.cast %g : memref<100xi32> to memref<?xi32, strided<[?], offset: ?>>
      scf.yield %gv : memref<?xi32, strided<[?], offset: ?>>
    }
    default {
      scf.yield %av : memref<?xi32, strided<[?], offset: ?>>
    }
    %x = memref.load %b[%i] : memref<?xi32, strided<[?], offset: ?>>
    %ii = arith.index_cast %i : index to i32
    %y = arith.addi %x, %ii : i32
    memref.store %y, %b[%c1] : memref<?xi32, strided<[?], offset: ?>>
    %z = memref.load %b[%c1] : memref<?xi32, strided<[?], offset: ?>>
    vector.print %z : i32
  }
  return
}
