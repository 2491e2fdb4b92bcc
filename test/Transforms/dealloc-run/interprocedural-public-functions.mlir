// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// Re-entrancy: the output (wrappers and versions) deallocated again.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline,reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline,reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc | FileCheck %s --check-prefix=IR
// Called from outside the module, through the wrappers: the driver follows
// the function-boundary ABI (arguments borrowed, results owned).
// RUN: reclaim-opt %s --reclaim-pipeline | sed -e '/^}$/d' > %t.mlir
// RUN: cat %S/Inputs/public-wrapper-driver.mlir >> %t.mlir
// RUN: echo '}' >> %t.mlir
// RUN: reclaim-run %t.mlir -e driver 2>&1 | FileCheck %s --check-prefix=EXT
//
// Public functions the module calls itself: every call inside the module
// goes to a private version under the ownership-passing convention, so no
// copy is made when a callee returns its argument (and a write through the
// result is seen through the argument, as in the program without frees);
// the public symbol stays, a wrapper that keeps the ABI for outside callers.
//
// main: 100 pushes from capacity 2 allocate 7 buffers without frees, and
// exactly those with them (no copy at the boundary); pick(a, b, 0) is a, so
// the store through its result is seen in a; the recursion returns its
// argument; the three pick results are a, b and a fresh buffer.
// CHECK: 4950
// CHECK-NEXT: 5
// CHECK-NEXT: 2
// CHECK-NEXT: 7
// CHECK-NEXT: 45
// CHECK-NEXT: 45
// CHECK: defects: none
//
// IR-LABEL: func.func @push(
// IR-SAME: reclaim.public_wrapper = "push__reclaim"
// IR: call @push__reclaim(
// IR-LABEL: func.func private @push__reclaim(
// IR-SAME: -> (memref<?xi64>, i1)
// IR-NOT: bufferization.clone
// IR-LABEL: func.func @pick(
// IR-SAME: reclaim.public_wrapper = "pick__reclaim"
// IR: call @pick__reclaim(
// The wrapper copies what the version returns without owning it.
// IR: scf.if
// IR: bufferization.clone
// IR-LABEL: func.func private @pick__reclaim(
// IR-NOT: bufferization.clone
// IR-LABEL: func.func @countdown(
// IR-LABEL: func.func private @countdown__reclaim(
// IR-NOT: bufferization.clone
// IR: call @countdown__reclaim(
// IR-NOT: bufferization.clone
// A function whose symbol is taken by address (and called through a value
// that is not a constant) keeps the plain ABI.
// IR-LABEL: func.func @by_address(
// IR-NOT: reclaim.public_wrapper
// IR-LABEL: func.func @main(
// IR-NOT: bufferization.clone
// IR-NOT: @by_address__reclaim
//
// The driver: pick(a, b, 0) comes back as a copy it owns (the store
// through it is not seen in a), pick(a, b, 2) is fresh; all freed once.
// EXT: 1
// EXT-NEXT: 9
// EXT-NEXT: 7
// EXT-NEXT: 2
// EXT: defects: none

func.func @push(%buf: memref<?xi64>, %n: index, %v: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cap = memref.dim %buf, %c0 : memref<?xi64>
  %full = arith.cmpi eq, %n, %cap : index
  %r = scf.if %full -> memref<?xi64> {
    %newcap = arith.muli %cap, %c2 : index
    %g = memref.realloc %buf(%newcap) : memref<?xi64> to memref<?xi64>
    scf.yield %g : memref<?xi64>
  } else {
    scf.yield %buf : memref<?xi64>
  }
  memref.store %v, %r[%n] : memref<?xi64>
  return %r : memref<?xi64>
}

func.func @pick(%a: memref<4xf32>, %b: memref<4xf32>, %k: index) -> memref<4xf32> {
  %r = scf.index_switch %k -> memref<4xf32>
  case 0 {
    scf.yield %a : memref<4xf32>
  }
  case 1 {
    scf.yield %b : memref<4xf32>
  }
  default {
    %f = memref.alloc() : memref<4xf32>
    %seven = arith.constant 7.0 : f32
    linalg.fill ins(%seven : f32) outs(%f : memref<4xf32>)
    scf.yield %f : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Adds n, n-1, ..., 1 into m[0] and returns m.
func.func @countdown(%m: memref<1xi64>, %n: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %done -> memref<1xi64> {
    scf.yield %m : memref<1xi64>
  } else {
    %x = memref.load %m[%c0] : memref<1xi64>
    %y = arith.addi %x, %n : i64
    memref.store %y, %m[%c0] : memref<1xi64>
    %n1 = arith.subi %n, %one : i64
    %s = func.call @countdown(%m, %n1) : (memref<1xi64>, i64) -> memref<1xi64>
    scf.yield %s : memref<1xi64>
  }
  return %r : memref<1xi64>
}

func.func @by_address(%m: memref<1xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<1xi64>
  return %x : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %init = memref.alloc(%c2) : memref<?xi64>
  %final = scf.for %i = %c0 to %c100 step %c1 iter_args(%b = %init) -> memref<?xi64> {
    %v = arith.index_cast %i : index to i64
    %nb = func.call @push(%b, %i, %v) : (memref<?xi64>, index, i64) -> memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  %sum0 = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %sum0) -> i64 {
    %x = memref.load %final[%i] : memref<?xi64>
    %t = arith.addi %s, %x : i64
    scf.yield %t : i64
  }
  vector.print %sum : i64

  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %five = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  %r0 = func.call @pick(%a, %b, %c0) : (memref<4xf32>, memref<4xf32>, index) -> memref<4xf32>
  memref.store %five, %r0[%c0] : memref<4xf32>
  %a0 = memref.load %a[%c0] : memref<4xf32>
  vector.print %a0 : f32
  %r1 = func.call @pick(%a, %b, %c1) : (memref<4xf32>, memref<4xf32>, index) -> memref<4xf32>
  %b0 = memref.load %r1[%c0] : memref<4xf32>
  vector.print %b0 : f32
  %r2 = func.call @pick(%a, %b, %c2) : (memref<4xf32>, memref<4xf32>, index) -> memref<4xf32>
  %f0 = memref.load %r2[%c0] : memref<4xf32>
  vector.print %f0 : f32

  %m = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  %nine = arith.constant 9 : i64
  memref.store %zero, %m[%c0] : memref<1xi64>
  %got = func.call @countdown(%m, %nine) : (memref<1xi64>, i64) -> memref<1xi64>
  %total = memref.load %got[%c0] : memref<1xi64>
  vector.print %total : i64

  %fn0 = func.constant @by_address : (memref<1xi64>) -> i64
  %yes = arith.constant true
  %fn = scf.if %yes -> ((memref<1xi64>) -> i64) {
    scf.yield %fn0 : (memref<1xi64>) -> i64
  } else {
    scf.yield %fn0 : (memref<1xi64>) -> i64
  }
  %t2 = func.call_indirect %fn(%m) : (memref<1xi64>) -> i64
  vector.print %t2 : i64
  return
}
