"""Writes a function whose scf.if reads N buffers allocated before it, and a
buffer %z used only before them: reclaim-dealloc-pipeline frees %z at the end
of the block, below the scf.if. reclaim-early-dealloc moves that free above
the scf.if when it can tell %z apart from every buffer the scf.if uses; past
512 distinct buffers it treats the scf.if as touching any buffer (a budget:
every free reaching it would otherwise ask about each of them)."""
import sys

n = int(sys.argv[1])
out = ["func.func private @printMemrefF32(memref<*xf32>)",
       "func.func @wide(%c: i1, %out: memref<1xf32>) {",
       "  %i = arith.constant 0 : index",
       "  %one = arith.constant 1.0 : f32",
       "  %z = memref.alloc() : memref<4xf32>",
       "  memref.store %one, %z[%i] : memref<4xf32>",
       "  %zv = memref.load %z[%i] : memref<4xf32>",
       "  memref.store %zv, %out[%i] : memref<1xf32>"]
for k in range(n):
    out += ["  %%b%d = memref.alloc() : memref<4xf32>" % k,
            "  memref.store %%one, %%b%d[%%i] : memref<4xf32>" % k]
out += ["  scf.if %c {"]
prev = "%zv"
for k in range(n):
    out += ["    %%l%d = memref.load %%b%d[%%i] : memref<4xf32>" % (k, k),
            "    %%s%d = arith.addf %s, %%l%d : f32" % (k, prev, k)]
    prev = "%%s%d" % k
out += ["    memref.store %s, %%out[%%i] : memref<1xf32>" % prev,
        "  }",
        "  return", "}",
        "func.func @main() {",
        "  %t = arith.constant true",
        "  %f = arith.constant false",
        "  %o = memref.alloc() : memref<1xf32>",
        "  %u = memref.cast %o : memref<1xf32> to memref<*xf32>",
        "  func.call @wide(%t, %o) : (i1, memref<1xf32>) -> ()",
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  func.call @wide(%f, %o) : (i1, memref<1xf32>) -> ()",
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  memref.dealloc %o : memref<1xf32>",
        "  return", "}"]
print("\n".join(out))
