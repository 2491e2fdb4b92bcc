// A program may define its own functions named like those of reclaim-run's
// runtime or of the runner-utils libraries (printF32, printMemrefF32): its
// definition wins, and its accesses are checked like any other function's.
// RUN: not reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

// Prints 1000 + x instead of x.
func.func @printF32(%x: f32) {
  %i = arith.fptosi %x : f32 to i64
  %c1000 = arith.constant 1000 : i64
  %y = arith.addi %i, %c1000 : i64
  vector.print %y : i64
  return
}

// Prints the first element negated (as an integer: vector.print of an f32
// would call @printF32, and upstream's vector lowering rejects a program that
// defines it as a func.func), and reads past the end of a 2-element buffer
// (so that the check of this function's accesses shows).
func.func @printMemrefF32(%m: memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = memref.cast %m : memref<*xf32> to memref<?xf32>
  %v = memref.load %r[%c0] : memref<?xf32>
  %i = arith.fptosi %v : f32 to i64
  %c0_i64 = arith.constant 0 : i64
  %n = arith.subi %c0_i64, %i : i64
  vector.print %n : i64
  %past = memref.load %r[%c2] : memref<?xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  call @printF32(%two) : (f32) -> ()
  %m = memref.alloc() : memref<2xf32>
  memref.store %two, %m[%c0] : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2xf32>
  return
}

// CHECK:      1002
// CHECK-NEXT: -2
// CHECK-NEXT: reclaim-run: out-of-bounds: read of 4 bytes at offset 8 past the end of a 8-byte block
// CHECK-NEXT:   access by memref.load at {{.*}}own-runtime-symbols.mlir:29:11
// CHECK:      defects: out-of-bounds
// CHECK-NEXT: exit-code: 12
