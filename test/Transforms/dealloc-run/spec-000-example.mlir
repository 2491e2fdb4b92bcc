// Runnable variant of the "Example" of spec 000 (ownership-based buffer
// deallocation): a select of an alloc and an alloca whose result is live
// into the successor, and a cf.cond_br to one block with different operands
// (the alloc or the function argument). Sizes are dynamic (4 bytes);
// `test.copy(%bbarg, %select)` is memref.copy, and the contents of %select
// are printed after the copy. All four combinations of the two conditions
// run; %alloc must be freed exactly once on every path, %memref and %alloca
// never.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %a = arith.constant 10 : i8
  %b = arith.constant 20 : i8
  memref.store %a, %alloc[%c0] : memref<?xi8>
  memref.store %a, %alloc[%c3] : memref<?xi8>
  memref.store %b, %alloca[%c0] : memref<?xi8>
  memref.store %b, %alloca[%c3] : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  %x = memref.load %select[%c0] : memref<?xi8>
  %y = memref.load %select[%c3] : memref<?xi8>
  vector.print %x : i8
  vector.print %y : i8
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %f = arith.constant false
  %arg = memref.alloc(%c4) : memref<?xi8>
  %p = arith.constant 1 : i8
  %q = arith.constant 2 : i8
  memref.store %p, %arg[%c0] : memref<?xi8>
  memref.store %q, %arg[%c3] : memref<?xi8>
  // select %alloc, branch with %alloc: copy onto itself.
  call @example(%arg, %t, %t) : (memref<?xi8>, i1, i1) -> ()
  // select %alloc, branch with %memref.
  call @example(%arg, %t, %f) : (memref<?xi8>, i1, i1) -> ()
  // select %alloca, branch with %alloc.
  call @example(%arg, %f, %t) : (memref<?xi8>, i1, i1) -> ()
  // select %alloca, branch with %memref.
  call @example(%arg, %f, %f) : (memref<?xi8>, i1, i1) -> ()
  // The argument is unchanged and still alive.
  %z = memref.load %arg[%c3] : memref<?xi8>
  vector.print %z : i8
  return
}

// CHECK: 10
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 10
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK: defects: none
