// Executed: reclaim-results-to-out-params decides from calls deep in a nest
// (issue 12): callees are resolved from the symbol table remembered for the
// ops around each call, not by a climb to the module per call, and the
// require-hoist trial (a clone of the module, promoted to the stack and
// torn down innermost first) runs on the same nest. @fresh_nested returns
// fresh buffers made by calls three levels down: it gets an out-param.
// @nested returns what @pick returns from the same depth, one of its
// arguments: it stays a result, and the caller's write through it is seen
// through the argument. What the program prints, every buffer freed once.
//
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-results-to-out-params{hoist-static-allocs=true require-hoist=true promote-limit=1024})' | FileCheck %s --check-prefix=IR
// RUN: reclaim-run %s --args=1 --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --args=0 --pipeline='builtin.module(reclaim-pipeline{prepare=true})' --reference 2>&1 | FileCheck %s --check-prefix=EXEC0

func.func private @pick(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s : memref<4xf32>
}

func.func private @make(%v: f32) -> memref<4xf32> {
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%t : memref<4xf32>)
  return %t : memref<4xf32>
}

// IR-LABEL: func.func private @nested
//  IR-SAME:   -> memref<4xf32>
func.func private @nested(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1, %d: i1) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %r1 = scf.if %d -> (memref<4xf32>) {
      %r2 = scf.if %c -> (memref<4xf32>) {
        %p = func.call @pick(%a, %b, %d) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
        scf.yield %p : memref<4xf32>
      } else {
        %q = func.call @pick(%b, %a, %d) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
        scf.yield %q : memref<4xf32>
      }
      scf.yield %r2 : memref<4xf32>
    } else {
      %s = func.call @pick(%b, %a, %c) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
      scf.yield %s : memref<4xf32>
    }
    scf.yield %r1 : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// IR-LABEL: func.func private @fresh_nested
//  IR-SAME:   %{{.*}}: memref<4xf32>) {
func.func private @fresh_nested(%c: i1, %d: i1, %v: f32) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %r = scf.if %c -> (memref<4xf32>) {
    %r1 = scf.if %d -> (memref<4xf32>) {
      %r2 = scf.if %c -> (memref<4xf32>) {
        %p = func.call @make(%v) : (f32) -> memref<4xf32>
        scf.yield %p : memref<4xf32>
      } else {
        %q = func.call @make(%one) : (f32) -> memref<4xf32>
        scf.yield %q : memref<4xf32>
      }
      scf.yield %r2 : memref<4xf32>
    } else {
      %s = func.call @make(%one) : (f32) -> memref<4xf32>
      scf.yield %s : memref<4xf32>
    }
    scf.yield %r1 : memref<4xf32>
  } else {
    %t = func.call @make(%one) : (f32) -> memref<4xf32>
    scf.yield %t : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main(%flag: i1) {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  %r = func.call @nested(%a, %b, %t, %flag) : (memref<4xf32>, memref<4xf32>, i1, i1) -> memref<4xf32>
  memref.store %seven, %r[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  vector.print %x : f32
  vector.print %y : f32
  %f = func.call @fresh_nested(%t, %flag, %seven) : (i1, i1, f32) -> memref<4xf32>
  %z = memref.load %f[%c0] : memref<4xf32>
  vector.print %z : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %f : memref<4xf32>
  return
}

// EXEC:      7
// EXEC-NEXT: 2
// EXEC-NEXT: 7
// EXEC:      defects: none
// EXEC0:      2
// EXEC0-NEXT: 7
// EXEC0-NEXT: 1
// EXEC0:      defects: none
