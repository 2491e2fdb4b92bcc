// A chain of cf.cond_br diamonds: every branch allocates, the merge block
// receives one of the buffers as a block argument, the other one dies on the
// edge.
func.func @step(%in: memref<128xf32>, %k: index) -> memref<128xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 128 : index
  %c2 = arith.constant 2 : index
  %r = arith.remui %k, %c2 : index
  %even = arith.cmpi eq, %r, %c0 : index
  cf.cond_br %even, ^double, ^shift
^double:
  %d = memref.alloc() : memref<128xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %in[%i] : memref<128xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %d[%i] : memref<128xf32>
  }
  cf.br ^merge(%d : memref<128xf32>)
^shift:
  %s = memref.alloc() : memref<128xf32>
  %t = memref.alloc() : memref<128xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %in[%i] : memref<128xf32>
    %one = arith.constant 1.0 : f32
    %y = arith.subf %x, %one : f32
    memref.store %y, %t[%i] : memref<128xf32>
    memref.store %x, %s[%i] : memref<128xf32>
  }
  %c3 = arith.constant 3 : index
  %m = arith.remui %k, %c3 : index
  %z = arith.cmpi eq, %m, %c0 : index
  %pick = arith.select %z, %s, %t : memref<128xf32>
  cf.br ^merge(%pick : memref<128xf32>)
^merge(%out: memref<128xf32>):
  return %out : memref<128xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 128 : index
  %a = memref.alloc() : memref<128xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<128xf32>
  }
  %b1 = func.call @step(%a, %c0) : (memref<128xf32>, index) -> memref<128xf32>
  %b2 = func.call @step(%b1, %c1) : (memref<128xf32>, index) -> memref<128xf32>
  %c2 = arith.constant 2 : index
  %b3 = func.call @step(%b2, %c2) : (memref<128xf32>, index) -> memref<128xf32>
  %c3 = arith.constant 3 : index
  %b4 = func.call @step(%b3, %c3) : (memref<128xf32>, index) -> memref<128xf32>
  %c10 = arith.constant 10 : index
  %v = memref.load %b4[%c10] : memref<128xf32>
  vector.print %v : f32
  %w = memref.load %b2[%c10] : memref<128xf32>
  vector.print %w : f32
  return
}
