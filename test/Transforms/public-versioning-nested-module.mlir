// RUN: reclaim-opt %s --reclaim-ownership-dealloc | FileCheck %s
// Public functions the module calls itself get a private version that the
// module's calls use; calls inside a nested symbol table (a nested module
// with a function of the same name) keep calling their own symbol.

// CHECK-LABEL: func.func @f(
// CHECK-SAME: reclaim.public_wrapper = "f__reclaim"
// CHECK-LABEL: func.func private @f__reclaim(
func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// CHECK-LABEL: func.func @user(
// CHECK: call @f__reclaim(
func.func @user(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @f(%m) : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}

// CHECK-LABEL: module @inner
module @inner {
  // CHECK-LABEL: func.func @f(
  // CHECK-NOT: reclaim.public_wrapper
  func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
    return %m : memref<4xf32>
  }
  // CHECK-LABEL: func.func @g(
  // CHECK: call @f(
  // CHECK-NOT: f__reclaim
  func.func @g(%m: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %r = func.call @f(%m) : (memref<4xf32>) -> memref<4xf32>
    %x = memref.load %r[%c0] : memref<4xf32>
    return %x : f32
  }
}
