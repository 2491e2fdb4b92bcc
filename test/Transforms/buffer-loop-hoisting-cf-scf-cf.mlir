// reclaim-buffer-loop-hoisting out of a cf cycle of a function around an
// scf.for around an scf.execute_region holding a second cf cycle: the climb
// checks the buffer's carriers up to the first op holding all of them and
// shares the rest of the climb (remembered per block) between allocations.
//  * %a, used only in the inner cycle's block: out of both cycles and the
//    loop, to the end of the function's entry block;
//  * %b, sized by memref.dim of a cast of %a: the cast and the dim (a user
//    of %a whose nesting depth was remembered) move along, same place;
//  * %e, sized by a value of the outer cycle's body: the outermost place is
//    tried first, then the places from the innermost outwards: before the
//    scf.for;
//  * %g, yielded from the inner cycle's exit block: used outside its block
//    in a cf cycle, stays;
//  * %f, allocated in that exit block and yielded to the scf.for body by
//    the execute_region: the climb checks the loop's level itself, then
//    shares the rest with %a's.
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
  cf.br ^outer(%c0 : index)
^outer(%o: index):
  %ocond = arith.cmpi ult, %o, %c2 : index
  cf.cond_br %ocond, ^obody, ^done
^obody:
  %osize = arith.addi %o, %c4 : index
  %init = memref.cast %out : memref<1xindex> to memref<?xindex>
  %last = scf.for %i = %c0 to %c2 step %c1 iter_args(%carried = %init) -> (memref<?xindex>) {
    %r, %rg = scf.execute_region -> (memref<?xindex>, memref<?xindex>) {
      cf.br ^inner(%c0 : index)
    ^inner(%k: index):
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'cf.br' at {{.*}}:32:3}}
      %a = memref.alloc() : memref<8xindex>
      %av = memref.cast %a : memref<8xindex> to memref<?xindex>
      %d = memref.dim %av, %c0 : memref<?xindex>
      %ds = arith.addi %d, %c1 : index
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'cf.br' at {{.*}}:32:3}}
      %b = memref.alloc(%ds) : memref<?xindex>
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:39:11}}
      %e = memref.alloc(%osize) : memref<?xindex>
      memref.store %k, %a[%c1] : memref<8xindex>
      memref.store %i, %b[%c2] : memref<?xindex>
      memref.store %o, %e[%c3] : memref<?xindex>
      %x = memref.load %a[%c1] : memref<8xindex>
      %y = memref.load %b[%c2] : memref<?xindex>
      %z = memref.load %e[%c3] : memref<?xindex>
      %s0 = memref.load %out[%c0] : memref<1xindex>
      %s1 = arith.addi %s0, %x : index
      %s2 = arith.addi %s1, %y : index
      %s3 = arith.addi %s2, %z : index
      memref.store %s3, %out[%c0] : memref<1xindex>
      // expected-remark-re @below {{not hoisted out of its loop: it is used outside its block or carried by a block argument in a cf cycle (it may be live when the cycle comes back)}}
      %g = memref.alloc() : memref<4xindex>
      memref.store %k, %g[%c0] : memref<4xindex>
      %gv = memref.cast %g : memref<4xindex> to memref<?xindex>
      %k1 = arith.addi %k, %c1 : index
      %kc = arith.cmpi ult, %k1, %c3 : index
      cf.cond_br %kc, ^inner(%k1 : index), ^leave
    ^leave:
      // expected-remark-re @below {{hoisted: one buffer for all iterations, allocated before 'cf.br' at {{.*}}:32:3}}
      %f = memref.alloc() : memref<4xindex>
      memref.store %i, %f[%c0] : memref<4xindex>
      %fv = memref.cast %f : memref<4xindex> to memref<?xindex>
      scf.yield %fv, %gv : memref<?xindex>, memref<?xindex>
    }
    %w = memref.load %r[%c0] : memref<?xindex>
    %t0 = memref.load %out[%c0] : memref<1xindex>
    %t1 = arith.addi %t0, %w : index
    memref.store %t1, %out[%c0] : memref<1xindex>
    %gw = memref.load %rg[%c0] : memref<?xindex>
    %cw = memref.load %carried[%c0] : memref<?xindex>
    %t2 = memref.load %out[%c0] : memref<1xindex>
    %t4 = arith.addi %t2, %cw : index
    %t3 = arith.addi %t4, %gw : index
    memref.store %t3, %out[%c0] : memref<1xindex>
    scf.yield %carried : memref<?xindex>
  }
  %lw = memref.load %last[%c0] : memref<?xindex>
  %l0 = memref.load %out[%c0] : memref<1xindex>
  %l1 = arith.addi %l0, %lw : index
  memref.store %l1, %out[%c0] : memref<1xindex>
  %o1 = arith.addi %o, %c1 : index
  cf.br ^outer(%o1 : index)
^done:
  %v = memref.load %out[%c0] : memref<1xindex>
  vector.print %v : index
  return
}

// CHECK:      612
// %a, %b and %f once, %e per iteration of the outer cycle (2), %g per visit
// of the inner cycle's block (12); 52 without hoisting.
// HOISTED-NEXT: stats: allocs=17 frees=17
// CHECK:      defects: none
// CHECK-NEXT: exit-code: 0
