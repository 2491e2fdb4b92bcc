// scf.if yields one of two buffers allocated before it: after the scf.if the
// other buffer is still needed (it is read later), so neither may be freed
// early; both are freed exactly once at the end.
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc --reference 2>&1 | FileCheck %s

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 11 : i64
  %vb = arith.constant 22 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %r = scf.if %c -> memref<1xi64> {
    scf.yield %a : memref<1xi64>
  } else {
    scf.yield %b : memref<1xi64>
  }
  // Write through the selected buffer, then read both originals.
  %one = arith.constant 1 : i64
  %old = memref.load %r[%c0] : memref<1xi64>
  %new = arith.addi %old, %one : i64
  memref.store %new, %r[%c0] : memref<1xi64>
  %xa = memref.load %a[%c0] : memref<1xi64>
  %xb = memref.load %b[%c0] : memref<1xi64>
  vector.print %xa : i64
  vector.print %xb : i64
  return
}

// A variant where only the selected buffer is used afterwards: the other one
// is dead after the scf.if and may be freed there, the selected one later.
func.func @run_dead_other(%c: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %va = arith.constant 33 : i64
  %vb = arith.constant 44 : i64
  memref.store %va, %a[%c0] : memref<1xi64>
  memref.store %vb, %b[%c0] : memref<1xi64>
  %r = scf.if %c -> memref<1xi64> {
    scf.yield %b : memref<1xi64>
  } else {
    scf.yield %a : memref<1xi64>
  }
  %x = memref.load %r[%c0] : memref<1xi64>
  vector.print %x : i64
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  call @run_dead_other(%t) : (i1) -> ()
  call @run_dead_other(%f) : (i1) -> ()
  return
}

// CHECK: 12
// CHECK-NEXT: 22
// CHECK-NEXT: 11
// CHECK-NEXT: 23
// CHECK-NEXT: 44
// CHECK-NEXT: 33
// CHECK: defects: none
