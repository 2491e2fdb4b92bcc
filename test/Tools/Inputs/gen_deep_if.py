"""Prints a function of N nested scf.if, each level allocating a buffer and
storing into it, and into the outermost buffer (which the function returns
the first element of), the level above's value plus one (usage:
gen_deep_if.py N X), and a @main printing @deep(X): level k runs when
k < X, so it prints X (for 0 < X <= N + 1)."""
import sys

n = int(sys.argv[1])
out = ["func.func @deep(%x: index) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %v = arith.constant 1.0 : f32",
       "  %a0 = memref.alloc() : memref<8xf32>",
       "  memref.store %v, %a0[%i] : memref<8xf32>"]
for k in range(1, n + 1):
    out += ["%%k%d = arith.constant %d : index" % (k, k),
            "%%c%d = arith.cmpi slt, %%k%d, %%x : index" % (k, k),
            "scf.if %%c%d {" % k,
            "%%a%d = memref.alloc() : memref<8xf32>" % k,
            "%%l%d = memref.load %%a%d[%%i] : memref<8xf32>" % (k, k - 1),
            "%%s%d = arith.addf %%l%d, %%v : f32" % (k, k),
            "memref.store %%s%d, %%a%d[%%i] : memref<8xf32>" % (k, k),
            "memref.store %%s%d, %%a0[%%i] : memref<8xf32>" % k]
out += ["}"] * n
out += ["  %r = memref.load %a0[%i] : memref<8xf32>",
        "  return %r : f32", "}",
        "func.func @main() {",
        "  %%x = arith.constant %d : index" % int(sys.argv[2]),
        "  %r = call @deep(%x) : (index) -> f32",
        "  vector.print %r : f32",
        "  return", "}"]
print("\n".join(out))
