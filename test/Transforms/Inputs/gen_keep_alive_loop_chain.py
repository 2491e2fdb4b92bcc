"""Writes @f: K loops in sequence (cf.br / cf.cond_br). Before loop k, a
buffer holding k is allocated and touched by reclaim_test.opaque (kept
alive to the return under unknown-ops=keep-alive); loop k carries a view
of it around its header and adds what it reads, %n times, into %acc. @f
frees %acc by hand and returns the sum, k * %n summed over the loops. A
@main calls @f with %n = 2 and prints it (K * (K + 1)).

usage: gen_keep_alive_loop_chain.py K"""
import sys

k = int(sys.argv[1])
t = "memref<4xf32>"
out = ["func.func @f(%n: index) -> f32 {",
       "  %i0 = arith.constant 0 : index",
       "  %i1 = arith.constant 1 : index",
       "  %zero = arith.constant 0.0 : f32",
       "  %acc = memref.alloc() : memref<1xf32>",
       "  memref.store %zero, %acc[%i0] : memref<1xf32>",
       "  cf.br ^p1"]
for j in range(1, k + 1):
    out += ["^p%d:" % j,
            "  %%a%d = memref.alloc() : %s" % (j, t),
            "  %%v%d = arith.constant %d.0 : f32" % (j, j),
            "  memref.store %%v%d, %%a%d[%%i0] : %s" % (j, j, t),
            "  reclaim_test.opaque %%a%d : %s" % (j, t),
            "  %%c%d = memref.cast %%a%d : %s to memref<?xf32>" % (j, j, t),
            "  cf.br ^h%d(%%i0, %%c%d : index, memref<?xf32>)" % (j, j),
            "^h%d(%%i%d_: index, %%m%d: memref<?xf32>):" % (j, j, j),
            "  %%t%d = arith.cmpi slt, %%i%d_, %%n : index" % (j, j),
            "  cf.cond_br %%t%d, ^b%d, ^p%d" % (j, j, j + 1),
            "^b%d:" % j,
            "  %%l%d = memref.load %%m%d[%%i0] : memref<?xf32>" % (j, j),
            "  %%s%d = memref.load %%acc[%%i0] : memref<1xf32>" % j,
            "  %%u%d = arith.addf %%s%d, %%l%d : f32" % (j, j, j),
            "  memref.store %%u%d, %%acc[%%i0] : memref<1xf32>" % j,
            "  %%x%d = arith.addi %%i%d_, %%i1 : index" % (j, j),
            "  cf.br ^h%d(%%x%d, %%m%d : index, memref<?xf32>)" % (j, j, j)]
out += ["^p%d:" % (k + 1),
        "  %r = memref.load %acc[%i0] : memref<1xf32>",
        "  memref.dealloc %acc : memref<1xf32>",
        "  return %r : f32",
        "}",
        "func.func @main() {",
        "  %n = arith.constant 2 : index",
        "  %r = func.call @f(%n) : (index) -> f32",
        "  vector.print %r : f32",
        "  return",
        "}"]
print("\n".join(out))
