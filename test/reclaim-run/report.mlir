// --report writes one self-contained HTML file: no external resource, the
// run's data embedded as JSON (sites with call chains, one bar per buffer:
// [alloc, free, last access, size, site] in event times, 0 = never freed).
// The page is rendered and checked in a browser by report-browser.mlir.
// RUN: not reclaim-run %s --report=%t.html > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s < %t.html
// RUN: not reclaim-run %s --report=%t.missing-dir/r.html 2>&1 | FileCheck %s --check-prefix=BADPATH

func.func @helper() -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  return %m : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = call @helper() : () -> memref<2xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// OUT: reclaim-run: leak: 8 bytes in 1 block never freed
// OUT: exit-code: 10

// Nothing is fetched (the only URI is the SVG namespace name).
// CHECK-NOT: {{src=|href=|url\(|@import|fetch\(|XMLHttpRequest|https?://[^w]}}
// CHECK:     <svg id="heap"
// CHECK:     <script id="data" type="application/json">
// Events: 1 alloc %a, 2 alloc %b, 3 store to %a, 4 free %a.
// CHECK-SAME: "run":{"finished":true,"events":4,"allocs":2,"frees":1,"bytes_allocated":24,"peak_bytes":24,"ideal_peak_bytes":24,"live_bytes_at_exit":8}
// CHECK-SAME: "bars":{{\[\[}}1,4,3,16,0],[2,0,2,8,1]]
// CHECK-SAME: "sites":[{"op":"memref.alloc","loc":"{{[^"]*}}report.mlir:18:8","chain":[],"blocks":1,"bytes":16,"leaked":0},{"op":"memref.alloc","loc":"{{[^"]*}}report.mlir:11:8","chain":["func.call at {{[^"]*}}report.mlir:19:8"],"blocks":1,"bytes":8,"leaked":1}]
// CHECK-NOT: {{src=|href=|url\(|@import|fetch\(|XMLHttpRequest|https?://[^w]}}

// BADPATH: reclaim-run: error: cannot write --report file '{{.*}}r.html': {{.*}}
// BADPATH: exit-code: 1
