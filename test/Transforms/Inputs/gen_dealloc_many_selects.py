"""Writes @f: N buffers %a1..%aN (buffer k holds k) and a chain of selects
%s2..%sN, %sk = select(%c, %s(k-1), %ak), so %sk may be any of the first k
buffers (past 32 of them the alias analysis no longer lists them). @f
returns what %sN holds, then frees everything with one
bufferization.dealloc of all the buffers and all the selects, every
condition true: the dealloc frees each base buffer once, however many of
its operands name it. A @main calls @f with %c true and false and prints
the results (1 and N).

With `retain`, that dealloc retains the selects, and a second one frees
the selects under the ownership the first one returns: each buffer is
still freed once.

usage: gen_dealloc_many_selects.py N [retain]"""
import sys

n = int(sys.argv[1])
retain = sys.argv[2:] == ["retain"]
t = "memref<2xf32>"
out = ["func.func @f(%c: i1) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %true = arith.constant true"]
for k in range(1, n + 1):
    out += ["  %%a%d = memref.alloc() : %s" % (k, t),
            "  %%v%d = arith.constant %d.0 : f32" % (k, k),
            "  memref.store %%v%d, %%a%d[%%i] : %s" % (k, k, t)]
prev = "%a1"
for k in range(2, n + 1):
    out.append("  %%s%d = arith.select %%c, %s, %%a%d : %s" % (k, prev, k, t))
    prev = "%%s%d" % k
out.append("  %%r = memref.load %s[%%i] : %s" % (prev, t))
operands = ["%%a%d" % k for k in range(1, n + 1)] + \
    ["%%s%d" % k for k in range(2, n + 1)]
dealloc = "bufferization.dealloc (%s : %s) if (%s)" % (
    ", ".join(operands), ", ".join([t] * len(operands)),
    ", ".join(["%true"] * len(operands)))
if retain:
    selects = ["%%s%d" % k for k in range(2, n + 1)]
    owned = ["%%o#%d" % k for k in range(n - 1)]
    out.append("  %%o:%d = %s retain (%s : %s)" % (
        n - 1, dealloc, ", ".join(selects), ", ".join([t] * (n - 1))))
    out.append("  bufferization.dealloc (%s : %s) if (%s)" % (
        ", ".join(selects), ", ".join([t] * (n - 1)), ", ".join(owned)))
else:
    out.append("  " + dealloc)
out += ["  return %r : f32",
        "}",
        "func.func @main() {",
        "  %t = arith.constant true",
        "  %f = arith.constant false",
        "  %r0 = func.call @f(%t) : (i1) -> f32",
        "  vector.print %r0 : f32",
        "  %r1 = func.call @f(%f) : (i1) -> f32",
        "  vector.print %r1 : f32",
        "  return",
        "}"]
print("\n".join(out))
