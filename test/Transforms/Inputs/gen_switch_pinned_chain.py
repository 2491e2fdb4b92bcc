"""Writes @f: D diamonds, each allocating a buffer an unknown op keeps
alive (reclaim_test.opaque) in the block that opens it, then a cf.switch of
N cases into one merge block ^m. Case k forwards one of two fresh buffers
of the entry: %b (holding 2, even k and the default) or %o (holding 3,
odd k). ^m reads its argument and every kept-alive buffer, so
all of them are live into ^m and its predecessors. A @main calls @f on the
default, an odd and an even case and prints what it returns.

usage: gen_switch_pinned_chain.py D N"""
import sys

d, n = int(sys.argv[1]), int(sys.argv[2])
t = "memref<4xf32>"
out = ["func.func @f(%x: i32, %c: i1) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %one = arith.constant 1.0 : f32",
       "  %two = arith.constant 2.0 : f32",
       "  %b = memref.alloc() : " + t,
       "  memref.store %two, %b[%i] : " + t,
       "  %three = arith.constant 3.0 : f32",
       "  %o = memref.alloc() : " + t,
       "  memref.store %three, %o[%i] : " + t,
       "  cf.br ^d0"]
for j in range(d):
    out += ["^d%d:" % j,
            "  %%p%d = memref.alloc() : %s" % (j, t),
            "  memref.store %%one, %%p%d[%%i] : %s" % (j, t),
            "  reclaim_test.opaque %%p%d : %s" % (j, t),
            "  cf.cond_br %%c, ^t%d, ^e%d" % (j, j),
            "^t%d:" % j,
            "  memref.store %%two, %%p%d[%%i] : %s" % (j, t),
            "  cf.br ^d%d" % (j + 1),
            "^e%d:" % j,
            "  cf.br ^d%d" % (j + 1)]
out += ["^d%d:" % d,
        "  cf.switch %x : i32, [",
        "    default: ^m(%b : " + t + "),"]
cases = []
for k in range(n):
    cases.append("    %d: ^m(%%%s : %s)" % (k, "o" if k % 2 else "b", t))
out.append(",\n".join(cases))
out.append("  ]")
out += ["^m(%m: " + t + "):",
        "  %s0 = memref.load %m[%i] : " + t]
for j in range(d):
    out += ["  %%l%d = memref.load %%p%d[%%i] : %s" % (j, j, t),
            "  %%s%d = arith.addf %%s%d, %%l%d : f32" % (j + 1, j, j)]
out += ["  return %%s%d : f32" % d,
        "}",
        "func.func @main() {",
        "  %c = arith.constant true"]
for j, x in enumerate([n + 5, 7, 8]):
    out += ["  %%x%d = arith.constant %d : i32" % (j, x),
            "  %%r%d = func.call @f(%%x%d, %%c) : (i32, i1) -> f32" % (j, j),
            "  vector.print %%r%d : f32" % j]
out += ["  return", "}"]
print("\n".join(out))
