// scf.if whose branches each yield a buffer allocated inside them: the result
// owns the taken branch's buffer, which stays alive for the loads after the
// scf.if and is freed exactly once; both directions of the branch run.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @pick(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %v = arith.constant 1.5 : f32
    memref.store %v, %a[%c0] : memref<2xf32>
    memref.store %v, %a[%c1] : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    %v = arith.constant 2.25 : f32
    %w = arith.constant 4.0 : f32
    memref.store %v, %b[%c0] : memref<2xf32>
    memref.store %w, %b[%c1] : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  %y = memref.load %r[%c1] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%t) : (i1) -> f32
  vector.print %x : f32
  %y = call @pick(%f) : (i1) -> f32
  vector.print %y : f32
  return
}

// CHECK: 3
// CHECK-NEXT: 6.25
// CHECK: defects: none
