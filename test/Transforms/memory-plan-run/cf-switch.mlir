// cf.switch. In @run, two cases allocate temporaries of different types and
// a result buffer passed to the join block, the default case passes %live
// itself; %z, allocated in the join block, must not overlap the joined
// buffer or %live. In @machine a cf.switch dispatches in every iteration of
// a cf loop to cases that allocate temporaries while %acc, allocated in the
// entry block, is read and written after them.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @run(%sel: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c15 = arith.constant 15 : index
  %two = arith.constant 2 : i64
  %m1 = arith.constant -1 : i64
  // %live = [1000, 2000]
  %live = memref.alloc() : memref<2xi64>
  %v1000 = arith.constant 1000 : i64
  %v2000 = arith.constant 2000 : i64
  memref.store %v1000, %live[%c0] : memref<2xi64>
  memref.store %v2000, %live[%c1] : memref<2xi64>
  cf.switch %sel : i32, [
    default: ^d,
    0: ^a,
    1: ^b
  ]

^a:
  // o[j] = live[1 - j] + t[j] + t[j + 2] = [2010, 1010]
  %t = memref.alloc() : memref<4xi32>
  %v5 = arith.constant 5 : i32
  linalg.fill ins(%v5 : i32) outs(%t : memref<4xi32>)
  %oa = memref.alloc() : memref<2xi64>
  linalg.fill ins(%m1 : i64) outs(%oa : memref<2xi64>)
  scf.for %j = %c0 to %c2 step %c1 {
    %jr = arith.subi %c1, %j : index
    %j2 = arith.addi %j, %c2 : index
    %l = memref.load %live[%jr] : memref<2xi64>
    %x = memref.load %t[%j] : memref<4xi32>
    %y = memref.load %t[%j2] : memref<4xi32>
    %xy = arith.addi %x, %y : i32
    %xy64 = arith.extsi %xy : i32 to i64
    %v = arith.addi %l, %xy64 : i64
    memref.store %v, %oa[%j] : memref<2xi64>
  }
  cf.br ^join(%oa : memref<2xi64>)

^b:
  // o[j] = live[j] * 2 + t8[0] + t8[15] + (u == [0.5, 0.5]) = [2005, 4005]
  %t8 = memref.alloc() : memref<16xi8>
  %i2 = arith.constant 2 : i8
  linalg.fill ins(%i2 : i8) outs(%t8 : memref<16xi8>)
  %u = memref.alloc() : memref<2xf64>
  %half = arith.constant 0.5 : f64
  linalg.fill ins(%half : f64) outs(%u : memref<2xf64>)
  %ob = memref.alloc() : memref<2xi64>
  linalg.fill ins(%m1 : i64) outs(%ob : memref<2xi64>)
  %a0 = memref.load %t8[%c0] : memref<16xi8>
  %a15 = memref.load %t8[%c15] : memref<16xi8>
  %u0 = memref.load %u[%c0] : memref<2xf64>
  %u1 = memref.load %u[%c1] : memref<2xf64>
  %a = arith.addi %a0, %a15 : i8
  %a64 = arith.extsi %a : i8 to i64
  // 1 if both elements are exactly 0.5 (a partial overlap can change a
  // float by less than fptosi rounds away).
  %e0 = arith.cmpf oeq, %u0, %half : f64
  %e1 = arith.cmpf oeq, %u1, %half : f64
  %e01 = arith.andi %e0, %e1 : i1
  %u64 = arith.extui %e01 : i1 to i64
  %extra = arith.addi %a64, %u64 : i64
  scf.for %j = %c0 to %c2 step %c1 {
    %l = memref.load %live[%j] : memref<2xi64>
    %l2 = arith.muli %l, %two : i64
    %v = arith.addi %l2, %extra : i64
    memref.store %v, %ob[%j] : memref<2xi64>
  }
  cf.br ^join(%ob : memref<2xi64>)

^d:
  cf.br ^join(%live : memref<2xi64>)

^join(%m: memref<2xi64>):
  %z = memref.alloc() : memref<2xi64>
  %v3 = arith.constant 3 : i64
  linalg.fill ins(%v3 : i64) outs(%z : memref<2xi64>)
  %m0 = memref.load %m[%c0] : memref<2xi64>
  %m1v = memref.load %m[%c1] : memref<2xi64>
  vector.print %m0 : i64
  vector.print %m1v : i64
  %l0 = memref.load %live[%c0] : memref<2xi64>
  %l1 = memref.load %live[%c1] : memref<2xi64>
  %ls = arith.addi %l0, %l1 : i64
  vector.print %ls : i64
  %z0 = memref.load %z[%c0] : memref<2xi64>
  %z1 = memref.load %z[%c1] : memref<2xi64>
  %zs = arith.addi %z0, %z1 : i64
  vector.print %zs : i64
  return
}

// for i in 0..6: case i % 3 of 0: acc += t[0] + t[1] + t[2] with t filled
// with i; 1: acc += s[0] + s[1] with s filled with 10; default: acc += 1000.
func.func @machine() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %six = arith.constant 6 : i64
  %acc = memref.alloc() : memref<1xi64>
  memref.store %zero, %acc[%c0] : memref<1xi64>
  cf.br ^head(%zero : i64)

^head(%i: i64):
  %more = arith.cmpi slt, %i, %six : i64
  cf.cond_br %more, ^body, ^done

^body:
  %k = arith.remsi %i, %three : i64
  %k32 = arith.trunci %k : i64 to i32
  cf.switch %k32 : i32, [
    default: ^other,
    0: ^case0,
    1: ^case1
  ]

^case0:
  %t = memref.alloc() : memref<3xi64>
  linalg.fill ins(%i : i64) outs(%t : memref<3xi64>)
  %t0 = memref.load %t[%c0] : memref<3xi64>
  %t1 = memref.load %t[%c1] : memref<3xi64>
  %t2 = memref.load %t[%c2] : memref<3xi64>
  %ts1 = arith.addi %t0, %t1 : i64
  %ts = arith.addi %ts1, %t2 : i64
  cf.br ^latch(%ts : i64)

^case1:
  %s = memref.alloc() : memref<2xi32>
  %v10 = arith.constant 10 : i32
  linalg.fill ins(%v10 : i32) outs(%s : memref<2xi32>)
  %s0 = memref.load %s[%c0] : memref<2xi32>
  %s1 = memref.load %s[%c1] : memref<2xi32>
  %ss = arith.addi %s0, %s1 : i32
  %ss64 = arith.extsi %ss : i32 to i64
  cf.br ^latch(%ss64 : i64)

^other:
  %v1000 = arith.constant 1000 : i64
  cf.br ^latch(%v1000 : i64)

^latch(%d: i64):
  %old = memref.load %acc[%c0] : memref<1xi64>
  %new = arith.addi %old, %d : i64
  memref.store %new, %acc[%c0] : memref<1xi64>
  %i2 = arith.addi %i, %one : i64
  cf.br ^head(%i2 : i64)

^done:
  %r = memref.load %acc[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

func.func @main() {
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s7 = arith.constant 7 : i32
  call @run(%s0) : (i32) -> ()
  call @run(%s1) : (i32) -> ()
  call @run(%s7) : (i32) -> ()
  call @machine() : () -> ()
  return
}

// case 0
// CHECK:      2010
// CHECK-NEXT: 1010
// CHECK-NEXT: 3000
// CHECK-NEXT: 6
// case 1
// CHECK-NEXT: 2005
// CHECK-NEXT: 4005
// CHECK-NEXT: 3000
// CHECK-NEXT: 6
// default: the joined buffer is %live
// CHECK-NEXT: 1000
// CHECK-NEXT: 2000
// CHECK-NEXT: 3000
// CHECK-NEXT: 6
// @machine: 0 + 20 + 1000 + 9 + 20 + 1000
// CHECK-NEXT: 2049
// CHECK: defects: none
