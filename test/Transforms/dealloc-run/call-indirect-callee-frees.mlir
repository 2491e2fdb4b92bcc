// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-ownership-dealloc=remarks=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// An indirect call (func.call_indirect of a function value chosen at run
// time) may reach any function of its type whose address the module takes;
// one of them frees its argument (the program's own free). The caller
// cannot tell whether the buffer is gone after the call, so it never frees
// it (a leak on the paths where the callee did not free it, with a remark)
// rather than free it twice; nor is it promoted to the stack (the callee's
// free would be a bad free). A buffer passed indirectly where no
// address-taken function of the call's type frees anything is freed by the
// caller as usual. A call_indirect of a func.constant is a direct call
// (resolved first, with the call op's canonicalization): its callee's
// summary applies exactly, no remark.
// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 1
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

func.func @peek(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  vector.print %x : f32
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3 : i64
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %fn = scf.if %true -> ((memref<4xf32>) -> ()) {
    %c = func.constant @consume : (memref<4xf32>) -> ()
    scf.yield %c : (memref<4xf32>) -> ()
  } else {
    %p = func.constant @peek : (memref<4xf32>) -> ()
    scf.yield %p : (memref<4xf32>) -> ()
  }
  func.call_indirect %fn(%a) : (memref<4xf32>) -> ()
  %d = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%d : memref<4xf32>)
  %direct = func.constant @consume : (memref<4xf32>) -> ()
  func.call_indirect %direct(%d) : (memref<4xf32>) -> ()
  %b = memref.alloc() : memref<4xi64>
  linalg.fill ins(%three : i64) outs(%b : memref<4xi64>)
  %g = func.constant @inspect : (memref<4xi64>) -> ()
  %h = scf.if %true -> ((memref<4xi64>) -> ()) {
    scf.yield %g : (memref<4xi64>) -> ()
  } else {
    scf.yield %g : (memref<4xi64>) -> ()
  }
  func.call_indirect %h(%b) : (memref<4xi64>) -> ()
  %e = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%e : memref<4xf32>)
  func.call @peek(%e) : (memref<4xf32>) -> ()
  return
}
