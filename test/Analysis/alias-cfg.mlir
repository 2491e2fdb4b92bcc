// RUN: reclaim-test-opt %s -split-input-file -test-reclaim-alias -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

// A block argument has the sources of every predecessor's operand. Block
// arguments cannot carry test.ptr, so casts of them are named instead.

// CHECK-LABEL: Testing: @diamond
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, m) = NoAlias
// CHECK-DAG: alias(a, m) = MayAlias
// CHECK-DAG: alias(b, m) = MayAlias
// CHECK-DAG: alias(c, m) = NoAlias
// CHECK-DAG: alias(a, same) = MustAlias
// CHECK-DAG: alias(a, mixed_view) = PartialAlias
// CHECK-DAG: alias(m, m2) = MustAlias
func.func @diamond(%x: memref<8xf32> {test.ptr = "x"}, %cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  %a_view = memref.reinterpret_cast %a to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  cf.cond_br %cond, ^left, ^right
^left:
  cf.br ^join(%a, %a, %a : memref<8xf32>, memref<8xf32>, memref<8xf32>)
^right:
  cf.br ^join(%b, %a, %a_view : memref<8xf32>, memref<8xf32>, memref<8xf32>)
^join(%j: memref<8xf32>, %k: memref<8xf32>, %l: memref<8xf32>):
  %m = memref.cast %j {test.ptr = "m"} : memref<8xf32> to memref<8xf32>
  %same = memref.cast %k {test.ptr = "same"} : memref<8xf32> to memref<8xf32>
  %mixed_view = memref.cast %l {test.ptr = "mixed_view"} : memref<8xf32> to memref<8xf32>
  %m2 = memref.cast %j {test.ptr = "m2"} : memref<8xf32> to memref<8xf32>
  return
}

// -----

// Three predecessors, one of them a cf.switch with two edges into the block.

// CHECK-LABEL: Testing: @switch
// CHECK-DAG: alias(x, a) = NoAlias
// CHECK-DAG: alias(x, m) = MayAlias
// CHECK-DAG: alias(a, m) = MayAlias
// CHECK-DAG: alias(b, m) = MayAlias
// CHECK-DAG: alias(c, m) = NoAlias
func.func @switch(%x: memref<8xf32> {test.ptr = "x"}, %flag: i32, %cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  %b = memref.alloc() {test.ptr = "b"} : memref<8xf32>
  %c = memref.alloc() {test.ptr = "c"} : memref<8xf32>
  cf.cond_br %cond, ^sw, ^join(%x : memref<8xf32>)
^sw:
  cf.switch %flag : i32, [
    default: ^join(%a : memref<8xf32>),
    1: ^join(%b : memref<8xf32>),
    2: ^other
  ]
^other:
  cf.br ^join(%a : memref<8xf32>)
^join(%j: memref<8xf32>):
  %m = memref.cast %j {test.ptr = "m"} : memref<8xf32> to memref<8xf32>
  return
}

// -----

// A loop carrying a buffer allocated before it: every iteration sees the
// same buffer.

// CHECK-LABEL: Testing: @loop_invariant
// CHECK-DAG: alias(a, p) = MustAlias
// CHECK-DAG: alias(a, p_next) = MustAlias
// CHECK-DAG: alias(p, p_next) = MustAlias
// CHECK-DAG: alias(a, tmp) = NoAlias
// CHECK-DAG: alias(p, tmp) = NoAlias
func.func @loop_invariant(%cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  cf.br ^header(%a : memref<8xf32>)
^header(%h: memref<8xf32>):
  %p = memref.cast %h {test.ptr = "p"} : memref<8xf32> to memref<8xf32>
  %tmp = memref.alloc() {test.ptr = "tmp"} : memref<8xf32>
  %p_next = memref.cast %p {test.ptr = "p_next"} : memref<8xf32> to memref<8xf32>
  cf.cond_br %cond, ^header(%p_next : memref<8xf32>), ^exit
^exit:
  return
}

// -----

// A loop carrying a buffer allocated in the loop: the header argument holds
// the buffer of the previous iteration (or the initial one), made before the
// current iteration's allocation, so it is not that buffer.

// CHECK-LABEL: Testing: @loop_carried
// CHECK-DAG: alias(a, p) = MayAlias
// CHECK-DAG: alias(a, n) = NoAlias
// CHECK-DAG: alias(p, n) = NoAlias
// CHECK-DAG: alias(p, p2) = MustAlias
// CHECK-DAG: alias(n, n_cast) = MustAlias
// CHECK-DAG: alias(p, n_cast) = NoAlias
// CHECK-DAG: alias(a, out) = MayAlias
// CHECK-DAG: alias(p, out) = MustAlias
// CHECK-DAG: alias(n, out) = NoAlias
func.func @loop_carried(%cond: i1) {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  cf.br ^header(%a : memref<8xf32>)
^header(%h: memref<8xf32>):
  %p = memref.cast %h {test.ptr = "p"} : memref<8xf32> to memref<8xf32>
  %n = memref.alloc() {test.ptr = "n"} : memref<8xf32>
  %p2 = memref.cast %h {test.ptr = "p2"} : memref<8xf32> to memref<8xf32>
  %n_cast = memref.cast %n {test.ptr = "n_cast"} : memref<8xf32> to memref<8xf32>
  cf.cond_br %cond, ^header(%n : memref<8xf32>), ^exit
^exit:
  %out = memref.cast %h {test.ptr = "out"} : memref<8xf32> to memref<8xf32>
  return
}

// -----

// The buffer allocated in the loop body and passed forward to the latch is
// still the current one; only the back edge makes it an older buffer.

// CHECK-LABEL: Testing: @loop_forward
// CHECK-DAG: alias(n, l) = MustAlias
// CHECK-DAG: alias(h, n) = NoAlias
// CHECK-DAG: alias(h, l) = NoAlias
// CHECK-DAG: alias(x, h) = MayAlias
// CHECK-DAG: alias(x, n) = NoAlias
func.func @loop_forward(%x: memref<8xf32> {test.ptr = "x"}, %cond: i1) {
  cf.br ^header(%x : memref<8xf32>)
^header(%hh: memref<8xf32>):
  %h = memref.cast %hh {test.ptr = "h"} : memref<8xf32> to memref<8xf32>
  %n = memref.alloc() {test.ptr = "n"} : memref<8xf32>
  cf.br ^latch(%n : memref<8xf32>)
^latch(%ll: memref<8xf32>):
  %l = memref.cast %ll {test.ptr = "l"} : memref<8xf32> to memref<8xf32>
  cf.cond_br %cond, ^header(%ll : memref<8xf32>), ^exit
^exit:
  return
}

// -----

// A block without predecessors: its argument never holds a buffer.

// CHECK-LABEL: Testing: @unreachable_block
// CHECK-DAG: alias(a, u) = NoAlias
func.func @unreachable_block() {
  %a = memref.alloc() {test.ptr = "a"} : memref<8xf32>
  return
^dead(%d: memref<8xf32>):
  %u = memref.cast %d {test.ptr = "u"} : memref<8xf32> to memref<8xf32>
  return
}

// -----

// A header argument that only ever holds buffers of the allocation op in the
// loop (the value entering the loop never holds a buffer: @never does not
// return) is still not the current buffer of that op, but it is one buffer:
// a view of it is PartialAlias.

func.func @never() -> memref<8xf32> {
  cf.br ^spin
^spin:
  cf.br ^spin
}

// CHECK-LABEL: Testing: @only_loop_carried
// CHECK-DAG: alias(none, h) = NoAlias
// CHECK-DAG: alias(none, n) = NoAlias
// CHECK-DAG: alias(h, n) = NoAlias
// CHECK-DAG: alias(h, h2) = PartialAlias
// CHECK-DAG: alias(n, n_next) = MustAlias
// CHECK-DAG: alias(h, n_next) = NoAlias
func.func @only_loop_carried(%cond: i1) {
  %none = func.call @never() {test.ptr = "none"} : () -> memref<8xf32>
  cf.br ^header(%none : memref<8xf32>)
^header(%hh: memref<8xf32>):
  %h = memref.cast %hh {test.ptr = "h"} : memref<8xf32> to memref<8xf32>
  %n = memref.alloc() {test.ptr = "n"} : memref<8xf32>
  %h2 = memref.reinterpret_cast %hh to offset: [0], sizes: [8], strides: [1] {test.ptr = "h2"} : memref<8xf32> to memref<8xf32>
  cf.br ^next(%n : memref<8xf32>)
^next(%nn: memref<8xf32>):
  %n_next = memref.cast %nn {test.ptr = "n_next"} : memref<8xf32> to memref<8xf32>
  cf.cond_br %cond, ^header(%nn : memref<8xf32>), ^exit
^exit:
  return
}

// -----

// The loop-carried buffer of the previous iteration and the buffer allocated
// after it was bound are distinct, while the same buffer may still come in
// through another edge.

// CHECK-LABEL: Testing: @fresh_after_bound
// CHECK-DAG: alias(init, x) = MayAlias
// CHECK-DAG: alias(init, n) = NoAlias
// CHECK-DAG: alias(x, n) = NoAlias
// CHECK-DAG: alias(x, y) = MayAlias
// CHECK-DAG: alias(n, y) = MayAlias
func.func @fresh_after_bound(%init: memref<2xf32> {test.ptr = "init"}, %c: i1) {
  cf.br ^bb1(%init : memref<2xf32>)
^bb1(%xx: memref<2xf32>):
  %x = memref.cast %xx {test.ptr = "x"} : memref<2xf32> to memref<2xf32>
  %n = memref.alloc() {test.ptr = "n"} : memref<2xf32>
  cf.cond_br %c, ^bb2(%n : memref<2xf32>), ^bb2(%xx : memref<2xf32>)
^bb2(%yy: memref<2xf32>):
  // Either the current buffer or the previous one.
  %y = memref.cast %yy {test.ptr = "y"} : memref<2xf32> to memref<2xf32>
  cf.br ^bb1(%n : memref<2xf32>)
}
