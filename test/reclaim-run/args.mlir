// --args passes scalar arguments to the entry function, -e selects it, and a
// scalar result is printed as the last line of output.
// RUN: reclaim-run %s --args=3,1,7,1.5,-2.25,-9 > %t 2>&1
// RUN: FileCheck %s < %t
// RUN: reclaim-run %s -e half --args=0.5 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: reclaim-run %s -e flag --args=true 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: reclaim-run %s -e sized --args=5 2>&1 | FileCheck %s --check-prefix=SIZED
// RUN: not reclaim-run %s -e flag --args=2 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not reclaim-run %s -e half --args=abc 2>&1 | FileCheck %s --check-prefix=NOTFLOAT

func.func @main(%n: i64, %b: i1, %i: index, %x: f32, %y: f64, %s: i32) -> i64 {
  vector.print %n : i64
  vector.print %b : i1
  vector.print %i : index
  vector.print %x : f32
  vector.print %y : f64
  vector.print %s : i32
  %c100 = arith.constant 100 : i64
  %r = arith.addi %n, %c100 : i64
  return %r : i64
}

func.func @half(%x: f64) -> f32 {
  %h = arith.truncf %x : f64 to f32
  %two = arith.constant 2.0 : f32
  %r = arith.divf %h, %two : f32
  return %r : f32
}

func.func @flag(%b: i1) -> i1 {
  %t = arith.constant true
  %r = arith.xori %b, %t : i1
  return %r : i1
}

// A dynamically sized buffer whose size comes from the command line.
func.func @sized(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xindex>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %a[%i] : memref<?xindex>
  }
  %last = arith.subi %n, %c1 : index
  %v = memref.load %a[%last] : memref<?xindex>
  memref.dealloc %a : memref<?xindex>
  return %v : index
}

// CHECK:      3
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2.25
// CHECK-NEXT: -9
// CHECK-NEXT: 103
// CHECK-NEXT: stats: allocs=0 frees=0
// CHECK-NEXT: defects: none
// CHECK-NEXT: exit-code: 0

// HALF:      0.25
// HALF-NEXT: stats:
// HALF-NEXT: defects: none

// FLAG:      0
// FLAG-NEXT: stats:
// FLAG-NEXT: defects: none

// SIZED:      4
// SIZED-NEXT: stats: allocs=1 frees=1 bytes-allocated=40 peak-bytes=40 ideal-peak-bytes=40 live-bytes-at-exit=0
// SIZED-NEXT: defects: none

// RANGE:      reclaim-run: error: invalid --args: argument #0 (2) does not fit in i1
// RANGE-NEXT: defects: error
// RANGE-NEXT: exit-code: 1

// NOTFLOAT:      reclaim-run: error: invalid --args: argument #0 ('abc') is not a floating-point number
// NOTFLOAT-NEXT: defects: error
// NOTFLOAT-NEXT: exit-code: 1
