// RUN: reclaim-opt %s --reclaim-memory-plan | FileCheck %s
// RUN: reclaim-opt %s --reclaim-memory-plan=remarks -mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --pipeline='builtin.module(reclaim-memory-plan,reclaim-dealloc-pipeline)' --reference 2>&1 | FileCheck %s --check-prefix=EXEC

// Two 2 KiB buffers live together: a 4 KiB heap arena, freed before the
// return; the input's frees are gone.
// CHECK-LABEL: func.func @heap_arena
// CHECK-DAG:     %[[ARENA:.*]] = memref.alloc() : memref<4096xi8>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK:         %[[A:.*]] = memref.view %[[ARENA]][%[[C0]]][] : memref<4096xi8> to memref<512xf32>
// CHECK:         %[[B:.*]] = memref.view %[[ARENA]][%[[C2048]]][] : memref<4096xi8> to memref<512xf32>
// CHECK:         memref.copy %[[A]], %[[B]]
// CHECK-NOT:     memref.dealloc %[[A]]
// CHECK-NOT:     memref.dealloc %[[B]]
// CHECK:         memref.dealloc %[[ARENA]] : memref<4096xi8>
// CHECK-NEXT:    return
// REMARK: remark: arena of 4096 bytes on the heap for 2 buffers; lower bound 4096 bytes (reached)
func.func @heap_arena(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<512xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<512xf32>)
  %b = memref.alloc() : memref<512xf32>
  memref.copy %a, %b : memref<512xf32> to memref<512xf32>
  memref.dealloc %a : memref<512xf32>
  %v = memref.load %b[%c0] : memref<512xf32>
  memref.dealloc %b : memref<512xf32>
  return %v : f32
}

// A cf loop whose body allocates two temporaries that die in the iteration,
// but may run no iteration: an arena at the entry would allocate on the
// calls that allocate nothing (and is too large for the stack), so the
// function is left alone.
// CHECK-LABEL: func.func @cf_loop
// CHECK-NOT:     memref.view
// CHECK:       ^bb2:
// CHECK-NEXT:    memref.alloc() : memref<256xf32>
// CHECK:         memref.alloc() : memref<256xf32>
// CHECK:         memref.dealloc
// CHECK:       ^bb3:
// CHECK-NEXT:    return
// REMARK: remark: not planned: a heap arena of 2048 bytes for 2 buffers could raise the peak: it is larger than the most bytes its buffers surely hold at once on every call (0; 2048 on some paths)
func.func @cf_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  cf.br ^header(%c0, %f0 : index, f32)
^header(%i: index, %acc: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %t = memref.alloc() : memref<256xf32>
  linalg.fill ins(%acc : f32) outs(%t : memref<256xf32>)
  %u = memref.alloc() : memref<256xf32>
  memref.copy %t, %u : memref<256xf32> to memref<256xf32>
  memref.dealloc %t : memref<256xf32>
  %v = memref.load %u[%i] : memref<256xf32>
  memref.dealloc %u : memref<256xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %v : index, f32)
^exit:
  return %acc : f32
}

// The same loop run at least once (the body before the test): every call
// allocates the temporaries, so one arena for all iterations, allocated at
// the entry and freed on exit.
// CHECK-LABEL: func.func @cf_do_while
// CHECK:         %[[ARENA:.*]] = memref.alloc() : memref<2048xi8>
// CHECK:       ^bb1(
// CHECK:         memref.view %[[ARENA]]
// CHECK:         memref.view %[[ARENA]]
// CHECK-NOT:     memref.alloc
// CHECK:       ^bb2(%{{.*}}: f32):
// CHECK-NEXT:    memref.dealloc %[[ARENA]]
// CHECK-NEXT:    return
// REMARK: remark: arena of 2048 bytes on the heap for 2 buffers; lower bound 2048 bytes (reached)
func.func @cf_do_while(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  cf.br ^body(%c0, %f0 : index, f32)
^body(%i: index, %acc: f32):
  %t = memref.alloc() : memref<256xf32>
  linalg.fill ins(%acc : f32) outs(%t : memref<256xf32>)
  %u = memref.alloc() : memref<256xf32>
  memref.copy %t, %u : memref<256xf32> to memref<256xf32>
  memref.dealloc %t : memref<256xf32>
  %v = memref.load %u[%i] : memref<256xf32>
  memref.dealloc %u : memref<256xf32>
  %next = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %next, %n : index
  cf.cond_br %cond, ^body(%next, %v : index, f32), ^exit(%v : f32)
^exit(%r: f32):
  return %r : f32
}

// Mixed alignments: greedy by size needs 20 bytes, the exact search finds
// the lower bound, 17 (f64 at 0, f32 at 8, the five i8 at 12).
// CHECK-LABEL: func.func @alignment
// CHECK:         memref.alloca() {alignment = 16 : i64} : memref<17xi8>
// REMARK: remark: arena of 17 bytes on the stack for 3 buffers; lower bound 17 bytes (reached)
// REMARK: remark: planned: bytes [12, 17) of the arena
// REMARK: remark: planned: bytes [8, 12) of the arena
// REMARK: remark: planned: bytes [0, 8) of the arena
func.func @alignment(%x: i8, %y: f32, %z: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<5xi8>
  %b = memref.alloc() : memref<1xf32>
  %c = memref.alloc() : memref<1xf64>
  memref.store %x, %a[%c0] : memref<5xi8>
  memref.store %y, %b[%c0] : memref<1xf32>
  memref.store %z, %c[%c0] : memref<1xf64>
  %l0 = memref.load %a[%c0] : memref<5xi8>
  %l1 = memref.load %b[%c0] : memref<1xf32>
  %l2 = memref.load %c[%c0] : memref<1xf64>
  %e0 = arith.uitofp %l0 : i8 to f64
  %e1 = arith.extf %l1 : f32 to f64
  %s0 = arith.addf %e0, %e1 : f64
  %s1 = arith.addf %s0, %l2 : f64
  return %s1 : f64
}

// Buffers allocated in both branches of an scf.if share with each other,
// but not with a buffer live across the scf.if.
// CHECK-LABEL: func.func @branches
// CHECK:         memref.alloca() {alignment = 16 : i64} : memref<128xi8>
// REMARK: remark: arena of 128 bytes on the stack for 3 buffers; lower bound 128 bytes (reached)
// REMARK: remark: planned: bytes [0, 64) of the arena
// REMARK: remark: planned: bytes [64, 128) of the arena
// REMARK: remark: planned: bytes [64, 128) of the arena
func.func @branches(%cond: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %keep = memref.alloc() : memref<16xf32>
  linalg.fill ins(%f : f32) outs(%keep : memref<16xf32>)
  %r = scf.if %cond -> f32 {
    %t = memref.alloc() : memref<16xf32>
    memref.copy %keep, %t : memref<16xf32> to memref<16xf32>
    %v = memref.load %t[%c0] : memref<16xf32>
    scf.yield %v : f32
  } else {
    %e = memref.alloc() : memref<16xf32>
    linalg.fill ins(%f : f32) outs(%e : memref<16xf32>)
    %v = memref.load %e[%c0] : memref<16xf32>
    scf.yield %v : f32
  }
  %k = memref.load %keep[%c0] : memref<16xf32>
  %s = arith.addf %r, %k : f32
  return %s : f32
}

// The dynamically sized buffers of a block: one allocation of their total
// size (each rounded up to 16 bytes), views at running offsets, one free
// after the last use.
// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[FRAME:.*]] = memref.alloc(%{{.*}}) : memref<?xi8>
// CHECK:         %[[A:.*]] = memref.view %[[FRAME]][%{{.*}}][%arg0] : memref<?xi8> to memref<?xf32>
// CHECK:         %[[B:.*]] = memref.view %[[FRAME]][%{{.*}}][%arg1] : memref<?xi8> to memref<?xf64>
// CHECK:         memref.load %[[B]]
// CHECK-NEXT:    memref.dealloc %[[FRAME]] : memref<?xi8>
// CHECK-NOT:     memref.alloc
func.func @dynamic(%n: index, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%m) : memref<?xf64>
  memref.store %f, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  %e = arith.extf %x : f32 to f64
  memref.store %e, %b[%c0] : memref<?xf64>
  %y = memref.load %b[%c0] : memref<?xf64>
  return %y : f64
}

// Every function above, executed (@main has no buffers of its own):
// heap_arena(2) reads back 2; cf_loop(3) keeps its accumulator at 0;
// alignment(3, 1.5, 2.25) = 6.75; branches(true, 1.5) = 1.5 + 1.5 and
// branches(false, 2) = 2 + 2; dynamic(4, 4) reads back the 1 it stored.
// EXEC:      2
// EXEC-NEXT: 0
// EXEC-NEXT: 0
// EXEC-NEXT: 6.75
// EXEC-NEXT: 3
// EXEC-NEXT: 4
// EXEC-NEXT: 1
// EXEC:      defects: none
func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %i3 = arith.constant 3 : i8
  %f15 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.0 : f32
  %d225 = arith.constant 2.25 : f64
  %r0 = call @heap_arena(%f2) : (f32) -> f32
  vector.print %r0 : f32
  %r1 = call @cf_loop(%c3) : (index) -> f32
  vector.print %r1 : f32
  %r1b = call @cf_do_while(%c3) : (index) -> f32
  vector.print %r1b : f32
  %r2 = call @alignment(%i3, %f15, %d225) : (i8, f32, f64) -> f64
  vector.print %r2 : f64
  %r3 = call @branches(%true, %f15) : (i1, f32) -> f32
  vector.print %r3 : f32
  %r4 = call @branches(%false, %f2) : (i1, f32) -> f32
  vector.print %r4 : f32
  %r5 = call @dynamic(%c4, %c4) : (index, index) -> f64
  vector.print %r5 : f64
  return
}
