// reclaim-buffer-loop-hoisting climbs out of the loops around an allocation
// level by level while something about its buffer may stop it; above the
// first op that holds every definition and use of the buffer's carriers,
// the rest of the climb is the one remembered for that block and shared by
// every allocation that reaches it. These cases check that the shared part
// gives the same points and the same reasons as the full climb:
//  * three allocations in one body of a three-loop nest: static (before the
//    outermost loop), sized by a value of the outer loop's body (before the
//    middle loop: the outermost point is tried first, then the points from
//    the innermost outwards) and sized by a pure op of the middle loop's
//    induction variable (moved along, before the innermost loop);
//  * a buffer an scf.execute_region yields to its loop body (the climb is
//    shared only above that body);
//  * two allocations below an scf.parallel: the second one's climb stops
//    at the barrier the first one's climb remembered.
// The program runs with and without the hoisting and must print the same
// sums, with nothing leaked or freed twice.
//
// RUN: reclaim-opt %s -reclaim-buffer-loop-hoisting=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-buffer-loop-hoisting,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=CHECK,HOISTED
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : index
  %out = memref.alloca() : memref<1xindex>
  memref.store %zero, %out[%c0] : memref<1xindex>

  scf.for %i = %c0 to %c2 step %c1 {
    %n1 = arith.addi %i, %c4 : index
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:33:3}}
        %a = memref.alloc() : memref<16xindex>
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:35:5}}
        %b = memref.alloc(%n1) : memref<?xindex>
        %nk = arith.addi %j, %c4 : index
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:36:7}}
        %c = memref.alloc(%nk) : memref<?xindex>
        memref.store %k, %a[%c3] : memref<16xindex>
        memref.store %j, %b[%c3] : memref<?xindex>
        memref.store %i, %c[%c3] : memref<?xindex>
        %x = memref.load %a[%c3] : memref<16xindex>
        %y = memref.load %b[%c3] : memref<?xindex>
        %z = memref.load %c[%c3] : memref<?xindex>
        %s0 = memref.load %out[%c0] : memref<1xindex>
        %s1 = arith.addi %s0, %x : index
        %s2 = arith.addi %s1, %y : index
        %s3 = arith.addi %s2, %z : index
        memref.store %s3, %out[%c0] : memref<1xindex>
      }
      // The buffer of the execute_region reaches the loop body through its
      // result: the climb checks that level itself, then shares the rest.
      %r = scf.execute_region -> memref<8xindex> {
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:33:3}}
        %e = memref.alloc() : memref<8xindex>
        memref.store %j, %e[%c1] : memref<8xindex>
        scf.yield %e : memref<8xindex>
      }
      %w = memref.load %r[%c1] : memref<8xindex>
      %t0 = memref.load %out[%c0] : memref<1xindex>
      %t1 = arith.addi %t0, %w : index
      memref.store %t1, %out[%c0] : memref<1xindex>
    }
  }
  // Sum over i < 2, j < 3, k < 2 of k + j + i is 6 + 12 + 6 = 24; over
  // i < 2, j < 3 of j is 6: 30.
  %v = memref.load %out[%c0] : memref<1xindex>
  vector.print %v : index

  %out2 = memref.alloca() : memref<2xindex>
  scf.parallel (%p) = (%c0) to (%c2) step (%c1) {
    memref.store %zero, %out2[%p] : memref<2xindex>
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:78:5; not further: it cannot leave 'scf.parallel'}}
        %f = memref.alloc() : memref<4xindex>
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:78:5; not further: it cannot leave 'scf.parallel'}}
        %g = memref.alloc() : memref<4xindex>
        memref.store %j, %f[%c2] : memref<4xindex>
        memref.store %p, %g[%c2] : memref<4xindex>
        %x = memref.load %f[%c2] : memref<4xindex>
        %y = memref.load %g[%c2] : memref<4xindex>
        %s0 = memref.load %out2[%p] : memref<2xindex>
        %s1 = arith.addi %s0, %x : index
        %s2 = arith.addi %s1, %y : index
        memref.store %s2, %out2[%p] : memref<2xindex>
      }
    }
    scf.reduce
  }
  // Per p: sum over i < 2, j < 3 of j + p: 6 + 6p.
  %v0 = memref.load %out2[%c0] : memref<2xindex>
  %v1 = memref.load %out2[%c1] : memref<2xindex>
  vector.print %v0 : index
  vector.print %v1 : index
  return
}

// CHECK:      30
// CHECK-NEXT: 6
// CHECK-NEXT: 12
// The hoisted buffers: %a and %e once, %b per iteration of the outer loop
// (2), %c per iteration of the middle one (6), %f and %g per iteration of
// the scf.parallel (2 each); 66 without hoisting.
// HOISTED-NEXT: stats: allocs=14 frees=14
// CHECK:      defects: none
// CHECK-NEXT: exit-code: 0
