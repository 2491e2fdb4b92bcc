"""A chain of N scf.if on N different conditions (%x < k): each then-branch
allocates a buffer, copies the previous level's buffer into it and adds 1;
the else-branch forwards the previous buffer. Every level's result may be
any of the buffers before it, so the dealloc after the chain holds N
memrefs, each a select-like path over the conditions of the levels below.

  gen_if_chain.py N          prints the program (entry @main, no arguments;
                             @chain runs with x = 0, N/2 and N)
  gen_if_chain.py select N   prints a program whose @chain allocates N
                             buffers, selects %m_k = select %c_k, %a_k,
                             %m_{k-1} and ends with one bufferization.dealloc
                             of every %m_k (each one of up to k+1 buffers,
                             under a guard of up to k conditions) and of
                             every %a_k not selected last
  gen_if_chain.py count OP MAX
                             reads IR on stdin, prints the number of OP ops
                             and fails if it exceeds MAX
"""
import re
import sys

if sys.argv[1] == "count":
    op, limit = sys.argv[2], int(sys.argv[3])
    n = len(re.findall(r"\b%s\b" % re.escape(op), sys.stdin.read()))
    print("%s count=%d max=%d" % (op, n, limit))
    sys.exit(0 if n <= limit else 1)

def select_chain(n):
    """The `select N` program (see the module comment)."""
    out = ["func.func private @printMemrefF32(memref<*xf32>)",
           "func.func @chain(%x: index) -> f32 {",
           "  %i = arith.constant 0 : index",
           "  %one = arith.constant 1.0 : f32",
           "  %zero = arith.constant 0.0 : f32",
           "  %t = arith.constant true"]
    prev = None
    for k in range(n):
        out += ["  %%a%d = memref.alloc() : memref<8xf32>" % k,
                "  memref.store %%zero, %%a%d[%%i] : memref<8xf32>" % k]
        if prev is None:
            prev = "%a0"
            continue
        out += ["  %%k%d = arith.constant %d : index" % (k, k),
                "  %%c%d = arith.cmpi slt, %%x, %%k%d : index" % (k, k),
                "  %%m%d = arith.select %%c%d, %%a%d, %s : memref<8xf32>"
                % (k, k, k, prev),
                "  %%v%d = memref.load %%m%d[%%i] : memref<8xf32>" % (k, k),
                "  %%w%d = arith.addf %%v%d, %%one : f32" % (k, k),
                "  memref.store %%w%d, %%m%d[%%i] : memref<8xf32>" % (k, k)]
        prev = "%%m%d" % k
    # Each %a_k is freed through the selects that may be it, or directly:
    # %a_0 and the %a_k of the levels whose select cannot be it.
    memrefs = ["%%m%d" % k for k in range(1, n)] + ["%%a%d" % k
                                                   for k in range(n)]
    out += ["  %%r = memref.load %s[%%i] : memref<8xf32>" % prev,
            "  bufferization.dealloc (%s : %s) if (%s)"
            % (", ".join(memrefs), ", ".join(["memref<8xf32>"] * len(memrefs)),
               ", ".join(["%t"] * len(memrefs))),
            "  return %r : f32", "}",
            "func.func @main() {",
            "  %o = memref.alloc() : memref<3xf32>"]
    for j, x in enumerate([0, n // 2, n]):
        out += ["  %%x%d = arith.constant %d : index" % (j, x),
                "  %%y%d = func.call @chain(%%x%d) : (index) -> f32" % (j, j),
                "  %%j%d = arith.constant %d : index" % (j, j),
                "  memref.store %%y%d, %%o[%%j%d] : memref<3xf32>" % (j, j)]
    out += ["  %u = memref.cast %o : memref<3xf32> to memref<*xf32>",
            "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
            "  memref.dealloc %o : memref<3xf32>",
            "  return", "}"]
    return out


if sys.argv[1] == "select":
    print("\n".join(select_chain(int(sys.argv[2]))))
    sys.exit(0)

n = int(sys.argv[1])
out = ["func.func private @printMemrefF32(memref<*xf32>)",
       "func.func @chain(%arg: memref<8xf32>, %x: index) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %one = arith.constant 1.0 : f32"]
prev = "%arg"
for k in range(n):
    out += ["  %%k%d = arith.constant %d : index" % (k, k),
            "  %%c%d = arith.cmpi slt, %%x, %%k%d : index" % (k, k),
            "  %%r%d = scf.if %%c%d -> (memref<8xf32>) {" % (k, k),
            "    %%a%d = memref.alloc() : memref<8xf32>" % k,
            "    memref.copy %s, %%a%d : memref<8xf32> to memref<8xf32>"
            % (prev, k),
            "    %%v%d = memref.load %%a%d[%%i] : memref<8xf32>" % (k, k),
            "    %%w%d = arith.addf %%v%d, %%one : f32" % (k, k),
            "    memref.store %%w%d, %%a%d[%%i] : memref<8xf32>" % (k, k),
            "    scf.yield %%a%d : memref<8xf32>" % k,
            "  } else {",
            "    scf.yield %s : memref<8xf32>" % prev,
            "  }"]
    prev = "%%r%d" % k
out += ["  %%r = memref.load %s[%%i] : memref<8xf32>" % prev,
        "  return %r : f32", "}",
        "func.func @main() {",
        "  %i = arith.constant 0 : index",
        "  %z = arith.constant 0.0 : f32",
        "  %in = memref.alloc() : memref<8xf32>",
        "  linalg.fill ins(%z : f32) outs(%in : memref<8xf32>)",
        "  %o = memref.alloc() : memref<3xf32>"]
for j, x in enumerate([0, n // 2, n]):
    out += ["  %%x%d = arith.constant %d : index" % (j, x),
            "  %%y%d = func.call @chain(%%in, %%x%d) : (memref<8xf32>, index) -> f32"
            % (j, j),
            "  %%j%d = arith.constant %d : index" % (j, j),
            "  memref.store %%y%d, %%o[%%j%d] : memref<3xf32>" % (j, j)]
out += ["  %u = memref.cast %o : memref<3xf32> to memref<*xf32>",
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  memref.dealloc %o : memref<3xf32>",
        "  memref.dealloc %in : memref<8xf32>",
        "  return", "}"]
print("\n".join(out))
