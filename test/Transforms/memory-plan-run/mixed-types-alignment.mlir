// Buffers of different sizes and element types (i8, i16, i32, f32, f64,
// index) live at the same time, then a second group of other types that may
// reuse the bytes of the first. Every buffer is filled with a value whose
// bytes differ from those of every other buffer's value (pi, e, 1/3, 0.1,
// 0x5A, 0xAA, 0x11223344, 0x0102030405060708, -2, ...), so two live buffers
// sharing even part of an element print differently. @aligned checks that
// every buffer of a group of live odd-sized buffers starts at a multiple of
// its element size, and that all nine still hold their values at the end.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @groups() {
  %c0 = arith.constant 0 : index

  // First group: all live until the prints below.
  %a8 = memref.alloc() : memref<3xi8>
  %v_a8 = arith.constant 90 : i8
  linalg.fill ins(%v_a8 : i8) outs(%a8 : memref<3xi8>)
  %af = memref.alloc() : memref<5xf32>
  %v_af = arith.constant 3.14159274 : f32
  linalg.fill ins(%v_af : f32) outs(%af : memref<5xf32>)
  %b8 = memref.alloc() : memref<7xi8>
  %v_b8 = arith.constant -86 : i8
  linalg.fill ins(%v_b8 : i8) outs(%b8 : memref<7xi8>)
  %ad = memref.alloc() : memref<3xf64>
  %v_ad = arith.constant 2.718281828459045 : f64
  linalg.fill ins(%v_ad : f64) outs(%ad : memref<3xf64>)
  %ai = memref.alloc() : memref<2xindex>
  %v_ai = arith.constant 72623859790382856 : index
  linalg.fill ins(%v_ai : index) outs(%ai : memref<2xindex>)
  %a32 = memref.alloc() : memref<1xi32>
  %v_a32 = arith.constant 287454020 : i32
  linalg.fill ins(%v_a32 : i32) outs(%a32 : memref<1xi32>)

  %l_a8 = vector.load %a8[%c0] : memref<3xi8>, vector<3xi8>
  vector.print %l_a8 : vector<3xi8>
  %l_af = vector.load %af[%c0] : memref<5xf32>, vector<5xf32>
  %x_af = arith.bitcast %l_af : vector<5xf32> to vector<5xi32>
  vector.print %x_af : vector<5xi32>
  %l_b8 = vector.load %b8[%c0] : memref<7xi8>, vector<7xi8>
  vector.print %l_b8 : vector<7xi8>
  %l_ad = vector.load %ad[%c0] : memref<3xf64>, vector<3xf64>
  %x_ad = arith.bitcast %l_ad : vector<3xf64> to vector<3xi64>
  vector.print %x_ad : vector<3xi64>
  %l_ai = vector.load %ai[%c0] : memref<2xindex>, vector<2xindex>
  vector.print %l_ai : vector<2xindex>
  %l_a32 = vector.load %a32[%c0] : memref<1xi32>, vector<1xi32>
  vector.print %l_a32 : vector<1xi32>

  // Second group: the first one is dead, its bytes may be reused, with
  // other types (so other alignments) at the same places.
  %r8 = memref.alloc() : memref<1xi8>
  %v_r8 = arith.constant 17 : i8
  linalg.fill ins(%v_r8 : i8) outs(%r8 : memref<1xi8>)
  %rd = memref.alloc() : memref<4xf64>
  %v_rd = arith.constant 0.33333333333333331 : f64
  linalg.fill ins(%v_rd : f64) outs(%rd : memref<4xf64>)
  %r16 = memref.alloc() : memref<3xi16>
  %v_r16 = arith.constant 4660 : i16
  linalg.fill ins(%v_r16 : i16) outs(%r16 : memref<3xi16>)
  %ri = memref.alloc() : memref<3xindex>
  %v_ri = arith.constant -2 : index
  linalg.fill ins(%v_ri : index) outs(%ri : memref<3xindex>)
  %rf = memref.alloc() : memref<2xf32>
  %v_rf = arith.constant 0.100000001 : f32
  linalg.fill ins(%v_rf : f32) outs(%rf : memref<2xf32>)

  %l_r8 = vector.load %r8[%c0] : memref<1xi8>, vector<1xi8>
  vector.print %l_r8 : vector<1xi8>
  %l_rd = vector.load %rd[%c0] : memref<4xf64>, vector<4xf64>
  %x_rd = arith.bitcast %l_rd : vector<4xf64> to vector<4xi64>
  vector.print %x_rd : vector<4xi64>
  %l_r16 = vector.load %r16[%c0] : memref<3xi16>, vector<3xi16>
  vector.print %l_r16 : vector<3xi16>
  %l_ri = vector.load %ri[%c0] : memref<3xindex>, vector<3xindex>
  vector.print %l_ri : vector<3xindex>
  %l_rf = vector.load %rf[%c0] : memref<2xf32>, vector<2xf32>
  %x_rf = arith.bitcast %l_rf : vector<2xf32> to vector<2xi32>
  vector.print %x_rf : vector<2xi32>
  return
}

// Print 1 if the buffer's address is a multiple of its element size. The
// buffers are passed to these callees (which does not make them escape)
// rather than having their address taken in @aligned.
func.func @aligned_f64(%m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 8 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf64> -> index
  %r = arith.remui %p, %size : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}

func.func @aligned_index(%m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 8 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xindex> -> index
  %r = arith.remui %p, %size : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}

func.func @aligned_i16(%m: memref<?xi16>) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 2 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xi16> -> index
  %r = arith.remui %p, %size : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}

func.func @aligned_f32(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 4 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %r = arith.remui %p, %size : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}

func.func @aligned_i32(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 4 : index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xi32> -> index
  %r = arith.remui %p, %size : index
  %ok = arith.cmpi eq, %r, %c0 : index
  vector.print %ok : i1
  return
}

func.func @aligned() {
  %c0 = arith.constant 0 : index
  %b1 = memref.alloc() : memref<3xi8>
  %b2 = memref.alloc() : memref<1xf64>
  %b3 = memref.alloc() : memref<1xi8>
  %b4 = memref.alloc() : memref<1xindex>
  %b5 = memref.alloc() : memref<1xi16>
  %b6 = memref.alloc() : memref<1xf32>
  %b7 = memref.alloc() : memref<5xi8>
  %b8 = memref.alloc() : memref<2xf64>
  %b9 = memref.alloc() : memref<1xi32>
  %v1 = arith.constant 90 : i8
  linalg.fill ins(%v1 : i8) outs(%b1 : memref<3xi8>)
  %v2 = arith.constant 3.141592653589793 : f64
  linalg.fill ins(%v2 : f64) outs(%b2 : memref<1xf64>)
  %v3 = arith.constant -86 : i8
  linalg.fill ins(%v3 : i8) outs(%b3 : memref<1xi8>)
  %v4 = arith.constant 72623859790382856 : index
  linalg.fill ins(%v4 : index) outs(%b4 : memref<1xindex>)
  %v5 = arith.constant 4660 : i16
  linalg.fill ins(%v5 : i16) outs(%b5 : memref<1xi16>)
  %v6 = arith.constant 3.14159274 : f32
  linalg.fill ins(%v6 : f32) outs(%b6 : memref<1xf32>)
  %v7 = arith.constant 17 : i8
  linalg.fill ins(%v7 : i8) outs(%b7 : memref<5xi8>)
  %v8 = arith.constant 2.718281828459045 : f64
  linalg.fill ins(%v8 : f64) outs(%b8 : memref<2xf64>)
  %v9 = arith.constant 287454020 : i32
  linalg.fill ins(%v9 : i32) outs(%b9 : memref<1xi32>)
  %d2 = memref.cast %b2 : memref<1xf64> to memref<?xf64>
  call @aligned_f64(%d2) : (memref<?xf64>) -> ()
  %d4 = memref.cast %b4 : memref<1xindex> to memref<?xindex>
  call @aligned_index(%d4) : (memref<?xindex>) -> ()
  %d5 = memref.cast %b5 : memref<1xi16> to memref<?xi16>
  call @aligned_i16(%d5) : (memref<?xi16>) -> ()
  %d6 = memref.cast %b6 : memref<1xf32> to memref<?xf32>
  call @aligned_f32(%d6) : (memref<?xf32>) -> ()
  %d8 = memref.cast %b8 : memref<2xf64> to memref<?xf64>
  call @aligned_f64(%d8) : (memref<?xf64>) -> ()
  %d9 = memref.cast %b9 : memref<1xi32> to memref<?xi32>
  call @aligned_i32(%d9) : (memref<?xi32>) -> ()
  // All nine are live up to here, and must still hold their values.
  %x1 = vector.load %b1[%c0] : memref<3xi8>, vector<3xi8>
  vector.print %x1 : vector<3xi8>
  %x2 = vector.load %b2[%c0] : memref<1xf64>, vector<1xf64>
  %y2 = arith.bitcast %x2 : vector<1xf64> to vector<1xi64>
  vector.print %y2 : vector<1xi64>
  %x3 = vector.load %b3[%c0] : memref<1xi8>, vector<1xi8>
  vector.print %x3 : vector<1xi8>
  %x4 = vector.load %b4[%c0] : memref<1xindex>, vector<1xindex>
  vector.print %x4 : vector<1xindex>
  %x5 = vector.load %b5[%c0] : memref<1xi16>, vector<1xi16>
  vector.print %x5 : vector<1xi16>
  %x6 = vector.load %b6[%c0] : memref<1xf32>, vector<1xf32>
  %y6 = arith.bitcast %x6 : vector<1xf32> to vector<1xi32>
  vector.print %y6 : vector<1xi32>
  %x7 = vector.load %b7[%c0] : memref<5xi8>, vector<5xi8>
  vector.print %x7 : vector<5xi8>
  %x8 = vector.load %b8[%c0] : memref<2xf64>, vector<2xf64>
  %y8 = arith.bitcast %x8 : vector<2xf64> to vector<2xi64>
  vector.print %y8 : vector<2xi64>
  %x9 = vector.load %b9[%c0] : memref<1xi32>, vector<1xi32>
  vector.print %x9 : vector<1xi32>
  return
}

func.func @main() {
  call @groups() : () -> ()
  call @aligned() : () -> ()
  return
}

// Floats are printed as their bits (arith.bitcast), since a partial overlap
// can change a float below the printed precision: pi = 0x40490fdb,
// e = 0x4005bf0a8b145769, 1/3 = 0x3fd5555555555555, 0.1 = 0x3dcccccd.
// vector.print shows index values as unsigned: -2 is 2^64 - 2.
// CHECK:      ( 90, 90, 90 )
// CHECK-NEXT: ( 1078530011, 1078530011, 1078530011, 1078530011, 1078530011 )
// CHECK-NEXT: ( -86, -86, -86, -86, -86, -86, -86 )
// CHECK-NEXT: ( 4613303445314885481, 4613303445314885481, 4613303445314885481 )
// CHECK-NEXT: ( 72623859790382856, 72623859790382856 )
// CHECK-NEXT: ( 287454020 )
// CHECK-NEXT: ( 17 )
// CHECK-NEXT: ( 4599676419421066581, 4599676419421066581, 4599676419421066581, 4599676419421066581 )
// CHECK-NEXT: ( 4660, 4660, 4660 )
// CHECK-NEXT: ( 18446744073709551614, 18446744073709551614, 18446744073709551614 )
// CHECK-NEXT: ( 1036831949, 1036831949 )
// @aligned: f64, index, i16, f32, f64 and i32 buffers are aligned, then the
// nine buffers' contents (pi as f64 is 0x400921fb54442d18).
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: ( 90, 90, 90 )
// CHECK-NEXT: ( 4614256656552045848 )
// CHECK-NEXT: ( -86 )
// CHECK-NEXT: ( 72623859790382856 )
// CHECK-NEXT: ( 4660 )
// CHECK-NEXT: ( 1078530011 )
// CHECK-NEXT: ( 17, 17, 17, 17, 17 )
// CHECK-NEXT: ( 4613303445314885481, 4613303445314885481 )
// CHECK-NEXT: ( 287454020 )
// CHECK: defects: none
