"""Writes @f: K blocks in sequence, each allocating a buffer that holds k,
touched by reclaim_test.opaque (kept alive to the return under
unknown-ops=keep-alive), then branching on %t (a diamond) into the next
one: every kept-alive buffer is live into every later block, and each
block is a merge. @f returns the last buffer; @main prints its first
element (K) and the sum of %n over the blocks' branches taken, K * %n.

usage: gen_keep_alive_over_budget.py K"""
import sys

k = int(sys.argv[1])
t = "memref<4xf32>"
out = ["func.func @f(%t: i1, %n: f32, %acc: memref<1xf32>) -> " + t + " {",
       "  %i0 = arith.constant 0 : index",
       "  cf.br ^p1"]
for j in range(1, k + 1):
    out += ["^p%d:" % j,
            "  %%a%d = memref.alloc() : %s" % (j, t),
            "  %%v%d = arith.constant %d.0 : f32" % (j, j),
            "  memref.store %%v%d, %%a%d[%%i0] : %s" % (j, j, t),
            "  reclaim_test.opaque %%a%d : %s" % (j, t),
            "  cf.cond_br %%t, ^q%d, ^p%d" % (j, j + 1),
            "^q%d:" % j,
            "  %%s%d = memref.load %%acc[%%i0] : memref<1xf32>" % j,
            "  %%u%d = arith.addf %%s%d, %%n : f32" % (j, j),
            "  memref.store %%u%d, %%acc[%%i0] : memref<1xf32>" % j,
            "  cf.br ^p%d" % (j + 1)]
out += ["^p%d:" % (k + 1),
        "  return %%a%d : %s" % (k, t),
        "}",
        "func.func @main() {",
        "  %i0 = arith.constant 0 : index",
        "  %true = arith.constant true",
        "  %n = arith.constant 2.0 : f32",
        "  %zero = arith.constant 0.0 : f32",
        "  %acc = memref.alloc() : memref<1xf32>",
        "  memref.store %zero, %acc[%i0] : memref<1xf32>",
        "  %r = func.call @f(%true, %n, %acc) : (i1, f32, memref<1xf32>) -> "
        + t,
        "  %x = memref.load %r[%i0] : " + t,
        "  vector.print %x : f32",
        "  %s = memref.load %acc[%i0] : memref<1xf32>",
        "  vector.print %s : f32",
        "  return",
        "}"]
print("\n".join(out))
