// Unranked memrefs (memref.cast to memref<*xf32>) and 0-d memrefs crossing
// blocks and function boundaries: an unranked view of a fresh buffer is a
// block argument of a merge block and is printed there; a function returns
// an unranked view of its fresh buffer; 0-d buffers flow through an scf.if.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%v: f32) -> memref<*xf32> {
  %m = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<2xf32>)
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @merge(%c: i1) {
  %a = memref.alloc() : memref<1xf32>
  %b = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<1xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<3xf32>)
  %ua = memref.cast %a : memref<1xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  cf.cond_br %c, ^p(%ua : memref<*xf32>), ^p(%ub : memref<*xf32>)
^p(%u: memref<*xf32>):
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @scalar(%c: i1) -> f32 {
  %s = scf.if %c -> memref<f32> {
    %a = memref.alloc() : memref<f32>
    %v = arith.constant 3.5 : f32
    memref.store %v, %a[] : memref<f32>
    scf.yield %a : memref<f32>
  } else {
    %b = memref.alloc() : memref<f32>
    %v = arith.constant 4.5 : f32
    memref.store %v, %b[] : memref<f32>
    scf.yield %b : memref<f32>
  }
  %x = memref.load %s[] : memref<f32>
  return %x : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @merge(%t) : (i1) -> ()
  call @merge(%f) : (i1) -> ()
  %v = arith.constant 9.0 : f32
  %u = call @make(%v) : (f32) -> memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %x = call @scalar(%t) : (i1) -> f32
  vector.print %x : f32
  %y = call @scalar(%f) : (i1) -> f32
  vector.print %y : f32
  return
}

// CHECK: sizes = [1]
// CHECK-NEXT: {{^}}[1]
// CHECK: sizes = [3]
// CHECK-NEXT: {{^}}[2, {{ *}}2, {{ *}}2]
// CHECK: sizes = [2]
// CHECK-NEXT: {{^}}[9, {{ *}}9]
// CHECK-NEXT: 3.5
// CHECK-NEXT: 4.5
// CHECK: defects: none
