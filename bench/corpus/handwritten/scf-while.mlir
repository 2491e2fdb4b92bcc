// scf.while carrying a buffer that is replaced by a fresh one in the `after`
// region until a data-dependent condition holds (Collatz-like iteration on
// every element).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 128 : index
  %a = memref.alloc() : memref<128xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %seven = arith.constant 7 : i32
    %x = arith.addi %ii, %seven : i32
    memref.store %x, %a[%i] : memref<128xi32>
  }
  %zero = arith.constant 0 : i32
  %r:2 = scf.while (%buf = %a, %it = %zero) : (memref<128xi32>, i32) -> (memref<128xi32>, i32) {
    %v = memref.load %buf[%c1] : memref<128xi32>
    %one = arith.constant 1 : i32
    %lim = arith.constant 40 : i32
    %notone = arith.cmpi ne, %v, %one : i32
    %few = arith.cmpi slt, %it, %lim : i32
    %go = arith.andi %notone, %few : i1
    scf.condition(%go) %buf, %it : memref<128xi32>, i32
  } do {
  ^bb0(%buf: memref<128xi32>, %it: i32):
    %next = memref.alloc() : memref<128xi32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %buf[%i] : memref<128xi32>
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %rem = arith.remsi %x, %two : i32
      %even = arith.cmpi eq, %rem, %zero : i32
      %half = arith.divsi %x, %two : i32
      %t3 = arith.muli %x, %three : i32
      %t31 = arith.addi %t3, %one : i32
      %y = arith.select %even, %half, %t31 : i32
      memref.store %y, %next[%i] : memref<128xi32>
    }
    %one = arith.constant 1 : i32
    %it1 = arith.addi %it, %one : i32
    scf.yield %next, %it1 : memref<128xi32>, i32
  }
  vector.print %r#1 : i32
  %v = memref.load %r#0[%c0] : memref<128xi32>
  vector.print %v : i32
  return
}
