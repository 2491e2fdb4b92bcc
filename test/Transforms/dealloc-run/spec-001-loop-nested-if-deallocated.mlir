// Runnable variant of the OUTPUT of spec 001's @loop_nested_if example used
// as input: clones everywhere, frees of %3 and %2 inside the regions, the
// free of the back-edge iteration variable `memref.dealloc %iterBuf` inside
// the loop body, and the free of the loop result after the copy. Reclaim
// must add nothing that frees a buffer a second time.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>, %at: index) {
  %4 = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %4) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %at : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %h = arith.constant 10.0 : f32
      %v = arith.addf %f, %h : f32
      linalg.fill ins(%v : f32) outs(%3 : memref<2xf32>)
      %5 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
      memref.dealloc %3 : memref<2xf32>
      scf.yield %5 : memref<2xf32>
    } else {
      %6 = bufferization.clone %iterBuf : memref<2xf32> to memref<2xf32>
      scf.yield %6 : memref<2xf32>
    }
    %7 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
    memref.dealloc %2 : memref<2xf32>
    memref.dealloc %iterBuf : memref<2xf32>
    scf.yield %7 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
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
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res, %c4) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %a = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @loop_nested_if(%c0, %c4, %c1, %buf, %res, %c2) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %b = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 12, 12 )
// CHECK: defects: none
