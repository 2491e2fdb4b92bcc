// A function that returns one of several buffers chosen at run time: a fresh
// buffer, another fresh buffer, its argument, or a global, selected through
// cf.switch into a return block. Whatever is returned, the caller owns a
// buffer it can free (arguments and globals are copied), and the unreturned
// fresh buffers are freed in the callee.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

memref.global "private" constant @k : memref<1xi64> = dense<[900]>

func.func @choose(%arg: memref<1xi64>, %sel: i32) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 100 : i64
  %vb = arith.constant 200 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %g = memref.get_global @k : memref<1xi64>
  cf.switch %sel : i32, [
    default: ^ret(%g : memref<1xi64>),
    0: ^ret(%a : memref<1xi64>),
    1: ^ret(%b : memref<1xi64>),
    2: ^ret(%arg : memref<1xi64>)
  ]
^ret(%r: memref<1xi64>):
  return %r : memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %arg = memref.alloc() : memref<1xi64>
  %v = arith.constant 300 : i64
  memref.store %v, %arg[%c0] : memref<1xi64>
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %s3 = arith.constant 3 : i32
  %r0 = call @choose(%arg, %s0) : (memref<1xi64>, i32) -> memref<1xi64>
  %r1 = call @choose(%arg, %s1) : (memref<1xi64>, i32) -> memref<1xi64>
  %r2 = call @choose(%arg, %s2) : (memref<1xi64>, i32) -> memref<1xi64>
  %r3 = call @choose(%arg, %s3) : (memref<1xi64>, i32) -> memref<1xi64>
  %x0 = memref.load %r0[%c0] : memref<1xi64>
  %x1 = memref.load %r1[%c0] : memref<1xi64>
  %x2 = memref.load %r2[%c0] : memref<1xi64>
  %x3 = memref.load %r3[%c0] : memref<1xi64>
  %xa = memref.load %arg[%c0] : memref<1xi64>
  vector.print %x0 : i64
  vector.print %x1 : i64
  vector.print %x2 : i64
  vector.print %x3 : i64
  vector.print %xa : i64
  return
}

// CHECK: 100
// CHECK-NEXT: 200
// CHECK-NEXT: 300
// CHECK-NEXT: 900
// CHECK-NEXT: 300
// CHECK: defects: none
