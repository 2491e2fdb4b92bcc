// Executed: a call takes over the ownership of a buffer only if no other
// buffer the caller owns may be the same one. The pass indexes what a block
// owns (issue 12): a fresh buffer (an allocation, a call result that is not
// borrowed) is asked only of the entries created by its own op and of those
// that are not fresh. At the edges: two results of one call may be one
// buffer (@same_call), a borrowed result may be its argument
// (@borrowed), fresh buffers of different ops are not (@distinct, a chain
// of calls in @chain). What they print, every buffer freed once.
//
// RUN: reclaim-opt %s -reclaim-ownership-dealloc | FileCheck %s --check-prefix=IR
// RUN: reclaim-run %s --pipeline=reclaim-ownership-dealloc,reclaim-lower-deallocs --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Both results are the same allocation: neither is owned alone.
func.func private @dup(%v: f32) -> (memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

func.func private @id(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func private @fresh(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}

func.func private @step(%m: memref<4xf32>, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  %y = arith.addf %x, %v : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %y, %a[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}

func.func private @read(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// IR-LABEL: func.func @same_call
//       IR:   %[[P:.*]]:2 = call @dup
//       IR:   call @read(%[[P]]#0, %false)
func.func @same_call(%v: f32) -> f32 {
  %p:2 = call @dup(%v) : (f32) -> (memref<4xf32>, memref<4xf32>)
  %x = call @read(%p#0) : (memref<4xf32>) -> f32
  return %x : f32
}

// IR-LABEL: func.func @borrowed
//       IR:   %[[A:.*]] = call @fresh
//       IR:   call @id(%[[A]], %false)
//       IR:   call @read(%[[A]], %false)
func.func @borrowed(%v: f32) -> f32 {
  %a = call @fresh(%v) : (f32) -> memref<4xf32>
  %r = call @id(%a) : (memref<4xf32>) -> memref<4xf32>
  %x = call @read(%a) : (memref<4xf32>) -> f32
  return %x : f32
}

// IR-LABEL: func.func @distinct
//       IR:   %[[A:.*]] = call @fresh
//       IR:   %[[B:.*]] = call @fresh
//       IR:   call @read(%[[A]], %true)
//       IR:   call @read(%[[B]], %true)
//   IR-NOT:   bufferization.dealloc
//       IR:   return
func.func @distinct(%v: f32) -> f32 {
  %a = call @fresh(%v) : (f32) -> memref<4xf32>
  %b = call @fresh(%v) : (f32) -> memref<4xf32>
  %x = call @read(%a) : (memref<4xf32>) -> f32
  %y = call @read(%b) : (memref<4xf32>) -> f32
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// Each buffer of the chain goes into the next call; the allocation that
// was never handed over stays the caller's.
// IR-LABEL: func.func @chain
//       IR:   %[[M:.*]] = memref.alloc
//       IR:   %[[C0:.*]] = call @step(%[[M]], %{{.*}}, %true)
//       IR:   %[[C1:.*]] = call @step(%[[C0]], %{{.*}}, %true)
//       IR:   %[[C2:.*]] = call @step(%[[C1]], %{{.*}}, %true)
//       IR:   call @read(%[[C2]], %true)
//   IR-NOT:   bufferization.dealloc
//       IR:   return
func.func @chain(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %c0r = call @step(%m, %v) : (memref<4xf32>, f32) -> memref<4xf32>
  %c1r = call @step(%c0r, %v) : (memref<4xf32>, f32) -> memref<4xf32>
  %c2r = call @step(%c1r, %v) : (memref<4xf32>, f32) -> memref<4xf32>
  %x = call @read(%c2r) : (memref<4xf32>) -> f32
  return %x : f32
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %a = call @same_call(%one) : (f32) -> f32
  vector.print %a : f32
  %b = call @borrowed(%one) : (f32) -> f32
  vector.print %b : f32
  %c = call @distinct(%one) : (f32) -> f32
  vector.print %c : f32
  %d = call @chain(%one) : (f32) -> f32
  vector.print %d : f32
  return
}

// EXEC:      1
// EXEC-NEXT: 1
// EXEC-NEXT: 2
// EXEC-NEXT: 4
// EXEC:      defects: none
