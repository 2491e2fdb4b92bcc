// A loop-carried view: an scf.for carries a window into a buffer allocated
// before the loop, narrowing it each iteration with a view of the iter_arg
// (memref.extract_strided_metadata + memref.reinterpret_cast at offset + 1;
// a subview of a dynamic-offset memref does not lower in reclaim-run, see
// view-subview-of-dynamic-offset.mlir). The buffer's own SSA value is dead
// after the loop; the window is used in a later block, so the buffer must
// survive until then and be freed once.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @scf_window(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %h = arith.constant 100 : i64
    %v = arith.addi %ii, %h : i64
    memref.store %v, %buf[%i] : memref<8xi64>
  }
  %all = memref.cast %buf : memref<8xi64> to memref<?xi64, strided<[1], offset: ?>>
  %w = scf.for %i = %c0 to %n step %c1 iter_args(%win = %all) -> (memref<?xi64, strided<[1], offset: ?>>) {
    %base, %off, %len, %st = memref.extract_strided_metadata %win : memref<?xi64, strided<[1], offset: ?>> -> memref<i64>, index, index, index
    %off1 = arith.addi %off, %c1 : index
    %len1 = arith.subi %len, %c1 : index
    %next = memref.reinterpret_cast %base to offset: [%off1], sizes: [%len1], strides: [1] : memref<i64> to memref<?xi64, strided<[1], offset: ?>>
    scf.yield %next : memref<?xi64, strided<[1], offset: ?>>
  }
  cf.br ^later
^later:
  %x = memref.load %w[%c0] : memref<?xi64, strided<[1], offset: ?>>
  return %x : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = call @scf_window(%c3) : (index) -> i64
  vector.print %a : i64
  %b = call @scf_window(%c0) : (index) -> i64
  vector.print %b : i64
  return
}

// CHECK: 103
// CHECK-NEXT: 100
// CHECK: defects: none
