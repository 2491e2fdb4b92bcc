// Summaries through a chain of 24 functions, each defined before its
// callee, the last of which frees its argument on the paths where n is even,
// and through a mutual recursion (@a, @b) that frees its argument on every
// path. The caller must neither free again what the callees free nor leak
// what they keep (the module-wide summary must see through the whole chain:
// it used to re-summarise the whole module at most 16 times, one level of
// the chain per round).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-pipeline=remarks=true -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Precise through the whole chain: no argument is taken as kept by a callee
// (what the summary assumed of every function when it gave up).
// REMARK-NOT: escapes tracking
// REMARK: the callee frees this buffer on some paths only
// REMARK-NOT: escapes tracking
// CHECK: 42
// CHECK-NEXT: 42
// CHECK-NEXT: 7
// CHECK-NEXT: 8
// CHECK: defects: none

func.func private @f0(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f1(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f1(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f2(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f2(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f3(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f3(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f4(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f4(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f5(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f5(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f6(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f6(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f7(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f7(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f8(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f8(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f9(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f9(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f10(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f10(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f11(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f11(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f12(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f12(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f13(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f13(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f14(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f14(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f15(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f15(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f16(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f16(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f17(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f17(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f18(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f18(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f19(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f19(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f20(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f20(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f21(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f21(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f22(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f22(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %r = call @f23(%m, %n) : (memref<4xi64>, i64) -> i64
  %s = arith.addi %v, %r : i64
  %z = arith.constant 0 : i64
  %t = arith.muli %s, %z : i64
  %u = arith.addi %t, %r : i64
  return %u : i64
}
func.func private @f23(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %two = arith.constant 2 : i64
  %rem = arith.remui %n, %two : i64
  %zero = arith.constant 0 : i64
  %even = arith.cmpi eq, %rem, %zero : i64
  cf.cond_br %even, ^free, ^keep
^free:
  memref.dealloc %m : memref<4xi64>
  return %v : i64
^keep:
  return %v : i64
}

func.func @a(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  cf.cond_br %done, ^free, ^rec
^free:
  %v = memref.load %m[%c0] : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  return %v : i64
^rec:
  %one = arith.constant 1 : i64
  %n1 = arith.subi %n, %one : i64
  %r = call @b(%m, %n1) : (memref<4xi64>, i64) -> i64
  return %r : i64
}

func.func @b(%m: memref<4xi64>, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %m[%c0] : memref<4xi64>
  %r = call @a(%m, %n) : (memref<4xi64>, i64) -> i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c42 = arith.constant 42 : i64
  %five = arith.constant 5 : i64
  %six = arith.constant 6 : i64
  %two = arith.constant 2 : i64
  // Freed by the chain (n even).
  %x = memref.alloc() : memref<4xi64>
  memref.store %c42, %x[%c0] : memref<4xi64>
  %rx = call @f0(%x, %six) : (memref<4xi64>, i64) -> i64
  vector.print %rx : i64
  // Kept by the chain (n odd): the caller still owns it and reads it.
  %y = memref.alloc() : memref<4xi64>
  memref.store %c42, %y[%c0] : memref<4xi64>
  %ry = call @f0(%y, %five) : (memref<4xi64>, i64) -> i64
  %ly = memref.load %y[%c0] : memref<4xi64>
  %sy = arith.subi %ly, %ry : i64
  %py = arith.addi %sy, %c42 : i64
  vector.print %py : i64
  memref.dealloc %y : memref<4xi64>
  // Freed by the recursion on every path.
  %z = memref.alloc() : memref<4xi64>
  %c5 = arith.constant 5 : i64
  memref.store %c5, %z[%c0] : memref<4xi64>
  %rz = call @a(%z, %two) : (memref<4xi64>, i64) -> i64
  vector.print %rz : i64
  %w = memref.alloc() : memref<4xi64>
  memref.store %c5, %w[%c0] : memref<4xi64>
  %c3 = arith.constant 3 : i64
  %rw = call @a(%w, %c3) : (memref<4xi64>, i64) -> i64
  vector.print %rw : i64
  return
}
