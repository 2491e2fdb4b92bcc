// Every IR example of spec 001 (the old alias-based BufferDeallocation's
// internals), with pseudo-ops replaced by memref.copy, after Reclaim's full
// deallocation pipeline. Where the old pass introduced clones of "critical
// aliases", ownership-based deallocation passes an i1 indicator instead.
// Runnable variants are executed in test/Transforms/dealloc-run/.
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline -split-input-file | FileCheck %s
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline | FileCheck %s --check-prefix=NORUNTIME

// No example needs a run-time pointer comparison or a copy.
// NORUNTIME-NOT: memref.extract_aligned_pointer_as_index
// NORUNTIME-NOT: bufferization.clone
// NORUNTIME-NOT: bufferization.dealloc

// -----

// spec 001 "condBranch": the buffer allocated in one branch reaches the merge
// block with an ownership argument and is freed there under it; the other
// branch passes the argument unowned.
// CHECK-LABEL: func @condBranch
//       CHECK:   cf.cond_br %{{.*}}, ^[[MERGE:.*]](%{{.*}}, %false : memref<2xf32>, i1), ^[[ALLOC:.*]]
//       CHECK: ^[[ALLOC]]:
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   cf.br ^[[MERGE]](%[[A]], %true : memref<2xf32>, i1)
//       CHECK: ^[[MERGE]](%[[X:.*]]: memref<2xf32>, %[[OX:.*]]: i1):
//       CHECK:   scf.if %[[OX]] {
//  CHECK-NEXT:     memref.dealloc %[[X]]
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// spec 001 "condBranchDynamicType": the same with a dynamically sized buffer
// whose size comes from a block argument.
// CHECK-LABEL: func @condBranchDynamicType
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xf32>
//       CHECK: ^{{.*}}(%[[X:.*]]: memref<?xf32>, %[[OX:.*]]: i1):
//       CHECK:   scf.if %[[OX]] {
//  CHECK-NEXT:     memref.dealloc %[[X]]
func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// spec 001 "branch": %0 dies on the edge where %1 replaces it and is freed
// there; the merge block frees whichever buffer arrives. No clones.
// CHECK-LABEL: func @branch
//  CHECK-SAME: (%[[C:[^:]*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[A]]
//       CHECK: ^{{.*}}(%[[X:.*]]: memref<2xf32>, %[[OX:.*]]: i1):
//       CHECK:   scf.if %[[OX]] {
//  CHECK-NEXT:     memref.dealloc %[[X]]
//   CHECK-NOT:   bufferization.clone
func.func @branch(%arg0: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %out, %0 : memref<2xf32> to memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %out, %1 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  memref.copy %2, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// spec 001 "mixedAllocation": an alloca and an alloc meet in one block
// argument; only the alloc is ever freed.
// CHECK-LABEL: func @mixedAllocation
//       CHECK:   %[[ALLOCA:.*]] = memref.alloca
//       CHECK:   %[[A:.*]] = memref.alloc
//   CHECK-NOT:   memref.dealloc %[[ALLOCA]]
//       CHECK:   memref.dealloc %[[A]]
func.func @mixedAllocation(%arg0: i1, %out: memref<2xf32>) {
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  memref.copy %out, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  memref.copy %out, %1 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  memref.copy %2, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// spec 001 "condBranchDynamicTypeNested": the buffer flows through several
// block arguments (the "critical aliases" of the old pass) and is freed once,
// in the last block, without any copy.
// CHECK-LABEL: func @condBranchDynamicTypeNested
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xf32>
//       CHECK: ^{{.*}}(%[[X:.*]]: memref<?xf32>, %[[OX:.*]]: i1):
//       CHECK:   memref.copy %[[X]]
//       CHECK:   scf.if %[[OX]] {
//  CHECK-NEXT:     memref.dealloc %[[X]]
func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.cond_br %arg0, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// spec 001 "nested_region_control_flow": the buffer allocated and used only in
// the else branch disappears with its free; the returned buffer is owned and
// returned without a clone.
// CHECK-LABEL: func @nested_region_control_flow
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   return %[[A]]
func.func @nested_region_control_flow(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    memref.copy %1, %1 : memref<?x?xf32> to memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// spec 001 "loop_nested_if": the loop-carried buffer's ownership is an i1
// iter_arg; the previous iteration's buffer is freed when a new one replaces
// it; no copies and no run-time pointer comparison.
// CHECK-LABEL: func @loop_nested_if
//       CHECK:   scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[OIT:.*]] = %false) -> (memref<2xf32>, i1)
//       CHECK:     memref.alloc
//       CHECK:     memref.dealloc %[[IT]]
//       CHECK:   scf.if %{{.*}}#1 {
//  CHECK-NEXT:     memref.dealloc %{{.*}}#0
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      memref.copy %iterBuf, %3 : memref<2xf32> to memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// spec 001 "dynamic_allocation": a clone of a buffer freed right after is
// folded away (clone canonicalization).
// CHECK-LABEL: func @dynamic_allocation
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   return %[[A]]
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %2 = bufferization.clone %1 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %1 : memref<?x?xf32>
  return %2 : memref<?x?xf32>
}
