// A cf loop header reached from three predecessors carrying different kinds
// of buffers: the entry passes a function argument (not owned) or an alloca
// depending on a flag, the latch passes a fresh heap buffer, and a second
// latch passes the same buffer back unchanged. Ownership of the header's
// argument differs per edge and is only known at run time.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%arg: memref<1xi64>, %use_arg: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %stack = memref.alloca() : memref<1xi64>
  %ten = arith.constant 10 : i64
  memref.store %ten, %stack[%c0] : memref<1xi64>
  cf.cond_br %use_arg, ^header(%c0, %arg : index, memref<1xi64>), ^header(%c0, %stack : index, memref<1xi64>)
^header(%i: index, %buf: memref<1xi64>):
  %more = arith.cmpi slt, %i, %c6 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %rem = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %rem, %c0 : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %even, ^fresh, ^same
^fresh:
  %f = memref.alloc() : memref<1xi64>
  %v = memref.load %buf[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %f[%c0] : memref<1xi64>
  cf.br ^header(%i1, %f : index, memref<1xi64>)
^same:
  %v2 = memref.load %buf[%c0] : memref<1xi64>
  %w2 = arith.addi %v2, %v2 : i64
  memref.store %w2, %buf[%c0] : memref<1xi64>
  cf.br ^header(%i1, %buf : index, memref<1xi64>)
^exit:
  %r = memref.load %buf[%c0] : memref<1xi64>
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<1xi64>
  %three = arith.constant 3 : i64
  memref.store %three, %a[%c0] : memref<1xi64>
  %x = call @run(%a, %t) : (memref<1xi64>, i1) -> i64
  vector.print %x : i64
  %y = call @run(%a, %f) : (memref<1xi64>, i1) -> i64
  vector.print %y : i64
  // The argument was never written (the first iteration copies it).
  %z = memref.load %a[%c0] : memref<1xi64>
  vector.print %z : i64
  return
}

// arg: 3 -> 4 -> 8 -> 9 -> 18 -> 19 -> 38 ; stack: 10 -> 11 -> 22 -> 23 -> 46 -> 47 -> 94
// CHECK: 38
// CHECK-NEXT: 94
// CHECK-NEXT: 3
// CHECK: defects: none
