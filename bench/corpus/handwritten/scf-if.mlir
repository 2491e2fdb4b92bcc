// scf.if yielding either a fresh buffer or an existing one; the existing one
// stays live after the if, the fresh one dies after its last read.
func.func @fill(%m: memref<256xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.addi %ii, %v : i32
    memref.store %x, %m[%i] : memref<256xi32>
  }
  return
}

func.func @sum(%m: memref<256xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %m[%i] : memref<256xi32>
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %base = memref.alloc() : memref<256xi32>
  %k = arith.constant 3 : i32
  func.call @fill(%base, %k) : (memref<256xi32>, i32) -> ()
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %two = arith.constant 2 : i32
    %r = arith.remui %ii, %two : i32
    %zero = arith.constant 0 : i32
    %odd = arith.cmpi ne, %r, %zero : i32
    %b = scf.if %odd -> (memref<256xi32>) {
      %f = memref.alloc() : memref<256xi32>
      func.call @fill(%f, %ii) : (memref<256xi32>, i32) -> ()
      scf.yield %f : memref<256xi32>
    } else {
      scf.yield %base : memref<256xi32>
    }
    %s = func.call @sum(%b) : (memref<256xi32>) -> i32
    vector.print %s : i32
  }
  %t = func.call @sum(%base) : (memref<256xi32>) -> i32
  vector.print %t : i32
  return
}
