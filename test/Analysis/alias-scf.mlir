// RUN: reclaim-test-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   -test-reclaim-alias -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

// scf.if results have the sources of both yields.

// CHECK-LABEL: Testing: @if
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, r#0) = NoAlias
// CHECK-DAG: alias(a, r#0) = MayAlias
// CHECK-DAG: alias(b, r#0) = MayAlias
// CHECK-DAG: alias(c, r#0) = NoAlias
// CHECK-DAG: alias(a, r#1) = MustAlias
// CHECK-DAG: alias(x, r#2) = MayAlias
// CHECK-DAG: alias(c, r#2) = MayAlias
// CHECK-DAG: alias(a, r#2) = NoAlias
// CHECK-DAG: alias(r#0, r#1) = MayAlias
// CHECK-DAG: alias(r#0, r#2) = NoAlias
func.func @if(%x: memref<8xf32> {test.ptr = "x"}, %cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %r:3 = scf.if %cond -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
    scf.yield %a, %a, %x : memref<8xf32>, memref<8xf32>, memref<8xf32>
  } else {
    %ac = memref.cast %a : memref<8xf32> to memref<8xf32>
    scf.yield %b, %ac, %c : memref<8xf32>, memref<8xf32>, memref<8xf32>
  } {test.ptr = "r"}
  return
}

// -----

// scf.for: iter_args get the init value and the yielded value; results the
// init value (zero trips) and the yielded value.

// CHECK-LABEL: Testing: @for
// CHECK-DAG: alias(x, init) = NoAlias
// CHECK-DAG: alias(init, same) = MustAlias
// CHECK-DAG: alias(init, fresh) = MayAlias
// CHECK-DAG: alias(init, n) = NoAlias
// CHECK-DAG: alias(same, n) = NoAlias
// CHECK-DAG: alias(fresh, n) = NoAlias
// CHECK-DAG: alias(fresh, fresh2) = MustAlias
// CHECK-DAG: alias(init, r#0) = MustAlias
// CHECK-DAG: alias(init, r#1) = MayAlias
// CHECK-DAG: alias(n, r#1) = MayAlias
// CHECK-DAG: alias(x, r#1) = NoAlias
// CHECK-DAG: alias(r#0, r#1) = MayAlias
func.func @for(%x: memref<8xf32> {test.ptr = "x"}, %lb: index, %ub: index, %step: index) {
  %init = memref.alloc() {test.ptr = "init"} : memref<8xf32>
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%s = %init, %f = %init) -> (memref<8xf32>, memref<8xf32>) {
    %same = memref.cast %s {test.ptr = "same"} : memref<8xf32> to memref<8xf32>
    %fresh = memref.cast %f {test.ptr = "fresh"} : memref<8xf32> to memref<8xf32>
    %n = memref.alloc() {test.ptr = "n"} : memref<8xf32>
    %fresh2 = memref.cast %f {test.ptr = "fresh2"} : memref<8xf32> to memref<8xf32>
    scf.yield %same, %n : memref<8xf32>, memref<8xf32>
  } {test.ptr = "r"}
  return
}

// -----

// Results of scf.while and arguments of its after region come from
// scf.condition of the same iteration: a buffer allocated in that iteration
// is the current one, a buffer carried in from the previous iteration (the
// before region's argument) is not.

// CHECK-LABEL: Testing: @while_result
// CHECK-DAG: alias(x, w#0) = NoAlias
// CHECK-DAG: alias(w#0, w#1) = MustAlias
// CHECK-DAG: alias(w#0, w#2) = NoAlias
// CHECK-DAG: alias(x, w#2) = MayAlias
// CHECK-DAG: alias(p, q) = MustAlias
// CHECK-DAG: alias(p, p2) = MustAlias
// CHECK-DAG: alias(p, o) = NoAlias
func.func @while_result(%x: memref<8xf32> {test.ptr = "x"}) {
  %w:3 = scf.while (%arg = %x) : (memref<8xf32>) -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
    %n = memref.alloc() : memref<8xf32>
    %cond = "test.condition"() : () -> i1
    scf.condition(%cond) %n, %n, %arg : memref<8xf32>, memref<8xf32>, memref<8xf32>
  } do {
  ^bb0(%p: memref<8xf32>, %q: memref<8xf32>, %o: memref<8xf32>):
    %pc = memref.cast %p {test.ptr = "p"} : memref<8xf32> to memref<8xf32>
    %qc = memref.cast %q {test.ptr = "q"} : memref<8xf32> to memref<8xf32>
    %pc2 = memref.cast %p {test.ptr = "p2"} : memref<8xf32> to memref<8xf32>
    %oc = memref.cast %o {test.ptr = "o"} : memref<8xf32> to memref<8xf32>
    scf.yield %p : memref<8xf32>
  } attributes {test.ptr = "w"}
  return
}

// -----

// scf.while: before-region arguments from the inits and the after region,
// after-region arguments and results from scf.condition. %a, made in the
// after region, is a newer buffer than the one the arguments carry from the
// previous iteration.

// CHECK-LABEL: Testing: @while
// CHECK-DAG: alias(x, before) = MayAlias
// CHECK-DAG: alias(before, a) = NoAlias
// CHECK-DAG: alias(b, before) = NoAlias
// CHECK-DAG: alias(x, after) = MayAlias
// CHECK-DAG: alias(after, a) = NoAlias
// CHECK-DAG: alias(after, after2) = MustAlias
// CHECK-DAG: alias(b, after) = NoAlias
// CHECK-DAG: alias(x, w) = MayAlias
// CHECK-DAG: alias(a, w) = NoAlias
// CHECK-DAG: alias(b, w) = NoAlias
func.func @while(%x: memref<8xf32> {test.ptr = "x"}) {
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %w = scf.while (%arg = %x) : (memref<8xf32>) -> memref<8xf32> {
    %before = memref.cast %arg {test.ptr = "before"} : memref<8xf32> to memref<8xf32>
    %cond = "test.condition"() : () -> i1
    scf.condition(%cond) %arg : memref<8xf32>
  } do {
  ^bb0(%arg2: memref<8xf32>):
    %after = memref.cast %arg2 {test.ptr = "after"} : memref<8xf32> to memref<8xf32>
    %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
    %after2 = memref.cast %arg2 {test.ptr = "after2"} : memref<8xf32> to memref<8xf32>
    scf.yield %a : memref<8xf32>
  } attributes {test.ptr = "w"}
  return
}

// -----

// scf.execute_region with several blocks, and scf.index_switch.

// CHECK-LABEL: Testing: @execute_region
// CHECK-DAG: alias(a, e) = MayAlias
// CHECK-DAG: alias(b, e) = MayAlias
// CHECK-DAG: alias(c, e) = NoAlias
// CHECK-DAG: alias(x, e) = NoAlias
func.func @execute_region(%x: memref<8xf32> {test.ptr = "x"}, %cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %e = scf.execute_region -> memref<8xf32> {
    cf.cond_br %cond, ^l, ^r
  ^l:
    scf.yield %a : memref<8xf32>
  ^r:
    cf.br ^j(%b : memref<8xf32>)
  ^j(%v: memref<8xf32>):
    scf.yield %v : memref<8xf32>
  } {test.ptr = "e"}
  return
}

// CHECK-LABEL: Testing: @index_switch
// CHECK-DAG: alias(x, sw#0) = MayAlias
// CHECK-DAG: alias(a, sw#0) = MayAlias
// CHECK-DAG: alias(b, sw#0) = MayAlias
// CHECK-DAG: alias(c, sw#0) = NoAlias
// CHECK-DAG: alias(c, sw#1) = MustAlias
// CHECK-DAG: alias(x, sw#1) = NoAlias
func.func @index_switch(%x: memref<8xf32> {test.ptr = "x"}, %k: index) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %s:2 = scf.index_switch %k {test.ptr = "sw"} -> memref<8xf32>, memref<8xf32>
  case 0 {
    scf.yield %a, %c : memref<8xf32>, memref<8xf32>
  }
  case 1 {
    scf.yield %b, %c : memref<8xf32>, memref<8xf32>
  }
  default {
    scf.yield %x, %c : memref<8xf32>, memref<8xf32>
  }
  return
}
