"""Writes a chain of N steps in one block, the shape a diamond chain on one
shared condition collapses to: step k allocates %a_k, copies the previous
step's buffer into it, selects %s_k = select %c, %a_k, %arg and stores
through %s_k. The dealloc pipeline frees every %a_k at the end of the
block, N steps below its last use (the copy of step k+1)."""
import sys

n = int(sys.argv[1])
out = ["func.func private @printMemrefF32(memref<*xf32>)",
       "func.func @chain(%arg: memref<8xf32>, %c: i1) -> f32 {",
       "  %i = arith.constant 0 : index",
       "  %one = arith.constant 1.0 : f32"]
prev = "%arg"
for k in range(n):
    out += ["  %%a%d = memref.alloc() : memref<8xf32>" % k,
            "  memref.copy %s, %%a%d : memref<8xf32> to memref<8xf32>"
            % (prev, k),
            "  %%s%d = arith.select %%c, %%a%d, %%arg : memref<8xf32>"
            % (k, k),
            "  %%v%d = memref.load %%s%d[%%i] : memref<8xf32>" % (k, k),
            "  %%w%d = arith.addf %%v%d, %%one : f32" % (k, k),
            "  memref.store %%w%d, %%s%d[%%i] : memref<8xf32>" % (k, k)]
    prev = "%%s%d" % k
out += ["  %%r = memref.load %s[%%i] : memref<8xf32>" % prev,
        "  return %r : f32", "}",
        "func.func @main() {",
        "  %i = arith.constant 0 : index",
        "  %z = arith.constant 0.0 : f32",
        "  %t = arith.constant true",
        "  %f = arith.constant false",
        "  %in = memref.alloc() : memref<8xf32>",
        "  linalg.fill ins(%z : f32) outs(%in : memref<8xf32>)",
        "  %x = func.call @chain(%in, %t) : (memref<8xf32>, i1) -> f32",
        "  %y = func.call @chain(%in, %f) : (memref<8xf32>, i1) -> f32",
        "  %o = memref.alloc() : memref<2xf32>",
        "  %j = arith.constant 1 : index",
        "  memref.store %x, %o[%i] : memref<2xf32>",
        "  memref.store %y, %o[%j] : memref<2xf32>",
        "  %u = memref.cast %o : memref<2xf32> to memref<*xf32>",
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  memref.dealloc %o : memref<2xf32>",
        "  memref.dealloc %in : memref<8xf32>",
        "  return", "}"]
print("\n".join(out))
