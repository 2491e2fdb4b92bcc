// scf.while whose before region does not forward its argument: it allocates
// a fresh buffer from it and forwards only the new one through
// scf.condition, so the before argument (the initial buffer in the first
// iteration, the after region's buffer later) must be freed in the before
// region; the after region yields a global (a buffer nobody owns) on some
// iterations and the buffer it received on others, so the before argument
// is owned only sometimes.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

memref.global "private" @zero : memref<1xi64> = dense<[0]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %limit = arith.constant 6 : i64
  %res:2 = scf.while (%b = %init, %n = %one) : (memref<1xi64>, i64) -> (memref<1xi64>, i64) {
    %f = memref.alloc() : memref<1xi64>
    %v = memref.load %b[%c0] : memref<1xi64>
    %w = arith.addi %v, %n : i64
    memref.store %w, %f[%c0] : memref<1xi64>
    %cond = arith.cmpi slt, %n, %limit : i64
    scf.condition(%cond) %f, %n : memref<1xi64>, i64
  } do {
  ^bb0(%a: memref<1xi64>, %n: i64):
    %n1 = arith.addi %n, %one : i64
    %two = arith.constant 2 : i64
    %r = arith.remsi %n, %two : i64
    %z = arith.constant 0 : i64
    %even = arith.cmpi eq, %r, %z : i64
    %next = scf.if %even -> (memref<1xi64>) {
      // Reset to the global zero (not owned).
      %g = memref.get_global @zero : memref<1xi64>
      scf.yield %g : memref<1xi64>
    } else {
      scf.yield %a : memref<1xi64>
    }
    scf.yield %next, %n1 : memref<1xi64>, i64
  }
  %x = memref.load %res#0[%c0] : memref<1xi64>
  vector.print %x : i64
  vector.print %res#1 : i64
  return
}

// n=1: 1+1=2 (odd, keep) ; n=2: 2+2=4 (even -> reset) ; n=3: 0+3=3 (keep) ;
// n=4: 3+4=7 (reset) ; n=5: 0+5=5 (keep) ; n=6: 5+6=11, exit.
// CHECK: 11
// CHECK-NEXT: 6
// CHECK: defects: none
