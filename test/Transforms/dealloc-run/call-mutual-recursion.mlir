// Mutually recursive functions passing a buffer down as an argument and
// returning buffers up: @even_step returns its argument when done (must be
// copied for the caller, ABI) or the result of @odd_step; @odd_step
// allocates a new buffer from its argument, passes it down, reads it after
// the call, and returns the callee's result. Every level frees its own
// temporary, and the top caller frees the single returned buffer.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @even_step(%m: memref<1xi64>, %n: i64) -> memref<1xi64> {
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  cf.cond_br %done, ^ret, ^rec
^ret:
  return %m : memref<1xi64>
^rec:
  %one = arith.constant 1 : i64
  %n1 = arith.subi %n, %one : i64
  %r = call @odd_step(%m, %n1) : (memref<1xi64>, i64) -> memref<1xi64>
  return %r : memref<1xi64>
}

func.func @odd_step(%m: memref<1xi64>, %n: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<1xi64>
  %v = memref.load %m[%c0] : memref<1xi64>
  %two = arith.constant 2 : i64
  %w = arith.muli %v, %two : i64
  memref.store %w, %t[%c0] : memref<1xi64>
  %r = call @even_step(%t, %n) : (memref<1xi64>, i64) -> memref<1xi64>
  // %t is still alive after the call (the result may be a copy of it).
  %x = memref.load %t[%c0] : memref<1xi64>
  %y = memref.load %r[%c0] : memref<1xi64>
  %ok = arith.cmpi sle, %x, %y : i64
  cf.assert %ok, "result smaller than the temporary"
  return %r : memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %start = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %start[%c0] : memref<1xi64>
  %n = arith.constant 5 : i64
  %r = call @even_step(%start, %n) : (memref<1xi64>, i64) -> memref<1xi64>
  %x = memref.load %r[%c0] : memref<1xi64>
  vector.print %x : i64
  %z = arith.constant 0 : i64
  %s = call @even_step(%start, %z) : (memref<1xi64>, i64) -> memref<1xi64>
  %y = memref.load %s[%c0] : memref<1xi64>
  vector.print %y : i64
  return
}

// 5 odd steps double 1 five times: 32 ; zero steps: a copy of %start: 1
// CHECK: 32
// CHECK-NEXT: 1
// CHECK: defects: none
