// Double buffering through scf.for iter_args: each iteration computes a new
// buffer from the previous one (a 1-D stencil); the previous one dies.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  %n1 = arith.constant 511 : index
  %steps = arith.constant 32 : index
  %init = memref.alloc() : memref<512xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %init[%i] : memref<512xi32>
  }
  %res = scf.for %t = %c0 to %steps step %c1 iter_args(%cur = %init) -> (memref<512xi32>) {
    %next = memref.alloc() : memref<512xi32>
    %z = arith.constant 0 : i32
    memref.store %z, %next[%c0] : memref<512xi32>
    memref.store %z, %next[%n1] : memref<512xi32>
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %cur[%im] : memref<512xi32>
      %b = memref.load %cur[%i] : memref<512xi32>
      %c = memref.load %cur[%ip] : memref<512xi32>
      %s1 = arith.addi %a, %b : i32
      %s2 = arith.addi %s1, %c : i32
      %three = arith.constant 3 : i32
      %d = arith.divsi %s2, %three : i32
      memref.store %d, %next[%i] : memref<512xi32>
    }
    scf.yield %next : memref<512xi32>
  }
  %c100 = arith.constant 100 : index
  %v = memref.load %res[%c100] : memref<512xi32>
  vector.print %v : i32
  %c300 = arith.constant 300 : index
  %w = memref.load %res[%c300] : memref<512xi32>
  vector.print %w : i32
  return
}
