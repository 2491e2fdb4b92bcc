// RUN: reclaim-opt %s --reclaim-ownership-dealloc | FileCheck %s
// Callees are resolved in the nearest symbol table around the call, found
// from the one remembered for the ops around it (issue 12: no climb to the
// module per call). @free is two functions: the module's keeps its
// argument, the nested module's frees it. A call deep in a nest of each
// module follows its own: the nested caller never frees the buffer again,
// the outer one does.

func.func private @free(%m: memref<4xf32>) {
  return
}

// CHECK-LABEL: func.func @outer(
// CHECK:         %[[A:.*]] = memref.alloc
// CHECK:         scf.if
// CHECK:           scf.if
// CHECK:             call @free(%[[A]], %false)
// CHECK:         bufferization.dealloc (%[[A]] : memref<4xf32>) if (%true)
func.func @outer(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    scf.if %c {
      func.call @free(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

// CHECK-LABEL: module @inner
module @inner {
  func.func private @free(%m: memref<4xf32>) {
    memref.dealloc %m : memref<4xf32>
    return
  }

  // CHECK-LABEL: func.func @nested(
  // CHECK:         %[[B:.*]] = memref.alloc
  // CHECK:         %[[OWN:.*]] = scf.if
  // CHECK:           scf.if
  // CHECK:             call @free(%[[B]]) :
  // CHECK-NEXT:        scf.yield %false : i1
  // CHECK:         bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[OWN]])
  // CHECK:         return
  func.func @nested(%c: i1) {
    %b = memref.alloc() : memref<4xf32>
    scf.if %c {
      scf.if %c {
        func.call @free(%b) : (memref<4xf32>) -> ()
      }
    }
    scf.if %c {
      %x = arith.constant 0 : index
    }
    return
  }
}
