// reclaim-buffer-loop-hoisting across scf.while regions, conditional
// regions yielding a buffer up several levels, an irreducible cf cycle and
// an unreachable cf cycle:
//  * %p, in an scf.for of the while's before region: before the scf.while;
//  * %q, passed by scf.condition to the after region and back: stays;
//  * %u, yielded by an scf.if and an scf.execute_region to an scf.for body
//    of the after region, sized by the after region's argument: the
//    outermost place (before the scf.while) is tried first, then the places
//    from the innermost outwards, up to the scf.for;
//  * %v, the other branch, static: before the scf.while;
//  * %ga, in one block of an irreducible cycle: to the end of the region's
//    entry block, then out of the scf.for and the scf.while;
//  * %gb, sized by the other block's argument: stays;
//  * %d, in an scf.for in a cycle of unreachable blocks: before the scf.for,
//    no dominator of the cycle lies outside every cycle.
// The program prints the same sum with and without the hoisting, with
// nothing leaked or freed twice.
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
  %out = memref.alloca() : memref<1xindex>
  memref.store %c0, %out[%c0] : memref<1xindex>
  %first = memref.alloc() : memref<4xindex>
  memref.store %c1, %first[%c0] : memref<4xindex>
  %init = memref.cast %first : memref<4xindex> to memref<?xindex>
  %w:2 = scf.while (%i = %c0, %buf = %init) : (index, memref<?xindex>) -> (index, memref<?xindex>) {
    scf.for %k = %c0 to %c2 step %c1 {
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.while' at {{.*}}:34:10}}
      %p = memref.alloc() : memref<4xindex>
      memref.store %k, %p[%c1] : memref<4xindex>
      %x = memref.load %p[%c1] : memref<4xindex>
      %s0 = memref.load %out[%c0] : memref<1xindex>
      %s1 = arith.addi %s0, %x : index
      memref.store %s1, %out[%c0] : memref<1xindex>
    }
    %y = memref.load %buf[%c0] : memref<?xindex>
    %s2 = memref.load %out[%c0] : memref<1xindex>
    %s3 = arith.addi %s2, %y : index
    memref.store %s3, %out[%c0] : memref<1xindex>
    // expected-remark-re @below {{not hoisted out of its loop: a value carrying it is passed to the next iteration of 'scf.while' or used after it}}
    %q = memref.alloc() : memref<4xindex>
    memref.store %i, %q[%c0] : memref<4xindex>
    %qv = memref.cast %q : memref<4xindex> to memref<?xindex>
    %more = arith.cmpi ult, %i, %c2 : index
    scf.condition(%more) %i, %qv : index, memref<?xindex>
  } do {
  ^bb0(%j: index, %z: memref<?xindex>):
    scf.for %k = %c0 to %c2 step %c1 {
      %e = scf.execute_region -> memref<?xindex> {
        %odd = arith.cmpi ult, %k, %c1 : index
        %r = scf.if %odd -> memref<?xindex> {
          %n = arith.addi %j, %c4 : index
          // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:56:5}}
          %u = memref.alloc(%n) : memref<?xindex>
          memref.store %j, %u[%c2] : memref<?xindex>
          scf.yield %u : memref<?xindex>
        } else {
          // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.while' at {{.*}}:34:10}}
          %v = memref.alloc() : memref<4xindex>
          memref.store %k, %v[%c2] : memref<4xindex>
          %vv = memref.cast %v : memref<4xindex> to memref<?xindex>
          scf.yield %vv : memref<?xindex>
        }
        scf.yield %r : memref<?xindex>
      }
      %x = memref.load %e[%c2] : memref<?xindex>
      %s0 = memref.load %out[%c0] : memref<1xindex>
      %s1 = arith.addi %s0, %x : index
      memref.store %s1, %out[%c0] : memref<1xindex>
      scf.execute_region {
        %lt = arith.cmpi ult, %k, %c1 : index
        cf.cond_br %lt, ^a(%c0 : index), ^b(%c0 : index)
      ^a(%ia: index):
        // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.while' at {{.*}}:34:10}}
        %ga = memref.alloc() : memref<4xindex>
        memref.store %ia, %ga[%c3] : memref<4xindex>
        %xa = memref.load %ga[%c3] : memref<4xindex>
        %ta = memref.load %out[%c0] : memref<1xindex>
        %ua = arith.addi %ta, %xa : index
        memref.store %ua, %out[%c0] : memref<1xindex>
        %ia1 = arith.addi %ia, %c1 : index
        %ca = arith.cmpi ult, %ia, %c2 : index
        cf.cond_br %ca, ^b(%ia1 : index), ^end
      ^b(%ib: index):
        %nb = arith.addi %ib, %c4 : index
        // expected-remark-re @below {{not hoisted out of its loop: its dynamic size is computed in the loop}}
        %gb = memref.alloc(%nb) : memref<?xindex>
        memref.store %ib, %gb[%c3] : memref<?xindex>
        %xb = memref.load %gb[%c3] : memref<?xindex>
        %tb = memref.load %out[%c0] : memref<1xindex>
        %ub = arith.addi %tb, %xb : index
        memref.store %ub, %out[%c0] : memref<1xindex>
        %ib1 = arith.addi %ib, %c1 : index
        %cb = arith.cmpi ult, %ib, %c2 : index
        cf.cond_br %cb, ^a(%ib1 : index), ^end
      ^end:
        scf.yield
      }
    }
    %zz = memref.load %z[%c0] : memref<?xindex>
    %t0 = memref.load %out[%c0] : memref<1xindex>
    %t1 = arith.addi %t0, %zz : index
    memref.store %t1, %out[%c0] : memref<1xindex>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %z : index, memref<?xindex>
  }
  %res = memref.load %out[%c0] : memref<1xindex>
  vector.print %res : index
  return
^dead:
  scf.for %k = %c0 to %c2 step %c1 {
    // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:119:3; not further: no block dominating its cf cycle lies outside every cycle}}
    %d = memref.alloc() : memref<4xindex>
    memref.store %k, %d[%c0] : memref<4xindex>
  }
  cf.br ^dead
}

// CHECK:      21
// %first, %p, %v and %ga once, %q per run of the before region (3), %u per
// run of the after region (2), %gb per visit of its block (6); 26 without
// hoisting.
// HOISTED-NEXT: stats: allocs=15 frees=15
// CHECK:      defects: none
// CHECK-NEXT: exit-code: 0
