// Executed: reclaim-results-to-out-params keeps what the program prints
// (--reference runs the input without the pass and without any free), on
// callers and callees across the boundary: a call in a loop, recursion, a
// function with two out-params and a scalar result, a dynamic result that
// stays a result, and a public function that is kept (default) or converted
// (modify-public-functions). The input has no frees: the pass alone leaks
// (the reference does too), the pass followed by reclaim-pipeline must not.
//
// RUN: not reclaim-run %s --pipeline=reclaim-results-to-out-params{hoist-static-allocs=false} --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,COPY
// RUN: not reclaim-run %s --pipeline=reclaim-results-to-out-params --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,HOIST
// RUN: not reclaim-run %s --pipeline=reclaim-results-to-out-params{modify-public-functions=true} --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,PUBLIC
// RUN: not reclaim-run %s --pipeline=reclaim-results-to-out-params{require-hoist=true} --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,REQUIRE
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-results-to-out-params,reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-results-to-out-params{hoist-static-allocs=false modify-public-functions=true},reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
//
// The same IR, for the counts below: which functions changed and how many
// temporaries the callees kept.
// RUN: reclaim-opt %s --reclaim-results-to-out-params | FileCheck %s --check-prefix=IR

// @make: [v, v, v, v]. Its temporary is written, then copied: with
// hoist-static-allocs the callee writes into the caller's buffer.
// IR-LABEL: func.func private @make
//  IR-SAME:   (%{{.*}}: f32, %[[OUT:.*]]: memref<4xf32>) {
//   IR-NOT:   memref.alloc
//       IR:   linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<4xf32>)
//   IR-NOT:   memref.copy
//       IR:   return
func.func private @make(%v: f32) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  return %t : memref<4xf32>
}

// @twice: 2 * in, called in a loop on its own previous result.
// IR-LABEL: func.func private @twice
//  IR-SAME:   (%[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
//   IR-NOT:   memref.alloc
//       IR:   scf.for
//       IR:     memref.load %[[IN]]
//       IR:     memref.store %{{.*}}, %[[OUT]]
//   IR-NOT:   memref.copy
func.func private @twice(%in: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %in[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %t[%i] : memref<4xf32>
  }
  return %t : memref<4xf32>
}

// @tri(n, in) = (n + 1) * in, recursively: the temporary is allocated
// before the branch and written by both branches; the recursive call gets a
// buffer of its own.
// IR-LABEL: func.func private @tri
//  IR-SAME:   (%{{.*}}: index, %[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
//       IR:   scf.if
//       IR:     memref.copy %[[IN]], %[[OUT]]
//       IR:   } else {
//       IR:     %[[R:.*]] = memref.alloc() : memref<4xf32>
//       IR:     call @tri(%{{.*}}, %[[IN]], %[[R]])
//       IR:     memref.load %[[R]]
//       IR:     memref.store %{{.*}}, %[[OUT]]
//   IR-NOT:   memref.copy
//       IR:   return
func.func private @tri(%n: index, %in: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  %zero = arith.cmpi eq, %n, %c0 : index
  scf.if %zero {
    memref.copy %in, %t : memref<4xf32> to memref<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %r = func.call @tri(%m, %in) : (index, memref<4xf32>) -> memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %r[%i] : memref<4xf32>
      %y = memref.load %in[%i] : memref<4xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %t[%i] : memref<4xf32>
    }
  }
  return %t : memref<4xf32>
}

// @pick: the returned buffer is one of two allocated in the branches, so
// the copy into the out-param stays (its source is not an allocation).
// IR-LABEL: func.func private @pick
//  IR-SAME:   (%{{.*}}: i1, %{{.*}}: f32, %[[OUT:.*]]: memref<4xf32>) {
//       IR:   %[[S:.*]] = scf.if
//       IR:   memref.copy %[[S]], %[[OUT]]
func.func private @pick(%c: i1, %v: f32) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    %w = arith.negf %v : f32
    linalg.fill ins(%w : f32) outs(%b : memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// @pair: two out-params and a scalar result in the middle.
// IR-LABEL: func.func private @pair
//  IR-SAME:   (%{{.*}}: f32, %[[O1:.*]]: memref<2xf32>, %[[O2:.*]]: memref<3xf32>) -> index {
func.func private @pair(%v: f32) -> (memref<2xf32>, index, memref<3xf32>) {
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<3xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  %w = arith.addf %v, %v : f32
  linalg.fill ins(%w : f32) outs(%b : memref<3xf32>)
  return %a, %c5, %b : memref<2xf32>, index, memref<3xf32>
}

// @dyn: a dynamic result stays a result.
// IR-LABEL: func.func private @dyn
//  IR-SAME:   (%{{.*}}: index, %{{.*}}: f32) -> memref<?xf32>
func.func private @dyn(%n: index, %v: f32) -> memref<?xf32> {
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<?xf32>)
  return %t : memref<?xf32>
}

// @public_make: public, kept unless modify-public-functions.
// IR-LABEL: func.func @public_make
//  IR-SAME:   (%{{.*}}: f32) -> memref<4xf32>
func.func @public_make(%v: f32) -> memref<4xf32> {
  %r = func.call @make(%v) : (f32) -> memref<4xf32>
  return %r : memref<4xf32>
}

// IR-LABEL: func.func @main
//       IR:   %[[M:.*]] = memref.alloc() : memref<4xf32>
//       IR:   call @make(%{{.*}}, %[[M]]) : (f32, memref<4xf32>) -> ()
//       IR:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[M]])
//       IR:     %[[T:.*]] = memref.alloc() : memref<4xf32>
//       IR:     call @twice(%[[A]], %[[T]])
//       IR:     scf.yield %[[T]]
//       IR:   call @public_make(%{{.*}}) : (f32) -> memref<4xf32>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.5 : f32
  %true = arith.constant true
  %false = arith.constant false

  // 1.5 -> 3 -> 6 -> 12
  %m = func.call @make(%one) : (f32) -> memref<4xf32>
  %d = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %m) -> memref<4xf32> {
    %t = func.call @twice(%a) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  %d3 = memref.load %d[%c3] : memref<4xf32>
  vector.print %d3 : f32

  // (3 + 1) * 1.5 = 6
  %tr = func.call @tri(%c3, %m) : (index, memref<4xf32>) -> memref<4xf32>
  %tr2 = memref.load %tr[%c2] : memref<4xf32>
  vector.print %tr2 : f32

  %p1 = func.call @pick(%true, %one) : (i1, f32) -> memref<4xf32>
  %p2 = func.call @pick(%false, %one) : (i1, f32) -> memref<4xf32>
  %p1v = memref.load %p1[%c0] : memref<4xf32>
  %p2v = memref.load %p2[%c1] : memref<4xf32>
  vector.print %p1v : f32
  vector.print %p2v : f32

  %a2, %n, %b3 = func.call @pair(%one) : (f32) -> (memref<2xf32>, index, memref<3xf32>)
  %a2v = memref.load %a2[%c1] : memref<2xf32>
  %b3v = memref.load %b3[%c2] : memref<3xf32>
  vector.print %a2v : f32
  vector.print %n : index
  vector.print %b3v : f32

  %dy = func.call @dyn(%c2, %one) : (index, f32) -> memref<?xf32>
  %dyv = memref.load %dy[%c1] : memref<?xf32>
  vector.print %dyv : f32

  %pm = func.call @public_make(%one) : (f32) -> memref<4xf32>
  %pmv = memref.load %pm[%c3] : memref<4xf32>
  vector.print %pmv : f32
  return
}

// PRINT:    12
// PRINT-NEXT: 6
// PRINT-NEXT: 1.5
// PRINT-NEXT: -1.5
// PRINT-NEXT: 1.5
// PRINT-NEXT: 5
// PRINT-NEXT: 3
// PRINT-NEXT: 1.5
// PRINT-NEXT: 1.5
//
// Allocations without frees. Input: make 1, twice 3, tri 4 (one per level),
// pick 2, pair 2, dyn 1, public_make 1 (through make): 14.
// Without hoisting every converted call allocates in the caller too: make 1
// (+1), twice 3 (+3), tri 4 (+4), pick 2 (+2), pair 2 (+2), dyn 1,
// public_make's make 1 (+1): 27.
// COPY:   stats: allocs=27
// Hoisting: every temporary but @pick's moves to the caller (make, twice,
// tri, pair, public_make's make): back to 14 + 2 (@pick's callers) = 16.
// HOIST:  stats: allocs=16
// A converted @public_make keeps its copy: a public function's out-param is
// not known distinct from its other arguments (callers outside the module),
// so main's buffer for it is one more: 17.
// PUBLIC: stats: allocs=17
// require-hoist leaves @pick's result alone (its copy would stay): as many
// allocations as the input, 14.
// REQUIRE: stats: allocs=14
// REQUIRE: defects: leak
// COPY:   defects: leak
// HOIST:  defects: leak
// PUBLIC: defects: leak
// CLEAN:  defects: none
