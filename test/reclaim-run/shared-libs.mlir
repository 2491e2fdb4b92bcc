// --shared-libs makes a library's functions callable (comma-separated and
// repeatable); the runner-utils libraries are available by default. Memory
// that external functions allocate is outside the checker's accounting: the
// library's own malloc/free are not counted, and nothing is reported.
// RUN: c++ -x c -shared -fPIC %S/Inputs/external-lib.c -o %t.so
// RUN: reclaim-run %s --shared-libs=%t.so,%t.so --shared-libs=%t.so > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: not reclaim-run %s --shared-libs=/nonexistent.so,%t.so --shared-libs=%t.so 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// RUN: not reclaim-run %s > %t.nolib 2>&1
// RUN: FileCheck %s --check-prefix=NOLIB < %t.nolib
// RUN: not reclaim-run %s --shared-libs=%t.so -e verify --runner-utils=false 2>&1 | FileCheck %s --check-prefix=NOUTILS
// RUN: reclaim-run %s --shared-libs=%t.so -e verify 2>&1 | FileCheck %s --check-prefix=UTILS

func.func private @ext_triple(i64) -> i64
func.func private @ext_buffer_new(i64) -> !llvm.ptr
func.func private @ext_buffer_sum(!llvm.ptr, i64) -> f32
func.func private @ext_buffer_free(!llvm.ptr)

func.func @main() {
  %c14 = arith.constant 14 : i64
  %t = call @ext_triple(%c14) : (i64) -> i64
  vector.print %t : i64
  %c4 = arith.constant 4 : i64
  %p = call @ext_buffer_new(%c4) : (i64) -> !llvm.ptr
  %s = call @ext_buffer_sum(%p, %c4) : (!llvm.ptr, i64) -> f32
  vector.print %s : f32
  call @ext_buffer_free(%p) : (!llvm.ptr) -> ()
  %m = memref.alloc() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}

// CHECK:      42
// CHECK-NEXT: 6
// CHECK-NEXT: stats: allocs=1 frees=1 bytes-allocated=8 peak-bytes=8 ideal-peak-bytes=8 live-bytes-at-exit=0
// CHECK-NEXT: defects: none
// CHECK-NEXT: exit-code: 0

// MISSING: reclaim-run: error: cannot load shared library '/nonexistent.so': {{.*}}
// MISSING: exit-code: 1

// NOLIB: shared-libs.mlir:15:1: error: reclaim-run: external function '@ext_triple' is neither defined by the program nor provided by reclaim-run's runtime or a --shared-libs library
// NOLIB: exit-code: 1

// verifyMemRefF32 comes from libmlir_runner_utils.so (it returns the number
// of differing elements; its reads are not checked).
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64
  attributes {llvm.emit_c_interface}

func.func @verify() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<3xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<3xf32>)
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  %errors = call @verifyMemRefF32(%ua, %ub) : (memref<*xf32>, memref<*xf32>) -> i64
  vector.print %errors : i64
  memref.dealloc %a : memref<3xf32>
  memref.dealloc %b : memref<3xf32>
  return
}

// UTILS:      0
// UTILS-NEXT: stats: allocs=2 frees=2
// UTILS-NEXT: defects: none

// NOUTILS: error: reclaim-run: external function '@_mlir_ciface_verifyMemRefF32' is neither defined
// NOUTILS: exit-code: 1
