// Elements whose bit width is not a power of two: an i24 takes 3 bytes in
// the data layout but 4 bytes (its alloc size, the stride of the LLVM
// lowering) in a memref. Two buffers of 1024 x i24 live together must not
// overlap: %a is read after %b was filled. @static plans them in the arena,
// @dynamic in one bump-pointer group.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func @static() {
  %c1023 = arith.constant 1023 : index
  %a = memref.alloc() : memref<1024xi24>
  %b = memref.alloc() : memref<1024xi24>
  %v1 = arith.constant 1 : i24
  %v2 = arith.constant 2 : i24
  linalg.fill ins(%v1 : i24) outs(%a : memref<1024xi24>)
  linalg.fill ins(%v2 : i24) outs(%b : memref<1024xi24>)
  %x = memref.load %a[%c1023] : memref<1024xi24>
  %y = memref.load %b[%c1023] : memref<1024xi24>
  %x64 = arith.extsi %x : i24 to i64
  %y64 = arith.extsi %y : i24 to i64
  vector.print %x64 : i64
  vector.print %y64 : i64
  return
}

func.func @dynamic(%n: index) {
  %c1 = arith.constant 1 : index
  %last = arith.subi %n, %c1 : index
  %a = memref.alloc(%n) : memref<?xi24>
  %v3 = arith.constant 3 : i24
  linalg.fill ins(%v3 : i24) outs(%a : memref<?xi24>)
  %b = memref.alloc(%n) : memref<?xi24>
  %v4 = arith.constant 4 : i24
  linalg.fill ins(%v4 : i24) outs(%b : memref<?xi24>)
  %x = memref.load %a[%last] : memref<?xi24>
  %y = memref.load %b[%last] : memref<?xi24>
  %x64 = arith.extsi %x : i24 to i64
  %y64 = arith.extsi %y : i24 to i64
  vector.print %x64 : i64
  vector.print %y64 : i64
  memref.dealloc %a : memref<?xi24>
  memref.dealloc %b : memref<?xi24>
  return
}

func.func @main() {
  call @static() : () -> ()
  %n = arith.constant 1024 : index
  call @dynamic(%n) : (index) -> ()
  return
}

// CHECK:      1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK: defects: none
