"""Writes N functions (default 3), each branching on a cf.switch with 257
cases (more than reclaim-canonicalize scans, so each gets a remark)."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 3
out = []
for f in range(n):
    cases = ",\n".join("    %d: ^c%d" % (k, k % 2) for k in range(257))
    out += ["func.func @wide%d(%%x: i32) -> i32 {" % f,
            "  %%k = arith.constant %d : i32" % f,
            "  cf.switch %x : i32, [",
            "    default: ^c0,",
            cases,
            "  ]",
            "^c0:",
            "  return %k : i32",
            "^c1:",
            "  return %x : i32",
            "}"]
print("\n".join(out))
