// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='reclaim-pipeline' --reference 2>&1 | FileCheck %s
//
// The dynamically sized %a and %b share one allocation, freed after the
// group's last use. %u, the result of func.call_indirect of a function that
// returns its argument, is %a and is read after every direct use of %a and
// %b: the group must live until then. Before the values carrying a buffer
// were computed once for static and dynamic buffers alike, the dynamic
// group ignored %u and freed the allocation before `memref.load %u`.

func.func @id(%m: memref<?xi64>) -> memref<?xi64> {
  return %m : memref<?xi64>
}

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %v5 = arith.constant 5 : i64
  %v7 = arith.constant 7 : i64
  %fn = func.constant @id : (memref<?xi64>) -> memref<?xi64>
  %a = memref.alloc(%n) : memref<?xi64>
  %b = memref.alloc(%n) : memref<?xi64>
  linalg.fill ins(%v5 : i64) outs(%a : memref<?xi64>)
  linalg.fill ins(%v7 : i64) outs(%b : memref<?xi64>)
  %u = func.call_indirect %fn(%a) : (memref<?xi64>) -> memref<?xi64>
  %y = memref.load %b[%c0] : memref<?xi64>
  %x = memref.load %a[%c0] : memref<?xi64>
  %s = arith.addi %x, %y : i64
  %z = memref.load %u[%c0] : memref<?xi64>
  vector.print %s : i64
  vector.print %z : i64
  return
}

func.func @main() {
  %c4 = arith.constant 4 : index
  call @f(%c4) : (index) -> ()
  return
}

// 5 + 7, then %u[0] = %a[0] = 5.
// CHECK:      12
// CHECK-NEXT: 5
// CHECK:      defects: none
