// RUN: reclaim-opt %s -reclaim-dealloc-simplify -split-input-file | FileCheck %s

// A memref that is also retained is never freed; its condition is the
// retained value's ownership. No pointer comparison is left.

// CHECK-LABEL: func @memref_is_retained
//  CHECK-SAME: (%[[C:.*]]: i1)
//       CHECK:   %[[A:.*]] = memref.alloc
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %[[C]]
func.func @memref_is_retained(%c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %o = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%a : memref<2xf32>)
  return %o : i1
}

// -----

// Distinct allocations never alias: each becomes its own dealloc, and a
// retained value aliasing none of them gets ownership false.

// CHECK-LABEL: func @split_distinct
//  CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[ARG:.*]]: memref<2xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[A:.*]] = memref.alloc
//   CHECK-DAG:   %[[B:.*]] = memref.alloc
//       CHECK:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C]]){{$}}
//       CHECK:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[D]]){{$}}
//       CHECK:   return %[[FALSE]]
func.func @split_distinct(%c: i1, %d: i1, %arg: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %o = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%arg : memref<2xf32>)
  return %o : i1
}

// -----

// A retained select of two fresh buffers: the select's condition decides
// which one survives; ownership follows the condition.

// CHECK-LABEL: func @select_path
//  CHECK-SAME: (%[[S:.*]]: i1)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[A:.*]] = memref.alloc
//   CHECK-DAG:   %[[B:.*]] = memref.alloc
//       CHECK:   %[[NS:.*]] = arith.xori %[[S]], %[[TRUE]]
//       CHECK:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[NS]]){{$}}
//       CHECK:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[S]]){{$}}
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %[[TRUE]]
func.func @select_path(%s: i1) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %s, %a, %b : memref<2xf32>
  %o = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%r : memref<2xf32>)
  return %o : i1
}

// -----

// A block argument that may be any earlier buffer is distinct from a buffer
// allocated in its block after the argument was bound (the loop-carried
// buffer of the previous iteration vs. this iteration's).

// CHECK-LABEL: func @fresh_after_bound
//       CHECK: ^bb1(%[[X:.*]]: memref<2xf32>, %[[OX:.*]]: i1):
//       CHECK:   %[[N:.*]] = memref.alloc
//       CHECK:   bufferization.dealloc (%[[X]] : memref<2xf32>) if (%[[OX]]){{$}}
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   cf.br ^bb1(%[[N]], %{{.*}} :
func.func @fresh_after_bound(%init: memref<2xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  cf.br ^bb1(%init, %false : memref<2xf32>, i1)
^bb1(%x: memref<2xf32>, %ox: i1):
  %n = memref.alloc() : memref<2xf32>
  %o = bufferization.dealloc (%x, %n : memref<2xf32>, memref<2xf32>) if (%ox, %true) retain (%n : memref<2xf32>)
  cf.br ^bb1(%n, %o : memref<2xf32>, i1)
}

// -----

// Two block arguments that may be the same buffer (each is %a or %b): a
// runtime dealloc remains. A memref aliasing only argument buffers has a
// false condition at run time and is dropped. (When both arguments always
// receive the same buffer, the alias analysis sees it: see the next case.)

// CHECK-LABEL: func @may_alias_stays
//       CHECK: ^bb1(%[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<2xf32>, %[[OX:.*]]: i1, %[[OY:.*]]: i1):
//       CHECK:   bufferization.dealloc (%[[X]], %[[Y]] : memref<2xf32>, memref<2xf32>) if (%[[OX]], %[[OY]]){{$}}
//   CHECK-NOT:   %arg0
func.func @may_alias_stays(%arg: memref<2xf32>, %c: i1, %d: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %true = arith.constant true
  cf.cond_br %d, ^bb1(%a, %b, %true, %true : memref<2xf32>, memref<2xf32>, i1, i1), ^bb1(%a, %a, %true, %true : memref<2xf32>, memref<2xf32>, i1, i1)
^bb1(%x: memref<2xf32>, %y: memref<2xf32>, %ox: i1, %oy: i1):
  bufferization.dealloc (%x, %y, %arg : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%ox, %oy, %c)
  return
}

// -----

// A memref that is a select is each of its operands under the condition;
// stack buffers and arguments can never be owned and drop out.

// CHECK-LABEL: func @memref_select
//  CHECK-SAME: (%[[S:.*]]: i1, %[[C:.*]]: i1, %{{.*}}: memref<2xf32>)
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[G:.*]] = arith.andi %[[C]], %[[S]]
//       CHECK:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[G]]){{$}}
//   CHECK-NOT:   bufferization.dealloc
func.func @memref_select(%s: i1, %c: i1, %arg: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %r = arith.select %s, %a, %arg : memref<2xf32>
  bufferization.dealloc (%r : memref<2xf32>) if (%c)
  return
}

// -----

// Block arguments that always receive the same buffer must alias (alias
// analysis through the predecessors): one free under either condition.

// CHECK-LABEL: func @must_alias_through_block_args
//       CHECK: ^bb1(%[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<2xf32>, %[[OX:.*]]: i1, %[[OY:.*]]: i1):
//       CHECK:   %[[OR:.*]] = arith.ori %[[OX]], %[[OY]]
//       CHECK:   bufferization.dealloc (%{{[01]}} : memref<2xf32>) if (%[[OR]]){{$}}
//   CHECK-NOT:   bufferization.dealloc
func.func @must_alias_through_block_args() {
  %a = memref.alloc() : memref<2xf32>
  %true = arith.constant true
  cf.br ^bb1(%a, %a, %true, %true : memref<2xf32>, memref<2xf32>, i1, i1)
^bb1(%x: memref<2xf32>, %y: memref<2xf32>, %ox: i1, %oy: i1):
  bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%ox, %oy)
  return
}
