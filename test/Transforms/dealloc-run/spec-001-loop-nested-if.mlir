// Runnable variant of spec 001's @loop_nested_if (before the alias-based
// pass): an scf.for carries %buf (an argument) through iter_args; an scf.if
// inside yields either a fresh buffer (critical alias) or the iter_arg; the
// result is copied into %res. The spec's condition `%i == %ub` never holds
// inside the loop, so a variant with `%i == %lb` (fresh buffer in the first
// iteration) runs as well. `use(%3)` fills %3 with the iteration number.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>, %at: index) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %at : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %h = arith.constant 10.0 : f32
      %v = arith.addf %f, %h : f32
      linalg.fill ins(%v : f32) outs(%3 : memref<2xf32>)
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<2xf32>
  %res = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%buf : memref<2xf32>)
  // As in the spec: %i == %ub never holds, %buf flows through.
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res, %c4) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %a = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  // Fresh buffer in iteration 2, carried through iterations 3.
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res, %c2) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %b = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  // Fresh buffer in the last iteration only.
  %c3 = arith.constant 3 : index
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res, %c3) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %c = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %c : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 12, 12 )
// CHECK-NEXT: ( 13, 13 )
// CHECK: defects: none
