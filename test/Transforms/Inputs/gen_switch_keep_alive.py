"""Writes @f: a cf.switch of N cases into one merge block, whose argument
receives a buffer an unknown op keeps alive (%e, even cases and the
default) or a fresh one (%b, odd cases), and a @main that calls it on the
default, an odd and an even case. With unknown-ops=keep-alive the merge is
split: it owns %b only, and a shadow argument carries %e's ownership."""
import sys

n = int(sys.argv[1])
t = "memref<512xf32>"
out = ["func.func @f(%x: i32) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %one = arith.constant 1.0 : f32",
       "  %two = arith.constant 2.0 : f32",
       "  %e = memref.alloc() : " + t,
       "  memref.store %one, %e[%i] : " + t,
       "  %b = memref.alloc() : " + t,
       "  memref.store %two, %b[%i] : " + t,
       "  reclaim_test.opaque %e : " + t,
       "  cf.switch %x : i32, [",
       "    default: ^m(%e : " + t + "),"]
out.append(",\n".join("    %d: ^m(%s : %s)" % (k, "%b" if k % 2 else "%e", t)
                      for k in range(n)))
out += ["  ]",
        "^m(%v: " + t + "):",
        "  %l = memref.load %v[%i] : " + t,
        "  return %l : f32",
        "}",
        "func.func @main() {"]
for j, x in enumerate([n + 5, 7, 8]):
    out += ["  %%x%d = arith.constant %d : i32" % (j, x),
            "  %%r%d = func.call @f(%%x%d) : (i32) -> f32" % (j, j),
            "  vector.print %%r%d : f32" % j]
out += ["  return", "}"]
print("\n".join(out))
