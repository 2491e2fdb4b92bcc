// cf.switch with buffer operands on its edges: a small interpreter that
// dispatches on an opcode array, each opcode producing a new accumulator
// buffer or updating the current one in place.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %nops = arith.constant 24 : index
  %acc0 = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %acc0[%i] : memref<64xi32>
  }
  cf.br ^dispatch(%c0, %acc0 : index, memref<64xi32>)
^dispatch(%pc: index, %acc: memref<64xi32>):
  %done = arith.cmpi sge, %pc, %nops : index
  cf.cond_br %done, ^exit(%acc : memref<64xi32>), ^decode
^decode:
  %pci = arith.index_cast %pc : index to i32
  %five = arith.constant 5 : i32
  %sq = arith.muli %pci, %pci : i32
  %op = arith.remui %sq, %five : i32
  cf.switch %op : i32, [
    default: ^inc(%acc : memref<64xi32>),
    0: ^fresh,
    1: ^copy(%acc : memref<64xi32>),
    2: ^neg(%acc, %acc : memref<64xi32>, memref<64xi32>)
  ]
^inc(%x: memref<64xi32>):
  %v = memref.load %x[%c1] : memref<64xi32>
  %one = arith.constant 1 : i32
  %v1 = arith.addi %v, %one : i32
  memref.store %v1, %x[%c1] : memref<64xi32>
  cf.br ^next(%x : memref<64xi32>)
^fresh:
  %f = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %pci, %f[%i] : memref<64xi32>
  }
  cf.br ^next(%f : memref<64xi32>)
^copy(%y: memref<64xi32>):
  %g = memref.alloc() : memref<64xi32>
  memref.copy %y, %g : memref<64xi32> to memref<64xi32>
  cf.br ^next(%g : memref<64xi32>)
^neg(%src: memref<64xi32>, %dst0: memref<64xi32>):
  %h = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %n step %c1 {
    %z = memref.load %src[%i] : memref<64xi32>
    %zero = arith.constant 0 : i32
    %nz = arith.subi %zero, %z : i32
    memref.store %nz, %h[%i] : memref<64xi32>
  }
  cf.br ^next(%h : memref<64xi32>)
^next(%new: memref<64xi32>):
  %s = memref.load %new[%c1] : memref<64xi32>
  vector.print %s : i32
  %pc1 = arith.addi %pc, %c1 : index
  cf.br ^dispatch(%pc1, %new : index, memref<64xi32>)
^exit(%r: memref<64xi32>):
  %last = memref.load %r[%c0] : memref<64xi32>
  vector.print %last : i32
  return
}
