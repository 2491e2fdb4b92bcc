#!/usr/bin/env python3
# Emits a function with a chain of N diamond-shaped blocks; each diamond
# computes its own condition, allocates a buffer on each side and selects
# between a fresh buffer and the incoming one. Used to measure how
# deallocation pipelines scale:
#   python3 bench/gen_diamond_chain.py 8000 > /tmp/d8000.mlir
#   /usr/bin/time -f "%U s %M KB" build/bin/reclaim-opt /tmp/d8000.mlir --reclaim-dealloc-pipeline -o /dev/null
import sys
n = int(sys.argv[1])
out = ["func.func @chain(%c: i1, %n: index) -> f32 {", "  %c0 = arith.constant 0 : index",
       "  %a0 = memref.alloc() : memref<16xf32>", "  cf.br ^b0(%a0 : memref<16xf32>)"]
for i in range(n):
    out.append(f"^b{i}(%x{i}: memref<16xf32>):")
    out.append(f"  %k{i} = arith.constant {i} : index")
    out.append(f"  %cc{i} = arith.cmpi slt, %k{i}, %n : index")
    out.append(f"  cf.cond_br %cc{i}, ^l{i}, ^r{i}")
    out.append(f"^l{i}:")
    out.append(f"  %p{i} = memref.alloc() : memref<16xf32>")
    out.append(f"  %v{i} = memref.load %x{i}[%c0] : memref<16xf32>")
    out.append(f"  memref.store %v{i}, %p{i}[%c0] : memref<16xf32>")
    out.append(f"  %s{i} = arith.select %cc{i}, %p{i}, %x{i} : memref<16xf32>")
    out.append(f"  cf.br ^b{i+1}(%s{i} : memref<16xf32>)")
    out.append(f"^r{i}:")
    out.append(f"  %q{i} = memref.alloc() : memref<16xf32>")
    out.append(f"  cf.br ^b{i+1}(%q{i} : memref<16xf32>)")
out.append(f"^b{n}(%x{n}: memref<16xf32>):")
out.append(f"  %r = memref.load %x{n}[%c0] : memref<16xf32>")
out.append("  return %r : f32")
out.append("}")
print("\n".join(out))
