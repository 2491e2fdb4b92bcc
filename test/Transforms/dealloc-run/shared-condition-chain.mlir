// The diamond chain with one shared condition (bench/run.py's shared-cond
// family, 14 blocks): each block allocates a buffer, copies the one it
// received, selects between them on the one function-wide condition and
// branches on it again, forwarding the new buffer or the selection. Every
// branch's successors know the condition, so reclaim-canonicalize
// propagates it there, the deallocation's conditions fold, and the chain
// collapses into one block (the driver revisits the branches to a block
// left with its terminator, instead of one walk over the function per
// block: with ten walks at most, it would leave most of a long chain). The program must
// print the same sums with and without deallocation, for both values of
// the condition, and free every buffer once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline | FileCheck %s --check-prefix=IR

// IR-LABEL: func.func @chain
//   IR-NOT:   cf.cond_br
//   IR-NOT:   cf.br
//   IR-NOT:   llvm.
//       IR:   return
func.func @chain(%arg: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %i = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  cf.br ^b0(%arg : memref<8xf32>)
^b0(%m0: memref<8xf32>):
  %a0 = memref.alloc() : memref<8xf32>
  memref.copy %m0, %a0 : memref<8xf32> to memref<8xf32>
  %s0 = arith.select %c, %a0, %m0 : memref<8xf32>
  %l0 = memref.load %s0[%i] : memref<8xf32>
  %n0 = arith.addf %l0, %v : f32
  memref.store %n0, %s0[%i] : memref<8xf32>
  cf.cond_br %c, ^t0, ^e0
^t0:
  cf.br ^b1(%a0 : memref<8xf32>)
^e0:
  cf.br ^b1(%s0 : memref<8xf32>)
^b1(%m1: memref<8xf32>):
  %a1 = memref.alloc() : memref<8xf32>
  memref.copy %m1, %a1 : memref<8xf32> to memref<8xf32>
  %s1 = arith.select %c, %a1, %m1 : memref<8xf32>
  %l1 = memref.load %s1[%i] : memref<8xf32>
  %n1 = arith.addf %l1, %v : f32
  memref.store %n1, %s1[%i] : memref<8xf32>
  cf.cond_br %c, ^t1, ^e1
^t1:
  cf.br ^b2(%a1 : memref<8xf32>)
^e1:
  cf.br ^b2(%s1 : memref<8xf32>)
^b2(%m2: memref<8xf32>):
  %a2 = memref.alloc() : memref<8xf32>
  memref.copy %m2, %a2 : memref<8xf32> to memref<8xf32>
  %s2 = arith.select %c, %a2, %m2 : memref<8xf32>
  %l2 = memref.load %s2[%i] : memref<8xf32>
  %n2 = arith.addf %l2, %v : f32
  memref.store %n2, %s2[%i] : memref<8xf32>
  cf.cond_br %c, ^t2, ^e2
^t2:
  cf.br ^b3(%a2 : memref<8xf32>)
^e2:
  cf.br ^b3(%s2 : memref<8xf32>)
^b3(%m3: memref<8xf32>):
  %a3 = memref.alloc() : memref<8xf32>
  memref.copy %m3, %a3 : memref<8xf32> to memref<8xf32>
  %s3 = arith.select %c, %a3, %m3 : memref<8xf32>
  %l3 = memref.load %s3[%i] : memref<8xf32>
  %n3 = arith.addf %l3, %v : f32
  memref.store %n3, %s3[%i] : memref<8xf32>
  cf.cond_br %c, ^t3, ^e3
^t3:
  cf.br ^b4(%a3 : memref<8xf32>)
^e3:
  cf.br ^b4(%s3 : memref<8xf32>)
^b4(%m4: memref<8xf32>):
  %a4 = memref.alloc() : memref<8xf32>
  memref.copy %m4, %a4 : memref<8xf32> to memref<8xf32>
  %s4 = arith.select %c, %a4, %m4 : memref<8xf32>
  %l4 = memref.load %s4[%i] : memref<8xf32>
  %n4 = arith.addf %l4, %v : f32
  memref.store %n4, %s4[%i] : memref<8xf32>
  cf.cond_br %c, ^t4, ^e4
^t4:
  cf.br ^b5(%a4 : memref<8xf32>)
^e4:
  cf.br ^b5(%s4 : memref<8xf32>)
^b5(%m5: memref<8xf32>):
  %a5 = memref.alloc() : memref<8xf32>
  memref.copy %m5, %a5 : memref<8xf32> to memref<8xf32>
  %s5 = arith.select %c, %a5, %m5 : memref<8xf32>
  %l5 = memref.load %s5[%i] : memref<8xf32>
  %n5 = arith.addf %l5, %v : f32
  memref.store %n5, %s5[%i] : memref<8xf32>
  cf.cond_br %c, ^t5, ^e5
^t5:
  cf.br ^b6(%a5 : memref<8xf32>)
^e5:
  cf.br ^b6(%s5 : memref<8xf32>)
^b6(%m6: memref<8xf32>):
  %a6 = memref.alloc() : memref<8xf32>
  memref.copy %m6, %a6 : memref<8xf32> to memref<8xf32>
  %s6 = arith.select %c, %a6, %m6 : memref<8xf32>
  %l6 = memref.load %s6[%i] : memref<8xf32>
  %n6 = arith.addf %l6, %v : f32
  memref.store %n6, %s6[%i] : memref<8xf32>
  cf.cond_br %c, ^t6, ^e6
^t6:
  cf.br ^b7(%a6 : memref<8xf32>)
^e6:
  cf.br ^b7(%s6 : memref<8xf32>)
^b7(%m7: memref<8xf32>):
  %a7 = memref.alloc() : memref<8xf32>
  memref.copy %m7, %a7 : memref<8xf32> to memref<8xf32>
  %s7 = arith.select %c, %a7, %m7 : memref<8xf32>
  %l7 = memref.load %s7[%i] : memref<8xf32>
  %n7 = arith.addf %l7, %v : f32
  memref.store %n7, %s7[%i] : memref<8xf32>
  cf.cond_br %c, ^t7, ^e7
^t7:
  cf.br ^b8(%a7 : memref<8xf32>)
^e7:
  cf.br ^b8(%s7 : memref<8xf32>)
^b8(%m8: memref<8xf32>):
  %a8 = memref.alloc() : memref<8xf32>
  memref.copy %m8, %a8 : memref<8xf32> to memref<8xf32>
  %s8 = arith.select %c, %a8, %m8 : memref<8xf32>
  %l8 = memref.load %s8[%i] : memref<8xf32>
  %n8 = arith.addf %l8, %v : f32
  memref.store %n8, %s8[%i] : memref<8xf32>
  cf.cond_br %c, ^t8, ^e8
^t8:
  cf.br ^b9(%a8 : memref<8xf32>)
^e8:
  cf.br ^b9(%s8 : memref<8xf32>)
^b9(%m9: memref<8xf32>):
  %a9 = memref.alloc() : memref<8xf32>
  memref.copy %m9, %a9 : memref<8xf32> to memref<8xf32>
  %s9 = arith.select %c, %a9, %m9 : memref<8xf32>
  %l9 = memref.load %s9[%i] : memref<8xf32>
  %n9 = arith.addf %l9, %v : f32
  memref.store %n9, %s9[%i] : memref<8xf32>
  cf.cond_br %c, ^t9, ^e9
^t9:
  cf.br ^b10(%a9 : memref<8xf32>)
^e9:
  cf.br ^b10(%s9 : memref<8xf32>)
^b10(%m10: memref<8xf32>):
  %a10 = memref.alloc() : memref<8xf32>
  memref.copy %m10, %a10 : memref<8xf32> to memref<8xf32>
  %s10 = arith.select %c, %a10, %m10 : memref<8xf32>
  %l10 = memref.load %s10[%i] : memref<8xf32>
  %n10 = arith.addf %l10, %v : f32
  memref.store %n10, %s10[%i] : memref<8xf32>
  cf.cond_br %c, ^t10, ^e10
^t10:
  cf.br ^b11(%a10 : memref<8xf32>)
^e10:
  cf.br ^b11(%s10 : memref<8xf32>)
^b11(%m11: memref<8xf32>):
  %a11 = memref.alloc() : memref<8xf32>
  memref.copy %m11, %a11 : memref<8xf32> to memref<8xf32>
  %s11 = arith.select %c, %a11, %m11 : memref<8xf32>
  %l11 = memref.load %s11[%i] : memref<8xf32>
  %n11 = arith.addf %l11, %v : f32
  memref.store %n11, %s11[%i] : memref<8xf32>
  cf.cond_br %c, ^t11, ^e11
^t11:
  cf.br ^b12(%a11 : memref<8xf32>)
^e11:
  cf.br ^b12(%s11 : memref<8xf32>)
^b12(%m12: memref<8xf32>):
  %a12 = memref.alloc() : memref<8xf32>
  memref.copy %m12, %a12 : memref<8xf32> to memref<8xf32>
  %s12 = arith.select %c, %a12, %m12 : memref<8xf32>
  %l12 = memref.load %s12[%i] : memref<8xf32>
  %n12 = arith.addf %l12, %v : f32
  memref.store %n12, %s12[%i] : memref<8xf32>
  cf.cond_br %c, ^t12, ^e12
^t12:
  cf.br ^b13(%a12 : memref<8xf32>)
^e12:
  cf.br ^b13(%s12 : memref<8xf32>)
^b13(%m13: memref<8xf32>):
  %a13 = memref.alloc() : memref<8xf32>
  memref.copy %m13, %a13 : memref<8xf32> to memref<8xf32>
  %s13 = arith.select %c, %a13, %m13 : memref<8xf32>
  %l13 = memref.load %s13[%i] : memref<8xf32>
  %n13 = arith.addf %l13, %v : f32
  memref.store %n13, %s13[%i] : memref<8xf32>
  cf.cond_br %c, ^t13, ^e13
^t13:
  cf.br ^b14(%a13 : memref<8xf32>)
^e13:
  cf.br ^b14(%s13 : memref<8xf32>)
^b14(%m14: memref<8xf32>):
  return %m14 : memref<8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<8xf32>
  memref.store %z, %in[%c0] : memref<8xf32>
  %r1 = call @chain(%in, %t) : (memref<8xf32>, i1) -> memref<8xf32>
  %x1 = memref.load %r1[%c0] : memref<8xf32>
  vector.print %x1 : f32
  %y1 = memref.load %in[%c0] : memref<8xf32>
  vector.print %y1 : f32
  %r2 = call @chain(%in, %f) : (memref<8xf32>, i1) -> memref<8xf32>
  %x2 = memref.load %r2[%c0] : memref<8xf32>
  vector.print %x2 : f32
  return
}

// c = true: each block adds 1 to its own copy: 14; the input stays 0.
// c = false: every block adds 1 to the input itself (the selection is the
// buffer received): 14.
// CHECK: 14
// CHECK-NEXT: 0
// CHECK-NEXT: 14
// CHECK: defects: none
