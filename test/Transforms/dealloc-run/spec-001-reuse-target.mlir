// Runnable variants of spec 001's @reuseTarget (clone canonicalization, reuse
// of the target): test.generic is a linalg.generic computing exp into %temp;
// the spec's `%result = bufferization.clone %temp` (which redefines an
// argument and is not valid SSA) becomes a copy of %temp into %result,
// followed by the spec's memref.dealloc %temp. The transformed form writes
// into %result directly. exp(0) = 1, exp(1) = 2.71828.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

#map0 = affine_map<(d0) -> (d0)>

func.func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {
    indexing_maps = [#map0, #map0],
    iterator_types = ["parallel"]}
    ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  %clone = bufferization.clone %temp : memref<2xf32> to memref<2xf32>
  memref.copy %clone, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
}

func.func @reuseTargetCanonical(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  linalg.generic {
    indexing_maps = [#map0, #map0],
    iterator_types = ["parallel"]}
    ins(%arg0 : memref<2xf32>) outs(%result : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  memref.store %zero, %in[%c0] : memref<2xf32>
  memref.store %one, %in[%c1] : memref<2xf32>
  call @reuseTarget(%in, %out) : (memref<2xf32>, memref<2xf32>) -> ()
  %a = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %a : vector<2xf32>
  memref.store %one, %in[%c0] : memref<2xf32>
  call @reuseTargetCanonical(%in, %out) : (memref<2xf32>, memref<2xf32>) -> ()
  %b = vector.load %out[%c0] : memref<2xf32>, vector<2xf32>
  vector.print %b : vector<2xf32>
  return
}

// CHECK: ( 1, 2.71828 )
// CHECK-NEXT: ( 2.71828, 2.71828 )
// CHECK: defects: none
