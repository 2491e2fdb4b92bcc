// Per-iteration temporaries inside scf.parallel and scf.forall bodies (region
// ops without memref results): each iteration's buffer is freed in its own
// iteration, the shared output buffer after the loops.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<4xi64>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloc() : memref<1xi64>
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %t[%c0] : memref<1xi64>
    %v = memref.load %t[%c0] : memref<1xi64>
    memref.store %v, %out[%i] : memref<4xi64>
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %t = memref.alloc() : memref<2xi64>
    %v = memref.load %out[%i] : memref<4xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %t[%c1] : memref<2xi64>
    %x = memref.load %t[%c1] : memref<2xi64>
    memref.store %x, %out[%i] : memref<4xi64>
  }
  %a = vector.load %out[%c0] : memref<4xi64>, vector<4xi64>
  vector.print %a : vector<4xi64>
  return
}

// CHECK: ( 1, 2, 5, 10 )
// CHECK: defects: none
