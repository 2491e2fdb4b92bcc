"""Writes, per gap G given, a function @gapG whose block calls @fresh, hands
the buffer to @read (which frees it when given its ownership) and then runs
G more ops (G - 1 additions and the return), and a @main printing the sum of
their results. reclaim-ownership-dealloc looks at most 512 ops past a call
for a later use of the buffer: with 511 after @read the ownership goes into
@read, with 512 the caller keeps it and frees the buffer itself."""
import sys

gaps = [int(arg) for arg in sys.argv[1:]]
out = ["func.func private @fresh(%v: f32) -> memref<4xf32> {",
       "  %c0 = arith.constant 0 : index",
       "  %a = memref.alloc() : memref<4xf32>",
       "  memref.store %v, %a[%c0] : memref<4xf32>",
       "  return %a : memref<4xf32>",
       "}",
       "func.func private @read(%m: memref<4xf32>) -> f32 {",
       "  %c0 = arith.constant 0 : index",
       "  %v = memref.load %m[%c0] : memref<4xf32>",
       "  return %v : f32",
       "}"]
for gap in gaps:
    out += ["func.func @gap%d(%%v: f32) -> f32 {" % gap,
            "  %a = call @fresh(%v) : (f32) -> memref<4xf32>",
            "  %s0 = call @read(%a) : (memref<4xf32>) -> f32"]
    for k in range(1, gap):
        out.append("  %%s%d = arith.addf %%s%d, %%v : f32" % (k, k - 1))
    out += ["  return %%s%d : f32" % (gap - 1), "}"]
out += ["func.func @main() {", "  %one = arith.constant 1.0 : f32",
        "  %sum0 = arith.constant 0.0 : f32"]
for k, gap in enumerate(gaps):
    out += ["  %%r%d = call @gap%d(%%one) : (f32) -> f32" % (k, gap),
            "  %%sum%d = arith.addf %%sum%d, %%r%d : f32" % (k + 1, k, k)]
out += ["  vector.print %%sum%d : f32" % len(gaps), "  return", "}"]
print("\n".join(out))
