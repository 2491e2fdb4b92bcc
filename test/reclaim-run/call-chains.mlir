// Every defect report gives the call chain of each site (allocation, free,
// faulting access) as the func.call sites that led to it, innermost first;
// the same allocation site reached through different chains is reported once
// per chain. --json has the chains as "stack" arrays.
// RUN: not reclaim-run %s -e leaks 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not reclaim-run %s -e double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not reclaim-run %s -e use_after_free 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not reclaim-run %s -e out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not reclaim-run %s -e bad_free 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not reclaim-run %s -e deep --args=40 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not reclaim-run %s -e use_after_free --json | FileCheck %s --check-prefix=JSON
// Optimisation (inlining) keeps the chains: the pushes are the caller's code.
// RUN: not reclaim-run %s -e use_after_free --opt-level=2 2>&1 | FileCheck %s --check-prefix=UAF

func.func @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

func.func @make_twice() -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %m = call @make(%c1) : (index) -> memref<?xf32>
  return %m : memref<?xf32>
}

func.func @drop(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}

func.func @read(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

func.func @leaks() {
  %c2 = arith.constant 2 : index
  %a = call @make(%c2) : (index) -> memref<?xf32>
  %b = call @make_twice() : () -> memref<?xf32>
  return
}

// LEAK:      reclaim-run: leak: 8 bytes in 1 block never freed
// LEAK-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:16:8
// LEAK-NEXT:     called from func.call at {{.*}}call-chains.mlir:38:8
// LEAK-NEXT: reclaim-run: leak: 4 bytes in 1 block never freed
// LEAK-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:16:8
// LEAK-NEXT:     called from func.call at {{.*}}call-chains.mlir:22:8
// LEAK-NEXT:     called from func.call at {{.*}}call-chains.mlir:39:8
// LEAK-NEXT: stats:
// LEAK:      exit-code: 10

func.func @double_free() {
  %c2 = arith.constant 2 : index
  %a = call @make(%c2) : (index) -> memref<?xf32>
  call @drop(%a) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  return
}

// DOUBLE:      reclaim-run: double-free: a 8-byte block is freed twice
// DOUBLE-NEXT:   freed again by memref.dealloc at {{.*}}call-chains.mlir:57:3
// DOUBLE-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:16:8
// DOUBLE-NEXT:     called from func.call at {{.*}}call-chains.mlir:55:8
// DOUBLE-NEXT:   first freed by memref.dealloc at {{.*}}call-chains.mlir:27:3
// DOUBLE-NEXT:     called from func.call at {{.*}}call-chains.mlir:56:3
// DOUBLE-NEXT: stats:
// DOUBLE:      exit-code: 14

func.func @use_after_free() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = call @make_twice() : () -> memref<?xf32>
  call @drop(%a) : (memref<?xf32>) -> ()
  %v = call @read(%a, %c0) : (memref<?xf32>, index) -> f32
  return
}

// UAF:      reclaim-run: use-after-free: read of 4 bytes at offset 0 in a freed 4-byte block
// UAF-NEXT:   access by memref.load at {{.*}}call-chains.mlir:32:8
// UAF-NEXT:     called from func.call at {{.*}}call-chains.mlir:75:8
// UAF-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:16:8
// UAF-NEXT:     called from func.call at {{.*}}call-chains.mlir:22:8
// UAF-NEXT:     called from func.call at {{.*}}call-chains.mlir:73:8
// UAF-NEXT:   freed by memref.dealloc at {{.*}}call-chains.mlir:27:3
// UAF-NEXT:     called from func.call at {{.*}}call-chains.mlir:74:3
// UAF-NEXT: stats:
// UAF:      exit-code: 15

// JSON:      "kind": "use-after-free",
// JSON:      "access": {
// JSON-NEXT:   "loc": "{{.*}}call-chains.mlir:32:8",
// JSON-NEXT:   "op": "memref.load",
// JSON-NEXT:   "stack": [
// JSON-NEXT:     {
// JSON-NEXT:       "loc": "{{.*}}call-chains.mlir:75:8",
// JSON-NEXT:       "op": "func.call"
// JSON-NEXT:     }
// JSON-NEXT:   ]
// JSON-NEXT: },
// JSON:      "alloc": {
// JSON-NEXT:   "loc": "{{.*}}call-chains.mlir:16:8",
// JSON-NEXT:   "op": "memref.alloc",
// JSON-NEXT:   "stack": [
// JSON-NEXT:     {
// JSON-NEXT:       "loc": "{{.*}}call-chains.mlir:22:8",
// JSON-NEXT:       "op": "func.call"
// JSON-NEXT:     },
// JSON-NEXT:     {
// JSON-NEXT:       "loc": "{{.*}}call-chains.mlir:73:8",
// JSON-NEXT:       "op": "func.call"
// JSON-NEXT:     }
// JSON-NEXT:   ]
// JSON-NEXT: },
// JSON-NEXT: "free": {
// JSON-NEXT:   "loc": "{{.*}}call-chains.mlir:27:3",
// JSON-NEXT:   "op": "memref.dealloc",
// JSON-NEXT:   "stack": [
// JSON-NEXT:     {
// JSON-NEXT:       "loc": "{{.*}}call-chains.mlir:74:3",

func.func @out_of_bounds() {
  %c2 = arith.constant 2 : index
  %a = call @make(%c2) : (index) -> memref<?xf32>
  %v = call @read(%a, %c2) : (memref<?xf32>, index) -> f32
  memref.dealloc %a : memref<?xf32>
  return
}

// OOB:      reclaim-run: out-of-bounds: read of 4 bytes at offset 8 past the end of a 8-byte block
// OOB-NEXT:   access by memref.load at {{.*}}call-chains.mlir:32:8
// OOB-NEXT:     called from func.call at {{.*}}call-chains.mlir:125:8
// OOB-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:16:8
// OOB-NEXT:     called from func.call at {{.*}}call-chains.mlir:124:8
// OOB-NEXT: stats:
// OOB:      exit-code: 12

func.func @bad_free() {
  %c2 = arith.constant 2 : index
  %s = memref.alloca(%c2) : memref<?xf32>
  call @drop(%s) : (memref<?xf32>) -> ()
  return
}

// BAD:      reclaim-run: bad-free: stack pointer (memref.alloca), not a heap block
// BAD-NEXT:   free by memref.dealloc at {{.*}}call-chains.mlir:27:3
// BAD-NEXT:     called from func.call at {{.*}}call-chains.mlir:141:3
// BAD-NEXT: stats:
// BAD:      exit-code: 13

// Recursion 40 deep, then a leak: the chain keeps the 16 innermost calls.
func.func @recurse(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
    %m = memref.alloc() : memref<3xi8>
  } else {
    %k = arith.subi %n, %c1 : index
    func.call @recurse(%k) : (index) -> ()
  }
  return
}

func.func @deep(%n: index) {
  call @recurse(%n) : (index) -> ()
  return
}

// DEEP:      reclaim-run: leak: 3 bytes in 1 block never freed
// DEEP-NEXT:   allocated by memref.alloc at {{.*}}call-chains.mlir:157:10
// DEEP-COUNT-16: called from func.call at {{.*}}call-chains.mlir:160:5
// DEEP-NEXT: stats:
