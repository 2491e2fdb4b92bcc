// Appended to the deallocated module of ../interprocedural-public-functions.mlir
// (before its closing brace): an outside caller of the public wrappers,
// written by hand under the function-boundary ABI.
  func.func @driver() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %nine = arith.constant 9.0 : f32
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
    linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
    %r0 = func.call @pick(%a, %b, %c0) : (memref<4xf32>, memref<4xf32>, index) -> memref<4xf32>
    memref.store %nine, %r0[%c0] : memref<4xf32>
    %a0 = memref.load %a[%c0] : memref<4xf32>
    vector.print %a0 : f32
    %x0 = memref.load %r0[%c0] : memref<4xf32>
    vector.print %x0 : f32
    memref.dealloc %r0 : memref<4xf32>
    %r2 = func.call @pick(%a, %b, %c2) : (memref<4xf32>, memref<4xf32>, index) -> memref<4xf32>
    %x2 = memref.load %r2[%c0] : memref<4xf32>
    vector.print %x2 : f32
    memref.dealloc %r2 : memref<4xf32>
    %b0 = memref.load %b[%c0] : memref<4xf32>
    vector.print %b0 : f32
    memref.dealloc %a : memref<4xf32>
    memref.dealloc %b : memref<4xf32>
    return
  }
