// Regression (reclaim-fuzz --adversarial --seed 4242 --start 129, reduced by
// hand): with unknown-ops=keep-alive, the result of a func.call_indirect
// inside an scf.if is touched by an op with unknown effects, so it is kept
// alive until the function returns; but it is defined in the scf.if's
// region, which does not yield it, so nothing carries it to the return and
// it is never freed. That leak is by design; what was wrong is the remark:
// it said the buffer "is freed only when the function returns", as if it
// would be, and the fuzzer's oracle, which accepted only a remark at the
// allocation (in @make, out of sight of an indirect call) or naming it,
// reported an undocumented leak. The remark now says it leaks when control
// passes there, and the oracle accepts a remark at a call on the
// allocation's call chain.
//
// RUN: reclaim-test-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{unknown-ops=keep-alive remarks=true},test-reclaim-lower-test-dialect)' -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not reclaim-run %t.mlir --reference 2>&1 | FileCheck %s

// REMARK: :[[# @LINE + 13]]:10: remark: not freed here: an op with unknown effects touched this buffer, which is freed only at the function's returns, and nothing carries it there from here (it leaks when control passes here: it is defined in a region that does not yield it, or in a block that does not dominate the returns)

// CHECK: 3
// CHECK-NEXT: 7
// CHECK: stats: allocs=1 frees=0
// CHECK: defects: leak

func.func @make() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @run(%c: i1, %f: () -> memref<4xf32>) {
  scf.if %c {
    %r = func.call_indirect %f() : () -> memref<4xf32>
    %i = arith.constant 0 : index
    %three = arith.constant 3.0 : f32
    memref.store %three, %r[%i] : memref<4xf32>
    reclaim_test.opaque %r : memref<4xf32>
  }
  return
}
func.func @main() {
  %c = arith.constant true
  %f = func.constant @make : () -> memref<4xf32>
  func.call @run(%c, %f) : (i1, () -> memref<4xf32>) -> ()
  %seven = arith.constant 7.0 : f32
  vector.print %seven : f32
  return
}
