// Runnable variant of spec 004's introductory @func_on_buffers: a temporary
// buffer receives exp(%source) (lmhlo.exp is a linalg.generic with
// math.exp), is copied into the out-parameter %target (lmhlo.copy is
// memref.copy) and freed by the input itself. Reclaim must not free the
// temporary again, nor the arguments. A second version leaves out the
// dealloc, so Reclaim must insert it.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

#id = affine_map<(d0) -> (d0)>

func.func @func_on_buffers(%source: memref<4xf32>, %target: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%source : memref<4xf32>) outs(%0 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  memref.copy %0, %target : memref<4xf32> to memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

func.func @func_on_buffers_undeallocated(%source: memref<4xf32>, %target: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%source : memref<4xf32>) outs(%0 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    %d = arith.addf %e, %e : f32
    linalg.yield %d : f32
  }
  memref.copy %0, %target : memref<4xf32> to memref<4xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %src = memref.alloc() : memref<4xf32>
  %dst = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%src : memref<4xf32>)
  call @func_on_buffers(%src, %dst) : (memref<4xf32>, memref<4xf32>) -> ()
  %a = vector.load %dst[%c0] : memref<4xf32>, vector<4xf32>
  vector.print %a : vector<4xf32>
  call @func_on_buffers_undeallocated(%src, %dst) : (memref<4xf32>, memref<4xf32>) -> ()
  %b = vector.load %dst[%c0] : memref<4xf32>, vector<4xf32>
  vector.print %b : vector<4xf32>
  return
}

// CHECK: ( 1, 1, 1, 1 )
// CHECK-NEXT: ( 2, 2, 2, 2 )
// CHECK: defects: none
