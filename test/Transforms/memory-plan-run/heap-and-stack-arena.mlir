// @big holds buffers larger than 1 KiB (512 x f32, 300 x f64) next to small
// ones, so its arena is a heap allocation: the checker then also sees an
// arena that is too small (out-of-bounds), freed too early (use after free)
// or not freed (leak). %tmp dies before %big2 is allocated. @small has only
// small buffers (its arena can live on the stack). Both are called twice.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @big() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %c300 = arith.constant 300 : index
  %c511 = arith.constant 511 : index
  %c512 = arith.constant 512 : index
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %dzero = arith.constant 0.0 : f64

  // big[i] = i
  %big = memref.alloc() : memref<512xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %big[%i] : memref<512xf32>
  }
  %s1 = memref.alloc() : memref<4xi64>
  %v7 = arith.constant 7 : i64
  linalg.fill ins(%v7 : i64) outs(%s1 : memref<4xi64>)
  %tmp = memref.alloc() : memref<256xf32>
  %f2 = arith.constant 2.0 : f32
  linalg.fill ins(%f2 : f32) outs(%tmp : memref<256xf32>)
  %tsum = scf.for %i = %c0 to %c256 step %c1 iter_args(%a = %fzero) -> (f32) {
    %v = memref.load %tmp[%i] : memref<256xf32>
    %a2 = arith.addf %a, %v : f32
    scf.yield %a2 : f32
  }
  // %tmp is dead.
  %big2 = memref.alloc() : memref<300xf64>
  %dm1 = arith.constant -1.0 : f64
  linalg.fill ins(%dm1 : f64) outs(%big2 : memref<300xf64>)
  %s2 = memref.alloc() : memref<3xi8>
  %b1 = arith.constant 1 : i8
  linalg.fill ins(%b1 : i8) outs(%s2 : memref<3xi8>)

  %bsum = scf.for %i = %c0 to %c512 step %c1 iter_args(%a = %fzero) -> (f32) {
    %v = memref.load %big[%i] : memref<512xf32>
    %a2 = arith.addf %a, %v : f32
    scf.yield %a2 : f32
  }
  vector.print %bsum : f32
  // Number of elements that are not exactly i (a float sum can absorb a
  // small change).
  %bbad = scf.for %i = %c0 to %c512 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %big[%i] : memref<512xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %ne = arith.cmpf une, %v, %f : f32
    %ne64 = arith.extui %ne : i1 to i64
    %a2 = arith.addi %a, %ne64 : i64
    scf.yield %a2 : i64
  }
  vector.print %bbad : i64
  %blast = memref.load %big[%c511] : memref<512xf32>
  vector.print %blast : f32
  %s1sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %s1[%i] : memref<4xi64>
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  vector.print %s1sum : i64
  vector.print %tsum : f32
  %b2sum = scf.for %i = %c0 to %c300 step %c1 iter_args(%a = %dzero) -> (f64) {
    %v = memref.load %big2[%i] : memref<300xf64>
    %a2 = arith.addf %a, %v : f64
    scf.yield %a2 : f64
  }
  vector.print %b2sum : f64
  %b2bad = scf.for %i = %c0 to %c300 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %big2[%i] : memref<300xf64>
    %ne = arith.cmpf une, %v, %dm1 : f64
    %ne64 = arith.extui %ne : i1 to i64
    %a2 = arith.addi %a, %ne64 : i64
    scf.yield %a2 : i64
  }
  vector.print %b2bad : i64
  %s2sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (i64) {
    %v = memref.load %s2[%i] : memref<3xi8>
    %v64 = arith.extsi %v : i8 to i64
    %a2 = arith.addi %a, %v64 : i64
    scf.yield %a2 : i64
  }
  vector.print %s2sum : i64
  return
}

func.func @small() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %a = memref.alloc() : memref<4xf32>
  %fa = arith.constant 1.5 : f32
  linalg.fill ins(%fa : f32) outs(%a : memref<4xf32>)
  %b = memref.alloc() : memref<2xi64>
  %v2 = arith.constant 2 : i64
  linalg.fill ins(%v2 : i64) outs(%b : memref<2xi64>)
  %c = memref.alloc() : memref<8xi8>
  %i3 = arith.constant 3 : i8
  linalg.fill ins(%i3 : i8) outs(%c : memref<8xi8>)
  // Floats are counted when exactly equal to their value: a partial overlap
  // can change a float below the printed precision.
  %agood = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %zero) -> (i64) {
    %v = memref.load %a[%i] : memref<4xf32>
    %eq = arith.cmpf oeq, %v, %fa : f32
    %eq64 = arith.extui %eq : i1 to i64
    %s2 = arith.addi %s, %eq64 : i64
    scf.yield %s2 : i64
  }
  // %a is dead.
  %e = memref.alloc() : memref<3xf64>
  %fe = arith.constant 0.5 : f64
  linalg.fill ins(%fe : f64) outs(%e : memref<3xf64>)
  %bsum = scf.for %i = %c0 to %c2 step %c1 iter_args(%s = %zero) -> (i64) {
    %v = memref.load %b[%i] : memref<2xi64>
    %s2 = arith.addi %s, %v : i64
    scf.yield %s2 : i64
  }
  %csum = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %zero) -> (i64) {
    %v = memref.load %c[%i] : memref<8xi8>
    %v64 = arith.extsi %v : i8 to i64
    %s2 = arith.addi %s, %v64 : i64
    scf.yield %s2 : i64
  }
  %egood = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %zero) -> (i64) {
    %v = memref.load %e[%i] : memref<3xf64>
    %eq = arith.cmpf oeq, %v, %fe : f64
    %eq64 = arith.extui %eq : i1 to i64
    %s2 = arith.addi %s, %eq64 : i64
    scf.yield %s2 : i64
  }
  vector.print %agood : i64
  vector.print %bsum : i64
  vector.print %csum : i64
  vector.print %egood : i64
  return
}

func.func @main() {
  call @big() : () -> ()
  call @small() : () -> ()
  call @big() : () -> ()
  call @small() : () -> ()
  return
}

// @big: sum(0 .. 511) = 130816, no wrong element of %big, big[511], 4 * 7,
// 256 * 2, -300, no wrong element of %big2, 3
// CHECK:      130816
// CHECK-NEXT: 0
// CHECK-NEXT: 511
// CHECK-NEXT: 28
// CHECK-NEXT: 512
// CHECK-NEXT: -300
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// @small: 4 elements equal to 1.5, 2 * 2, 8 * 3, 3 elements equal to 0.5
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 24
// CHECK-NEXT: 3
// CHECK-NEXT: 130816
// CHECK-NEXT: 0
// CHECK-NEXT: 511
// CHECK-NEXT: 28
// CHECK-NEXT: 512
// CHECK-NEXT: -300
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 24
// CHECK-NEXT: 3
// CHECK: defects: none
