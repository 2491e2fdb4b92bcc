"""Writes @f: a nest of K scf.if levels. Level d allocates a buffer holding
d inside the then-region of level d-1, and its scf.if yields either the
inner level's result (then) or its own buffer (else); an arith.select on
%c then picks the result or its own buffer, which the level above yields.
So the buffer of level d is carried up through every level above it (two
values per level). @f returns the first element of the outermost select.
@main prints @f(%x = K, %c = true), the innermost buffer's K, and
@f(%x = 3, %c = true): level 3's else branch, 3.

usage: gen_hoist_yield_nest.py K"""
import sys

k = int(sys.argv[1])
t = "memref<4xf32>"
out = ["func.func @f(%x: index, %c: i1) -> f32 {",
       "  %i0 = arith.constant 0 : index"]
ind = "  "


def level(d, ind):
    lines = ["%s%%a%d = memref.alloc() : %s" % (ind, d, t),
             "%s%%v%d = arith.constant %d.0 : f32" % (ind, d, d),
             "%smemref.store %%v%d, %%a%d[%%i0] : %s" % (ind, d, d, t)]
    return lines


# Opening: levels 1..k; level d's if (d < k) nests level d+1.
for d in range(1, k + 1):
    out += level(d, "  ")
    if d < k:
        out += ["  %%k%d = arith.constant %d : index" % (d, d),
                "  %%t%d = arith.cmpi slt, %%k%d, %%x : index" % (d, d),
                "  %%r%d = scf.if %%t%d -> (%s) {" % (d, d, t)]
out += ["  %%s%d = arith.select %%c, %%a%d, %%a%d : %s" % (k, k, k, t)]
for d in reversed(range(1, k)):
    out += ["  scf.yield %%s%d : %s" % (d + 1, t),
            "  } else {",
            "  scf.yield %%a%d : %s" % (d, t),
            "  }",
            "  %%s%d = arith.select %%c, %%r%d, %%a%d : %s" % (d, d, d, t)]
out += ["  %%l = memref.load %%s1[%%i0] : %s" % t,
        "  return %l : f32",
        "}",
        "func.func @main() {",
        "  %true = arith.constant true",
        "  %%xk = arith.constant %d : index" % k,
        "  %r = func.call @f(%xk, %true) : (index, i1) -> f32",
        "  vector.print %r : f32",
        "  %x3 = arith.constant 3 : index",
        "  %r3 = func.call @f(%x3, %true) : (index, i1) -> f32",
        "  vector.print %r3 : f32",
        "  return",
        "}"]
print("\n".join(out))
