// RUN: reclaim-run %s -e main --pipeline='builtin.module(reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s -e main --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s

// Clones carried through scf.if and scf.for (helper-27's leak_g5, reduced).
// Before 7e8c77c, upstream's SimplifyClones (then run by
// reclaim-canonicalize) folded the clone of %b1 that ownership-based
// deallocation passes into the loop of %f45 into %b1; one 16-byte buffer was
// never freed, with no remark. That fold is left out now (see
// canonicalize-clone-write.mlir).

// CHECK: 307
// CHECK: defects: none
func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %cnd = arith.cmpi eq, %i1, %i1 : index
  %b1 = memref.alloc() : memref<4xi32>
  %x3 = bufferization.clone %b1 : memref<4xi32> to memref<4xi32>
  %f4 = scf.if %cnd -> (memref<4xi32>) {
    scf.yield %b1 : memref<4xi32>
  } else {
    scf.yield %x3 : memref<4xi32>
  }
  %t9 = memref.alloc() : memref<4xi32>
  %f10 = scf.for %iv12 = %i0 to %i3 step %i1 iter_args(%it11 = %t9) -> (memref<4xi32>) {
    %t27 = memref.alloc() : memref<4xi32>
    scf.yield %t27 : memref<4xi32>
  }
  %x29 = bufferization.clone %b1 : memref<4xi32> to memref<4xi32>
  %f37 = scf.if %cnd -> (memref<4xi32>) {
    scf.yield %x29 : memref<4xi32>
  } else {
    scf.yield %x3 : memref<4xi32>
  }
  %x41 = bufferization.clone %x29 : memref<4xi32> to memref<4xi32>
  %f45 = scf.for %iv47 = %i0 to %i3 step %i1 iter_args(%it46 = %f37) -> (memref<4xi32>) {
    %c48 = arith.constant 307 : i32
    memref.store %c48, %f10[%i2] : memref<4xi32>
    scf.yield %f4 : memref<4xi32>
  }
  %f52 = scf.for %iv54 = %i0 to %i3 step %i1 iter_args(%it53 = %x41) -> (memref<4xi32>) {
    %t61 = memref.alloc() : memref<4xi32>
    scf.yield %t61 : memref<4xi32>
  }
  %f83 = scf.for %iv85 = %i0 to %i3 step %i1 iter_args(%it84 = %f52) -> (memref<4xi32>) {
    %s88 = arith.select %cnd, %f45, %x3 : memref<4xi32>
    %f89 = scf.if %cnd -> (memref<4xi32>) {
      %t90 = memref.alloc() : memref<4xi32>
      memref.copy %s88, %t90 : memref<4xi32> to memref<4xi32>
      scf.yield %f45 : memref<4xi32>
    } else {
      scf.yield %x41 : memref<4xi32>
    }
    %t95 = memref.alloc() : memref<4xi32>
    scf.yield %t95 : memref<4xi32>
  }
  %v = memref.load %f10[%i2] : memref<4xi32>
  vector.print %v : i32
  return
}

