// Runnable variant of spec 004's BufferizeCallOpConverter example (after the
// conversion): @callee copies its argument into the out-parameter; @caller
// allocates a temporary %0 for the callee's result, copies it into its own
// out-parameter and (as in the spec) never frees %0, so Reclaim must free it
// after the copy. The buffer-returning form before the conversion (callee
// returns its argument, caller returns the callee's result) runs too: the
// ABI requires the callee to return a copy that the caller's caller frees.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @callee(%arg0: memref<5xf32>, %out: memref<5xf32>) {
  memref.copy %arg0, %out : memref<5xf32> to memref<5xf32>
  return
}

func.func @caller(%arg0: memref<5xf32>, %out: memref<5xf32>) {
  %0 = memref.alloc() : memref<5xf32>
  call @callee(%arg0, %0) : (memref<5xf32>, memref<5xf32>) -> ()
  memref.copy %0, %out : memref<5xf32> to memref<5xf32>
  return
}

func.func @callee_returning(%arg0: memref<5xf32>) -> memref<5xf32> {
  return %arg0 : memref<5xf32>
}

func.func @caller_returning(%arg0: memref<5xf32>) -> memref<5xf32> {
  %x = call @callee_returning(%arg0) : (memref<5xf32>) -> memref<5xf32>
  return %x : memref<5xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %in = memref.alloc() : memref<5xf32>
  %out = memref.alloc() : memref<5xf32>
  %v = arith.constant 3.5 : f32
  linalg.fill ins(%v : f32) outs(%in : memref<5xf32>)
  call @caller(%in, %out) : (memref<5xf32>, memref<5xf32>) -> ()
  %x = memref.load %out[%c4] : memref<5xf32>
  vector.print %x : f32
  %r = call @caller_returning(%in) : (memref<5xf32>) -> memref<5xf32>
  %y = memref.load %r[%c0] : memref<5xf32>
  vector.print %y : f32
  %z = memref.load %in[%c0] : memref<5xf32>
  vector.print %z : f32
  return
}

// CHECK: 3.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: 3.5
// CHECK: defects: none
