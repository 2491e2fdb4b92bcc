// RUN: reclaim-opt %s -allow-unregistered-dialect -reclaim-dealloc-simplify=remarks=true -mlir-print-op-on-diagnostic=false -verify-diagnostics -split-input-file -o /dev/null

// reclaim-dealloc-simplify says, for every group of a dealloc it leaves to
// run-time pointer comparisons, which buffers it could not separate, named
// by their defining ops. Groups decided at compile time get no remark.

// Three buffers from unknown ops: every pair may be one buffer.
func.func @unknown_sources(%cx: i1, %cy: i1) -> i1 {
  %x = "test.make"() : () -> memref<2xf32>
  %y = "test.make"() : () -> memref<2xf32>
  %z = "test.make"() : () -> memref<2xf32>
  // expected-remark-re @below {{run-time pointer comparison left: cannot tell whether 'test.make' at {{.*}}:9:8 and 'test.make' at {{.*}}:10:8 are the same buffer; nor whether 'test.make' at {{.*}}:9:8 and 'test.make' at {{.*}}:11:8 are the same buffer; nor whether 'test.make' at {{.*}}:10:8 and 'test.make' at {{.*}}:11:8 are the same buffer}}
  %r = bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%cx, %cy) retain (%z : memref<2xf32>)
  return %r : i1
}

// -----

// A block argument that may be the fresh buffer or another one.
func.func @block_argument(%c: i1, %own: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %other = "test.make"() : () -> memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%other : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  // expected-remark-re @below {{run-time pointer comparison left: cannot tell whether 'memref.alloc' at {{.*}}:21:8 and block argument #0 at {{.*}}:24:6 are the same buffer}}
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%own) retain (%m : memref<2xf32>)
  return %r : i1
}

// -----

// Decided at compile time: no remark.
func.func @resolved(%c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %o = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%s : memref<2xf32>)
  "test.use"(%o) : (i1) -> ()
  return %s : memref<2xf32>
}
