// A buffer whose address is stored to memory may be read through any
// address loaded back: reclaim-early-dealloc must not move its free above
// an op that reads or writes through an address of unknown origin. It used
// to see only the store of the address ("may use the buffer") and moved the
// free between the store and the load through the loaded address, a use
// after free (found by a second pair of eyes; the free is 1 op above the read
// in @direct, so the op-by-op walk ran; 20 ops above in @padded, so the
// indexed search ran). An op whose memory effect is on an address that does
// not come only from captures of known memrefs (getPointerSources) now counts
// as having unknown effects: it stops the frees of buffers reachable through
// memory.
//
// RUN: reclaim-opt %s --reclaim-early-dealloc=remarks=true -o %t.ed.mlir 2>&1 | FileCheck %s
// RUN: reclaim-run %t.ed.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-opt %s --reclaim-pipeline -o %t.full.mlir
// RUN: reclaim-run %t.full.mlir --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// CHECK: remark: free of 'memref.alloc' at {{.*}} not moved: it already is right after 'llvm.load' at {{.*}}, which has unknown effects and the buffer may be reachable through memory
// CHECK: remark: free of 'memref.alloc' at {{.*}} moved up to right after 'llvm.load' at {{.*}}, which has unknown effects and the buffer may be reachable through memory
func.func @direct(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %slots = memref.alloca() : memref<4xindex>
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%c0] : memref<16xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  memref.store %p, %slots[%c0] : memref<4xindex>
  %p2 = memref.load %slots[%c0] : memref<4xindex>
  %i = arith.index_cast %p2 : index to i64
  %ptr = llvm.inttoptr %i : i64 to !llvm.ptr
  %r = llvm.load %ptr : !llvm.ptr -> f32
  memref.dealloc %a : memref<16xf32>
  return %r : f32
}

func.func @padded(%v: f32, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %slots = memref.alloca() : memref<4xindex>
  %other = memref.alloca() : memref<4xindex>
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%c0] : memref<16xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  memref.store %p, %slots[%c0] : memref<4xindex>
  %p2 = memref.load %slots[%c0] : memref<4xindex>
  %i = arith.index_cast %p2 : index to i64
  %ptr = llvm.inttoptr %i : i64 to !llvm.ptr
  %r = llvm.load %ptr : !llvm.ptr -> f32
  %k1 = arith.addi %k, %k : index
  memref.store %k1, %other[%c0] : memref<4xindex>
  %k2 = arith.addi %k1, %k : index
  memref.store %k2, %other[%c0] : memref<4xindex>
  %k3 = arith.addi %k2, %k : index
  memref.store %k3, %other[%c0] : memref<4xindex>
  %k4 = arith.addi %k3, %k : index
  memref.store %k4, %other[%c0] : memref<4xindex>
  %k5 = arith.addi %k4, %k : index
  memref.store %k5, %other[%c0] : memref<4xindex>
  %k6 = arith.addi %k5, %k : index
  memref.store %k6, %other[%c0] : memref<4xindex>
  %k7 = arith.addi %k6, %k : index
  memref.store %k7, %other[%c0] : memref<4xindex>
  %k8 = arith.addi %k7, %k : index
  memref.store %k8, %other[%c0] : memref<4xindex>
  %k9 = arith.addi %k8, %k : index
  memref.store %k9, %other[%c0] : memref<4xindex>
  %k10 = arith.addi %k9, %k : index
  memref.store %k10, %other[%c0] : memref<4xindex>
  memref.dealloc %a : memref<16xf32>
  return %r : f32
}

func.func @main() {
  %v = arith.constant 1.5 : f32
  %w = arith.constant 2.5 : f32
  %k = arith.constant 1 : index
  %r0 = call @direct(%v) : (f32) -> f32
  vector.print %r0 : f32
  %r1 = call @padded(%w, %k) : (f32, index) -> f32
  vector.print %r1 : f32
  return
}

// EXEC: 1.5
// EXEC-NEXT: 2.5
// EXEC: defects: none
