// RUN: reclaim-opt %s -reclaim-pipeline -split-input-file | FileCheck %s

// The placement passes in reclaim-pipeline, in order: the large loop
// temporary leaves the loop (one buffer), the small one is hoisted too and
// then lives on the stack, ownership-based deallocation frees the heap
// buffers, copy removal lets %b reuse %a (freed right after the copy), early
// deallocation moves each free right after its last use, and the memory
// planner puts the two remaining heap buffers, live together, in one arena.
// CHECK-LABEL: func @placement
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2048:.*]] = arith.constant 2048 : index
//       CHECK:   %[[ARENA:.*]] = memref.alloc() : memref<4096xi8>
//  CHECK-NEXT:   %[[A:.*]] = memref.view %[[ARENA]][%[[C0]]][] : memref<4096xi8> to memref<512xf32>
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A]]
//  CHECK-NEXT:   %[[T:.*]] = memref.view %[[ARENA]][%[[C2048]]][] : memref<4096xi8> to memref<512xf32>
//  CHECK-NEXT:   %[[S:.*]] = memref.alloca() : memref<4xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     memref.copy %[[A]], %[[T]]
//  CHECK-NEXT:     memref.copy %{{.*}}, %[[S]]
//  CHECK-NEXT:     func.call @consume(%[[T]], %[[S]])
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.dealloc %[[ARENA]]
//  CHECK-NEXT:   return
func.func private @consume(memref<512xf32>, memref<4xf32>)
func.func @placement(%n: index, %in: memref<512xf32>, %small: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<512xf32>
  memref.copy %in, %a : memref<512xf32> to memref<512xf32>
  %b = memref.alloc() : memref<512xf32>
  memref.copy %a, %b : memref<512xf32> to memref<512xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<512xf32>
    memref.copy %b, %t : memref<512xf32> to memref<512xf32>
    %s = memref.alloc() : memref<4xf32>
    memref.copy %small, %s : memref<4xf32> to memref<4xf32>
    func.call @consume(%t, %s) : (memref<512xf32>, memref<4xf32>) -> ()
  }
  return
}
