// reclaim-canonicalize on a cf loop whose entry edge a fold removes: inside
// the scf.execute_region, %1 is known true (the outer cf loop branched on
// it), so `cf.cond_br %1, ^bb6, ^bb3` becomes a branch to ^bb6 and the cycle
// ^bb3 -> ^bb4 -> ^bb3 becomes unreachable, with its exit ^bb5, which uses a
// value forwarded around the cycle. The cycle used to stay (a value of it
// was used outside it, in ^bb5); upstream's pattern merging a block into
// its single predecessor then replaced that forwarded value with itself and
// erased its block, and the next erasure read the erased block's argument
// (a segfault or abort under reclaim-canonicalize, reclaim-dealloc-pipeline
// and reclaim-pipeline; found by a helper's generator of loop nests). The
// blocks only the cycle leads to now go with it.
//
// RUN: reclaim-opt %s -reclaim-canonicalize | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// The cycle's blocks (the loop on %13 and its exit storing 0 into %alloc)
// are gone: one store through the subview and one through %arg0 are left.
// CHECK-LABEL: func.func @f0
// CHECK:         scf.execute_region
// CHECK-NOT:     memref.store %{{.*}}, %alloc
// CHECK:         scf.yield
// CHECK:         memref.store %{{.*}}, %arg0
// CHECK:         return

  func.func @f0(%arg0: memref<1xindex>, %arg1: index) {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi ult, %0, %c1 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %2 = scf.while (%arg2 = %c0) : (index) -> index {
      %4 = scf.while (%arg3 = %c0) : (index) -> index {
        %6 = arith.cmpi ult, %arg3, %c1 : index
        scf.condition(%6) %arg3 : index
      } do {
      ^bb0(%arg3: index):
        scf.execute_region {
          %7 = arith.addi %0, %c4 : index
          %alloc = memref.alloc(%7) : memref<?xindex>
          %subview = memref.subview %alloc[1] [3] [1] : memref<?xindex> to memref<3xindex, strided<[1], offset: 1>>
          memref.store %0, %subview[%c1] : memref<3xindex, strided<[1], offset: 1>>
          cf.br ^bb1(%c0, %true : index, i1)
        ^bb1(%8: index, %9: i1):  // 2 preds: ^bb0, ^bb6
          %10 = arith.cmpi ult, %8, %c1 : index
          %11 = arith.cmpi uge, %8, %c1 : index
          %12 = arith.andi %9, %11 : i1
          scf.if %12 {
            memref.dealloc %alloc : memref<?xindex>
          }
          cf.cond_br %10, ^bb2, ^bb7
        ^bb2:  // pred: ^bb1
          cf.cond_br %1, ^bb6(%9 : i1), ^bb3(%c0, %9 : index, i1)
        ^bb3(%13: index, %14: i1):  // 2 preds: ^bb2, ^bb4
          %15 = arith.cmpi ult, %13, %c1 : index
          cf.cond_br %15, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %16 = arith.addi %13, %c1 : index
          cf.br ^bb3(%16, %14 : index, i1)
        ^bb5:  // pred: ^bb3
          memref.store %c0, %alloc[%c1] : memref<?xindex>
          cf.br ^bb6(%14 : i1)
        ^bb6(%17: i1):  // 2 preds: ^bb2, ^bb5
          %18 = arith.addi %8, %c1 : index
          cf.br ^bb1(%18, %17 : index, i1)
        ^bb7:  // pred: ^bb1
          scf.yield
        }
        %6 = arith.addi %arg3, %c1 : index
        scf.yield %6 : index
      }
      %5 = arith.cmpi ult, %arg2, %c1 : index
      scf.condition(%5) %arg2 : index
    } do {
    ^bb0(%arg2: index):
      %4 = arith.addi %arg2, %c1 : index
      scf.yield %4 : index
    }
    %3 = arith.addi %0, %c1 : index
    cf.br ^bb1(%3 : index)
  ^bb3:  // pred: ^bb1
    memref.store %0, %arg0[%c0] : memref<1xindex>
    return
  }

// @f0's outer loop runs once (%0 = 0, then 1): @main prints 1.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<1xindex>
  func.call @f0(%m, %c3) : (memref<1xindex>, index) -> ()
  %v = memref.load %m[%c0] : memref<1xindex>
  vector.print %v : index
  memref.dealloc %m : memref<1xindex>
  return
}

// EXEC:      1
// EXEC:      defects: none
// EXEC-NEXT: exit-code: 0
