"""A function of N buffers, each written and touched by reclaim_test.opaque
(an op of unknown effects), and a main that calls it: under
unknown-ops=keep-alive all N are freed at the return
(early-dealloc-unknown-effects.mlir)."""
import sys
n = int(sys.argv[1])
print("func.func @kept(%v: i32) -> i32 {")
print("  %c0 = arith.constant 0 : index")
for k in range(n):
    print("  %%a%d = memref.alloc() : memref<4xi32>" % k)
    print("  memref.store %%v, %%a%d[%%c0] : memref<4xi32>" % k)
    print("  reclaim_test.opaque %%a%d : memref<4xi32>" % k)
print("  %r = memref.load %a0[%c0] : memref<4xi32>")
print("  return %r : i32")
print("}")
print("func.func @main() {")
print("  %v = arith.constant 7 : i32")
print("  %r = call @kept(%v) : (i32) -> i32")
print("  vector.print %r : i32")
print("  return")
print("}")
