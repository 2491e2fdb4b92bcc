// A natural cf loop carrying two buffers that are swapped and replaced on
// the back edge (a frontend's lowering of a while loop).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %iters = arith.constant 40 : index
  %a = memref.alloc() : memref<256xi32>
  %b = memref.alloc() : memref<256xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<256xi32>
    memref.store %ii, %b[%i] : memref<256xi32>
  }
  cf.br ^head(%c0, %a, %b : index, memref<256xi32>, memref<256xi32>)
^head(%k: index, %x: memref<256xi32>, %y: memref<256xi32>):
  %more = arith.cmpi slt, %k, %iters : index
  cf.cond_br %more, ^body, ^exit(%x : memref<256xi32>)
^body:
  %z = memref.alloc() : memref<256xi32>
  scf.for %i = %c0 to %n step %c1 {
    %p = memref.load %x[%i] : memref<256xi32>
    %q = memref.load %y[%i] : memref<256xi32>
    %s = arith.addi %p, %q : i32
    %m = arith.constant 1000003 : i32
    %r = arith.remsi %s, %m : i32
    memref.store %r, %z[%i] : memref<256xi32>
  }
  %k1 = arith.addi %k, %c1 : index
  cf.br ^head(%k1, %z, %x : index, memref<256xi32>, memref<256xi32>)
^exit(%res: memref<256xi32>):
  %c7 = arith.constant 7 : index
  %v = memref.load %res[%c7] : memref<256xi32>
  vector.print %v : i32
  return
}
