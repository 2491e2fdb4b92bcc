// A function nested in another (here in a module inside an op of the outer
// function) is transformed, and remarked on, once: by its own visit, not
// again as part of the function around it. Each pass collected the
// allocations, copies and frees of the nested function for the outer one
// too, so promote-to-stack, copy-removal and early-dealloc printed the
// nested function's remarks twice.
//
// RUN: reclaim-opt %s --allow-unregistered-dialect --reclaim-pipeline=remarks=true -o /dev/null 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --allow-unregistered-dialect --reclaim-pipeline=remarks=true -o /dev/null 2>&1 | grep remark | sort | uniq -d | count 0
// RUN: reclaim-opt %s --allow-unregistered-dialect --reclaim-buffer-hoisting=remarks=true -o /dev/null 2>&1 | grep remark | sort | uniq -d | count 0
// RUN: reclaim-opt %s --allow-unregistered-dialect --reclaim-buffer-loop-hoisting=remarks=true -o /dev/null 2>&1 | grep remark | sort | uniq -d | count 0
// RUN: reclaim-opt %s --allow-unregistered-dialect --reclaim-promote-to-stack=remarks=true -o /dev/null 2>&1 | grep remark | sort | uniq -d | count 0
// RUN: reclaim-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(reclaim-dealloc-pipeline,reclaim-copy-removal{remarks=true},reclaim-early-dealloc{remarks=true})' -o /dev/null 2>&1 | grep remark | sort | uniq -d | count 0

// The nested function gets the remarks the outer one gets for the same
// code, each once (the nested function comes first: forEachFunction visits
// nested functions before the function around them).
// CHECK-DAG: :[[@LINE+12]]:{{.*}} remark: stays on the heap: its size is dynamic
// CHECK-DAG: :[[@LINE+13]]:{{.*}} remark: stays on the heap: its size is dynamic
// CHECK-DAG: :[[@LINE+13]]:{{.*}} remark: copy removed
// CHECK-DAG: :[[@LINE+14]]:{{.*}} remark: hoisted: one buffer for all iterations
// CHECK-DAG: :[[@LINE+15]]:{{.*}} remark: copy kept
func.func @outer(%n: index) {
  "test.region"() ({
    builtin.module {
      func.func @inner(%m: index) {
        %in_c0 = arith.constant 0 : index
        %in_c1 = arith.constant 1 : index
        %in_f = arith.constant 1.0 : f32
        %in_a = memref.alloc(%m) : memref<?xf32>
        memref.store %in_f, %in_a[%in_c0] : memref<?xf32>
        %in_b = memref.alloc(%m) : memref<?xf32>
        memref.copy %in_a, %in_b : memref<?xf32> to memref<?xf32>
        scf.for %in_i = %in_c0 to %m step %in_c1 {
          %in_t = memref.alloc(%m) : memref<?xf32>
          memref.store %in_f, %in_t[%in_c0] : memref<?xf32>
          memref.copy %in_t, %in_b : memref<?xf32> to memref<?xf32>
        }
        return
      }
    }
    "test.end"() : () -> ()
  }) : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %f, %a[%c0] : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%n) : memref<?xf32>
    memref.store %f, %t[%c0] : memref<?xf32>
    memref.copy %t, %b : memref<?xf32> to memref<?xf32>
  }
  return
}
