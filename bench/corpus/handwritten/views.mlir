// Views of every kind on fresh buffers: subview, cast, reinterpret_cast,
// expand_shape and collapse_shape; the buffer must outlive its last view.
func.func @sum(%m: memref<?xi32, strided<[?], offset: ?>>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32, strided<[?], offset: ?>>
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %m[%i] : memref<?xi32, strided<[?], offset: ?>>
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 64 : index
  %rounds = arith.constant 10 : index
  scf.for %r = %c0 to %rounds step %c1 {
    %a = memref.alloc() : memref<64xi32>
    %rr = arith.index_cast %r : index to i32
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %x = arith.addi %ii, %rr : i32
      memref.store %x, %a[%i] : memref<64xi32>
    }
    %e = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xi32> into memref<8x8xi32>
    %row = memref.subview %e[3, 0] [1, 8] [1, 1] : memref<8x8xi32> to memref<8xi32, strided<[1], offset: 24>>
    %rowv = memref.cast %row : memref<8xi32, strided<[1], offset: 24>> to memref<?xi32, strided<[?], offset: ?>>
    %s1 = func.call @sum(%rowv) : (memref<?xi32, strided<[?], offset: ?>>) -> i32
    vector.print %s1 : i32
    %col = memref.subview %e[0, 2] [8, 1] [1, 1] : memref<8x8xi32> to memref<8xi32, strided<[8], offset: 2>>
    %colv = memref.cast %col : memref<8xi32, strided<[8], offset: 2>> to memref<?xi32, strided<[?], offset: ?>>
    %s2 = func.call @sum(%colv) : (memref<?xi32, strided<[?], offset: ?>>) -> i32
    vector.print %s2 : i32
    %rc = memref.reinterpret_cast %a to offset: [16], sizes: [16], strides: [2] : memref<64xi32> to memref<16xi32, strided<[2], offset: 16>>
    %rcv = memref.cast %rc : memref<16xi32, strided<[2], offset: 16>> to memref<?xi32, strided<[?], offset: ?>>
    %s3 = func.call @sum(%rcv) : (memref<?xi32, strided<[?], offset: ?>>) -> i32
    vector.print %s3 : i32
    %back = memref.collapse_shape %e [[0, 1]] : memref<8x8xi32> into memref<64xi32>
    %t = memref.load %back[%c3] : memref<64xi32>
    vector.print %t : i32
  }
  return
}
