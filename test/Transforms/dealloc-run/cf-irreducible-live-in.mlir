// Irreducible control flow with buffers that are live through the cycle
// without being block arguments: a buffer %k defined before the cycle is
// read in both cycle blocks and after it; the cycle is entered at ^a with a
// fresh buffer or at ^b with an alloca (never owned), and the carried buffer
// is replaced by a fresh one on every step around the cycle; all frees are
// left to the pass.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%enter_at_a: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = memref.alloc() : memref<1xi64>
  %three = arith.constant 3 : i64
  memref.store %three, %k[%c0] : memref<1xi64>
  %fresh = memref.alloc() : memref<1xi64>
  %stack = memref.alloca() : memref<1xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  memref.store %one, %fresh[%c0] : memref<1xi64>
  memref.store %two, %stack[%c0] : memref<1xi64>
  %z = arith.constant 0 : i64
  cf.cond_br %enter_at_a, ^a(%fresh, %z : memref<1xi64>, i64), ^b(%stack, %z : memref<1xi64>, i64)
^a(%x: memref<1xi64>, %n: i64):
  %fa = memref.alloc() : memref<1xi64>
  %va = memref.load %x[%c0] : memref<1xi64>
  %ka = memref.load %k[%c0] : memref<1xi64>
  %wa = arith.addi %va, %ka : i64
  memref.store %wa, %fa[%c0] : memref<1xi64>
  %na = arith.addi %n, %one : i64
  cf.br ^b(%fa, %na : memref<1xi64>, i64)
^b(%y: memref<1xi64>, %m: i64):
  %vb = memref.load %y[%c0] : memref<1xi64>
  %kb = memref.load %k[%c0] : memref<1xi64>
  %wb = arith.muli %vb, %kb : i64
  %mb = arith.addi %m, %one : i64
  %four = arith.constant 4 : i64
  %done = arith.cmpi sge, %mb, %four : i64
  cf.cond_br %done, ^exit(%wb : i64), ^next
^next:
  %fb = memref.alloc() : memref<1xi64>
  memref.store %wb, %fb[%c0] : memref<1xi64>
  cf.br ^a(%fb, %mb : memref<1xi64>, i64)
^exit(%r: i64):
  %kk = memref.load %k[%c0] : memref<1xi64>
  %s = arith.addi %r, %kk : i64
  return %s : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @run(%t) : (i1) -> i64
  vector.print %x : i64
  %y = call @run(%f) : (i1) -> i64
  vector.print %y : i64
  return
}

// at a: 1 -a-> 4 -b-> 12 (m2) -a-> 15 -b-> 45 (m4) exit: 45 + 3 = 48
// at b: 2 -b-> 6 (m1) -a-> 9 (m2) -b-> 27 (m3) -a-> 30 (m4) -b-> 90 (m5) exit: 93
// CHECK: 48
// CHECK-NEXT: 93
// CHECK: defects: none
