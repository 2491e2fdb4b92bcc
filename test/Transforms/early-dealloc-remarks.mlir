// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-early-dealloc=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null
// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-early-dealloc="remarks=true calls-capture=true" -mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAPTURE

// reclaim-early-dealloc says, for every free, which buffer it frees, whether
// it moved, and which op stopped it and why.

func.func @moved(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:8:8 moved up to right after 'memref.copy' at {{.*}}:9:3, which may use the buffer}}
  memref.dealloc %a : memref<4xf32>
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:10:8 not moved: it already is right after 'memref.copy' at {{.*}}:11:3, which may use the buffer}}
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// The buffer is stored: an op with unknown effects may reach it.
func.func @unknown(%slot: memref<memref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %slot[] : memref<memref<4xf32>>
  "test.unknown"() : () -> ()
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:23:8 not moved: it already is right after 'test.unknown' at {{.*}}:25:3, which has unknown effects and the buffer may be reachable through memory}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @start(%a: memref<4xf32>) {
  // expected-remark-re @below {{free of argument #0 of 'func.func' at {{.*}}:33:1 not moved: it already is at the start of its block}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// The address of %a is compared after its free: no allocation may come
// between the free and that comparison (it could reuse the address).
func.func @address(%out: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  // expected-remark @below {{free of 'memref.alloc'}}
  memref.dealloc %b : memref<4xf32>
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:44:8 moved up to right after 'memref.alloc' at {{.*}}:46:8, which may allocate while the buffer's address is read after the free (the address could be reused)}}
  memref.dealloc %a : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %out : memref<4xf32> -> index
  %e = arith.cmpi eq, %p, %q : index
  return %e : i1
}

// -----

// The address is read through a value the alias analysis cannot follow (an
// unknown op's result, which may be %a): the free of %a stops at the
// allocation too (early-dealloc-address-reads.mlir has the executed cases).
func.func @address_unknown(%out: memref<4xf32>) -> index {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  %u = "test.opaque"(%a) : (memref<4xf32>) -> memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  memref.copy %n, %out : memref<4xf32> to memref<4xf32>
  // expected-remark @below {{free of 'memref.alloc'}}
  memref.dealloc %n : memref<4xf32>
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:64:8 moved up to right after 'memref.alloc' at {{.*}}:67:8, which may allocate while the buffer's address is read after the free (the address could be reused)}}
  memref.dealloc %a : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %u : memref<4xf32> -> index
  return %p : index
}

// -----

// With calls-capture, a buffer passed to a call may be kept by the callee
// and used by a later call.
func.func private @keep(memref<4xf32>)
func.func private @later()
// CAPTURE: remark: free of 'memref.alloc' at {{.*}} not moved: it already is right after 'func.call' at {{.*}}, which has unknown effects and the buffer may be reachable through memory
func.func @captured() {
  %a = memref.alloc() : memref<4xf32>
  func.call @keep(%a) : (memref<4xf32>) -> ()
  func.call @later() : () -> ()
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:85:8 moved up to right after 'func.call' at {{.*}}:86:3, which may use the buffer}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// A buffer allocated inside a region op is a different buffer from one that
// enters the block before that op: the free of %a moves above the scf.if,
// which only uses its own %y (and %out, which is not %a).
func.func @inner_fresh(%c: i1, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  scf.if %c {
    %y = memref.alloc() : memref<4xf32>
    memref.copy %y, %out : memref<4xf32> to memref<4xf32>
    // expected-remark @below {{free of 'memref.alloc'}}
    memref.dealloc %y : memref<4xf32>
  }
  // expected-remark-re @below {{free of 'memref.alloc' at {{.*}}:99:8 moved up to right after 'memref.copy' at {{.*}}:100:3, which may use the buffer}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Here the freed value %s is defined below the scf.if (the select moves up
// with the free), so the buffers allocated inside the scf.if are not known
// to be different: %s may be the unknown op's buffer, which the analysis
// cannot tell apart from %y. The free stops at the scf.if.
func.func @defined_below(%c: i1, %f: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %u = "test.source"() : () -> memref<4xf32>
  scf.if %c {
    %y = memref.alloc() : memref<4xf32>
    %i = arith.constant 0 : index
    memref.store %f, %y[%i] : memref<4xf32>
  }
  %v = arith.addf %f, %f : f32
  %s = arith.select %c, %a, %u : memref<4xf32>
  // expected-remark-re @below {{free of 'arith.select' at {{.*}}:127:8 moved up to right after 'scf.if' at {{.*}}:121:3, which may use the buffer}}
  memref.dealloc %s : memref<4xf32>
  return %v : f32
}
