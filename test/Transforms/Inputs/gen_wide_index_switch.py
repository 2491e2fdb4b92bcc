"""Writes @f: an scf.index_switch of N cases on %x. Case k allocates a
buffer, stores k into it through an scf.execute_region, and yields what
it reads back (the default yields -1.0), while a buffer %b allocated
before the switch is read after it. A @main calls @f on 3, N - 1 and N
(the default) and prints the results.

usage: gen_wide_index_switch.py N"""
import sys

n = int(sys.argv[1])
t = "memref<4xf32>"
out = ["func.func @f(%x: index) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %b = memref.alloc() : " + t,
       "  %z = arith.constant 0.5 : f32",
       "  memref.store %z, %b[%i] : " + t,
       "  %r = scf.index_switch %x -> f32"]
for k in range(n):
    out += ["  case %d {" % k,
            "    %%a%d = memref.alloc() : %s" % (k, t),
            "    %%v%d = arith.constant %d.0 : f32" % (k, k),
            "    scf.execute_region {",
            "      memref.store %%v%d, %%a%d[%%i] : %s" % (k, k, t),
            "      scf.yield",
            "    }",
            "    %%l%d = memref.load %%a%d[%%i] : %s" % (k, k, t),
            "    scf.yield %%l%d : f32" % k,
            "  }"]
out += ["  default {",
        "    %m = arith.constant -1.0 : f32",
        "    scf.yield %m : f32",
        "  }",
        "  %lb = memref.load %b[%i] : " + t,
        "  %s = arith.addf %r, %lb : f32",
        "  return %s : f32",
        "}",
        "func.func @main() {"]
for j, x in enumerate([3, n - 1, n]):
    out += ["  %%x%d = arith.constant %d : index" % (j, x),
            "  %%r%d = func.call @f(%%x%d) : (index) -> f32" % (j, j),
            "  vector.print %%r%d : f32" % j]
out += ["  return", "}"]
print("\n".join(out))
