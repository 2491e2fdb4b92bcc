// REQUIRES: chromium
// The --report page renders in headless Chromium with no console error and
// no external resource: per-buffer bars with their last accesses for a small
// run, per-site rows for a run of more buffers than it draws bars for. A
// screenshot is taken.
// RUN: not reclaim-run %s --reference --report=%t.small.html > /dev/null 2>&1
// RUN: %python %S/Inputs/check_report.py %t.small.html --screenshot %t.small.png \
// RUN:   | FileCheck %s --check-prefix=SMALL
// RUN: not reclaim-run %s -e many --args=3000 --report=%t.many.html > /dev/null 2>&1
// RUN: %python %S/Inputs/check_report.py %t.many.html | FileCheck %s --check-prefix=MANY

func.func @helper(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

// Three buffers: one freed after use, one leaked, one freed twice.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %b = call @helper(%c2) : (index) -> memref<?xf32>
  %c = memref.alloc() : memref<8xi8>
  %v = memref.load %a[%c0] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %c : memref<8xi8>
  memref.dealloc %c : memref<8xi8>
  return
}

// SMALL:      rendered: True
// SMALL-NEXT: heap-curves: 3
// SMALL-NEXT: peak-markers: 3
// SMALL-NEXT: bars: 3
// SMALL-NEXT: leaked-bars: 1
// SMALL-NEXT: last-access-marks: 3
// SMALL-NEXT: site-rows: 0
// SMALL-NEXT: bar-tooltips: 3
// SMALL-NEXT: site-table-rows: 3
// SMALL-NEXT: stats-rows: 3
// SMALL-NEXT: external-resources: 0
// SMALL:      console-errors: 0
// SMALL-NEXT: screenshot-png: True

// %n iterations, each allocating from two sites (one through @helper) and
// freeing both: more buffers than bars drawn, so one row per site.
func.func @many(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<2xf64>
    %b = func.call @helper(%c3) : (index) -> memref<?xf32>
    memref.dealloc %a : memref<2xf64>
    memref.dealloc %b : memref<?xf32>
  }
  %leak = memref.alloc() : memref<1xi8>
  return
}

// MANY:      rendered: True
// MANY-NEXT: heap-curves: 2
// MANY-NEXT: peak-markers: 2
// MANY-NEXT: bars: 0
// MANY:      site-rows: 3
// MANY:      site-table-rows: 3
// MANY-NEXT: stats-rows: 2
// MANY-NEXT: external-resources: 0
// MANY:      console-errors: 0
