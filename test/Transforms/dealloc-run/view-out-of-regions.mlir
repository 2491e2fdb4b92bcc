// Views leaving regions: an scf.if yields a subview of a buffer allocated
// inside the branch (the buffer has no other SSA use outside); an scf.for
// yields a subview of its fresh per-iteration buffer; an
// scf.execute_region yields a cast of a buffer allocated inside it. The
// underlying allocation must be kept alive by the view and freed once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @if_view(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = scf.if %c -> memref<2xi64, strided<[1], offset: ?>> {
    %b = memref.alloc() : memref<4xi64>
    %x = arith.constant 31 : i64
    %y = arith.constant 32 : i64
    memref.store %x, %b[%c1] : memref<4xi64>
    %c2 = arith.constant 2 : index
    memref.store %y, %b[%c2] : memref<4xi64>
    %s = memref.subview %b[%c1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: ?>>
    scf.yield %s : memref<2xi64, strided<[1], offset: ?>>
  } else {
    %b = memref.alloc() : memref<2xi64>
    %x = arith.constant 41 : i64
    memref.store %x, %b[%c0] : memref<2xi64>
    memref.store %x, %b[%c1] : memref<2xi64>
    %s = memref.cast %b : memref<2xi64> to memref<2xi64, strided<[1], offset: ?>>
    scf.yield %s : memref<2xi64, strided<[1], offset: ?>>
  }
  %a = memref.load %v[%c0] : memref<2xi64, strided<[1], offset: ?>>
  %b = memref.load %v[%c1] : memref<2xi64, strided<[1], offset: ?>>
  %s = arith.addi %a, %b : i64
  return %s : i64
}

func.func @for_view() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init0 = memref.alloc() : memref<3xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init0[%c1] : memref<3xi64>
  %init = memref.subview %init0[%c1] [1] [1] : memref<3xi64> to memref<1xi64, strided<[1], offset: ?>>
  %res = scf.for %i = %c0 to %c3 step %c1 iter_args(%cur = %init) -> (memref<1xi64, strided<[1], offset: ?>>) {
    %fresh = memref.alloc() : memref<3xi64>
    %v = memref.load %cur[%c0] : memref<1xi64, strided<[1], offset: ?>>
    %five = arith.constant 5 : i64
    %w = arith.muli %v, %five : i64
    %c2 = arith.constant 2 : index
    memref.store %w, %fresh[%c2] : memref<3xi64>
    %s = memref.subview %fresh[%c2] [1] [1] : memref<3xi64> to memref<1xi64, strided<[1], offset: ?>>
    scf.yield %s : memref<1xi64, strided<[1], offset: ?>>
  }
  %r = memref.load %res[%c0] : memref<1xi64, strided<[1], offset: ?>>
  return %r : i64
}

func.func @region_cast() -> i64 {
  %c0 = arith.constant 0 : index
  %e = scf.execute_region -> memref<?xi64> {
    %b = memref.alloc() : memref<1xi64>
    %x = arith.constant 8 : i64
    memref.store %x, %b[%c0] : memref<1xi64>
    %d = memref.cast %b : memref<1xi64> to memref<?xi64>
    scf.yield %d : memref<?xi64>
  }
  %r = memref.load %e[%c0] : memref<?xi64>
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @if_view(%t) : (i1) -> i64
  vector.print %a : i64
  %b = call @if_view(%f) : (i1) -> i64
  vector.print %b : i64
  %c = call @for_view() : () -> i64
  vector.print %c : i64
  %d = call @region_cast() : () -> i64
  vector.print %d : i64
  return
}

// CHECK: 63
// CHECK-NEXT: 82
// CHECK-NEXT: 125
// CHECK-NEXT: 8
// CHECK: defects: none
