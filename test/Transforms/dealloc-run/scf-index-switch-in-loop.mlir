// scf.index_switch inside an scf.for that carries a buffer: depending on
// the iteration the switch yields a fresh buffer, the carried buffer, a
// global, or a fresh buffer built from a global. The carried buffer's
// ownership changes from iteration to iteration (the global is never owned).
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

memref.global "private" constant @seed : memref<1xi64> = dense<[1000]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %init = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<1xi64>
  %res = scf.for %i = %c0 to %c8 step %c1 iter_args(%cur = %init) -> (memref<1xi64>) {
    %k = arith.remui %i, %c4 : index
    %next = scf.index_switch %k -> memref<1xi64>
    case 0 {
      %f = memref.alloc() : memref<1xi64>
      %v = memref.load %cur[%c0] : memref<1xi64>
      %w = arith.addi %v, %one : i64
      memref.store %w, %f[%c0] : memref<1xi64>
      scf.yield %f : memref<1xi64>
    }
    case 1 {
      scf.yield %cur : memref<1xi64>
    }
    case 2 {
      %g = memref.get_global @seed : memref<1xi64>
      scf.yield %g : memref<1xi64>
    }
    default {
      %f = memref.alloc() : memref<1xi64>
      %v = memref.load %cur[%c0] : memref<1xi64>
      %two = arith.constant 2 : i64
      %w = arith.muli %v, %two : i64
      memref.store %w, %f[%c0] : memref<1xi64>
      scf.yield %f : memref<1xi64>
    }
    scf.yield %next : memref<1xi64>
  }
  %r = memref.load %res[%c0] : memref<1xi64>
  vector.print %r : i64
  return
}

// i0 +1 -> 2 ; i1 keep ; i2 global 1000 ; i3 *2 -> 2000 ; i4 +1 -> 2001 ;
// i5 keep ; i6 global 1000 ; i7 *2 -> 2000
// CHECK: 2000
// CHECK: defects: none
