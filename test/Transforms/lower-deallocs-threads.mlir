// reclaim-lower-deallocs under MLIR's threading gives the output and the
// remarks of the single-threaded run. 24 functions, each with a dealloc of
// three memrefs (inline-limit=0: all through the helper, created once), the
// third of which is one of the first two at run time; every buffer is freed
// exactly once.
//
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-lower-deallocs{inline-limit=0 remarks=1})' -mlir-print-op-on-diagnostic=false -o %t.threads 2> %t.threads.remarks
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-lower-deallocs{inline-limit=0 remarks=1})' -mlir-print-op-on-diagnostic=false --mlir-disable-threading -o %t.single 2> %t.single.remarks
// RUN: diff %t.single %t.threads
// RUN: diff %t.single.remarks %t.threads.remarks
// RUN: FileCheck %s --input-file=%t.threads
// RUN: grep -c "remark: run-time pointer comparisons by the sorting helper" %t.threads.remarks | FileCheck %s --check-prefix=REMARKS
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-lower-deallocs{inline-limit=0})' 2>&1 | FileCheck %s --check-prefix=EXEC
//
// CHECK-COUNT-24: call @reclaim_dealloc_helper(
// CHECK: func.func private @reclaim_dealloc_helper(
// CHECK-NOT: func.func private @reclaim_dealloc_helper
// REMARKS: 24
// f_j(c) stores j + 1 through the selected buffer and loads it back, so
// main prints sum_{j<24} (j + 1) = 300.
// EXEC: 300
// EXEC: defects: none

func.func @f0(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f1(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f2(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f3(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f4(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f5(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 6.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f6(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f7(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 8.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f8(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 9.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f9(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 10.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f10(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 11.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f11(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 12.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f12(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 13.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f13(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 14.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f14(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 15.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f15(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 16.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f16(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 17.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f17(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 18.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f18(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 19.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f19(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 20.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f20(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 21.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f21(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 22.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f22(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 23.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @f23(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 24.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  memref.store %v, %s[%i] : memref<8xf32>
  %l = memref.load %s[%i] : memref<8xf32>
  bufferization.dealloc (%a, %b, %s : memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true)
  return %l : f32
}

func.func @main() {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant false
  %r0 = func.call @f0(%c0) : (i1) -> f32
  %s0 = arith.addf %z, %r0 : f32
  %c1 = arith.constant true
  %r1 = func.call @f1(%c1) : (i1) -> f32
  %s1 = arith.addf %s0, %r1 : f32
  %c2 = arith.constant false
  %r2 = func.call @f2(%c2) : (i1) -> f32
  %s2 = arith.addf %s1, %r2 : f32
  %c3 = arith.constant true
  %r3 = func.call @f3(%c3) : (i1) -> f32
  %s3 = arith.addf %s2, %r3 : f32
  %c4 = arith.constant false
  %r4 = func.call @f4(%c4) : (i1) -> f32
  %s4 = arith.addf %s3, %r4 : f32
  %c5 = arith.constant true
  %r5 = func.call @f5(%c5) : (i1) -> f32
  %s5 = arith.addf %s4, %r5 : f32
  %c6 = arith.constant false
  %r6 = func.call @f6(%c6) : (i1) -> f32
  %s6 = arith.addf %s5, %r6 : f32
  %c7 = arith.constant true
  %r7 = func.call @f7(%c7) : (i1) -> f32
  %s7 = arith.addf %s6, %r7 : f32
  %c8 = arith.constant false
  %r8 = func.call @f8(%c8) : (i1) -> f32
  %s8 = arith.addf %s7, %r8 : f32
  %c9 = arith.constant true
  %r9 = func.call @f9(%c9) : (i1) -> f32
  %s9 = arith.addf %s8, %r9 : f32
  %c10 = arith.constant false
  %r10 = func.call @f10(%c10) : (i1) -> f32
  %s10 = arith.addf %s9, %r10 : f32
  %c11 = arith.constant true
  %r11 = func.call @f11(%c11) : (i1) -> f32
  %s11 = arith.addf %s10, %r11 : f32
  %c12 = arith.constant false
  %r12 = func.call @f12(%c12) : (i1) -> f32
  %s12 = arith.addf %s11, %r12 : f32
  %c13 = arith.constant true
  %r13 = func.call @f13(%c13) : (i1) -> f32
  %s13 = arith.addf %s12, %r13 : f32
  %c14 = arith.constant false
  %r14 = func.call @f14(%c14) : (i1) -> f32
  %s14 = arith.addf %s13, %r14 : f32
  %c15 = arith.constant true
  %r15 = func.call @f15(%c15) : (i1) -> f32
  %s15 = arith.addf %s14, %r15 : f32
  %c16 = arith.constant false
  %r16 = func.call @f16(%c16) : (i1) -> f32
  %s16 = arith.addf %s15, %r16 : f32
  %c17 = arith.constant true
  %r17 = func.call @f17(%c17) : (i1) -> f32
  %s17 = arith.addf %s16, %r17 : f32
  %c18 = arith.constant false
  %r18 = func.call @f18(%c18) : (i1) -> f32
  %s18 = arith.addf %s17, %r18 : f32
  %c19 = arith.constant true
  %r19 = func.call @f19(%c19) : (i1) -> f32
  %s19 = arith.addf %s18, %r19 : f32
  %c20 = arith.constant false
  %r20 = func.call @f20(%c20) : (i1) -> f32
  %s20 = arith.addf %s19, %r20 : f32
  %c21 = arith.constant true
  %r21 = func.call @f21(%c21) : (i1) -> f32
  %s21 = arith.addf %s20, %r21 : f32
  %c22 = arith.constant false
  %r22 = func.call @f22(%c22) : (i1) -> f32
  %s22 = arith.addf %s21, %r22 : f32
  %c23 = arith.constant true
  %r23 = func.call @f23(%c23) : (i1) -> f32
  %s23 = arith.addf %s22, %r23 : f32
  vector.print %s23 : f32
  return
}
