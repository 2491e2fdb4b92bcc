// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// Re-entrancy: the output (already under the convention) deallocated again.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline,reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline,reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc | FileCheck %s --check-prefix=IR
// (pick: k=0 gives a, k=1 gives b, k=2 a copy of a; rec adds 5 to m3[0].)
// CHECK: 11
// CHECK-NEXT: 22
// CHECK-NEXT: 21
// CHECK-NEXT: 22
// CHECK-NEXT: 11
// CHECK-NEXT: 22
// CHECK-NEXT: 10
// CHECK-NEXT: 20
// CHECK-NEXT: 15
// CHECK-NEXT: 11
// CHECK: defects: none
// The only copy is the one @taken makes under the plain ABI.
// IR-NOT: bufferization.clone
// IR-LABEL: func.func private @taken
// IR: bufferization.clone
// IR-NOT: bufferization.clone
// IR-LABEL: func.func @main
// IR-NOT: bufferization.clone

// Interprocedural ownership, the cases around the convention:
//  * @pick returns one of its two arguments (chosen at run time) or a fresh
//    buffer: the caller gets the result back with its ownership and must
//    free each buffer exactly once;
//  * @maybe_free frees its argument on one path only: the caller hands
//    over the ownership of the buffers it no longer needs;
//  * @rec is recursive and returns its argument or a view of it;
//  * @taken's address is taken (func.constant, called through a value
//    chosen by an scf.if, not resolvable to a direct call): it keeps the
//    plain ABI.
func.func private @pick(%a: memref<4xi64>, %b: memref<4xi64>, %k: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %is0 = arith.cmpi eq, %k, %c0 : index
  %is1 = arith.cmpi eq, %k, %c1 : index
  %r = scf.if %is0 -> memref<4xi64> {
    scf.yield %a : memref<4xi64>
  } else {
    %s = scf.if %is1 -> memref<4xi64> {
      scf.yield %b : memref<4xi64>
    } else {
      %n = memref.alloc() : memref<4xi64>
      memref.copy %a, %n : memref<4xi64> to memref<4xi64>
      scf.yield %n : memref<4xi64>
    }
    scf.yield %s : memref<4xi64>
  }
  return %r : memref<4xi64>
}

func.func private @maybe_free(%m: memref<4xi64>, %flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi64>
  scf.if %flag {
    memref.dealloc %m : memref<4xi64>
  }
  return %x : i64
}

func.func private @rec(%m: memref<4xi64>, %d: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %d, %c0 : index
  %r = scf.if %done -> memref<4xi64> {
    scf.yield %m : memref<4xi64>
  } else {
    %x = memref.load %m[%c0] : memref<4xi64>
    %one = arith.constant 1 : i64
    %y = arith.addi %x, %one : i64
    memref.store %y, %m[%c0] : memref<4xi64>
    %d1 = arith.subi %d, %c1 : index
    %inner = func.call @rec(%m, %d1) : (memref<4xi64>, index) -> memref<4xi64>
    scf.yield %inner : memref<4xi64>
  }
  return %r : memref<4xi64>
}

func.func private @taken(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}

func.func private @fill(%m: memref<4xi64>, %v: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %iv = arith.index_cast %i : index to i64
    %e = arith.addi %iv, %v : i64
    memref.store %e, %m[%i] : memref<4xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %true = arith.constant true
  %false = arith.constant false
  %v10 = arith.constant 10 : i64
  %v20 = arith.constant 20 : i64
  scf.for %k = %c0 to %c3 step %c1 {
    %a = memref.alloc() : memref<4xi64>
    %b = memref.alloc() : memref<4xi64>
    func.call @fill(%a, %v10) : (memref<4xi64>, i64) -> ()
    func.call @fill(%b, %v20) : (memref<4xi64>, i64) -> ()
    %p = func.call @pick(%a, %b, %k) : (memref<4xi64>, memref<4xi64>, index) -> memref<4xi64>
    %x = memref.load %p[%c1] : memref<4xi64>
    vector.print %x : i64
    %y = memref.load %b[%c2] : memref<4xi64>
    vector.print %y : i64
  }
  %m1 = memref.alloc() : memref<4xi64>
  %m2 = memref.alloc() : memref<4xi64>
  func.call @fill(%m1, %v10) : (memref<4xi64>, i64) -> ()
  func.call @fill(%m2, %v20) : (memref<4xi64>, i64) -> ()
  %r1 = func.call @maybe_free(%m1, %true) : (memref<4xi64>, i1) -> i64
  %r2 = func.call @maybe_free(%m2, %false) : (memref<4xi64>, i1) -> i64
  vector.print %r1 : i64
  vector.print %r2 : i64
  %m3 = memref.alloc() : memref<4xi64>
  func.call @fill(%m3, %v10) : (memref<4xi64>, i64) -> ()
  %q = func.call @rec(%m3, %c5) : (memref<4xi64>, index) -> memref<4xi64>
  %w = memref.load %q[%c0] : memref<4xi64>
  vector.print %w : i64
  %f0 = func.constant @taken : (memref<4xi64>) -> memref<4xi64>
  %always = arith.constant true
  %f = scf.if %always -> ((memref<4xi64>) -> memref<4xi64>) {
    scf.yield %f0 : (memref<4xi64>) -> memref<4xi64>
  } else {
    scf.yield %f0 : (memref<4xi64>) -> memref<4xi64>
  }
  %t = func.call_indirect %f(%q) : (memref<4xi64>) -> memref<4xi64>
  %u = memref.load %t[%c1] : memref<4xi64>
  vector.print %u : i64
  return
}
