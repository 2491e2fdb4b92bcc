// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc=remarks=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// An indirect call (func.call_indirect of a func.constant) may reach any
// function whose address the module takes; one of them frees its argument
// (the program's own free). The caller cannot tell whether the buffer is
// gone after the call, so it never frees it (a leak on the paths where the
// callee did not free it, with a remark) rather than free it twice; nor is
// it promoted to the stack (the callee's free would be a bad free). A
// buffer passed indirectly where no address-taken function frees anything
// is freed by the caller as usual.
// CHECK: 1
// CHECK-NEXT: 3
// CHECK: defects: none
// REMARK: remark: the callee frees this buffer on some paths only: the caller never frees it
// REMARK-NOT: remark: the callee frees

func.func @consume(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  vector.print %x : f32
  memref.dealloc %m : memref<4xf32>
  return
}

func.func @inspect(%m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi64>
  vector.print %x : i64
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3 : i64
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %fn = func.constant @consume : (memref<4xf32>) -> ()
  func.call_indirect %fn(%a) : (memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xi64>
  linalg.fill ins(%three : i64) outs(%b : memref<4xi64>)
  %g = func.constant @inspect : (memref<4xi64>) -> ()
  func.call_indirect %g(%b) : (memref<4xi64>) -> ()
  return
}
