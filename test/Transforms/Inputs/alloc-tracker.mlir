// Allocation tracker for the executed lower-deallocs tests, appended to a test
// program before it is lowered. Lower memref.alloc/dealloc with
// `--finalize-memref-to-llvm=use-generic-functions=1`, so that they call
// `_mlir_memref_to_llvm_alloc/free` defined here instead of malloc/free.
//
// Heap allocations get ids 0, 1, 2, ... in the order they are made. Every free
// prints `free <id>`; freeing a pointer that is not live (double free, or a
// pointer that was never allocated) prints `bad free <address>` and exits with
// status 1, so that the RUN pipeline fails (lit runs it with pipefail) however
// the output is checked. A leak shows up as a missing `free <id>` line.
//
// Not a test by itself: lit excludes the Inputs directory.

llvm.mlir.global internal @__tracker_table(dense<0> : tensor<8192xi64>)
    : !llvm.array<8192 x i64>
llvm.mlir.global internal @__tracker_count(0 : i64) : i64
llvm.mlir.global internal constant @__tracker_free("free \00")
    {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global internal constant @__tracker_bad_free("bad free \00")
    {addr_space = 0 : i32} : !llvm.array<10 x i8>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @abort()
llvm.func @exit(i32)
llvm.func @printI64(i64)
llvm.func @printString(!llvm.ptr)
llvm.func @printNewline()

llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
  %count_addr = llvm.mlir.addressof @__tracker_count : !llvm.ptr
  %count = llvm.load %count_addr : !llvm.ptr -> i64
  %capacity = llvm.mlir.constant(8192 : i64) : i64
  %full = llvm.icmp "eq" %count, %capacity : i64
  llvm.cond_br %full, ^overflow, ^record
^overflow:
  llvm.call @abort() : () -> ()
  llvm.unreachable
^record:
  %ptr = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
  %table = llvm.mlir.addressof @__tracker_table : !llvm.ptr
  %slot = llvm.getelementptr %table[0, %count]
      : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8192 x i64>
  %address = llvm.ptrtoint %ptr : !llvm.ptr to i64
  llvm.store %address, %slot : i64, !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %next = llvm.add %count, %one : i64
  llvm.store %next, %count_addr : i64, !llvm.ptr
  llvm.return %ptr : !llvm.ptr
}

llvm.func @_mlir_memref_to_llvm_free(%ptr: !llvm.ptr) {
  %count_addr = llvm.mlir.addressof @__tracker_count : !llvm.ptr
  %count = llvm.load %count_addr : !llvm.ptr -> i64
  %table = llvm.mlir.addressof @__tracker_table : !llvm.ptr
  %address = llvm.ptrtoint %ptr : !llvm.ptr to i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^search(%zero : i64)
^search(%id: i64):
  %done = llvm.icmp "eq" %id, %count : i64
  llvm.cond_br %done, ^unknown, ^probe
^probe:
  %slot = llvm.getelementptr %table[0, %id]
      : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8192 x i64>
  %live = llvm.load %slot : !llvm.ptr -> i64
  %hit = llvm.icmp "eq" %live, %address : i64
  %next = llvm.add %id, %one : i64
  llvm.cond_br %hit, ^found, ^search(%next : i64)
^found:
  llvm.store %zero, %slot : i64, !llvm.ptr
  %text = llvm.mlir.addressof @__tracker_free : !llvm.ptr
  llvm.call @printString(%text) : (!llvm.ptr) -> ()
  llvm.call @printI64(%id) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @free(%ptr) : (!llvm.ptr) -> ()
  llvm.return
^unknown:
  %bad = llvm.mlir.addressof @__tracker_bad_free : !llvm.ptr
  llvm.call @printString(%bad) : (!llvm.ptr) -> ()
  llvm.call @printI64(%address) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %status = llvm.mlir.constant(1 : i32) : i32
  llvm.call @exit(%status) : (i32) -> ()
  llvm.unreachable
}
