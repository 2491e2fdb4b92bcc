// A nest of 20 scf.if on one condition, each level allocating a buffer that
// copies the one above and is yielded out (bench/run.py's nested family on
// one condition). reclaim-canonicalize knows the condition is true inside
// every then-region, so the nested scf.if fold away and the ownership flags
// and frees of the levels below the first become unconditional. The program
// must print the same values with and without deallocation, for both values
// of the condition, and free every buffer exactly once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline | FileCheck %s --check-prefix=IR

// One scf.if is left for the nest (the outermost); the frees inside it are
// unconditional (the previous canonicalizer left all 20 levels).
// IR-LABEL: func.func private @nest
//       IR:   scf.if %arg1 -> (memref<8xf32>) {
//   IR-NOT:     scf.if
//       IR:     memref.dealloc %alloc_17 {reclaim.ownership_free}
//   IR-NOT:     scf.if
//       IR:   } else {
func.func private @nest(%arg: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %n0 = scf.if %c -> (memref<8xf32>) {
    %a0 = memref.alloc() : memref<8xf32>
    memref.copy %arg, %a0 : memref<8xf32> to memref<8xf32>
    %l0 = memref.load %a0[%i] : memref<8xf32>
    %s0 = arith.addf %l0, %one : f32
    memref.store %s0, %a0[%i] : memref<8xf32>
    %n1 = scf.if %c -> (memref<8xf32>) {
      %a1 = memref.alloc() : memref<8xf32>
      memref.copy %a0, %a1 : memref<8xf32> to memref<8xf32>
      %l1 = memref.load %a1[%i] : memref<8xf32>
      %s1 = arith.addf %l1, %one : f32
      memref.store %s1, %a1[%i] : memref<8xf32>
      %n2 = scf.if %c -> (memref<8xf32>) {
        %a2 = memref.alloc() : memref<8xf32>
        memref.copy %a1, %a2 : memref<8xf32> to memref<8xf32>
        %l2 = memref.load %a2[%i] : memref<8xf32>
        %s2 = arith.addf %l2, %one : f32
        memref.store %s2, %a2[%i] : memref<8xf32>
        %n3 = scf.if %c -> (memref<8xf32>) {
          %a3 = memref.alloc() : memref<8xf32>
          memref.copy %a2, %a3 : memref<8xf32> to memref<8xf32>
          %l3 = memref.load %a3[%i] : memref<8xf32>
          %s3 = arith.addf %l3, %one : f32
          memref.store %s3, %a3[%i] : memref<8xf32>
          %n4 = scf.if %c -> (memref<8xf32>) {
            %a4 = memref.alloc() : memref<8xf32>
            memref.copy %a3, %a4 : memref<8xf32> to memref<8xf32>
            %l4 = memref.load %a4[%i] : memref<8xf32>
            %s4 = arith.addf %l4, %one : f32
            memref.store %s4, %a4[%i] : memref<8xf32>
            %n5 = scf.if %c -> (memref<8xf32>) {
              %a5 = memref.alloc() : memref<8xf32>
              memref.copy %a4, %a5 : memref<8xf32> to memref<8xf32>
              %l5 = memref.load %a5[%i] : memref<8xf32>
              %s5 = arith.addf %l5, %one : f32
              memref.store %s5, %a5[%i] : memref<8xf32>
              %n6 = scf.if %c -> (memref<8xf32>) {
                %a6 = memref.alloc() : memref<8xf32>
                memref.copy %a5, %a6 : memref<8xf32> to memref<8xf32>
                %l6 = memref.load %a6[%i] : memref<8xf32>
                %s6 = arith.addf %l6, %one : f32
                memref.store %s6, %a6[%i] : memref<8xf32>
                %n7 = scf.if %c -> (memref<8xf32>) {
                  %a7 = memref.alloc() : memref<8xf32>
                  memref.copy %a6, %a7 : memref<8xf32> to memref<8xf32>
                  %l7 = memref.load %a7[%i] : memref<8xf32>
                  %s7 = arith.addf %l7, %one : f32
                  memref.store %s7, %a7[%i] : memref<8xf32>
                  %n8 = scf.if %c -> (memref<8xf32>) {
                    %a8 = memref.alloc() : memref<8xf32>
                    memref.copy %a7, %a8 : memref<8xf32> to memref<8xf32>
                    %l8 = memref.load %a8[%i] : memref<8xf32>
                    %s8 = arith.addf %l8, %one : f32
                    memref.store %s8, %a8[%i] : memref<8xf32>
                    %n9 = scf.if %c -> (memref<8xf32>) {
                      %a9 = memref.alloc() : memref<8xf32>
                      memref.copy %a8, %a9 : memref<8xf32> to memref<8xf32>
                      %l9 = memref.load %a9[%i] : memref<8xf32>
                      %s9 = arith.addf %l9, %one : f32
                      memref.store %s9, %a9[%i] : memref<8xf32>
                      %n10 = scf.if %c -> (memref<8xf32>) {
                        %a10 = memref.alloc() : memref<8xf32>
                        memref.copy %a9, %a10 : memref<8xf32> to memref<8xf32>
                        %l10 = memref.load %a10[%i] : memref<8xf32>
                        %s10 = arith.addf %l10, %one : f32
                        memref.store %s10, %a10[%i] : memref<8xf32>
                        %n11 = scf.if %c -> (memref<8xf32>) {
                          %a11 = memref.alloc() : memref<8xf32>
                          memref.copy %a10, %a11 : memref<8xf32> to memref<8xf32>
                          %l11 = memref.load %a11[%i] : memref<8xf32>
                          %s11 = arith.addf %l11, %one : f32
                          memref.store %s11, %a11[%i] : memref<8xf32>
                          %n12 = scf.if %c -> (memref<8xf32>) {
                            %a12 = memref.alloc() : memref<8xf32>
                            memref.copy %a11, %a12 : memref<8xf32> to memref<8xf32>
                            %l12 = memref.load %a12[%i] : memref<8xf32>
                            %s12 = arith.addf %l12, %one : f32
                            memref.store %s12, %a12[%i] : memref<8xf32>
                            %n13 = scf.if %c -> (memref<8xf32>) {
                              %a13 = memref.alloc() : memref<8xf32>
                              memref.copy %a12, %a13 : memref<8xf32> to memref<8xf32>
                              %l13 = memref.load %a13[%i] : memref<8xf32>
                              %s13 = arith.addf %l13, %one : f32
                              memref.store %s13, %a13[%i] : memref<8xf32>
                              %n14 = scf.if %c -> (memref<8xf32>) {
                                %a14 = memref.alloc() : memref<8xf32>
                                memref.copy %a13, %a14 : memref<8xf32> to memref<8xf32>
                                %l14 = memref.load %a14[%i] : memref<8xf32>
                                %s14 = arith.addf %l14, %one : f32
                                memref.store %s14, %a14[%i] : memref<8xf32>
                                %n15 = scf.if %c -> (memref<8xf32>) {
                                  %a15 = memref.alloc() : memref<8xf32>
                                  memref.copy %a14, %a15 : memref<8xf32> to memref<8xf32>
                                  %l15 = memref.load %a15[%i] : memref<8xf32>
                                  %s15 = arith.addf %l15, %one : f32
                                  memref.store %s15, %a15[%i] : memref<8xf32>
                                  %n16 = scf.if %c -> (memref<8xf32>) {
                                    %a16 = memref.alloc() : memref<8xf32>
                                    memref.copy %a15, %a16 : memref<8xf32> to memref<8xf32>
                                    %l16 = memref.load %a16[%i] : memref<8xf32>
                                    %s16 = arith.addf %l16, %one : f32
                                    memref.store %s16, %a16[%i] : memref<8xf32>
                                    %n17 = scf.if %c -> (memref<8xf32>) {
                                      %a17 = memref.alloc() : memref<8xf32>
                                      memref.copy %a16, %a17 : memref<8xf32> to memref<8xf32>
                                      %l17 = memref.load %a17[%i] : memref<8xf32>
                                      %s17 = arith.addf %l17, %one : f32
                                      memref.store %s17, %a17[%i] : memref<8xf32>
                                      %n18 = scf.if %c -> (memref<8xf32>) {
                                        %a18 = memref.alloc() : memref<8xf32>
                                        memref.copy %a17, %a18 : memref<8xf32> to memref<8xf32>
                                        %l18 = memref.load %a18[%i] : memref<8xf32>
                                        %s18 = arith.addf %l18, %one : f32
                                        memref.store %s18, %a18[%i] : memref<8xf32>
                                        %n19 = scf.if %c -> (memref<8xf32>) {
                                          %a19 = memref.alloc() : memref<8xf32>
                                          memref.copy %a18, %a19 : memref<8xf32> to memref<8xf32>
                                          %l19 = memref.load %a19[%i] : memref<8xf32>
                                          %s19 = arith.addf %l19, %one : f32
                                          memref.store %s19, %a19[%i] : memref<8xf32>
                                          scf.yield %a19 : memref<8xf32>
                                        } else {
                                          scf.yield %a18 : memref<8xf32>
                                        }
                                        scf.yield %n19 : memref<8xf32>
                                      } else {
                                        scf.yield %a17 : memref<8xf32>
                                      }
                                      scf.yield %n18 : memref<8xf32>
                                    } else {
                                      scf.yield %a16 : memref<8xf32>
                                    }
                                    scf.yield %n17 : memref<8xf32>
                                  } else {
                                    scf.yield %a15 : memref<8xf32>
                                  }
                                  scf.yield %n16 : memref<8xf32>
                                } else {
                                  scf.yield %a14 : memref<8xf32>
                                }
                                scf.yield %n15 : memref<8xf32>
                              } else {
                                scf.yield %a13 : memref<8xf32>
                              }
                              scf.yield %n14 : memref<8xf32>
                            } else {
                              scf.yield %a12 : memref<8xf32>
                            }
                            scf.yield %n13 : memref<8xf32>
                          } else {
                            scf.yield %a11 : memref<8xf32>
                          }
                          scf.yield %n12 : memref<8xf32>
                        } else {
                          scf.yield %a10 : memref<8xf32>
                        }
                        scf.yield %n11 : memref<8xf32>
                      } else {
                        scf.yield %a9 : memref<8xf32>
                      }
                      scf.yield %n10 : memref<8xf32>
                    } else {
                      scf.yield %a8 : memref<8xf32>
                    }
                    scf.yield %n9 : memref<8xf32>
                  } else {
                    scf.yield %a7 : memref<8xf32>
                  }
                  scf.yield %n8 : memref<8xf32>
                } else {
                  scf.yield %a6 : memref<8xf32>
                }
                scf.yield %n7 : memref<8xf32>
              } else {
                scf.yield %a5 : memref<8xf32>
              }
              scf.yield %n6 : memref<8xf32>
            } else {
              scf.yield %a4 : memref<8xf32>
            }
            scf.yield %n5 : memref<8xf32>
          } else {
            scf.yield %a3 : memref<8xf32>
          }
          scf.yield %n4 : memref<8xf32>
        } else {
          scf.yield %a2 : memref<8xf32>
        }
        scf.yield %n3 : memref<8xf32>
      } else {
        scf.yield %a1 : memref<8xf32>
      }
      scf.yield %n2 : memref<8xf32>
    } else {
      scf.yield %a0 : memref<8xf32>
    }
    scf.yield %n1 : memref<8xf32>
  } else {
    scf.yield %arg : memref<8xf32>
  }
  return %n0 : memref<8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<8xf32>
  memref.store %z, %in[%c0] : memref<8xf32>
  %r1 = call @nest(%in, %t) : (memref<8xf32>, i1) -> memref<8xf32>
  %x1 = memref.load %r1[%c0] : memref<8xf32>
  vector.print %x1 : f32
  %r2 = call @nest(%in, %f) : (memref<8xf32>, i1) -> memref<8xf32>
  %x2 = memref.load %r2[%c0] : memref<8xf32>
  vector.print %x2 : f32
  return
}

// c = true: each of the 20 levels adds 1 to its own copy; c = false: the
// input (0) comes back, as a copy the caller owns.
// CHECK: 20
// CHECK-NEXT: 0
// CHECK: defects: none
