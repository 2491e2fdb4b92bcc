// A correct program passes: every buffer is freed exactly once and never used
// afterwards (loops, realloc, clone, bufferization.dealloc, strided copies).
// RUN: reclaim-run %s > %t 2>&1
// RUN: FileCheck %s < %t

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true

  // A 3x4 matrix m[i][j] = 10 * i + j.
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %c10 = arith.constant 10 : i64
      %t = arith.muli %ii, %c10 : i64
      %s = arith.addi %t, %jj : i64
      %f = arith.sitofp %s : i64 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %um = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()

  // A temporary per iteration, freed in the same iteration.
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %c0) -> (index) {
    %tmp = memref.alloc() : memref<2xindex>
    memref.store %i, %tmp[%c0] : memref<2xindex>
    %v = memref.load %tmp[%c0] : memref<2xindex>
    memref.dealloc %tmp : memref<2xindex>
    %next = arith.addi %acc, %v : index
    scf.yield %next : index
  }
  vector.print %sum : index

  // Strided copy of the middle 2x2 block (runtime memrefCopy).
  %view = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %block = memref.alloc() : memref<2x2xf32>
  memref.copy %view, %block : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32>
  %ub = memref.cast %block : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

  // Clone, then free the original through bufferization.dealloc.
  %clone = bufferization.clone %block : memref<2x2xf32> to memref<2x2xf32>
  bufferization.dealloc (%block : memref<2x2xf32>) if (%true)
  %row = vector.load %clone[%c1, %c0] : memref<2x2xf32>, vector<2xf32>
  vector.print %row : vector<2xf32>
  memref.dealloc %clone : memref<2x2xf32>

  // Grow a buffer with realloc; the old one is freed by the realloc.
  %small = memref.alloc() : memref<2xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %small[%c1] : memref<2xi64>
  %big = memref.realloc %small : memref<2xi64> to memref<4xi64>
  memref.store %seven, %big[%c3] : memref<4xi64>
  %b1 = memref.load %big[%c1] : memref<4xi64>
  %b3 = memref.load %big[%c3] : memref<4xi64>
  vector.print %b1 : i64
  vector.print %b3 : i64
  memref.dealloc %big : memref<4xi64>

  memref.dealloc %m : memref<3x4xf32>
  return
}

// CHECK:      Unranked Memref rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[0,   1,   2,   3],
// CHECK-NEXT:  [10,   11,   12,   13],
// CHECK-NEXT:  [20,   21,   22,   23]]
// CHECK-NEXT: 3
// CHECK-NEXT: Unranked Memref rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[11,   12],
// CHECK-NEXT:  [21,   22]]
// CHECK-NEXT: ( 21, 22 )
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: stats: allocs=8 frees=8 bytes-allocated=176 peak-bytes=96 ideal-peak-bytes=64 live-bytes-at-exit=0
// CHECK-NEXT: defects: none
// CHECK-NEXT: exit-code: 0
