// A cf.switch used as the latch of a loop: three cases branch back to the
// header with different buffers (a fresh one, the current one, or a buffer
// allocated before the loop that is also used after it) and the default
// leaves the loop; a cf.cond_br whose two edges both go back to the header
// with different buffers follows. Ownership of the header argument differs
// on every back edge.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%steps: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %pre = memref.alloc() : memref<1xi64>
  %k = arith.constant 50 : i64
  memref.store %k, %pre[%c0] : memref<1xi64>
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %z = arith.constant 0 : i32
  cf.br ^h(%z, %init : i32, memref<1xi64>)
^h(%i: i32, %x: memref<1xi64>):
  %c4 = arith.constant 4 : i32
  %sel = arith.remui %i, %c4 : i32
  %done = arith.cmpi sge, %i, %steps : i32
  %one32 = arith.constant 1 : i32
  %i1 = arith.addi %i, %one32 : i32
  %m1 = arith.constant -1 : i32
  %key = arith.select %done, %m1, %sel : i32
  cf.switch %key : i32, [
    default: ^exit,
    0: ^fresh,
    1: ^h(%i1, %x : i32, memref<1xi64>),
    2: ^h(%i1, %pre : i32, memref<1xi64>),
    3: ^two
  ]
^fresh:
  %f = memref.alloc() : memref<1xi64>
  %v = memref.load %x[%c0] : memref<1xi64>
  %w = arith.addi %v, %one : i64
  memref.store %w, %f[%c0] : memref<1xi64>
  cf.br ^h(%i1, %f : i32, memref<1xi64>)
^two:
  %g = memref.alloc() : memref<1xi64>
  %v2 = memref.load %x[%c0] : memref<1xi64>
  %w2 = arith.muli %v2, %v2 : i64
  memref.store %w2, %g[%c0] : memref<1xi64>
  %big = arith.cmpi sgt, %w2, %k : i64
  cf.cond_br %big, ^h(%i1, %g : i32, memref<1xi64>), ^h(%i1, %x : i32, memref<1xi64>)
^exit:
  %r = memref.load %x[%c0] : memref<1xi64>
  %p = memref.load %pre[%c0] : memref<1xi64>
  %h = arith.constant 10000 : i64
  %rh = arith.muli %r, %h : i64
  %s = arith.addi %rh, %p : i64
  return %s : i64
}

func.func @main() {
  %s2 = arith.constant 2 : i32
  %s4 = arith.constant 4 : i32
  %s7 = arith.constant 7 : i32
  %a = call @run(%s2) : (i32) -> i64
  vector.print %a : i64
  %b = call @run(%s4) : (i32) -> i64
  vector.print %b : i64
  %c = call @run(%s7) : (i32) -> i64
  vector.print %c : i64
  return
}

// steps: i0 fresh +1 ; i1 keep ; i2 -> pre (50) ; i3 square 2500 > 50 -> g ;
// i4 fresh +1 ; i5 keep ; i6 -> pre ; ...
// steps=2: x = 2 ; steps=4: x = 2500 ; steps=7: x = pre = 50
// CHECK: 20050
// CHECK-NEXT: 25000050
// CHECK-NEXT: 500050
// CHECK: defects: none
