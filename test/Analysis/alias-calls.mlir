// RUN: reclaim-test-opt %s -split-input-file -test-reclaim-alias -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,FRESH
// RUN: reclaim-test-opt %s -split-input-file \
// RUN:   -test-reclaim-alias=external-results-fresh=false -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,INDIRECT

// Calls to functions of the module go through their summaries: which
// results are fresh buffers (and which of those are the same buffer), which
// are an argument or a view of it, which are a global.

memref.global "private" @g : memref<8xf32> = dense<0.0>

func.func @make() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  return %a : memref<8xf32>
}
func.func @make_two() -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  return %a, %b : memref<8xf32>, memref<8xf32>
}
func.func @make_same() -> (memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1]>>) {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return %a, %a, %v : memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1]>>
}
func.func @id(%x: memref<8xf32>) -> memref<8xf32> {
  return %x : memref<8xf32>
}
func.func @view_of(%x: memref<8xf32>) -> memref<4xf32, strided<[1]>> {
  %v = memref.subview %x[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return %v : memref<4xf32, strided<[1]>>
}
func.func @pick(%x: memref<8xf32>, %y: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %s = arith.select %c, %x, %y : memref<8xf32>
  return %s : memref<8xf32>
}
func.func @get_g() -> memref<8xf32> {
  %g = memref.get_global @g : memref<8xf32>
  return %g : memref<8xf32>
}
func.func @fresh_or_arg(%x: memref<8xf32>, %c: i1) -> memref<8xf32> {
  cf.cond_br %c, ^fresh, ^arg
^fresh:
  %a = memref.alloc() : memref<8xf32>
  return %a : memref<8xf32>
^arg:
  return %x : memref<8xf32>
}
// Goes through @id, bottom-up.
func.func @id_twice(%x: memref<8xf32>) -> memref<8xf32> {
  %r = func.call @id(%x) : (memref<8xf32>) -> memref<8xf32>
  return %r : memref<8xf32>
}

// CHECK-LABEL: Testing: @visible
// CHECK-DAG: alias(a, m1) = NoAlias
// CHECK-DAG: alias(x, m1) = NoAlias
// CHECK-DAG: alias(m1, m2) = NoAlias
// CHECK-DAG: alias(t#0, t#1) = NoAlias
// CHECK-DAG: alias(m1, t#0) = NoAlias
// CHECK-DAG: alias(s#0, s#1) = MustAlias
// CHECK-DAG: alias(s#0, s#2) = PartialAlias
// CHECK-DAG: alias(t#0, s#0) = NoAlias
// CHECK-DAG: alias(a, i) = MustAlias
// CHECK-DAG: alias(x, i) = NoAlias
// CHECK-DAG: alias(x, ix) = MustAlias
// CHECK-DAG: alias(y, ix) = MayAlias
// CHECK-DAG: alias(a, ii) = MustAlias
// CHECK-DAG: alias(a, v) = PartialAlias
// CHECK-DAG: alias(i, v) = PartialAlias
// CHECK-DAG: alias(x, v) = NoAlias
// CHECK-DAG: alias(a, p) = MayAlias
// CHECK-DAG: alias(m1, p) = MayAlias
// CHECK-DAG: alias(m2, p) = NoAlias
// CHECK-DAG: alias(x, p) = NoAlias
// CHECK-DAG: alias(a, g) = NoAlias
// CHECK-DAG: alias(x, g) = MayAlias
// CHECK-DAG: alias(g, gl) = MustAlias
// CHECK-DAG: alias(a, fa) = MayAlias
// CHECK-DAG: alias(x, fa) = NoAlias
// CHECK-DAG: alias(m1, fa) = NoAlias
func.func @visible(%x: memref<8xf32> {test.ptr = "x"},
                   %y: memref<8xf32> {test.ptr = "y"}, %c: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %m1 = func.call @make() {test.ptr = "m1"} : () -> memref<8xf32>
  %m2 = func.call @make() {test.ptr = "m2"} : () -> memref<8xf32>
  %t:2 = func.call @make_two() {test.ptr = "t"} : () -> (memref<8xf32>, memref<8xf32>)
  %s:3 = func.call @make_same() {test.ptr = "s"} : () -> (memref<8xf32>, memref<8xf32>, memref<4xf32, strided<[1]>>)
  %i = func.call @id(%a) {test.ptr = "i"} : (memref<8xf32>) -> memref<8xf32>
  %ix = func.call @id(%x) {test.ptr = "ix"} : (memref<8xf32>) -> memref<8xf32>
  %ii = func.call @id_twice(%a) {test.ptr = "ii"} : (memref<8xf32>) -> memref<8xf32>
  %v = func.call @view_of(%a) {test.ptr = "v"} : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  %p = func.call @pick(%a, %m1, %c) {test.ptr = "p"} : (memref<8xf32>, memref<8xf32>, i1) -> memref<8xf32>
  %g = func.call @get_g() {test.ptr = "g"} : () -> memref<8xf32>
  %gl = memref.get_global @g : memref<8xf32> {test.ptr = "gl"}
  %fa = func.call @fresh_or_arg(%a, %c) {test.ptr = "fa"} : (memref<8xf32>, i1) -> memref<8xf32>
  return
}

// -----

// Recursion: summaries of a recursive SCC are a fixpoint.

// Returns a fresh buffer, made here or by a deeper activation.
func.func @rec_fresh(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %zero = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %zero : index
  %r = scf.if %done -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    %one = arith.constant 1 : index
    %m = arith.subi %n, %one : index
    %d = func.call @rec_fresh(%x, %m) : (memref<8xf32>, index) -> memref<8xf32>
    scf.yield %d : memref<8xf32>
  }
  return %r : memref<8xf32>
}
// Returns its argument, directly or through the recursive call.
func.func @rec_id(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %zero = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %zero : index
  cf.cond_br %done, ^base, ^step
^base:
  return %x : memref<8xf32>
^step:
  %one = arith.constant 1 : index
  %m = arith.subi %n, %one : index
  %d = func.call @rec_id(%x, %m) : (memref<8xf32>, index) -> memref<8xf32>
  return %d : memref<8xf32>
}
// Mutual recursion: @even returns its argument or what @odd returns, @odd a
// fresh buffer or what @even returns.
func.func @even(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %zero = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %zero : index
  cf.cond_br %done, ^base, ^step
^base:
  return %x : memref<8xf32>
^step:
  %one = arith.constant 1 : index
  %m = arith.subi %n, %one : index
  %d = func.call @odd(%x, %m) : (memref<8xf32>, index) -> memref<8xf32>
  return %d : memref<8xf32>
}
func.func @odd(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %zero = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %zero : index
  cf.cond_br %done, ^base, ^step
^base:
  %a = memref.alloc() : memref<8xf32>
  return %a : memref<8xf32>
^step:
  %one = arith.constant 1 : index
  %m = arith.subi %n, %one : index
  %d = func.call @even(%x, %m) : (memref<8xf32>, index) -> memref<8xf32>
  return %d : memref<8xf32>
}

// CHECK-LABEL: Testing: @recursion
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, f) = NoAlias
// CHECK-DAG: alias(a, f) = NoAlias
// CHECK-DAG: alias(a, i) = MustAlias
// CHECK-DAG: alias(x, i) = NoAlias
// CHECK-DAG: alias(f, i) = NoAlias
// CHECK-DAG: alias(a, e) = MayAlias
// CHECK-DAG: alias(x, e) = NoAlias
// CHECK-DAG: alias(f, e) = NoAlias
// CHECK-DAG: alias(a, o) = MayAlias
// CHECK-DAG: alias(e, o) = MayAlias
func.func @recursion(%x: memref<8xf32> {test.ptr = "x"}, %n: index) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %f = func.call @rec_fresh(%a, %n) {test.ptr = "f"} : (memref<8xf32>, index) -> memref<8xf32>
  %i = func.call @rec_id(%a, %n) {test.ptr = "i"} : (memref<8xf32>, index) -> memref<8xf32>
  %e = func.call @even(%a, %n) {test.ptr = "e"} : (memref<8xf32>, index) -> memref<8xf32>
  %o = func.call @odd(%a, %n) {test.ptr = "o"} : (memref<8xf32>, index) -> memref<8xf32>
  return
}

// -----

// External callees: by Reclaim's function boundary ABI their results are
// fresh buffers that may alias each other, but nothing else (FRESH). With
// the option off they are Indirect sources (INDIRECT). A call whose callee is
// not known is always Indirect.

func.func private @ext(memref<8xf32>) -> (memref<8xf32>, memref<8xf32>)

// CHECK-LABEL: Testing: @external
// FRESH-DAG: alias(x, e#0) = NoAlias
// FRESH-DAG: alias(a, e#0) = NoAlias
// FRESH-DAG: alias(e#0, e#1) = MayAlias
// FRESH-DAG: alias(e#0, f#0) = NoAlias
// FRESH-DAG: alias(e#1, f#1) = NoAlias
// FRESH-DAG: alias(e#0, e0_cast) = MustAlias
// INDIRECT-DAG: alias(x, e#0) = MayAlias
// INDIRECT-DAG: alias(a, e#0) = MayAlias
// INDIRECT-DAG: alias(e#0, e#1) = MayAlias
// INDIRECT-DAG: alias(e#0, f#0) = MayAlias
// INDIRECT-DAG: alias(e#1, f#1) = MayAlias
// INDIRECT-DAG: alias(e#0, e0_cast) = MustAlias
// CHECK-DAG: alias(x, unknown_callee) = MayAlias
// CHECK-DAG: alias(a, unknown_callee) = MayAlias
// CHECK-DAG: alias(e#0, unknown_callee) = MayAlias
func.func @external(%x: memref<8xf32> {test.ptr = "x"},
                    %fn: (memref<8xf32>) -> memref<8xf32>) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %e:2 = func.call @ext(%a) {test.ptr = "e"} : (memref<8xf32>) -> (memref<8xf32>, memref<8xf32>)
  %f:2 = func.call @ext(%a) {test.ptr = "f"} : (memref<8xf32>) -> (memref<8xf32>, memref<8xf32>)
  %e0_cast = memref.cast %e#0 {test.ptr = "e0_cast"} : memref<8xf32> to memref<?xf32>
  %u = func.call_indirect %fn(%a) {test.ptr = "unknown_callee"} : (memref<8xf32>) -> memref<8xf32>
  return
}
