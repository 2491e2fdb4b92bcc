// Runnable variants of spec 004's signature-conversion examples without the
// tuple types (test.make_tuple/test.get_tuple_element are not real ops and
// are left out): @on_buffers with the tensor result appended as an
// out-parameter (BufferizeReturnOpConverter: copy the argument into %out,
// return the i1), and @on_buffers_results with both buffers kept as results
// (KeepAsFunctionResult), one fresh and one copied from the argument. The
// caller owns and frees both results.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @on_buffers(%arg0: memref<5xf32>, %arg1: i1, %out: memref<5xf32>) -> i1 {
  memref.copy %arg0, %out : memref<5xf32> to memref<5xf32>
  return %arg1 : i1
}

func.func @on_buffers_results(%arg0: i1, %arg1: f32, %src: memref<5xf32>) -> (memref<10xf32>, memref<5xf32>) {
  %a = memref.alloc() : memref<10xf32>
  linalg.fill ins(%arg1 : f32) outs(%a : memref<10xf32>)
  %b = memref.alloc() : memref<5xf32>
  memref.copy %src, %b : memref<5xf32> to memref<5xf32>
  return %a, %b : memref<10xf32>, memref<5xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %t = arith.constant true
  %src = memref.alloc() : memref<5xf32>
  %out = memref.alloc() : memref<5xf32>
  %v = arith.constant 0.25 : f32
  linalg.fill ins(%v : f32) outs(%src : memref<5xf32>)
  %r = call @on_buffers(%src, %t, %out) : (memref<5xf32>, i1, memref<5xf32>) -> i1
  vector.print %r : i1
  %x = memref.load %out[%c2] : memref<5xf32>
  vector.print %x : f32
  %w = arith.constant 8.0 : f32
  %p:2 = call @on_buffers_results(%t, %w, %out) : (i1, f32, memref<5xf32>) -> (memref<10xf32>, memref<5xf32>)
  %y = memref.load %p#0[%c9] : memref<10xf32>
  %z = memref.load %p#1[%c2] : memref<5xf32>
  vector.print %y : f32
  vector.print %z : f32
  return
}

// CHECK: 1
// CHECK-NEXT: 0.25
// CHECK-NEXT: 8
// CHECK-NEXT: 0.25
// CHECK: defects: none
