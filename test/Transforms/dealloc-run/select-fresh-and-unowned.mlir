// arith.select of a fresh buffer and a buffer the function does not own: an
// alloca, a global and a function argument. The fresh buffer must be freed
// exactly once whichever operand was selected; the alloca, the global and the
// argument never. The select result is returned in one variant, so the ABI
// must clone it when it is not owned.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

memref.global "private" @g : memref<1xi64> = dense<[500]>

func.func @with_alloca(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %s = memref.alloca() : memref<1xi64>
  %va = arith.constant 1 : i64
  %vs = arith.constant 2 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vs, %s[%c0] : memref<1xi64>
  %sel = arith.select %c, %a, %s : memref<1xi64>
  %x = memref.load %sel[%c0] : memref<1xi64>
  return %x : i64
}

func.func @with_global(%c: i1) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %g = memref.get_global @g : memref<1xi64>
  %va = arith.constant 3 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  %sel = arith.select %c, %g, %a : memref<1xi64>
  return %sel : memref<1xi64>
}

func.func @with_arg(%arg: memref<1xi64>, %c: i1) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %va = arith.constant 4 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  %sel = arith.select %c, %a, %arg : memref<1xi64>
  return %sel : memref<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @with_alloca(%t) : (i1) -> i64
  vector.print %r1 : i64
  %r2 = call @with_alloca(%f) : (i1) -> i64
  vector.print %r2 : i64
  %g1 = call @with_global(%t) : (i1) -> memref<1xi64>
  %x1 = memref.load %g1[%c0] : memref<1xi64>
  vector.print %x1 : i64
  %g2 = call @with_global(%f) : (i1) -> memref<1xi64>
  %x2 = memref.load %g2[%c0] : memref<1xi64>
  vector.print %x2 : i64
  %arg = memref.alloc() : memref<1xi64>
  %v = arith.constant 77 : i64
  memref.store %v, %arg[%c0] : memref<1xi64>
  %a1 = call @with_arg(%arg, %t) : (memref<1xi64>, i1) -> memref<1xi64>
  %a2 = call @with_arg(%arg, %f) : (memref<1xi64>, i1) -> memref<1xi64>
  // The argument is still alive after the calls.
  %y1 = memref.load %a1[%c0] : memref<1xi64>
  %y2 = memref.load %a2[%c0] : memref<1xi64>
  %y3 = memref.load %arg[%c0] : memref<1xi64>
  vector.print %y1 : i64
  vector.print %y2 : i64
  vector.print %y3 : i64
  return
}

// CHECK: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 500
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 77
// CHECK-NEXT: 77
// CHECK: defects: none
