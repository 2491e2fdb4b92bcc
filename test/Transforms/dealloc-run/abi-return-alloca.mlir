// Function boundary ABI: a function returns a memref.alloca (a buffer that
// dies with its stack frame) and another returns a memref.get_global. The
// callee must return a heap copy that the caller owns and frees; the alloca
// and the global are never freed. Without the copy the program reads a dead
// stack frame (the reference run prints garbage), so this file runs without
// --reference: the expected output is the value stored in the alloca.
// The same holds under the ownership-passing convention (the private
// @stack_value_private, and the private version of the public functions the
// module calls itself): a returned stack buffer goes back as an owned copy.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc 2>&1 | FileCheck %s

memref.global "private" @g : memref<2xi64> = dense<[70, 71]>

func.func @stack_value(%v: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xi64>
  memref.store %v, %s[%c0] : memref<1xi64>
  return %s : memref<1xi64>
}

func.func private @stack_value_private(%v: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xi64>
  memref.store %v, %s[%c0] : memref<1xi64>
  return %s : memref<1xi64>
}

func.func @global_view() -> memref<2xi64> {
  %g = memref.get_global @g : memref<2xi64>
  return %g : memref<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 4242 : i64
  %s = call @stack_value(%v) : (i64) -> memref<1xi64>
  %x = memref.load %s[%c0] : memref<1xi64>
  vector.print %x : i64
  %g = call @global_view() : () -> memref<2xi64>
  %y = memref.load %g[%c1] : memref<2xi64>
  vector.print %y : i64
  %v2 = arith.constant 4343 : i64
  %p = call @stack_value_private(%v2) : (i64) -> memref<1xi64>
  // Another frame over the dead one before the load.
  %q = call @stack_value(%v) : (i64) -> memref<1xi64>
  %z = memref.load %p[%c0] : memref<1xi64>
  vector.print %z : i64
  return
}

// CHECK: 4242
// CHECK-NEXT: 71
// CHECK-NEXT: 4343
// CHECK: defects: none
