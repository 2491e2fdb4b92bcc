// A nest of structured control flow: scf.for carrying a buffer, containing
// an scf.if whose then-branch runs an scf.while that builds a fresh buffer
// chain, and an scf.execute_region yielding the loop's buffer. Buffers cross
// four levels of regions.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c3 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %odd = arith.cmpi eq, %i, %c1 : index
    %next = scf.if %odd -> (memref<1xi64>) {
      // Add 1 four times, each time into a new buffer.
      %w:2 = scf.while (%b = %cur, %n = %zero) : (memref<1xi64>, i64) -> (memref<1xi64>, i64) {
        %four = arith.constant 4 : i64
        %go = arith.cmpi slt, %n, %four : i64
        scf.condition(%go) %b, %n : memref<1xi64>, i64
      } do {
      ^bb0(%b: memref<1xi64>, %n: i64):
        %f = memref.alloc() : memref<1xi64>
        %v = memref.load %b[%c0] : memref<1xi64>
        %one = arith.constant 1 : i64
        %v1 = arith.addi %v, %one : i64
        memref.store %v1, %f[%c0] : memref<1xi64>
        %n1 = arith.addi %n, %one : i64
        scf.yield %f, %n1 : memref<1xi64>, i64
      }
      scf.yield %w#0 : memref<1xi64>
    } else {
      %e = scf.execute_region -> memref<1xi64> {
        %v = memref.load %cur[%c0] : memref<1xi64>
        %h = arith.constant 100 : i64
        %v1 = arith.addi %v, %h : i64
        memref.store %v1, %cur[%c0] : memref<1xi64>
        scf.yield %cur : memref<1xi64>
      }
      scf.yield %e : memref<1xi64>
    }
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// i=0: +100 in place -> 100; i=1: +4 through fresh buffers -> 104;
// i=2: +100 in place -> 204
// CHECK: 204
// CHECK: defects: none
