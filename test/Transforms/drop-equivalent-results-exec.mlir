// Executed: reclaim-drop-equivalent-results keeps what the program prints
// (--reference: the input without the pass and without frees) on results
// that are an argument through a call in a loop, recursion, cf branches and
// a public function that keeps its result. Followed by the deallocation
// pipeline it leaks nothing and allocates no more than the input: the
// copies ownership deallocation makes of a returned argument (the caller
// owns every returned buffer) are gone.
//
// RUN: not reclaim-run %s --pipeline=reclaim-drop-equivalent-results --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,PASS
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-drop-equivalent-results,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,DROP
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-drop-equivalent-results{modify-public-functions=true},reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,ALL
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-drop-equivalent-results,reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefixes=PRINT,CLEAN
// RUN: reclaim-opt %s --reclaim-drop-equivalent-results | FileCheck %s --check-prefix=IR

// m *= k, in place.
// IR-LABEL: func.func private @scale
//  IR-SAME:   (%{{.*}}: memref<4xf32>, %{{.*}}: f32) {
func.func private @scale(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %m[%i] : memref<4xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}

// m *= k^n, recursively, through @scale's result.
// IR-LABEL: func.func private @scale_n
//  IR-SAME:   (%{{.*}}: memref<4xf32>, %{{.*}}: f32, %{{.*}}: index) {
func.func private @scale_n(%m: memref<4xf32>, %k: f32, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  } else {
    %s = func.call @scale(%m, %k) : (memref<4xf32>, f32) -> memref<4xf32>
    %n1 = arith.subi %n, %c1 : index
    %t = func.call @scale_n(%s, %k, %n1) : (memref<4xf32>, f32, index) -> memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Overwrites a with b when c holds; returns a on both cf paths.
// IR-LABEL: func.func private @assign_if
//  IR-SAME:   (%{{.*}}: i1, %{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32>) {
func.func private @assign_if(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^copy, ^done(%a : memref<4xf32>)
^copy:
  memref.copy %b, %a : memref<4xf32> to memref<4xf32>
  cf.br ^done(%a : memref<4xf32>)
^done(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

// Public: keeps its result unless modify-public-functions.
// IR-LABEL: func.func @public_scale
//  IR-SAME:   -> memref<4xf32>
func.func @public_scale(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %r = func.call @scale(%m, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %half = arith.constant 0.5 : f32
  %ten = arith.constant 10.0 : f32
  %true = arith.constant true
  %false = arith.constant false

  %buf = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%buf : memref<4xf32>)
  // 1 -> 2 -> 4 -> 8
  %d = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %buf) -> memref<4xf32> {
    %r = func.call @scale(%acc, %two) : (memref<4xf32>, f32) -> memref<4xf32>
    scf.yield %r : memref<4xf32>
  }
  %d0 = memref.load %d[%c0] : memref<4xf32>
  vector.print %d0 : f32
  // 8 * 0.5^2 = 2
  %s = func.call @scale_n(%d, %half, %c2) : (memref<4xf32>, f32, index) -> memref<4xf32>
  %s1 = memref.load %s[%c1] : memref<4xf32>
  vector.print %s1 : f32
  // Not assigned (2), then assigned from [3, 3, 3, 3].
  %other = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%other : memref<4xf32>)
  %a1 = func.call @assign_if(%false, %s, %other) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %a1v = memref.load %a1[%c2] : memref<4xf32>
  vector.print %a1v : f32
  %a2 = func.call @assign_if(%true, %a1, %other) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %a2v = memref.load %a2[%c3] : memref<4xf32>
  vector.print %a2v : f32
  // 3 * 10 = 30; the buffer itself changed: %buf[0] too.
  %p = func.call @public_scale(%a2, %ten) : (memref<4xf32>, f32) -> memref<4xf32>
  %pv = memref.load %p[%c0] : memref<4xf32>
  vector.print %pv : f32
  %bv = memref.load %buf[%c0] : memref<4xf32>
  vector.print %bv : f32
  return
}

// PRINT:    8
// PRINT-NEXT: 2
// PRINT-NEXT: 2
// PRINT-NEXT: 3
// PRINT-NEXT: 30
// PRINT-NEXT: 30
// The input allocates %buf and %other; the pass adds nothing.
// PASS:  stats: allocs=2
// PASS:  defects: leak
// With reclaim-dealloc-pipeline: dropped results need no copy, so as many
// allocations as the input. The public function that keeps its result is
// called inside the module through its private version (ownership-passing
// convention), so it needs no copy either; with public functions changed
// too, none. (Under the plain function boundary ABI every returned argument
// is cloned, and the program, which writes through a returned argument and
// reads the argument, then prints 2 instead of 30 on the last line.)
// DROP:  stats: allocs=2 frees=2
// DROP:  defects: none
// ALL:   stats: allocs=2 frees=2
// ALL:   defects: none
// CLEAN: defects: none
