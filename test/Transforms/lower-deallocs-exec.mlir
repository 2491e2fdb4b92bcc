// Runs programs with bufferization.dealloc ops after -reclaim-lower-deallocs,
// once with the inline lowering (default limit) and once forcing the helper
// (inline-limit=0). Both must print the same thing: the ownership results
// (vector.print) and, through Inputs/alloc-tracker.mlir, one "free <id>" line
// per freed buffer (ids count heap allocations from 0 in program order). A
// buffer the dealloc must keep is freed by @main afterwards, so a missing or
// repeated free, or one at the wrong time, changes the output.
//
// RUN: cat %s %S/Inputs/alloc-tracker.mlir | reclaim-opt -reclaim-lower-deallocs \
// RUN: | mlir-opt --convert-bufferization-to-memref --expand-strided-metadata \
// RUN:   --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm=use-generic-functions=1 \
// RUN:   --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --implicit-check-not='bad free'
//
// RUN: cat %s %S/Inputs/alloc-tracker.mlir \
// RUN: | reclaim-opt -reclaim-lower-deallocs=inline-limit=0 \
// RUN: | mlir-opt --convert-bufferization-to-memref --expand-strided-metadata \
// RUN:   --convert-scf-to-cf --convert-vector-to-llvm \
// RUN:   --finalize-memref-to-llvm=use-generic-functions=1 \
// RUN:   --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils \
// RUN: | FileCheck %s --implicit-check-not='bad free'
//
// The same programs under the execution checker: every free happens once,
// nothing leaks, nothing is used after it is freed, inline and helper alike.
// RUN: reclaim-run %s --pipeline=reclaim-lower-deallocs 2>&1 | FileCheck %s --check-prefix=CHECKED
// RUN: reclaim-run %s --pipeline='reclaim-lower-deallocs{inline-limit=0}' 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECKED: defects: none

!sub = memref<2xf32, strided<[1], offset: 1>>

/// One memref, no retained value.
func.func @single(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}

/// One memref (a view), two retained values.
func.func @single_retained(%m: !sub, %c: i1, %r0: memref<4xf32>,
                           %r1: memref<4xf32>) {
  %o:2 = bufferization.dealloc (%m : !sub) if (%c)
                           retain (%r0, %r1 : memref<4xf32>, memref<4xf32>)
  vector.print %o#0 : i1
  vector.print %o#1 : i1
  return
}

/// Five memrefs over three buffers (%a, %b, %c) with aliases through select
/// and subview; the selected one is also retained.
func.func @general(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>,
                   %s: i1, %ca: i1, %csel: i1, %cb: i1, %csub: i1, %cc: i1,
                   %r: memref<4xf32>) {
  %sel = arith.select %s, %a, %b : memref<4xf32>
  %sub = memref.subview %c[1] [2] [1] : memref<4xf32> to !sub
  %o:2 = bufferization.dealloc (%a, %sel, %b, %sub, %c
                                : memref<4xf32>, memref<4xf32>, memref<4xf32>,
                                  !sub, memref<4xf32>)
                            if (%ca, %csel, %cb, %csub, %cc)
                        retain (%r, %sel : memref<4xf32>, memref<4xf32>)
  vector.print %o#0 : i1
  vector.print %o#1 : i1
  return
}

/// Three memrefs over two buffers, retaining a view.
func.func @general_view(%a: memref<4xf32>, %b: memref<4xf32>, %s: i1,
                        %ca: i1, %csel: i1, %cb: i1, %r: !sub) {
  %sel = arith.select %s, %a, %b : memref<4xf32>
  %o = bufferization.dealloc (%a, %sel, %b
                              : memref<4xf32>, memref<4xf32>, memref<4xf32>)
                          if (%ca, %csel, %cb) retain (%r : !sub)
  vector.print %o : i1
  return
}

/// The same SSA values repeated in both lists.
func.func @duplicates(%a: memref<4xf32>, %b: memref<4xf32>, %c1: i1, %c2: i1,
                      %c3: i1) {
  %o:2 = bufferization.dealloc (%a, %b, %a
                                : memref<4xf32>, memref<4xf32>, memref<4xf32>)
                            if (%c1, %c2, %c3)
                        retain (%b, %b : memref<4xf32>, memref<4xf32>)
  vector.print %o#0 : i1
  vector.print %o#1 : i1
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false

  // CHECK-LABEL: single
  // CHECK-NEXT: {{^}}free 0{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 1{{$}}
  vector.print str "single\n"
  %a0 = memref.alloc() : memref<4xf32>
  %a1 = memref.alloc() : memref<4xf32>
  call @single(%a0, %t) : (memref<4xf32>, i1) -> ()
  call @single(%a1, %f) : (memref<4xf32>, i1) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %a1 : memref<4xf32>

  // x = 2, y = 3. Retained x: kept, owned (0, 1). False condition: nothing.
  // Retained y twice: kept, owned (1, 1). No alias: x freed, owned (0, 0).
  // CHECK-LABEL: single-retained
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}free 2{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 3{{$}}
  vector.print str "single-retained\n"
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %xs = memref.subview %x[1] [2] [1] : memref<4xf32> to !sub
  %ys = memref.subview %y[1] [2] [1] : memref<4xf32> to !sub
  call @single_retained(%xs, %t, %y, %x)
    : (!sub, i1, memref<4xf32>, memref<4xf32>) -> ()
  call @single_retained(%ys, %f, %y, %y)
    : (!sub, i1, memref<4xf32>, memref<4xf32>) -> ()
  call @single_retained(%ys, %t, %y, %y)
    : (!sub, i1, memref<4xf32>, memref<4xf32>) -> ()
  call @single_retained(%xs, %t, %y, %y)
    : (!sub, i1, memref<4xf32>, memref<4xf32>) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %y : memref<4xf32>

  // a = 4, b = 5, c = 6, d = 7; sel = a. a is retained through sel (owned:
  // csel); b freed; c freed once, through c (sub's condition is false).
  // CHECK-LABEL: general-1
  // CHECK-NEXT: {{^}}free 5{{$}}
  // CHECK-NEXT: {{^}}free 6{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 4{{$}}
  // CHECK-NEXT: {{^}}free 7{{$}}
  vector.print str "general-1\n"
  %g1a = memref.alloc() : memref<4xf32>
  %g1b = memref.alloc() : memref<4xf32>
  %g1c = memref.alloc() : memref<4xf32>
  %g1d = memref.alloc() : memref<4xf32>
  call @general(%g1a, %g1b, %g1c, %t, %f, %t, %t, %f, %t, %g1d)
    : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, i1, i1,
       memref<4xf32>) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %g1a : memref<4xf32>
  memref.dealloc %g1d : memref<4xf32>

  // a = 8, b = 9, c = 10; sel = b; r = a. a and b retained and owned; c has
  // two true conditions (sub, c) and is freed exactly once.
  // CHECK-LABEL: general-2
  // CHECK-NEXT: {{^}}free 10{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 8{{$}}
  // CHECK-NEXT: {{^}}free 9{{$}}
  vector.print str "general-2\n"
  %g2a = memref.alloc() : memref<4xf32>
  %g2b = memref.alloc() : memref<4xf32>
  %g2c = memref.alloc() : memref<4xf32>
  call @general(%g2a, %g2b, %g2c, %f, %t, %t, %f, %t, %t, %g2a)
    : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, i1, i1,
       memref<4xf32>) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %g2a : memref<4xf32>
  memref.dealloc %g2b : memref<4xf32>

  // a = 11, b = 12, c = 13; sel = a; r = b. Only sub's condition holds: c is
  // freed through sub; nothing retained is owned.
  // CHECK-LABEL: general-3
  // CHECK-NEXT: {{^}}free 13{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 11{{$}}
  // CHECK-NEXT: {{^}}free 12{{$}}
  vector.print str "general-3\n"
  %g3a = memref.alloc() : memref<4xf32>
  %g3b = memref.alloc() : memref<4xf32>
  %g3c = memref.alloc() : memref<4xf32>
  call @general(%g3a, %g3b, %g3c, %t, %f, %f, %f, %t, %f, %g3b)
    : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, i1, i1,
       memref<4xf32>) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %g3a : memref<4xf32>
  memref.dealloc %g3b : memref<4xf32>

  // a = 14, b = 15, c = 16; sel = b; r = c; all conditions hold. Only a is
  // not retained and freed; b (via sel) and c (via r) are owned.
  // CHECK-LABEL: general-4
  // CHECK-NEXT: {{^}}free 14{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 15{{$}}
  // CHECK-NEXT: {{^}}free 16{{$}}
  vector.print str "general-4\n"
  %g4a = memref.alloc() : memref<4xf32>
  %g4b = memref.alloc() : memref<4xf32>
  %g4c = memref.alloc() : memref<4xf32>
  call @general(%g4a, %g4b, %g4c, %f, %t, %t, %t, %t, %t, %g4c)
    : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, i1, i1,
       memref<4xf32>) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %g4b : memref<4xf32>
  memref.dealloc %g4c : memref<4xf32>

  // a = 17, b = 18; sel = b; r views a. b has two true conditions (sel, b):
  // freed once. a's condition is false: not owned.
  // CHECK-LABEL: view-1
  // CHECK-NEXT: {{^}}free 18{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 17{{$}}
  vector.print str "view-1\n"
  %v1a = memref.alloc() : memref<4xf32>
  %v1b = memref.alloc() : memref<4xf32>
  %v1r = memref.subview %v1a[1] [2] [1] : memref<4xf32> to !sub
  call @general_view(%v1a, %v1b, %f, %f, %t, %t, %v1r)
    : (memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, !sub) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %v1a : memref<4xf32>

  // a = 19, b = 20; sel = a; r views a. a is owned through sel; b's condition
  // is false: nothing freed.
  // CHECK-LABEL: view-2
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 19{{$}}
  // CHECK-NEXT: {{^}}free 20{{$}}
  vector.print str "view-2\n"
  %v2a = memref.alloc() : memref<4xf32>
  %v2b = memref.alloc() : memref<4xf32>
  %v2r = memref.subview %v2a[1] [2] [1] : memref<4xf32> to !sub
  call @general_view(%v2a, %v2b, %t, %f, %t, %f, %v2r)
    : (memref<4xf32>, memref<4xf32>, i1, i1, i1, i1, !sub) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %v2a : memref<4xf32>
  memref.dealloc %v2b : memref<4xf32>

  // a = 21, b = 22. a's conditions are (false, true): freed once. b retained
  // twice, owned in both results.
  // CHECK-LABEL: duplicates
  // CHECK-NEXT: {{^}}free 21{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: {{^}}1{{$}}
  // CHECK-NEXT: cleanup
  // CHECK-NEXT: {{^}}free 22{{$}}
  vector.print str "duplicates\n"
  %da = memref.alloc() : memref<4xf32>
  %db = memref.alloc() : memref<4xf32>
  call @duplicates(%da, %db, %f, %t, %t)
    : (memref<4xf32>, memref<4xf32>, i1, i1, i1) -> ()
  vector.print str "cleanup\n"
  memref.dealloc %db : memref<4xf32>

  // A dealloc in a loop: iteration i allocates x = 23 + 2i, y = 24 + 2i and
  // frees y through exactly one of its two aliases (the view when i is odd,
  // so it comes first), and x.
  // CHECK-LABEL: loop
  // CHECK-NEXT: {{^}}free 23{{$}}
  // CHECK-NEXT: {{^}}free 24{{$}}
  // CHECK-NEXT: {{^}}free 26{{$}}
  // CHECK-NEXT: {{^}}free 25{{$}}
  // CHECK-NEXT: {{^}}free 27{{$}}
  // CHECK-NEXT: {{^}}free 28{{$}}
  // CHECK-NEXT: end
  vector.print str "loop\n"
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %lx = memref.alloc() : memref<4xf32>
    %ly = memref.alloc() : memref<4xf32>
    %lys = memref.subview %ly[1] [2] [1] : memref<4xf32> to !sub
    %odd = arith.index_cast %i : index to i1
    %even = arith.xori %odd, %t : i1
    bufferization.dealloc (%lys, %lx, %ly : !sub, memref<4xf32>, memref<4xf32>)
                       if (%odd, %t, %even)
  }
  vector.print str "end\n"
  return
}
