#!/usr/bin/env python3
"""Instruction counts of reclaim-pipeline per pass on the scaling families.

Wall time on a shared 2-core VM is noisy, and it grows faster than the work
once the IR outgrows the caches (from 32k to 64k ops, MLIR's own parser
took 2.3x and 2.6x the time on two families, while its instruction count
doubles). The instructions a pass executes are deterministic: this
runs `reclaim-opt --reclaim-pipeline` single-threaded under valgrind's
callgrind on each family at two sizes and fits, per pass, the exponent of
its instruction count (the inclusive cost of its runOnOperation, summed
over the runs of a pass that the pipeline runs several times). An exponent
of 1 is linear work; 2 quadratic.

Writes results/instructions.csv (the families not measured keep their rows
of the last run) and results/instructions.md (quoted in RESULTS.md by
run.py). Needs valgrind (`apt-get install valgrind`). About
25 minutes for every family at 16k and 32k ops. It measures; it asserts
nothing.
"""

import argparse
import csv
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run  # noqa: E402  (the families' generators)

#: A pass's count below this many instructions at the largest size is not
#: fitted (a few thousand instructions of setup would dominate it).
FLOOR = 5_000_000


def count(reclaim_opt, path):
    """{name: inclusive instructions} for the parser, the verifier, each
    pass and the whole process of one single-threaded pipeline run."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
             # MLIR's parser recurses once per nesting level (run.big_stack).
             "--main-stacksize=%d" % (1 << 30),
             reclaim_opt, path, "--reclaim-pipeline",
             "--mlir-disable-threading", "--verify-each=0",
             "--emit-bytecode", "-o", os.devnull],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            check=True)
        text = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100",
             out], capture_output=True, text=True, check=True).stdout
    counts = {}
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*) \[[^\]]*\]$", line)
        if not m:
            continue
        n = int(m.group(1).replace(",", ""))
        symbol = m.group(2).split(":", 1)[-1] if "???:" in m.group(2) \
            else m.group(2)
        pass_name = re.search(r"(\w+Pass)::runOnOperation\(\)$", symbol)
        if pass_name:
            name = pass_name.group(1)
        elif re.search(r"(^|:)mlir::parseSourceFile\(", symbol):
            name = "parser"
        else:
            continue
        # A symbol may appear once per shared object: keep the largest.
        counts[name] = max(counts.get(name, 0), n)
    counts["all passes"] = sum(n for name, n in counts.items()
                               if name.endswith("Pass"))
    total = re.search(r"([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", text)
    counts["whole process"] = int(total.group(1).replace(",", ""))
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--families", nargs="+",
                    default=[f[0] for f in run.FAMILIES],
                    help="families to measure (default: all of run.py's)")
    ap.add_argument("--sizes", type=int, nargs=2, default=[16000, 32000],
                    help="the two approximate op counts to fit between")
    ap.add_argument("--bin-dir", default=os.environ.get(
        "RECLAIM_BIN_DIR", os.path.join(ROOT, "build", "bin")),
                    help="directory of reclaim-opt (default build/bin, or "
                    "$RECLAIM_BIN_DIR)")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("instructions.py: valgrind not found (apt-get install "
                 "valgrind)")
    reclaim_opt = os.path.join(args.bin_dir, "reclaim-opt")
    gens = {f[0]: f[1] for f in run.FAMILIES}
    unknown = [f for f in args.families if f not in gens]
    if unknown:
        sys.exit("instructions.py: unknown families: " + ", ".join(unknown))
    run.big_stack()
    results = os.path.join(HERE, "results")
    csv_path = os.path.join(results, "instructions.csv")
    # The families not measured now keep their rows of the last run.
    rows = []
    if os.path.exists(csv_path):
        with open(csv_path) as f:
            rows = [r for r in csv.DictReader(f)
                    if r["family"] not in args.families]
        for r in rows:
            for key in ("ops0", "ops1", "instr0", "instr1"):
                r[key] = int(r[key])
    with tempfile.TemporaryDirectory() as tmp:
        for fam in args.families:
            sized = []
            for size in args.sizes:
                text, ops = gens[fam](size)
                path = os.path.join(tmp, "%s-%d.mlir" % (fam, size))
                with open(path, "w") as f:
                    f.write(text)
                sized.append((ops, count(reclaim_opt, path)))
            (ops0, c0), (ops1, c1) = sized
            for name in sorted(c1, key=lambda k: -c1[k]):
                exp = (math.log(c1[name] / c0[name]) / math.log(ops1 / ops0)
                       if c0.get(name) and c1[name] >= FLOOR else None)
                rows.append({"family": fam, "name": name, "ops0": ops0,
                             "ops1": ops1, "instr0": c0.get(name, 0),
                             "instr1": c1[name],
                             "exponent": "" if exp is None
                             else "%.2f" % exp})
                print("%-14s %-32s %14d %14d %s" % (
                    fam, name, c0.get(name, 0), c1[name],
                    rows[-1]["exponent"]), flush=True)
    os.makedirs(results, exist_ok=True)
    with open(csv_path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    md = ["Instructions executed (callgrind, `reclaim-opt --reclaim-pipeline "
          "--mlir-disable-threading --verify-each=0`, inclusive, a pass "
          "summed over its runs) at %d and %d ops, and the exponent "
          "fitted between them (only for at least %dM instructions):"
          % (args.sizes[0], args.sizes[1], FLOOR // 1_000_000), "",
          "| family | all passes | largest pass exponent | parser | "
          "whole process | every pass (exponent, instructions at the "
          "larger size) |",
          "|---|--:|--:|--:|--:|---|"]
    families = []
    for r in rows:
        if r["family"] not in families:
            families.append(r["family"])
    for fam in families:
        fr = [r for r in rows if r["family"] == fam]
        passes = [r for r in fr if r["name"].endswith("Pass")
                  and r["exponent"]]
        top = max(passes, key=lambda r: float(r["exponent"]), default=None)
        get = {r["name"]: r for r in fr}
        md.append("| %s | %s | %s | %s | %s | %s |" % (
            fam, get.get("all passes", {}).get("exponent", "-"), "%s %s" % (top["name"], top["exponent"]) if top else "-",
            get.get("parser", {}).get("exponent", "-"),
            get.get("whole process", {}).get("exponent", "-"),
            ", ".join("%s %s (%.0fM)" % (r["name"], r["exponent"],
                                         r["instr1"] / 1e6)
                      for r in passes)))
    with open(os.path.join(results, "instructions.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    print("wrote bench/results/instructions.{csv,md}")


if __name__ == "__main__":
    main()
