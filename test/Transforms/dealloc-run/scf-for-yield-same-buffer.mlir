// scf.for that carries a buffer through iter_args and yields it unchanged,
// updating it in place: the buffer must not be freed by the loop (neither at
// the back edge nor at the exit) while still used after the loop, and is
// freed once at the end. A zero-trip loop over the same buffer is included.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @accumulate(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloc() : memref<1xi64>
  %z = arith.constant 1 : i64
  memref.store %z, %acc[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %acc) -> (memref<1xi64>) {
    %v = memref.load %cur[%c0] : memref<1xi64>
    %ii = arith.index_cast %i : index to i64
    %w = arith.addi %v, %ii : i64
    %d = arith.addi %w, %w : i64
    memref.store %d, %cur[%c0] : memref<1xi64>
    scf.yield %cur : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  // The original SSA value is read too: it is the same buffer.
  %o = memref.load %acc[%c0] : memref<1xi64>
  %s = arith.addi %r, %o : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = call @accumulate(%c3) : (index) -> i64
  vector.print %x : i64
  %y = call @accumulate(%c0) : (index) -> i64
  vector.print %y : i64
  return
}

// n=3: 1 -> (1+0)*2=2 -> (2+1)*2=6 -> (6+2)*2=16; result 16+16=32
// n=0: 1+1=2
// CHECK: 32
// CHECK-NEXT: 2
// CHECK: defects: none
