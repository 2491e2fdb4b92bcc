// reclaim-drop-equivalent-results on chains of private functions, each
// returning its argument through the next one. The fixpoint re-checked
// every result each round until a round changed nothing: quadratic when
// each round settles one more, as on these chains (@c1 -> @c2 -> @c3 in
// program order: one claim found per first round; @d1 -> @d2 -> @d3 ending
// in @bad: one claim dropped per round; 4,000 functions took 2.6 s and
// 3.7 s in the pass). Only the results that looked up a claim that changed
// are checked again now. This is the shape at a small size, as a
// correctness test: the same output as before, and the program runs clean.
// Larger instances: tools/reclaim-fuzz --shape scaling (count/callchain).
//
// RUN: reclaim-opt %s --reclaim-drop-equivalent-results | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-drop-equivalent-results,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Every @c result is @c3's argument: all dropped.
// CHECK-LABEL: func.func private @c1(%{{.*}}: memref<4xf32>, %{{.*}}: i1) {
// CHECK-NEXT: call @c2(%{{.*}}, %{{.*}}) : (memref<4xf32>, i1) -> ()
// CHECK-LABEL: func.func private @c3(%{{.*}}: memref<4xf32>, %{{.*}}: i1) {
// CHECK-NEXT: return
// No @d result is an argument (@d3 may return @bad's buffer): all kept.
// CHECK-LABEL: func.func private @d1(%{{.*}}: memref<4xf32>, %{{.*}}: i1) -> memref<4xf32>
// CHECK-LABEL: func.func private @d2(%{{.*}}: memref<4xf32>, %{{.*}}: i1) -> memref<4xf32>
// CHECK-LABEL: func.func private @d3(%{{.*}}: memref<4xf32>, %{{.*}}: i1) -> memref<4xf32>
func.func private @bad(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @c1(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = call @c2(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return %r : memref<4xf32>
}
func.func private @c2(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = call @c3(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return %r : memref<4xf32>
}
func.func private @c3(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func private @d1(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %m : memref<4xf32>
^b:
  %r = call @d2(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return %r : memref<4xf32>
}
func.func private @d2(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %m : memref<4xf32>
^b:
  %r = call @d3(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  return %r : memref<4xf32>
}
func.func private @d3(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %m : memref<4xf32>
^b:
  %r = call @bad(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %r0 = call @c1(%a, %t) : (memref<4xf32>, i1) -> memref<4xf32>
  %x0 = memref.load %r0[%c0] : memref<4xf32>
  vector.print %x0 : f32
  %r1 = call @d1(%a, %t) : (memref<4xf32>, i1) -> memref<4xf32>
  %x1 = memref.load %r1[%c0] : memref<4xf32>
  vector.print %x1 : f32
  %r2 = call @d1(%a, %f) : (memref<4xf32>, i1) -> memref<4xf32>
  %x2 = memref.load %r2[%c0] : memref<4xf32>
  vector.print %x2 : f32
  return
}

// EXEC: 5
// EXEC-NEXT: 5
// EXEC-NEXT: 6
// EXEC: defects: none
