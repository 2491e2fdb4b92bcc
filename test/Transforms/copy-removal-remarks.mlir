// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-copy-removal=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null

// reclaim-copy-removal says, for every memref.copy and bufferization.clone,
// whether it was removed (reusing which buffer) or why it is kept.

func.func @reuse_source(%n: index, %s: memref<?xf32>) {
  %t = memref.alloc(%n) : memref<?xf32>
  // expected-remark-re @below {{copy removed: the source buffer, freed right after by 'memref.dealloc' at {{.*}}:10:3, replaces the target 'memref.alloc' at {{.*}}:7:8}}
  memref.copy %s, %t : memref<?xf32> to memref<?xf32>
  memref.dealloc %s : memref<?xf32>
  "test.use"(%t) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @reuse_target(%f: f32, %r: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%temp : memref<2xf32>)
  // expected-remark-re @below {{copy removed: the target buffer replaces the source 'memref.alloc' at {{.*}}:18:11, freed right after by 'memref.dealloc' at {{.*}}:22:3}}
  memref.copy %temp, %r : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

func.func @clone(%x: memref<2xf32>) {
  // expected-remark-re @below {{clone removed: the cloned buffer, freed right after by 'memref.dealloc' at {{.*}}:31:3, is used instead}}
  %c = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  memref.dealloc %x : memref<2xf32>
  "test.use"(%c) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @kept(%a: memref<2xf32>, %b: memref<2xf32>) {
  // expected-remark @below {{copy kept: the source cannot be reused (the target is not a memref.alloc without alignment) nor the target (the source is not a memref.alloc without alignment)}}
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  return
}

// -----

// The source is read after the copy, before its free.
func.func @kept_used(%s: memref<2xf32>) {
  %t = memref.alloc() : memref<2xf32>
  // expected-remark @below {{copy kept: the source cannot be reused (the source may be used between the copy and its free) nor the target (the source is not a memref.alloc without alignment)}}
  memref.copy %s, %t : memref<2xf32> to memref<2xf32>
  "test.use"(%s) : (memref<2xf32>) -> ()
  memref.dealloc %s : memref<2xf32>
  "test.use"(%t) : (memref<2xf32>) -> ()
  memref.dealloc %t : memref<2xf32>
  return
}

// -----

func.func @clone_kept(%x: memref<2xf32>) {
  // expected-remark @below {{clone kept: the cloned buffer is not freed after the clone in its block}}
  %c = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  "test.use"(%c) : (memref<2xf32>) -> ()
  return
}
