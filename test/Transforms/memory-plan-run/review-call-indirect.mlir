// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='reclaim-pipeline' --reference 2>&1 | FileCheck %s
//
// Found in review: %b is passed to func.call_indirect of a function that
// returns its argument. The alias analysis cannot see through an indirect
// call (its result is an Indirect source), so the planner must treat the
// result %u, read after %c is allocated and filled, as carrying %b; before
// the fix %b and %c shared bytes and the standalone planner printed -1 for
// %u[3].

func.func @id(%m: memref<8xi64>) -> memref<8xi64> {
  return %m : memref<8xi64>
}

func.func @f() {
  %c3 = arith.constant 3 : index
  %v2 = arith.constant 2 : i64
  %m1 = arith.constant -1 : i64
  %fn = func.constant @id : (memref<8xi64>) -> memref<8xi64>
  %b = memref.alloc() : memref<8xi64>
  linalg.fill ins(%v2 : i64) outs(%b : memref<8xi64>)
  %u = func.call_indirect %fn(%b) : (memref<8xi64>) -> memref<8xi64>
  %c = memref.alloc() : memref<8xi64>
  linalg.fill ins(%m1 : i64) outs(%c : memref<8xi64>)
  %y = memref.load %u[%c3] : memref<8xi64>
  %z = memref.load %c[%c3] : memref<8xi64>
  vector.print %y : i64
  vector.print %z : i64
  return
}

func.func @main() {
  call @f() : () -> ()
  return
}

// %u is %b (filled with 2), %c is filled with -1.
// CHECK:      2
// CHECK-NEXT: -1
// CHECK:      defects: none
