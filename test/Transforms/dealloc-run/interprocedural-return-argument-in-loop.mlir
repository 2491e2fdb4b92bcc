// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// Re-entrancy: the output (already under the convention) deallocated again.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline,reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline,reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc | FileCheck %s --check-prefix=IR
//
// 100 pushes from capacity 2: the program allocates 7 buffers (2, 4, ...,
// 128 elements) without any frees; deallocated, it allocates exactly those
// and frees every one: no copy at the boundary.
// CHECK: 4950
// CHECK: stats: allocs=7 frees=7
// CHECK: reference-stats: allocs=7
// CHECK: defects: none
// The callee takes the ownership of its argument and returns its result
// with an ownership flag; the caller hands the buffer over.
// IR-LABEL: func.func private @push
// IR-SAME: %{{.*}}: memref<?xi64>, %{{.*}}: index, %{{.*}}: i64, %{{.*}}: i1) -> (memref<?xi64>, i1)
// IR-SAME: reclaim.ownership_abi = array<i64: 0>
// IR-NOT: bufferization.clone
// IR: func.call @push({{.*}}) {reclaim.borrowed_results = array<i64: 0>, reclaim.passed_ownership = 3 : i64}
// IR-NOT: bufferization.clone

// Interprocedural ownership: a private callee that returns its argument, or
// a reallocation of it, called in a loop (the sparsifier's insertion helpers
// have this shape). Under the ownership-passing convention the caller hands
// the buffer over and gets it back with its ownership: no copy is made, and
// the program allocates no more than it does without any frees.
func.func private @push(%buf: memref<?xi64>, %n: index, %v: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cap = memref.dim %buf, %c0 : memref<?xi64>
  %full = arith.cmpi eq, %n, %cap : index
  %r = scf.if %full -> memref<?xi64> {
    %newcap = arith.muli %cap, %c2 : index
    %g = memref.realloc %buf(%newcap) : memref<?xi64> to memref<?xi64>
    scf.yield %g : memref<?xi64>
  } else {
    scf.yield %buf : memref<?xi64>
  }
  memref.store %v, %r[%n] : memref<?xi64>
  return %r : memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %init = memref.alloc(%c2) : memref<?xi64>
  %final = scf.for %i = %c0 to %c100 step %c1 iter_args(%b = %init) -> memref<?xi64> {
    %v = arith.index_cast %i : index to i64
    %nb = func.call @push(%b, %i, %v) : (memref<?xi64>, index, i64) -> memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  %sum0 = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %sum0) -> i64 {
    %x = memref.load %final[%i] : memref<?xi64>
    %t = arith.addi %s, %x : i64
    scf.yield %t : i64
  }
  vector.print %sum : i64
  return
}
