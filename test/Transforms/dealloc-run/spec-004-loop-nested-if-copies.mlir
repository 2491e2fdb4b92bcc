// Runnable variant of the OUTPUT of spec 004's @loop_nested_if example used
// as input: temporary copies made with alloc + copy (%4 of %buf before the
// loop, %5/%6 in the scf.if, %7 at the end of the body), frees of %3, %2 and
// of the back-edge iteration variable %iterBuf inside the loop, and of the
// loop result %0 after the final copy. Reclaim must add no second free. The
// condition compares with a new argument %at instead of %ub (which never
// matches inside the loop) so that the then-branch also runs.
//
// (This test found a defect, since fixed; it guards against its return.)
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>, %at: index) {
  %4 = memref.alloc() : memref<2xf32>
  memref.copy %buf, %4 : memref<2xf32> to memref<2xf32>
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %4) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %at : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      %v = arith.constant 20.0 : f32
      linalg.fill ins(%v : f32) outs(%3 : memref<2xf32>)
      %5 = memref.alloc() : memref<2xf32>
      memref.copy %3, %5 : memref<2xf32> to memref<2xf32>
      memref.dealloc %3 : memref<2xf32>
      scf.yield %5 : memref<2xf32>
    } else {
      %6 = memref.alloc() : memref<2xf32>
      memref.copy %iterBuf, %6 : memref<2xf32> to memref<2xf32>
      scf.yield %6 : memref<2xf32>
    }
    %7 = memref.alloc() : memref<2xf32>
    memref.copy %2, %7 : memref<2xf32> to memref<2xf32>
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
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %buf = memref.alloc() : memref<2xf32>
  %res = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%buf : memref<2xf32>)
  call @loop_nested_if(%c0, %c3, %c1, %buf, %res, %c9) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %a = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  call @loop_nested_if(%c0, %c3, %c1, %buf, %res, %c1) : (index, index, index, memref<2xf32>, memref<2xf32>, index) -> ()
  %b = vector.load %res[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  return
}

// CHECK: ( 1, 1 )
// CHECK-NEXT: ( 20, 20 )
// CHECK: defects: none
