// Buffers used only through views once the views exist: memref.subview +
// memref.cast of %m, memref.expand_shape + memref.subview of %e,
// memref.collapse_shape + memref.subview of %c, memref.cast to a dynamic
// shape of %d. Three buffers are then allocated and filled with -1 while the
// views are still read, so a plan that ends a buffer's life at the last use
// of its own SSA value (not of its aliases) changes the printed values.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %ten = arith.constant 10 : i64
  %izero = arith.constant 0 : i64

  // m[i] = i; cast = m[4 .. 11]
  %m = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %sv = memref.subview %m[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %cast = memref.cast %sv : memref<8xf32, strided<[1], offset: 4>> to memref<?xf32, strided<[1], offset: ?>>

  // e[i] = i * i, seen as 3x4; exs = rows 1..2, columns 1..2 = [[25, 36], [81, 100]]
  %e = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %e[%i] : memref<12xi64>
  }
  %ex = memref.expand_shape %e [[0, 1]] output_shape [3, 4] : memref<12xi64> into memref<3x4xi64>
  %exs = memref.subview %ex[1, 1] [2, 2] [1, 1] : memref<3x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 5>>

  // c[i][j] = 10 i + j, seen as 6 elements [0, 1, 2, 10, 11, 12]; cs = [2, 10, 11]
  %c = memref.alloc() : memref<2x3xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %i10 = arith.muli %ii, %ten : i64
      %v = arith.addi %i10, %jj : i64
      %f = arith.sitofp %v : i64 to f64
      memref.store %f, %c[%i, %j] : memref<2x3xf64>
    }
  }
  %col = memref.collapse_shape %c [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  %cs = memref.subview %col[2] [3] [1] : memref<6xf64> to memref<3xf64, strided<[1], offset: 2>>

  // d = 42, used only through a dynamic cast.
  %d = memref.alloc() : memref<5xi32>
  %dd = memref.cast %d : memref<5xi32> to memref<?xi32>
  %v42 = arith.constant 42 : i32
  linalg.fill ins(%v42 : i32) outs(%dd : memref<?xi32>)

  // The base values are dead here; their views are not.
  %n1 = memref.alloc() : memref<32xf32>
  %fm1 = arith.constant -1.0 : f32
  linalg.fill ins(%fm1 : f32) outs(%n1 : memref<32xf32>)
  %n2 = memref.alloc() : memref<16xi64>
  %im1 = arith.constant -1 : i64
  linalg.fill ins(%im1 : i64) outs(%n2 : memref<16xi64>)
  %n3 = memref.alloc() : memref<8xf64>
  %dm1 = arith.constant -1.0 : f64
  linalg.fill ins(%dm1 : f64) outs(%n3 : memref<8xf64>)

  %u = memref.cast %cast : memref<?xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %exs[%i, %j] : memref<2x2xi64, strided<[4, 1], offset: 5>>
      vector.print %v : i64
    }
  }
  %e23 = memref.load %ex[%c2, %c3] : memref<3x4xi64>
  vector.print %e23 : i64
  // sum of all of %ex: 0 + 1 + 4 + ... + 121 = 506
  %esum = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %izero) -> (i64) {
    %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %ex[%i, %j] : memref<3x4xi64>
      %b2 = arith.addi %b, %v : i64
      scf.yield %b2 : i64
    }
    scf.yield %r : i64
  }
  vector.print %esum : i64
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %cs[%i] : memref<3xf64, strided<[1], offset: 2>>
    vector.print %v : f64
  }
  %col5 = memref.load %col[%c5] : memref<6xf64>
  vector.print %col5 : f64
  // Exact checks (a partial overlap can change a float below the printed
  // precision): elements of %cast equal to i + 4, of %col equal to c[i][j].
  %mgood = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %izero) -> (i64) {
    %v = memref.load %cast[%i] : memref<?xf32, strided<[1], offset: ?>>
    %i4 = arith.addi %i, %c4 : index
    %ii = arith.index_cast %i4 : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %eq = arith.cmpf oeq, %v, %f : f32
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %mgood : i64
  %cgood = scf.for %k = %c0 to %c6 step %c1 iter_args(%a = %izero) -> (i64) {
    %v = memref.load %col[%k] : memref<6xf64>
    %i = arith.divui %k, %c3 : index
    %j = arith.remui %k, %c3 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %i10 = arith.muli %ii, %ten : i64
    %x = arith.addi %i10, %jj : i64
    %f = arith.sitofp %x : i64 to f64
    %eq = arith.cmpf oeq, %v, %f : f64
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %cgood : i64
  %d4 = memref.load %dd[%c4] : memref<?xi32>
  vector.print %d4 : i32
  // Elements of %n1, %n2 and %n3 equal to -1.
  %g1 = scf.for %i = %c0 to %c32 step %c1 iter_args(%a = %izero) -> (i64) {
    %v = memref.load %n1[%i] : memref<32xf32>
    %eq = arith.cmpf oeq, %v, %fm1 : f32
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %g1 : i64
  %g2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %izero) -> (i64) {
    %v = memref.load %n2[%i] : memref<16xi64>
    %eq = arith.cmpi eq, %v, %im1 : i64
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %g2 : i64
  %g3 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %izero) -> (i64) {
    %v = memref.load %n3[%i] : memref<8xf64>
    %eq = arith.cmpf oeq, %v, %dm1 : f64
    %eq64 = arith.extui %eq : i1 to i64
    %a2 = arith.addi %a, %eq64 : i64
    scf.yield %a2 : i64
  }
  vector.print %g3 : i64
  return
}

// CHECK: [4, {{ *}}5, {{ *}}6, {{ *}}7, {{ *}}8, {{ *}}9, {{ *}}10, {{ *}}11]
// CHECK-NEXT: 25
// CHECK-NEXT: 36
// CHECK-NEXT: 81
// CHECK-NEXT: 100
// CHECK-NEXT: 121
// CHECK-NEXT: 506
// CHECK-NEXT: 2
// CHECK-NEXT: 10
// CHECK-NEXT: 11
// CHECK-NEXT: 12
// CHECK-NEXT: 8
// CHECK-NEXT: 6
// CHECK-NEXT: 42
// CHECK-NEXT: 32
// CHECK-NEXT: 16
// CHECK-NEXT: 8
// CHECK: defects: none
