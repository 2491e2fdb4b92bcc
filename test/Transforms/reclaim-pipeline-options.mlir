// The options of reclaim-pipeline and reclaim-dealloc-pipeline reach their
// passes, and remarks=true answers "why is this buffer still on the heap?"
// from the remarks alone, one pass after the other.

// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-pipeline)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{max-alloc-size-in-bytes=4096 memory-plan=false calls-capture=true inline-limit=8 max-select-paths=4})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SET
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{promote-to-stack=false plan-stack-limit=4096 remarks=true})' --dump-pass-pipeline -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{remarks=true inline-limit=3})' --dump-pass-pipeline -o /dev/null -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: not reclaim-opt %s --pass-pipeline='builtin.module(reclaim-dealloc-pipeline{max-alloc-size-in-bytes=4096})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{remarks=true})' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | grep remark: | FileCheck %s --check-prefix=WHY
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-pipeline{max-alloc-size-in-bytes=4096})' | FileCheck %s --check-prefix=BIG
// RUN: reclaim-run %s -e main --pipeline='builtin.module(reclaim-pipeline{max-alloc-size-in-bytes=4096 memory-plan=false})' --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// DEFAULT:      reclaim-buffer-loop-hoisting{calls-capture=false remarks=false}
// DEFAULT-NEXT: reclaim-promote-to-stack{calls-capture=false max-alloc-size-in-bytes=1024 remarks=false wrap-in-alloca-scope=false}
// DEFAULT-NEXT: reclaim-expand-realloc{emit-deallocs=true remarks=false}
// (Canonicalize at module level, nested=true; only the first remarks.)
// DEFAULT-NEXT: reclaim-canonicalize{cse=false max-iterations=10 nested=true wide-branch-remarks=true}
// DEFAULT-NEXT: reclaim-ownership-dealloc
// DEFAULT-NEXT: reclaim-canonicalize{cse=false max-iterations=10 nested=true wide-branch-remarks=false}
// DEFAULT-NEXT: reclaim-dealloc-simplify
// DEFAULT-NEXT: reclaim-lower-deallocs{inline-limit=64 remarks=false}
// DEFAULT-NEXT: reclaim-canonicalize{cse=true max-iterations=10 nested=true wide-branch-remarks=false}
// DEFAULT-NEXT: reclaim-copy-removal{remarks=false}
// DEFAULT-NEXT: reclaim-early-dealloc{calls-capture=false remarks=false}
// DEFAULT-NEXT: reclaim-memory-plan{calls-capture=false exact-budget=200000 exact-limit=12 max-buffers=1024 plan-dynamic=true remarks=false stack-limit=1024}
// DEFAULT-NEXT: reclaim-canonicalize{cse=false max-iterations=10 nested=true wide-branch-remarks=false}
// DEFAULT-NEXT: ){{$}}

// SET:      reclaim-buffer-loop-hoisting{calls-capture=true remarks=false}
// SET-NEXT: reclaim-promote-to-stack{calls-capture=true max-alloc-size-in-bytes=4096
// SET:      reclaim-dealloc-simplify{max-select-paths=4 remarks=false}
// SET-NEXT: reclaim-lower-deallocs{inline-limit=8 remarks=false}
// SET:      reclaim-early-dealloc{calls-capture=true remarks=false}
// SET-NOT:  reclaim-memory-plan

// OFF:      reclaim-buffer-loop-hoisting{calls-capture=false remarks=true}
// OFF-NOT:  reclaim-promote-to-stack
// OFF:      reclaim-expand-realloc{emit-deallocs=true remarks=true}
// OFF:      reclaim-dealloc-simplify{max-select-paths=16 remarks=true}
// OFF-NEXT: reclaim-lower-deallocs{inline-limit=64 remarks=true}
// OFF:      reclaim-copy-removal{remarks=true}
// OFF-NEXT: reclaim-early-dealloc{calls-capture=false remarks=true}
// OFF-NEXT: reclaim-memory-plan{calls-capture=false {{.*}}remarks=true stack-limit=4096}

// DEALLOC:      reclaim-expand-realloc{emit-deallocs=true remarks=true}
// DEALLOC-NEXT: reclaim-canonicalize{cse=false max-iterations=10 nested=true wide-branch-remarks=true}
// DEALLOC-NEXT: reclaim-ownership-dealloc
// DEALLOC-NEXT: reclaim-canonicalize{cse=false max-iterations=10 nested=true wide-branch-remarks=false}
// DEALLOC-NEXT: reclaim-dealloc-simplify{max-select-paths=16 remarks=true}
// DEALLOC-NEXT: reclaim-lower-deallocs{inline-limit=3 remarks=true}
// DEALLOC-NEXT: reclaim-canonicalize{cse=true max-iterations=10 nested=true wide-branch-remarks=false}
// DEALLOC-NEXT: ){{$}}
// DEALLOC-NOT:  reclaim-promote-to-stack

// BAD: no such option max-alloc-size-in-bytes

func.func private @printMemrefF32(memref<*xf32>)

// Every heap buffer's story, pass by pass.
func.func @why_heap(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %big = memref.alloc() : memref<512xf32>
  memref.store %f, %big[%c0] : memref<512xf32>
  %u = memref.cast %big : memref<512xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ret = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<512xf32>
    memref.store %f, %t[%i] : memref<512xf32>
    %x = memref.load %t[%c0] : memref<512xf32>
    memref.store %x, %ret[%c0] : memref<4xf32>
  }
  return %ret : memref<4xf32>
}

// BIG-LABEL: func.func @main
// BIG:         memref.alloca() : memref<512xf32>
// BIG-NOT:     memref.alloc()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<512xf32>
  memref.store %f, %a[%c0] : memref<512xf32>
  memref.store %f, %a[%c1] : memref<512xf32>
  %v = memref.subview %a[0] [2] [1] : memref<512xf32> to memref<2xf32, strided<[1]>>
  %u = memref.cast %v : memref<2xf32, strided<[1]>> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// EXEC: [2,  2]
// EXEC: defects: none

// The story of @why_heap's buffers (%big at 60, %ret at 64, %t at 66): %t
// leaves its loop; %big and %t are too large for the stack and %ret is
// returned; the frees of %big and %t move up; %big and %t, never live
// together, could share one heap arena, but %ret is allocated while neither
// is live, so an arena live from the entry could raise the peak: the
// planner leaves them alone.
// WHY:      :71:10: remark: hoisted: one buffer for all iterations, allocated before 'scf.for' at {{.*}}:70:3
// WHY-NEXT: :65:10: remark: stays on the heap: its size, 2048 bytes, exceeds max-alloc-size-in-bytes (1024)
// WHY-NEXT: :69:10: remark: stays on the heap: it escapes (returned) through 'func.return' at {{.*}}:76:3
// WHY-NEXT: :71:10: remark: stays on the heap: its size, 2048 bytes, exceeds max-alloc-size-in-bytes (1024)
// WHY-NEXT: :86:8: remark: stays on the heap: its size, 2048 bytes, exceeds max-alloc-size-in-bytes (1024)
// WHY-NEXT: :76:3: remark: free of 'memref.alloc' at {{.*}}:65:10 moved up to right after 'func.call' at {{.*}}:68:3, which may use the buffer
// WHY-NEXT: :76:3: remark: free of 'memref.alloc' at {{.*}}:71:10 not moved: it already is right after 'scf.for' at {{.*}}:70:3, which may use the buffer
// WHY-NEXT: :92:3: remark: free of 'memref.alloc' at {{.*}}:86:8 not moved: it already is right after 'func.call' at {{.*}}:91:3, which may use the buffer
// WHY-NEXT: :69:10: remark: not planned: it escapes (returned) through 'func.return'
// WHY-NEXT: :86:8: remark: not planned: the only plannable buffer of the function, allocated once per call (nothing to share or to hoist)
// WHY-NEXT: :61:1: remark: not planned: a heap arena of 2048 bytes for 2 buffers could raise the peak: the function allocates or frees other heap memory (or calls a function that may) while fewer of its buffers are live
