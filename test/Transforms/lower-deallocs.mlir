// RUN: reclaim-opt %s -reclaim-lower-deallocs -split-input-file \
// RUN: | FileCheck %s --check-prefixes=CHECK,INLINE
// RUN: reclaim-opt %s -reclaim-lower-deallocs=inline-limit=0 -split-input-file \
// RUN: | FileCheck %s --check-prefixes=CHECK,HELPER

// One memref, no retained value: a conditional free and nothing else, under
// any inline limit.

// CHECK-LABEL: func @single
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
//  CHECK-NEXT:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @single(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

// Constant conditions fold: true frees unconditionally, false frees nothing.

// CHECK-LABEL: func @single_constant
//  CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>)
//  CHECK-NEXT:   arith.constant true
//  CHECK-NEXT:   arith.constant false
//  CHECK-NEXT:   memref.dealloc %[[A]] : memref<2xf32>
//  CHECK-NEXT:   return
func.func @single_constant(%a: memref<2xf32>, %b: memref<2xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  bufferization.dealloc (%a : memref<2xf32>) if (%true)
  bufferization.dealloc (%b : memref<2xf32>) if (%false)
  return
}

// -----

// One memref, two retained values: one pointer comparison per retained value
// (linear code, even with inline-limit=0); the memref is freed only if it
// aliases none of them, and result j is "cond and aliases r_j".

// CHECK-LABEL: func @single_retained
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[R0:.*]]: memref<2xf32>, %[[R1:.*]]: memref<4xi8>)
//   CHECK-NOT:   call
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[PM_D:.*]] = builtin.unrealized_conversion_cast %[[M]]
//   CHECK-DAG:   %[[PM_A:.*]] = llvm.extractvalue %[[PM_D]][0]
//   CHECK-DAG:   %[[PM_I:.*]] = llvm.ptrtoint %[[PM_A]]
//   CHECK-DAG:   %[[PM:.*]] = arith.index_cast %[[PM_I]]
//   CHECK-DAG:   %[[P0_D:.*]] = builtin.unrealized_conversion_cast %[[R0]]
//   CHECK-DAG:   %[[P0_A:.*]] = llvm.extractvalue %[[P0_D]][0]
//   CHECK-DAG:   %[[P0_I:.*]] = llvm.ptrtoint %[[P0_A]]
//   CHECK-DAG:   %[[P0:.*]] = arith.index_cast %[[P0_I]]
//   CHECK-DAG:   %[[P1_D:.*]] = builtin.unrealized_conversion_cast %[[R1]]
//   CHECK-DAG:   %[[P1_A:.*]] = llvm.extractvalue %[[P1_D]][0]
//   CHECK-DAG:   %[[P1_I:.*]] = llvm.ptrtoint %[[P1_A]]
//   CHECK-DAG:   %[[P1:.*]] = arith.index_cast %[[P1_I]]
//   CHECK-DAG:   %[[E0:.*]] = arith.cmpi eq, %[[PM]], %[[P0]] : index
//   CHECK-DAG:   %[[E1:.*]] = arith.cmpi eq, %[[PM]], %[[P1]] : index
//   CHECK-DAG:   %[[O0:.*]] = arith.andi %[[C]], %[[E0]] : i1
//   CHECK-DAG:   %[[O1:.*]] = arith.andi %[[C]], %[[E1]] : i1
//   CHECK-DAG:   %[[ANY:.*]] = arith.ori %[[E0]], %[[E1]] : i1
//   CHECK-DAG:   %[[NONE:.*]] = arith.xori %[[ANY]], %[[TRUE]] : i1
//   CHECK-DAG:   %[[FREE:.*]] = arith.andi %[[C]], %[[NONE]] : i1
//       CHECK:   scf.if %[[FREE]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[O0]], %[[O1]] : i1, i1
func.func @single_retained(%m: memref<2xf32>, %c: i1, %r0: memref<2xf32>,
                           %r1: memref<4xi8>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c)
                           retain (%r0, %r1 : memref<2xf32>, memref<4xi8>)
  return %0#0, %0#1 : i1, i1
}

// -----

// A memref retained as the very same SSA value needs no comparison: it is
// never freed and its result is its condition.

// CHECK-LABEL: func @single_retains_itself
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
//  CHECK-NEXT:   return %[[C]] : i1
func.func @single_retains_itself(%m: memref<2xf32>, %c: i1) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c)
                         retain (%m : memref<2xf32>)
  return %0 : i1
}

// -----

// Two memrefs, one retained value: 1 + 2 comparisons, inline by default. The
// second memref is not freed when the first one has a true condition and the
// same base buffer, so a buffer is freed once through its first live alias.

// CHECK-LABEL: func @general_inline
//  CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[CA:.*]]: i1, %[[CB:.*]]: i1, %[[R:.*]]: memref<2xf32>)
//   INLINE-NOT:   call
//   INLINE-DAG:   %[[TRUE:.*]] = arith.constant true
//   INLINE-DAG:   %[[PA_D:.*]] = builtin.unrealized_conversion_cast %[[A]]
//   INLINE-DAG:   %[[PA_A:.*]] = llvm.extractvalue %[[PA_D]][0]
//   INLINE-DAG:   %[[PA_I:.*]] = llvm.ptrtoint %[[PA_A]]
//   INLINE-DAG:   %[[PA:.*]] = arith.index_cast %[[PA_I]]
//   INLINE-DAG:   %[[PB_D:.*]] = builtin.unrealized_conversion_cast %[[B]]
//   INLINE-DAG:   %[[PB_A:.*]] = llvm.extractvalue %[[PB_D]][0]
//   INLINE-DAG:   %[[PB_I:.*]] = llvm.ptrtoint %[[PB_A]]
//   INLINE-DAG:   %[[PB:.*]] = arith.index_cast %[[PB_I]]
//   INLINE-DAG:   %[[PR_D:.*]] = builtin.unrealized_conversion_cast %[[R]]
//   INLINE-DAG:   %[[PR_A:.*]] = llvm.extractvalue %[[PR_D]][0]
//   INLINE-DAG:   %[[PR_I:.*]] = llvm.ptrtoint %[[PR_A]]
//   INLINE-DAG:   %[[PR:.*]] = arith.index_cast %[[PR_I]]
//   INLINE-DAG:   %[[AR:.*]] = arith.cmpi eq, %[[PA]], %[[PR]] : index
//   INLINE-DAG:   %[[BR:.*]] = arith.cmpi eq, %[[PB]], %[[PR]] : index
//   INLINE-DAG:   %[[AB:.*]] = arith.cmpi eq, %[[PA]], %[[PB]] : index
//   INLINE-DAG:   %[[NOTAR:.*]] = arith.xori %[[AR]], %[[TRUE]] : i1
//   INLINE-DAG:   %[[FREEA:.*]] = arith.andi %[[CA]], %[[NOTAR]] : i1
//   INLINE-DAG:   %[[AFREESB:.*]] = arith.andi %[[CA]], %[[AB]] : i1
//   INLINE-DAG:   %[[KEEPB:.*]] = arith.ori %[[BR]], %[[AFREESB]] : i1
//   INLINE-DAG:   %[[NOTKEEPB:.*]] = arith.xori %[[KEEPB]], %[[TRUE]] : i1
//   INLINE-DAG:   %[[FREEB:.*]] = arith.andi %[[CB]], %[[NOTKEEPB]] : i1
//   INLINE-DAG:   %[[OA:.*]] = arith.andi %[[CA]], %[[AR]] : i1
//   INLINE-DAG:   %[[OB:.*]] = arith.andi %[[CB]], %[[BR]] : i1
//   INLINE-DAG:   %[[OWN:.*]] = arith.ori %[[OA]], %[[OB]] : i1
//       INLINE:   scf.if %[[FREEA]] {
//  INLINE-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//  INLINE-NEXT:   }
//  INLINE-NEXT:   scf.if %[[FREEB]] {
//  INLINE-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
//  INLINE-NEXT:   }
//  INLINE-NEXT:   return %[[OWN]] : i1

// With inline-limit=0 the same dealloc calls the helper: pointers and
// conditions go to scratch buffers allocated on the stack in the entry block,
// entries [0, 2) for the memrefs and 2 for the retained value.
//   HELPER-DAG:   %[[KEYS0:.*]] = memref.alloca() : memref<3xindex>
//   HELPER-DAG:   %[[KEYS:.*]] = memref.cast %[[KEYS0]] : memref<3xindex> to memref<?xindex>
//   HELPER-DAG:   %[[PERM0:.*]] = memref.alloca() : memref<3xindex>
//   HELPER-DAG:   %[[PERM:.*]] = memref.cast %[[PERM0]] : memref<3xindex> to memref<?xindex>
//   HELPER-DAG:   %[[FLAGS0:.*]] = memref.alloca() : memref<3xi1>
//   HELPER-DAG:   %[[FLAGS:.*]] = memref.cast %[[FLAGS0]] : memref<3xi1> to memref<?xi1>
//   HELPER-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   HELPER-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   HELPER-DAG:   %[[C2:.*]] = arith.constant 2 : index
//   HELPER-DAG:   %[[C3:.*]] = arith.constant 3 : index
//   HELPER-DAG:   %[[PA_D:.*]] = builtin.unrealized_conversion_cast %[[A]]
//   HELPER-DAG:   %[[PA_A:.*]] = llvm.extractvalue %[[PA_D]][0]
//   HELPER-DAG:   %[[PA_I:.*]] = llvm.ptrtoint %[[PA_A]]
//   HELPER-DAG:   %[[PA:.*]] = arith.index_cast %[[PA_I]]
//   HELPER-DAG:   %[[PB_D:.*]] = builtin.unrealized_conversion_cast %[[B]]
//   HELPER-DAG:   %[[PB_A:.*]] = llvm.extractvalue %[[PB_D]][0]
//   HELPER-DAG:   %[[PB_I:.*]] = llvm.ptrtoint %[[PB_A]]
//   HELPER-DAG:   %[[PB:.*]] = arith.index_cast %[[PB_I]]
//   HELPER-DAG:   %[[PR_D:.*]] = builtin.unrealized_conversion_cast %[[R]]
//   HELPER-DAG:   %[[PR_A:.*]] = llvm.extractvalue %[[PR_D]][0]
//   HELPER-DAG:   %[[PR_I:.*]] = llvm.ptrtoint %[[PR_A]]
//   HELPER-DAG:   %[[PR:.*]] = arith.index_cast %[[PR_I]]
//   HELPER-DAG:   memref.store %[[PA]], %[[KEYS]][%[[C0]]] {reclaim.compared_address} : memref<?xindex>
//   HELPER-DAG:   memref.store %[[PB]], %[[KEYS]][%[[C1]]] {reclaim.compared_address} : memref<?xindex>
//   HELPER-DAG:   memref.store %[[PR]], %[[KEYS]][%[[C2]]] {reclaim.compared_address} : memref<?xindex>
//   HELPER-DAG:   memref.store %[[CA]], %[[FLAGS]][%[[C0]]] : memref<?xi1>
//   HELPER-DAG:   memref.store %[[CB]], %[[FLAGS]][%[[C1]]] : memref<?xi1>
//       HELPER:   call @reclaim_dealloc_helper(%[[KEYS]], %[[PERM]], %[[FLAGS]], %[[C2]], %[[C3]])
//  HELPER-NEXT:   %[[FREEA:.*]] = memref.load %[[FLAGS]][%[[C0]]] : memref<?xi1>
//  HELPER-NEXT:   scf.if %[[FREEA]] {
//  HELPER-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//  HELPER-NEXT:   }
//  HELPER-NEXT:   %[[FREEB:.*]] = memref.load %[[FLAGS]][%[[C1]]] : memref<?xi1>
//  HELPER-NEXT:   scf.if %[[FREEB]] {
//  HELPER-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
//  HELPER-NEXT:   }
//  HELPER-NEXT:   %[[OWN:.*]] = memref.load %[[FLAGS]][%[[C2]]] : memref<?xi1>
//  HELPER-NEXT:   return %[[OWN]] : i1
//       HELPER: func.func private @reclaim_dealloc_helper(%{{.*}}: memref<?xindex>, %{{.*}}: memref<?xindex>, %{{.*}}: memref<?xi1>, %{{.*}}: index, %{{.*}}: index)
//  HELPER-SAME:     llvm.linkage = #llvm.linkage<internal>
//  HELPER-SAME:     reclaim.dealloc_helper
//   HELPER-NOT:   memref.alloc(
func.func @general_inline(%a: memref<2xf32>, %b: memref<2xf32>, %ca: i1,
                          %cb: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>)
                          if (%ca, %cb) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// Unused results need no ownership code: only the free decisions remain
// (two pairwise comparisons, no andi of a condition with a retained alias).

// CHECK-LABEL: func @unused_results
//  CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[R:.*]]: memref<2xf32>)
//   INLINE-DAG:   %[[TRUE:.*]] = arith.constant true
//   INLINE-DAG:   %[[PA_D:.*]] = builtin.unrealized_conversion_cast %[[A]]
//   INLINE-DAG:   %[[PA_A:.*]] = llvm.extractvalue %[[PA_D]][0]
//   INLINE-DAG:   %[[PA_I:.*]] = llvm.ptrtoint %[[PA_A]]
//   INLINE-DAG:   %[[PA:.*]] = arith.index_cast %[[PA_I]]
//   INLINE-DAG:   %[[PB_D:.*]] = builtin.unrealized_conversion_cast %[[B]]
//   INLINE-DAG:   %[[PB_A:.*]] = llvm.extractvalue %[[PB_D]][0]
//   INLINE-DAG:   %[[PB_I:.*]] = llvm.ptrtoint %[[PB_A]]
//   INLINE-DAG:   %[[PB:.*]] = arith.index_cast %[[PB_I]]
//   INLINE-DAG:   %[[PR_D:.*]] = builtin.unrealized_conversion_cast %[[R]]
//   INLINE-DAG:   %[[PR_A:.*]] = llvm.extractvalue %[[PR_D]][0]
//   INLINE-DAG:   %[[PR_I:.*]] = llvm.ptrtoint %[[PR_A]]
//   INLINE-DAG:   %[[PR:.*]] = arith.index_cast %[[PR_I]]
//   INLINE-DAG:   %[[AR:.*]] = arith.cmpi eq, %[[PA]], %[[PR]] : index
//   INLINE-DAG:   %[[BR:.*]] = arith.cmpi eq, %[[PB]], %[[PR]] : index
//   INLINE-DAG:   %[[AB:.*]] = arith.cmpi eq, %[[PA]], %[[PB]] : index
//   INLINE-DAG:   %[[NOTAR:.*]] = arith.xori %[[AR]], %[[TRUE]] : i1
//   INLINE-DAG:   %[[FREEA:.*]] = arith.andi %[[C]], %[[NOTAR]] : i1
//   INLINE-DAG:   %[[AFREESB:.*]] = arith.andi %[[C]], %[[AB]] : i1
//   INLINE-DAG:   %[[KEEPB:.*]] = arith.ori %[[BR]], %[[AFREESB]] : i1
//   INLINE-DAG:   %[[NOTKEEPB:.*]] = arith.xori %[[KEEPB]], %[[TRUE]] : i1
//   INLINE-DAG:   %[[FREEB:.*]] = arith.andi %[[C]], %[[NOTKEEPB]] : i1
//   INLINE-NOT:   arith.andi
//       INLINE:   scf.if %[[FREEA]] {
//       INLINE:   scf.if %[[FREEB]] {
//       HELPER:   call @reclaim_dealloc_helper
//   HELPER-NOT:   memref.load %{{.*}}[%c2]
//        CHECK:   return
func.func @unused_results(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1,
                          %r: memref<2xf32>) {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>)
                          if (%c, %c) retain (%r : memref<2xf32>)
  return
}

// -----

// Static simplification: a memref with a false condition is dropped, a
// repeated memref is freed under the OR of its conditions, a repeated
// retained value is answered once. What is left is a single memref with one
// retained value, lowered linearly under any limit.

// CHECK-LABEL: func @simplified_operands
//  CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[C1:.*]]: i1, %[[C2:.*]]: i1, %[[R:.*]]: memref<2xf32>)
//   CHECK-NOT:   call
//   CHECK-NOT:   %[[B]]
//       CHECK:   %[[C:.*]] = arith.ori %[[C1]], %[[C2]] : i1
//   CHECK-DAG:   %[[PA_D:.*]] = builtin.unrealized_conversion_cast %[[A]]
//   CHECK-DAG:   %[[PA_A:.*]] = llvm.extractvalue %[[PA_D]][0]
//   CHECK-DAG:   %[[PA_I:.*]] = llvm.ptrtoint %[[PA_A]]
//   CHECK-DAG:   %[[PA:.*]] = arith.index_cast %[[PA_I]]
//   CHECK-DAG:   %[[PR_D:.*]] = builtin.unrealized_conversion_cast %[[R]]
//   CHECK-DAG:   %[[PR_A:.*]] = llvm.extractvalue %[[PR_D]][0]
//   CHECK-DAG:   %[[PR_I:.*]] = llvm.ptrtoint %[[PR_A]]
//   CHECK-DAG:   %[[PR:.*]] = arith.index_cast %[[PR_I]]
//       CHECK:   %[[E:.*]] = arith.cmpi eq, %[[PA]], %[[PR]] : index
//       CHECK:   %[[OWN:.*]] = arith.andi %[[C]], %[[E]] : i1
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[OWN]], %[[OWN]] : i1, i1
func.func @simplified_operands(%a: memref<2xf32>, %b: memref<2xf32>, %c1: i1,
                               %c2: i1, %r: memref<2xf32>) -> (i1, i1) {
  %false = arith.constant false
  %0:2 = bufferization.dealloc (%a, %b, %a
                                : memref<2xf32>, memref<2xf32>, memref<2xf32>)
                            if (%c1, %false, %c2)
                        retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Nothing left to free: every result is false.

// CHECK-LABEL: func @nothing_to_free
//  CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[R:.*]]: memref<2xf32>)
//  CHECK-NEXT:   arith.constant false
//  CHECK-NEXT:   %[[FALSE:.*]] = arith.constant false
//  CHECK-NEXT:   return %[[FALSE]] : i1
func.func @nothing_to_free(%a: memref<2xf32>, %r: memref<2xf32>) -> i1 {
  %false = arith.constant false
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%false)
                         retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// Twelve memrefs need 66 comparisons, above the default limit of 64: both
// deallocs call the helper, which is generated once for the module. The two
// deallocs of @many share one set of scratch buffers sized for the larger
// (12 + 1 entries), allocated in the function's entry block, not in the loop.

// CHECK-LABEL: func @many
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[R:.*]]: memref<2xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   memref.alloca() : memref<13xindex>
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   memref.alloca() : memref<13xindex>
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   memref.alloca() : memref<13xi1>
//  CHECK-NEXT:   memref.cast
//   CHECK-NOT:   memref.alloca
//       CHECK:   call @reclaim_dealloc_helper
//       CHECK:   scf.for
//   CHECK-NOT:   memref.alloca
//       CHECK:     call @reclaim_dealloc_helper
//       CHECK: func @many_again
//   CHECK-NOT:   memref.alloca() : memref<13xindex>
//       CHECK:   memref.alloca() : memref<12xindex>
//       CHECK:   call @reclaim_dealloc_helper
//       CHECK: func.func private @reclaim_dealloc_helper
//   CHECK-NOT: func.func private @reclaim_dealloc_helper
func.func @many(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>, %n: index) {
  %m0 = memref.alloc() : memref<2xf32>
  %m1 = memref.alloc() : memref<2xf32>
  %m2 = memref.alloc() : memref<2xf32>
  %m3 = memref.alloc() : memref<2xf32>
  %m4 = memref.alloc() : memref<2xf32>
  %m5 = memref.alloc() : memref<2xf32>
  %m6 = memref.alloc() : memref<2xf32>
  %m7 = memref.alloc() : memref<2xf32>
  %m8 = memref.alloc() : memref<2xf32>
  %m9 = memref.alloc() : memref<2xf32>
  %m10 = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8,
                              %m9, %m10, %m
      : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
        memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
        memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
      if (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c)
      retain (%r : memref<2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %l0 = memref.alloc() : memref<2xf32>
    %l1 = memref.alloc() : memref<2xf32>
    %l2 = memref.alloc() : memref<2xf32>
    %l3 = memref.alloc() : memref<2xf32>
    %l4 = memref.alloc() : memref<2xf32>
    %l5 = memref.alloc() : memref<2xf32>
    %l6 = memref.alloc() : memref<2xf32>
    %l7 = memref.alloc() : memref<2xf32>
    %l8 = memref.alloc() : memref<2xf32>
    %l9 = memref.alloc() : memref<2xf32>
    %l10 = memref.alloc() : memref<2xf32>
    %l11 = memref.alloc() : memref<2xf32>
    bufferization.dealloc (%l0, %l1, %l2, %l3, %l4, %l5, %l6, %l7, %l8, %l9,
                           %l10, %l11
        : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
          memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
          memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
        if (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c)
  }
  return
}

func.func @many_again(%c: i1) {
  %l0 = memref.alloc() : memref<2xf32>
  %l1 = memref.alloc() : memref<2xf32>
  %l2 = memref.alloc() : memref<2xf32>
  %l3 = memref.alloc() : memref<2xf32>
  %l4 = memref.alloc() : memref<2xf32>
  %l5 = memref.alloc() : memref<2xf32>
  %l6 = memref.alloc() : memref<2xf32>
  %l7 = memref.alloc() : memref<2xf32>
  %l8 = memref.alloc() : memref<2xf32>
  %l9 = memref.alloc() : memref<2xf32>
  %l10 = memref.alloc() : memref<2xf32>
  %l11 = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%l0, %l1, %l2, %l3, %l4, %l5, %l6, %l7, %l8, %l9,
                         %l10, %l11
      : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
        memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>,
        memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
      if (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c)
  return
}

// -----

// A module that already has a user function named like the helper: the
// helper (forced by inline-limit=0) gets a fresh name, and the user function
// is left alone.

// CHECK-LABEL: func @name_clash
//       HELPER:   call @[[HELPER:reclaim_dealloc_helper_[0-9]+]](
//       HELPER: func.func private @reclaim_dealloc_helper(%{{.*}}: i32)
//  HELPER-NEXT:   return
//       HELPER: func.func private @[[HELPER]](
func.func @name_clash(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

func.func private @reclaim_dealloc_helper(%x: i32) {
  return
}

// -----

// Iterations of scf.parallel may run concurrently: a dealloc inside that
// calls the helper (inline-limit=0) gets its own scratch buffers at the start
// of the parallel body, not shared ones in the function's entry block.

// CHECK-LABEL: func @parallel
//  HELPER-NEXT:   arith.constant
//  HELPER-NEXT:   arith.constant
//  HELPER-NEXT:   scf.parallel
//  HELPER-NEXT:     memref.alloca() : memref<2xindex>
//       HELPER:     call @reclaim_dealloc_helper
func.func @parallel(%a: memref<2xf32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %b = memref.alloc() : memref<2xf32>
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
    scf.reduce
  }
  return
}
