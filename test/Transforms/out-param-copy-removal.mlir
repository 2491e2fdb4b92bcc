// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-out-param-copy-removal | FileCheck %s
// RUN: reclaim-opt %s -allow-unregistered-dialect -split-input-file -reclaim-out-param-copy-removal='remarks=true' 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// The out-param case: the callee writes into %out, the temporary, the copy
// and its free go. Every call passes a fresh buffer that aliases nothing
// else, which proves %out distinct without llvm.noalias.
// CHECK-LABEL: func.func private @exp
//  CHECK-SAME:   (%[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
//  CHECK-NEXT:   linalg.exp ins(%[[IN]] : memref<4xf32>) outs(%[[OUT]] : memref<4xf32>)
//  CHECK-NEXT:   return
// REMARK: remark: copy into the out-param removed: 'memref.alloc' at {{.*}} is replaced by argument #1 of the function
func.func private @exp(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return
}
func.func @main_exp(%a: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  func.call @exp(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  %c = memref.alloca() : memref<4xf32>
  func.call @exp(%b, %c) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// One call passes the same buffer as input and out-param: writing into %out
// early would clobber %in. The copy stays.
// CHECK-LABEL: func.func private @exp_alias
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the out-param is not known distinct from the other arguments: a call passes a buffer that may alias its operand #0 ('func.call' at
func.func private @exp_alias(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_alias() {
  %b = memref.alloc() : memref<4xf32>
  func.call @exp_alias(%b, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Public functions may be called from outside with aliasing buffers: the
// copy stays unless the out-param is llvm.noalias.
// CHECK-LABEL: func.func @public_exp
//       CHECK:   memref.copy
// CHECK-LABEL: func.func @public_noalias
//  CHECK-SAME:   (%[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32> {llvm.noalias}) {
//  CHECK-NEXT:   linalg.exp ins(%[[IN]] : memref<4xf32>) outs(%[[OUT]] : memref<4xf32>)
//  CHECK-NEXT:   return
// REMARK: remark: copy into the out-param kept: the out-param is not known distinct from the other arguments: the function is not private (its callers are not all in the module) and the argument is not llvm.noalias
func.func @public_exp(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @public_noalias(%in: memref<4xf32>, %out: memref<4xf32> {llvm.noalias}) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// The temporary reads the out-param's old contents: writing into %out
// first would change what is read. The copy stays.
// CHECK-LABEL: func.func private @accumulate
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the out-param may be used before the copy by 'linalg.add'
func.func private @accumulate(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.add ins(%in, %out : memref<4xf32>, memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_accumulate(%a: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  func.call @accumulate(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// The temporary is read after the copy, and later written: it must stay a
// buffer of its own.
// CHECK-LABEL: func.func private @used_after
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the source may be used outside the range from its allocation to the copy, by 'linalg.fill'
func.func private @used_after(%v: f32, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  %w = arith.addf %v, %v : f32
  linalg.fill ins(%w : f32) outs(%t : memref<4xf32>)
  return
}
func.func @main_used_after(%v: f32) {
  %b = memref.alloc() : memref<4xf32>
  func.call @used_after(%v, %b) : (f32, memref<4xf32>) -> ()
  return
}

// -----

// The caller stores its buffer into memory before the call: the callee
// could reach it through the stored descriptor. The copy stays.
// CHECK-LABEL: func.func private @through_memory
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the out-param is not known distinct from the other arguments: a call passes a buffer its caller stores or lets escape
func.func private @through_memory(%box: memref<memref<4xf32>>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %m = memref.load %box[] : memref<memref<4xf32>>
  linalg.exp ins(%m : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_through_memory(%box: memref<memref<4xf32>>) {
  %b = memref.alloc() : memref<4xf32>
  memref.store %b, %box[] : memref<memref<4xf32>>
  func.call @through_memory(%box, %b) : (memref<memref<4xf32>>, memref<4xf32>) -> ()
  return
}

// -----

// A global passed as the out-param: the callee may read the global itself.
// CHECK-LABEL: func.func private @to_global
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the out-param is not known distinct from the other arguments: a call passes a buffer that may come from a source of kind Global
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func private @to_global(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_global(%a: memref<4xf32>) {
  %g = memref.get_global @g : memref<4xf32>
  func.call @to_global(%a, %g) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// The function's address is taken: an indirect caller may pass anything.
// CHECK-LABEL: func.func private @taken
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the out-param is not known distinct from the other arguments: 'func.constant' takes the function's address: an unknown caller may pass anything
func.func private @taken(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_taken() -> ((memref<4xf32>, memref<4xf32>) -> ()) {
  %f = func.constant @taken : (memref<4xf32>, memref<4xf32>) -> ()
  return %f : (memref<4xf32>, memref<4xf32>) -> ()
}

// -----

// Recursion that hands its own out-param down: the proof is a fixpoint
// (the recursive call passes an out-param assumed distinct, next to an
// argument that is not it).
// CHECK-LABEL: func.func private @nest
//  CHECK-SAME:   (%{{.*}}: index, %[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) {
//       CHECK:   scf.if
//  CHECK-NEXT:     linalg.exp ins(%[[IN]] : memref<4xf32>) outs(%[[OUT]] : memref<4xf32>)
//  CHECK-NEXT:   } else {
//       CHECK:     call @nest(%{{.*}}, %[[IN]], %[[OUT]])
//   CHECK-NOT:   memref.copy
func.func private @nest(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
    %t = memref.alloc() : memref<4xf32>
    linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  } else {
    %k = arith.subi %n, %c1 : index
    func.call @nest(%k, %in, %out) : (index, memref<4xf32>, memref<4xf32>) -> ()
  }
  return
}
func.func @main_nest(%a: memref<4xf32>) {
  %c3 = arith.constant 3 : index
  %b = memref.alloc() : memref<4xf32>
  func.call @nest(%c3, %a, %b) : (index, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Recursion that swaps its arguments: the recursive call passes the input
// argument as the out-param, and nothing proves the input distinct (it is
// no out-param of its own). The copy stays: the proof is conservative.
// CHECK-LABEL: func.func private @swap
//       CHECK:   memref.copy
func.func private @swap(%n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc() : memref<4xf32>
  linalg.exp ins(%in : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
  } else {
    %k = arith.subi %n, %c1 : index
    func.call @swap(%k, %out, %in) : (index, memref<4xf32>, memref<4xf32>) -> ()
  }
  return
}
func.func @main_swap(%a: memref<4xf32>) {
  %c3 = arith.constant 3 : index
  %b = memref.alloc() : memref<4xf32>
  func.call @swap(%c3, %a, %b) : (index, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// An unknown op between the allocation and the copy may do anything with
// the buffers it takes (here the temporary).
// CHECK-LABEL: func.func private @unknown
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the source may be reached through memory or kept by a callee
func.func private @unknown(%out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  "test.opaque"(%t) : (memref<4xf32>) -> ()
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_unknown() {
  %b = memref.alloc() : memref<4xf32>
  func.call @unknown(%b) : (memref<4xf32>) -> ()
  return
}

// -----

// A dynamically sized temporary: the copy says it has the out-param's
// sizes. A different static type gets a cast.
// CHECK-LABEL: func.func private @dynamic
//  CHECK-SAME:   (%[[N:.*]]: index, %[[V:.*]]: f32, %[[OUT:.*]]: memref<?xf32>) {
//  CHECK-NEXT:   linalg.fill ins(%[[V]] : f32) outs(%[[OUT]] : memref<?xf32>)
//  CHECK-NEXT:   return
// CHECK-LABEL: func.func private @cast
//  CHECK-SAME:   (%[[V:.*]]: f32, %[[OUT:.*]]: memref<?xf32>) {
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[OUT]] : memref<?xf32> to memref<4xf32>
//  CHECK-NEXT:   linalg.fill ins(%[[V]] : f32) outs(%[[C]] : memref<4xf32>)
//  CHECK-NEXT:   return
func.func private @dynamic(%n: index, %v: f32, %out: memref<?xf32>) {
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<?xf32>)
  memref.copy %t, %out : memref<?xf32> to memref<?xf32>
  return
}
func.func private @cast(%v: f32, %out: memref<?xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<?xf32>
  return
}
func.func @main_dynamic(%n: index, %v: f32) {
  %b = memref.alloc(%n) : memref<?xf32>
  func.call @dynamic(%n, %v, %b) : (index, f32, memref<?xf32>) -> ()
  func.call @cast(%v, %b) : (f32, memref<?xf32>) -> ()
  return
}

// -----

// An aligned temporary (as bufferization makes them): every call must pass
// a buffer at least as aligned. @aligned's callers do; @misaligned has a
// caller whose buffer asks for no alignment.
// CHECK-LABEL: func.func private @aligned
//  CHECK-SAME:   (%[[V:.*]]: f32, %[[OUT:.*]]: memref<4xf32>) {
//  CHECK-NEXT:   linalg.fill ins(%[[V]] : f32) outs(%[[OUT]] : memref<4xf32>)
// CHECK-LABEL: func.func private @misaligned
//       CHECK:   memref.alloc() {alignment = 64 : i64}
//       CHECK:   memref.copy
// REMARK: remark: copy into the out-param kept: the temporary asks for alignment 64, the out-param is only known aligned to 16
func.func private @aligned(%v: f32, %out: memref<4xf32>) {
  %t = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func private @misaligned(%v: f32, %out: memref<4xf32>) {
  %t = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func @main_aligned(%v: f32) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
  func.call @aligned(%v, %a) : (f32, memref<4xf32>) -> ()
  func.call @aligned(%v, %b) : (f32, memref<4xf32>) -> ()
  func.call @misaligned(%v, %b) : (f32, memref<4xf32>) -> ()
  %c = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  func.call @misaligned(%v, %c) : (f32, memref<4xf32>) -> ()
  return
}
