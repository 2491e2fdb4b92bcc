// RUN: reclaim-opt %s -reclaim-ownership-dealloc -split-input-file | FileCheck %s

// The example of spec 000: a select of an alloc and an alloca, and a
// cf.cond_br to one block with different operands. Each successor gets its
// own dealloc whose conditions include the branch condition; the block
// argument and the live-in select get i1 ownership arguments.

// CHECK-LABEL: func @spec_example
//  CHECK-SAME: (%[[ARG:.*]]: memref<?xi8>, %[[SEL_COND:.*]]: i1, %[[BR_COND:.*]]: i1)
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[ALLOC:.*]] = memref.alloc
//       CHECK:   %[[ALLOCA:.*]] = memref.alloca
//       CHECK:   %[[SELECT:.*]] = arith.select %[[SEL_COND]], %[[ALLOC]], %[[ALLOCA]]
//       CHECK:   %[[NOT:.*]] = arith.xori %[[BR_COND]], %[[TRUE]]
//       CHECK:   %[[D1:.*]]:2 = bufferization.dealloc (%[[ALLOC]] : {{.*}}) if (%[[BR_COND]]) retain (%[[ALLOC]], %[[SELECT]] :
//       CHECK:   %[[D2:.*]]:2 = bufferization.dealloc (%[[ALLOC]] : {{.*}}) if (%[[NOT]]) retain (%[[ARG]], %[[SELECT]] :
//       CHECK:   cf.cond_br %[[BR_COND]], ^[[BB1:.*]](%[[ALLOC]], %[[D1]]#0, %[[D1]]#1 : memref<?xi8>, i1, i1), ^[[BB1]](%[[ARG]], %[[D2]]#0, %[[D2]]#1 : memref<?xi8>, i1, i1)
//       CHECK: ^[[BB1]](%[[BBARG:.*]]: memref<?xi8>, %[[OWN_BBARG:.*]]: i1, %[[OWN_SELECT:.*]]: i1):
//       CHECK:   memref.copy %[[BBARG]], %[[SELECT]]
//       CHECK:   bufferization.dealloc (%[[BBARG]], %[[SELECT]] : {{.*}}) if (%[[OWN_BBARG]], %[[OWN_SELECT]])
//  CHECK-NEXT:   return
func.func @spec_example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// -----

// An unstructured loop (upstream rejects it): the loop-carried buffer and its
// ownership travel through the header's block arguments; the body frees the
// previous iteration's buffer; the exit returns the last one (cloned only if
// not owned). Blocks entered by a single edge read the ownership computed on
// that edge directly, without block arguments. The header retains the
// carried buffer on both edges, so it frees nothing and both successors read
// its ownership as is.

// CHECK-LABEL: func @cf_loop
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[OA:.*]] = bufferization.dealloc (%[[A]] : {{.*}}) if (%{{.*}}) retain (%[[A]] :
//       CHECK:   cf.br ^[[HEAD:.*]](%{{.*}}, %[[A]], %[[OA]] : index, memref<4xf32>, i1)
//       CHECK: ^[[HEAD]](%{{.*}}: index, %[[X:.*]]: memref<4xf32>, %[[OX:.*]]: i1):
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^[[EXIT:.*]]
//       CHECK: ^[[BODY]]:
//       CHECK:   %[[B:.*]] = memref.alloc
//       CHECK:   %[[OB:.*]] = bufferization.dealloc (%[[X]], %[[B]] : {{.*}}) if (%[[OX]], %{{.*}}) retain (%[[B]] :
//       CHECK:   cf.br ^[[HEAD]](%{{.*}}, %[[B]], %[[OB]] :
//       CHECK: ^[[EXIT]]:
//       CHECK:   %[[OR:.*]] = bufferization.dealloc (%[[X]] : {{.*}}) if (%[[OX]]) retain (%[[X]] :
//       CHECK:   %[[R:.*]] = scf.if %[[OR]]
//       CHECK:     scf.yield %[[X]]
//       CHECK:     bufferization.clone %[[X]]
//       CHECK:   return %[[R]]
func.func @cf_loop(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  cf.br ^h(%c0, %a : index, memref<4xf32>)
^h(%i: index, %x: memref<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %b = memref.alloc() : memref<4xf32>
  memref.copy %x, %b : memref<4xf32> to memref<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %b : index, memref<4xf32>)
^exit:
  return %x : memref<4xf32>
}

// -----

// cf.switch: a buffer that no other tracked value may share is freed by one
// dealloc shared by all edges, under "the edge taken does not retain it";
// the edge that forwards it hands its ownership over as is. The default
// destination takes the edge when no case value matches. (One dealloc per
// edge would make a switch of n cases that forward n buffers O(n^2).)

// CHECK-LABEL: func @switch
//  CHECK-SAME: (%[[FLAG:.*]]: i32)
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[IS1:.*]] = arith.cmpi eq, %[[FLAG]], %{{.*}} : i32
//       CHECK:   %[[NOT1:.*]] = arith.xori %[[IS1]]
//       CHECK:   %[[IS5:.*]] = arith.cmpi eq, %[[FLAG]], %{{.*}} : i32
//       CHECK:   %[[TAKE5:.*]] = arith.andi %[[IS5]], %[[NOT1]]
//       CHECK:   %[[NOT5:.*]] = arith.xori %[[IS5]]
//       CHECK:   %[[DEFAULT:.*]] = arith.andi %[[NOT1]], %[[NOT5]]
//       CHECK:   %[[NOTDEFAULT:.*]] = arith.xori %[[DEFAULT]]
//       CHECK:   bufferization.dealloc (%[[A]] : {{.*}}) if (%[[NOTDEFAULT]])
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   cf.switch %[[FLAG]] : i32, [
//  CHECK-NEXT:     default: ^{{.*}}(%[[A]] : memref<4xi64>),
//  CHECK-NEXT:     1: ^{{.*}},
//  CHECK-NEXT:     5: ^{{.*}}
func.func @switch(%f: i32) {
  %a = memref.alloc() : memref<4xi64>
  cf.switch %f : i32, [ default: ^bb1(%a : memref<4xi64>), 1: ^bb2, 5: ^bb3 ]
^bb1(%x: memref<4xi64>):
  return
^bb2:
  return
^bb3:
  return
}

// -----

// Frees already in the input are respected: the freed buffer loses its
// ownership (statically when it is the tracked value itself) and is never
// freed again; realloc frees its operand and returns an owned buffer.

// CHECK-LABEL: func @input_frees
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[B:.*]] = memref.alloc
//       CHECK:   memref.dealloc %[[A]]
//       CHECK:   %[[C:.*]] = memref.realloc %[[B]]
//   CHECK-NOT:   %[[A]]
//   CHECK-NOT:   %[[B]]
//       CHECK:   bufferization.dealloc (%[[C]] : memref<8xf32>) if (%{{.*}})
//  CHECK-NEXT:   return
func.func @input_frees() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %c = memref.realloc %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

// A free of a select: the selected buffer loses its ownership under the
// select's condition, with no pointer comparison.

// CHECK-LABEL: func @input_free_select
//  CHECK-SAME: (%[[C:.*]]: i1, %{{.*}}: memref<4xf32>)
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[S:.*]] = arith.select %[[C]], %[[A]], %{{.*}}
//       CHECK:   %[[NC:.*]] = arith.xori %[[C]], %{{.*}}
//   CHECK-NOT:   memref.extract_aligned_pointer_as_index
//       CHECK:   memref.dealloc %[[S]]
//       CHECK:   bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[NC]])
func.func @input_free_select(%c: i1, %arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %arg : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

// -----

// A free of a block argument that may be a tracked buffer: ownership of that
// buffer is dropped at run time by comparing allocated pointers (read from
// the LLVM descriptor: a view may move the aligned pointer).

// CHECK-LABEL: func @input_free_may_alias
// Both edges hand %x and %a the same ownership (true): the block takes no
// ownership arguments, and %a's flag is the constant itself.
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK: ^{{.*}}(%[[X:.*]]: memref<4xf32>):
//       CHECK:   %[[DX:.*]] = builtin.unrealized_conversion_cast %[[X]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
//       CHECK:   %[[AX:.*]] = llvm.extractvalue %[[DX]][0]
//       CHECK:   %[[IX:.*]] = llvm.ptrtoint %[[AX]]
//       CHECK:   %[[PX:.*]] = arith.index_cast %[[IX]]
//       CHECK:   %[[DA:.*]] = builtin.unrealized_conversion_cast %[[A]]
//       CHECK:   %[[AA:.*]] = llvm.extractvalue %[[DA]][0]
//       CHECK:   %[[IA:.*]] = llvm.ptrtoint %[[AA]]
//       CHECK:   %[[PA:.*]] = arith.index_cast %[[IA]]
//       CHECK:   %[[NE:.*]] = arith.cmpi ne, %[[PA]], %[[PX]]
//       CHECK:   %[[KEEP:.*]] = arith.andi %[[TRUE]], %[[NE]]
//       CHECK:   memref.dealloc %[[X]]
//       CHECK:   bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[KEEP]])
func.func @input_free_may_alias(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  return
}

// -----

// scf.if yielding a fresh buffer or an argument: the op gets an i1 result per
// memref result; each branch yields the ownership of what it yields.

// CHECK-LABEL: func @scf_if
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[R:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
//       CHECK:     %[[B:.*]] = memref.alloc
//       CHECK:     %[[OB:.*]] = bufferization.dealloc (%[[B]] : {{.*}}) if (%{{.*}}) retain (%[[B]] :
//       CHECK:     scf.yield %[[B]], %[[OB]]
//       CHECK:   } else {
//       CHECK:     scf.yield %{{.*}}, %[[FALSE]]
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[R]]#1)
func.func @scf_if(%c: i1, %arg: memref<4xf32>) -> f32 {
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// scf.for with a memref iter_arg: an i1 iter_arg carries its ownership. The
// init dies with the loop, so it enters the loop owned (the loop frees it when
// the first iteration replaces it) and the enclosing block no longer frees it.

// CHECK-LABEL: func @scf_for
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:.*]] = %[[A]], %[[OIT:.*]] = %[[TRUE]]) -> (memref<4xf32>, i1)
//       CHECK:     %[[B:.*]] = memref.alloc
//       CHECK:     %[[OB:.*]] = bufferization.dealloc (%{{.*}}, %[[B]] : {{.*}}) if (%[[OIT]], %{{.*}}) retain (%[[B]] :
//       CHECK:     scf.yield %[[B]], %[[OB]]
//   CHECK-NOT:   %[[A]]
//       CHECK:   bufferization.dealloc (%{{.*}} : {{.*}}) if (%[[R]]#1)
//  CHECK-NEXT:   return

func.func @scf_for(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %it, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// An init that is still used after the loop enters unowned: the enclosing
// block keeps freeing it.

// CHECK-LABEL: func @scf_for_init_live_after
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[FALSE]]) -> (memref<4xf32>, i1)
//       CHECK:   bufferization.dealloc (%[[A]], %{{.*}} : {{.*}}) if (%{{.*}}, %[[R]]#1)
func.func @scf_for_init_live_after(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %it, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = memref.load %a[%c0] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// -----

// scf.while: ownership flows through the before region's arguments,
// scf.condition, the after region's arguments, scf.yield and the results; the
// init dies with the loop and enters it owned.

// CHECK-LABEL: func @scf_while
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]]:3 = scf.while (%[[X:.*]] = %{{.*}}, %{{.*}} = %{{.*}}, %[[OX:.*]] = %[[TRUE]]) : (memref<4xi64>, i64, i1) -> (memref<4xi64>, i64, i1)
//       CHECK:     %[[OC:.*]] = bufferization.dealloc ({{.*}}) if (%[[OX]]) retain (%[[X]] :
//       CHECK:     scf.condition(%{{.*}}) %[[X]], %{{.*}}, %[[OC]] : memref<4xi64>, i64, i1
//       CHECK:   } do {
//       CHECK:   ^bb0(%[[Y:.*]]: memref<4xi64>, %{{.*}}: i64, %[[OY:.*]]: i1):
//       CHECK:     %[[B:.*]] = memref.alloc
//       CHECK:     %[[OB:.*]] = bufferization.dealloc (%{{.*}}, %[[B]] : {{.*}}) if (%[[OY]], %{{.*}}) retain (%[[B]] :
//       CHECK:     scf.yield %[[B]], %{{.*}}, %[[OB]]
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[R]]#2)
func.func @scf_while(%n: i64) {
  %a = memref.alloc() : memref<4xi64>
  %r:2 = scf.while (%x = %a, %i = %n) : (memref<4xi64>, i64) -> (memref<4xi64>, i64) {
    %z = arith.constant 0 : i64
    %c = arith.cmpi sgt, %i, %z : i64
    scf.condition(%c) %x, %i : memref<4xi64>, i64
  } do {
  ^bb0(%y: memref<4xi64>, %j: i64):
    %b = memref.alloc() : memref<4xi64>
    memref.copy %y, %b : memref<4xi64> to memref<4xi64>
    %one = arith.constant 1 : i64
    %j2 = arith.subi %j, %one : i64
    scf.yield %b, %j2 : memref<4xi64>, i64
  }
  return
}

// -----

// scf.execute_region with a CFG inside and scf.index_switch: both forward
// ownership through extra i1 results.

// CHECK-LABEL: func @execute_region_and_switch
//       CHECK:   scf.execute_region -> (memref<2xindex>, i1)
//       CHECK:     cf.cond_br
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xindex>, i1
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xindex>, i1
//       CHECK:   scf.index_switch %{{.*}} -> memref<2xindex>, i1
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xindex>, i1
//       CHECK:     scf.yield %{{.*}}, %{{.*}} : memref<2xindex>, i1
func.func @execute_region_and_switch(%c: i1, %k: index) -> index {
  %r = scf.execute_region -> memref<2xindex> {
    %a = memref.alloc() : memref<2xindex>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : memref<2xindex>
  ^bb2:
    %b = memref.alloc() : memref<2xindex>
    scf.yield %b : memref<2xindex>
  }
  %s = scf.index_switch %k -> memref<2xindex>
  case 1 {
    %d = memref.alloc() : memref<2xindex>
    scf.yield %d : memref<2xindex>
  }
  default {
    scf.yield %r : memref<2xindex>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<2xindex>
  return %v : index
}

// -----

// Function boundary ABI: a returned argument is cloned, a returned fresh
// buffer is not, and call results are owned by the caller (a call result
// that nothing else may share is returned as is, with no run-time check).

// CHECK-LABEL: func @return_abi
//  CHECK-SAME: (%[[ARG:.*]]: memref<4xf32>)
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[CALL:.*]] = call @callee(%[[A]])
//       CHECK:   %[[O:.*]]:2 = bufferization.dealloc (%[[A]], %[[CALL]] : {{.*}}) if (%{{.*}}, %{{.*}}) retain (%[[ARG]], %[[CALL]] :
//       CHECK:   %[[CLONE:.*]] = scf.if %[[O]]#0
//       CHECK:     bufferization.clone %[[ARG]]
//   CHECK-NOT:   scf.if
//       CHECK:   return %[[CLONE]], %[[CALL]]
func.func private @callee(memref<4xf32>) -> memref<4xf32>
func.func @return_abi(%arg: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %r = func.call @callee(%a) : (memref<4xf32>) -> memref<4xf32>
  return %arg, %r : memref<4xf32>, memref<4xf32>
}

// -----

// A terminator with several successors that is neither cf.cond_br nor
// cf.switch: each edge gets a block of its own holding the edge's dealloc.

// CHECK-LABEL: func @split_edges
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[B:.*]] = memref.alloc
//       CHECK:   llvm.cond_br %{{.*}}, ^[[E1:.*]], ^[[E2:.*]]
//       CHECK: ^[[E1]]:
//       CHECK:   %[[O1:.*]] = bufferization.dealloc (%[[A]], %[[B]] : {{.*}}) if ({{.*}}) retain (%[[A]] :
//       CHECK:   cf.br ^[[S1:.*]]{{$}}
//       CHECK: ^[[S1]]:
//       CHECK:   bufferization.dealloc (%[[A]] : {{.*}}) if (%[[O1]])
//       CHECK: ^[[E2]]:
//       CHECK:   %[[O2:.*]] = bufferization.dealloc (%[[A]], %[[B]] : {{.*}}) if ({{.*}}) retain (%[[B]] :
//       CHECK:   cf.br ^[[S2:.*]]{{$}}
//       CHECK: ^[[S2]]:
//       CHECK:   bufferization.dealloc (%[[B]] : {{.*}}) if (%[[O2]])
func.func @split_edges(%c: i1) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : index
  %w = memref.load %0[%c1] : memref<4xf32>
  return
^bb2:
  %c0 = arith.constant 0 : index
  %v = memref.load %1[%c0] : memref<4xf32>
  return
}
