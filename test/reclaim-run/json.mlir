// --json prints one machine-readable report on stdout (the program output is
// in "output", not echoed); --trace writes every alloc/free/access event of
// the checked run with the site table.
// RUN: not reclaim-run %s --json --reference --trace=%t.trace > %t.json
// RUN: FileCheck %s < %t.json
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace
// RUN: reclaim-run %s -e ok --json | FileCheck %s --check-prefix=OK

func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<2xi32>
  memref.dealloc %a : memref<4xi32>
  %v = memref.load %a[%c0] : memref<4xi32>
  vector.print str "done\n"
  return
}

func.func @ok() {
  vector.print str "fine\n"
  return
}

// CHECK:      {
// CHECK-NEXT:   "file": "{{.*}}json.mlir",
// CHECK-NEXT:   "entry": "main",
// CHECK-NEXT:   "pipeline": "",
// CHECK-NEXT:   "reference_pipeline": "",
// CHECK-NEXT:   "status": "defects",
// CHECK-NEXT:   "exit_code": 15,
// CHECK-NEXT:   "defect_classes": [
// CHECK-NEXT:     "leak",
// CHECK-NEXT:     "use-after-free"
// CHECK-NEXT:   ],
// CHECK-NEXT:   "run": {
// CHECK-NEXT:     "termination": "finished",
// CHECK-NEXT:     "output": "done\n",
// CHECK-NEXT:     "stats": {
// CHECK-NEXT:       "allocs": 2,
// CHECK-NEXT:       "frees": 1,
// CHECK-NEXT:       "bytes_allocated": 24,
// CHECK-NEXT:       "peak_bytes": 24,
// CHECK-NEXT:       "ideal_peak_bytes": 16,
// CHECK-NEXT:       "live_blocks_at_exit": 1,
// CHECK-NEXT:       "live_bytes_at_exit": 8,
// CHECK-NEXT:       "tracked_accesses": 1,
// CHECK-NEXT:       "released_from_quarantine": 0
// CHECK-NEXT:     },
// CHECK-NEXT:     "defects": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "kind": "use-after-free",
// CHECK-NEXT:         "count": 1,
// CHECK-NEXT:         "access": {
// CHECK-NEXT:           "loc": "{{.*}}json.mlir:14:8",
// CHECK-NEXT:           "op": "memref.load",
// CHECK-NEXT:           "stack": []
// CHECK-NEXT:         },
// CHECK-NEXT:         "access_kind": "read",
// CHECK-NEXT:         "masked": false,
// CHECK-NEXT:         "size": 4,
// CHECK-NEXT:         "offset": 0,
// CHECK-NEXT:         "block_size": 16,
// CHECK-NEXT:         "alloc": {
// CHECK-NEXT:           "loc": "{{.*}}json.mlir:11:8",
// CHECK-NEXT:           "op": "memref.alloc",
// CHECK-NEXT:           "stack": []
// CHECK-NEXT:         },
// CHECK-NEXT:         "free": {
// CHECK-NEXT:           "loc": "{{.*}}json.mlir:13:3",
// CHECK-NEXT:           "op": "memref.dealloc",
// CHECK-NEXT:           "stack": []
// CHECK-NEXT:         }
// CHECK-NEXT:       },
// CHECK-NEXT:       {
// CHECK-NEXT:         "kind": "leak",
// CHECK-NEXT:         "count": 1,
// CHECK-NEXT:         "alloc": {
// CHECK-NEXT:           "loc": "{{.*}}json.mlir:12:8",
// CHECK-NEXT:           "op": "memref.alloc",
// CHECK-NEXT:           "stack": []
// CHECK-NEXT:         },
// CHECK-NEXT:         "bytes": 8
// CHECK-NEXT:       }
// CHECK-NEXT:     ]
// CHECK-NEXT:   },
// CHECK-NEXT:   "reference_run": {
// CHECK-NEXT:     "termination": "finished",
// CHECK-NEXT:     "output": "done\n",
// CHECK-NEXT:     "stats": {
// CHECK-NEXT:       "allocs": 2,
// CHECK-NEXT:       "frees": 0,
// CHECK:          "defects": [],
// CHECK-NEXT:     "output_matches": true
// CHECK-NEXT:   }
// CHECK-NEXT: }

// TRACE:      {"file":"{{.*}}json.mlir","entry":"main","sites":[
// TRACE-NEXT: {"id":0,"loc":"{{.*}}json.mlir:11:8","op":"memref.alloc"},
// TRACE-NEXT: {"id":1,"loc":"{{.*}}json.mlir:12:8","op":"memref.alloc"},
// TRACE-NEXT: {"id":2,"loc":"{{.*}}json.mlir:13:3","op":"memref.dealloc"},
// TRACE-NEXT: {"id":3,"loc":"{{.*}}json.mlir:14:8","op":"memref.load"}
// TRACE-NEXT: ],"events":[
// TRACE-NEXT: {"t":1,"ev":"alloc","block":0,"size":16,"site":0,"stack":0},
// TRACE-NEXT: {"t":2,"ev":"alloc","block":1,"size":8,"site":1,"stack":0},
// TRACE-NEXT: {"t":3,"ev":"free","site":2,"stack":0,"block":0},
// TRACE-NEXT: {"t":4,"ev":"read","block":0,"offset":0,"size":4,"site":3,"defect":"use-after-free"}
// TRACE-NEXT: ],"stacks":[
// TRACE-NEXT: {"id":0,"frames":[]}
// TRACE-NEXT: ]}

// OK:      "status": "ok",
// OK-NEXT: "exit_code": 0,
// OK-NEXT: "defect_classes": [],
// OK:      "output": "fine\n",
// OK:      "defects": []
