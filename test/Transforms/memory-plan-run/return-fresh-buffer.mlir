// Functions returning a freshly allocated buffer (directly in @make, through
// a memref.cast in @make_view) while using temporaries: the returned buffer
// escapes and must stay a heap allocation of its own, the temporaries may be
// planned. @main keeps the results of several calls live at once and
// allocates a local buffer after them.
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s

func.func private @printMemrefI64(memref<*xi64>)

// r[j] = t1[j] * (j + 1) + t2[0] + t2[1] = k (j + 1) + 200
func.func @make(%k: i64) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  %t1 = memref.alloc() : memref<4xi64>
  linalg.fill ins(%k : i64) outs(%t1 : memref<4xi64>)
  %r = memref.alloc() : memref<4xi64>
  linalg.fill ins(%m1 : i64) outs(%r : memref<4xi64>)
  %t2 = memref.alloc() : memref<2xi64>
  %v100 = arith.constant 100 : i64
  linalg.fill ins(%v100 : i64) outs(%t2 : memref<2xi64>)
  scf.for %j = %c0 to %c4 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %jp = arith.addi %jj, %one : i64
    %a = memref.load %t1[%j] : memref<4xi64>
    %b0 = memref.load %t2[%c0] : memref<2xi64>
    %b1 = memref.load %t2[%c1] : memref<2xi64>
    %b = arith.addi %b0, %b1 : i64
    %x = arith.muli %a, %jp : i64
    %y = arith.addi %x, %b : i64
    memref.store %y, %r[%j] : memref<4xi64>
  }
  return %r : memref<4xi64>
}

// r[j] = t[j] + j = k + j, returned as memref<?xi64>.
func.func @make_view(%k: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : i64
  %t = memref.alloc() : memref<3xi64>
  linalg.fill ins(%k : i64) outs(%t : memref<3xi64>)
  %r = memref.alloc() : memref<3xi64>
  linalg.fill ins(%m1 : i64) outs(%r : memref<3xi64>)
  scf.for %j = %c0 to %c3 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %a = memref.load %t[%j] : memref<3xi64>
    %y = arith.addi %a, %jj : i64
    memref.store %y, %r[%j] : memref<3xi64>
  }
  %rc = memref.cast %r : memref<3xi64> to memref<?xi64>
  return %rc : memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k7 = arith.constant 7 : i64
  %r1 = call @make(%k1) : (i64) -> memref<4xi64>
  %r2 = call @make(%k2) : (i64) -> memref<4xi64>
  %v = call @make_view(%k7) : (i64) -> memref<?xi64>
  %x = memref.alloc() : memref<4xi64>
  %m3 = arith.constant -3 : i64
  linalg.fill ins(%m3 : i64) outs(%x : memref<4xi64>)
  %u1 = memref.cast %r1 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u1) : (memref<*xi64>) -> ()
  %u2 = memref.cast %r2 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%u2) : (memref<*xi64>) -> ()
  %uv = memref.cast %v : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%uv) : (memref<*xi64>) -> ()
  %x0 = memref.load %x[%c0] : memref<4xi64>
  vector.print %x0 : i64
  return
}

// CHECK: [201, {{ *}}202, {{ *}}203, {{ *}}204]
// CHECK: [202, {{ *}}204, {{ *}}206, {{ *}}208]
// CHECK: [7, {{ *}}8, {{ *}}9]
// CHECK-NEXT: -3
// CHECK: defects: none
