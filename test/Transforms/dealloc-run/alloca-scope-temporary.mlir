// XFAIL: *
// A heap temporary allocated and dead inside a memref.alloca_scope (a
// single-block region op returning a scalar).
//
// DEFECT (reclaim-run: error, "'memref.alloca_scope' op expects region #0 to
// have 0 or 1 blocks"): reclaim-dealloc-pipeline leaves
//   bufferization.dealloc (%alloc_0 : memref<1xi64>) if (%true)
// inside the alloca_scope (reclaim-lower-deallocs is still a placeholder that
// lowers nothing, and canonicalize does not fold a dealloc with a constant
// true condition), so the program's only lowering is upstream's
// `scf.if %true { memref.dealloc }`, which convert-scf-to-cf turns into
// several blocks inside the alloca_scope. A lowering of single-memref,
// constant-true deallocs to a plain memref.dealloc would avoid this.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 17 : i64
  %r = memref.alloca_scope -> (i64) {
    %t = memref.alloc() : memref<1xi64>
    memref.store %v, %t[%c0] : memref<1xi64>
    %y = memref.load %t[%c0] : memref<1xi64>
    memref.alloca_scope.return %y : i64
  }
  vector.print %r : i64
  return
}

// CHECK: 17
// CHECK: defects: none
