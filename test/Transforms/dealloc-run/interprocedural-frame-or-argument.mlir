// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline,reclaim-pipeline --reference --no-worse 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc=remarks=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// Under the ownership-passing convention (@pick is private; @pick_public is
// called through its private version) a result that may be a stack buffer
// of the callee's frame goes back as an owned copy only when, at run time,
// it is one (allocated pointers compared); when it is the argument, it goes
// back as it is: the caller's write through it is seen in the argument, as
// in the program without frees, and no copy is made per call (found by an
// attack: the copy was unconditional, the output differed and the loop
// allocated once per call).
// CHECK: 5
// CHECK-NEXT: 5
// CHECK-NEXT: 101
// CHECK: defects: none
// REMARK: remark: copy inserted for result #0 when it is a stack buffer of the function at run time

func.func private @pick(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %s = memref.alloca() : memref<4xf32>
  %r = arith.select %c, %a, %s : memref<4xf32>
  return %r : memref<4xf32>
}

func.func @pick_public(%a: memref<?xf32>, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %s = memref.alloca(%n) : memref<?xf32>
  %r = arith.select %c, %a, %s : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %t = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %r = func.call @pick(%a, %t) : (memref<4xf32>, i1) -> memref<4xf32>
  memref.store %five, %r[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  vector.print %x : f32
  %b = memref.alloc(%c256) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  %q = func.call @pick_public(%b, %t) : (memref<?xf32>, i1) -> memref<?xf32>
  memref.store %five, %q[%c0] : memref<?xf32>
  %y = memref.load %b[%c0] : memref<?xf32>
  vector.print %y : f32
  %sum = scf.for %i = %c1 to %c100 step %c1 iter_args(%acc = %one) -> f32 {
    %p = func.call @pick_public(%b, %t) : (memref<?xf32>, i1) -> memref<?xf32>
    %z = memref.load %p[%i] : memref<?xf32>
    %w = arith.addf %acc, %z : f32
    scf.yield %w : f32
  }
  %s2 = arith.addf %sum, %one : f32
  vector.print %s2 : f32
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
