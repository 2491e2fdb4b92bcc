#!/usr/bin/env python3
"""Generates executed lit tests of -reclaim-lower-deallocs with large deallocs.

Each generated program runs a series of scenarios in @main. A scenario
allocates buffers, builds the memref operands of one bufferization.dealloc
from them (the buffers themselves, subviews, casts, and arith.select between
two buffers), loads the conditions and select predicates at run time from a
mutable memref.global (so that no pass can fold them), runs the dealloc,
prints its i1 results and finally frees every buffer the dealloc must have
kept.

The expected output is computed here, from the semantics of
bufferization.dealloc, independently of the lowering:

  * buffer b is freed by the dealloc iff some operand whose base buffer is b
    has a true condition and no retained value has base buffer b;
  * result j is the OR of the conditions of the operands whose base buffer is
    the base buffer of retained value j.

Frees are printed by Inputs/alloc-tracker.mlir as "free <id>", ids counting
heap allocations from 0 in program order. The dealloc's frees are checked as
a set (CHECK-DAG, their order is up to the lowering); the results and the
cleanup frees in order. The RUN lines pass --implicit-check-not='bad free',
so double frees fail anywhere.

Usage: gen_lower_deallocs_exec.py {medium,large} > lower-deallocs-exec-X.mlir
"""

import random
import sys

# (seed, #buffers, #memref operands, #retained, P(condition true))
PRESETS = {
    # Several moderate deallocs: lowered inline (big limit) and through the
    # helper (limit 0); the outputs must both match.
    "medium": [
        (1, 30, 40, 10, 0.6),
        (2, 8, 40, 6, 0.5),    # heavy aliasing: ~5 operands per buffer
        (3, 40, 24, 16, 0.3),
        (4, 20, 30, 0, 0.7),   # nothing retained
        (5, 12, 20, 12, 1.0),  # every condition true
        (6, 12, 20, 12, 0.0),  # every condition false
    ],
    # The size the brief asks for: 300 memrefs with aliasing and 50 retained
    # values, plus a 600-operand dealloc over few buffers.
    "large": [
        (11, 280, 300, 50, 0.6),
        (12, 60, 400, 30, 0.5),  # heavy aliasing
    ],
}

RUN_LINES = {
    "medium": [
        "-reclaim-lower-deallocs=inline-limit=1000000",
        "-reclaim-lower-deallocs=inline-limit=0",
    ],
    "large": ["-reclaim-lower-deallocs"],
}

LOWER_TO_LLVM = (
    "--convert-bufferization-to-memref --expand-strided-metadata \\\n"
    "// RUN:   --convert-scf-to-cf --convert-vector-to-llvm \\\n"
    "// RUN:   --finalize-memref-to-llvm=use-generic-functions=1 \\\n"
    "// RUN:   --convert-arith-to-llvm --convert-index-to-llvm "
    "--convert-func-to-llvm \\\n"
    "// RUN:   --convert-cf-to-llvm --reconcile-unrealized-casts"
)

BUF = "memref<4xf32>"
VIEW = "memref<2xf32, strided<[1], offset: 1>>"
CAST = "memref<?xf32>"


class Scenario:
    """One dealloc with its buffers, operands and expected behaviour."""

    def __init__(self, number, first_id, seed, buffers, memrefs, retained,
                 p_true):
        self.number = number
        self.rng = random.Random(seed)
        self.first_id = first_id
        self.num_buffers = buffers
        self.lines = []       # IR of the scenario, in @main
        self.flags = []       # run-time i1 values, stored in the global
        self.flag_value = {}  # ssa name of a loaded flag -> its value
        self.memrefs = []     # (ssa name, type, base buffer, condition flag)
        self.retained = []    # (ssa name, type, base buffer)
        self.counter = 0
        self.build(memrefs, retained, p_true)

    def fresh(self, prefix):
        self.counter += 1
        return f"%s{self.number}_{prefix}{self.counter}"

    def buf(self, b):
        return f"%s{self.number}_b{b}"

    def flag(self, value):
        """Returns an SSA i1 loaded at run time from the scenario's global."""
        index = len(self.flags)
        self.flags.append(value)
        name = self.fresh("f")
        self.flag_value[name] = value
        self.lines.append(
            f"  {name} = memref.load %s{self.number}_flags[%s{self.number}"
            f"_i{index}] : memref<FLAGSxi1>")
        return name

    def value_of(self, b, kinds):
        """Returns (ssa, type, base buffer) of a value aliasing buffer b (or,
        for a select, a buffer decided by a run-time predicate)."""
        kind = self.rng.choice(kinds)
        if kind == "base":
            return self.buf(b), BUF, b
        if kind == "view":
            name = self.fresh("v")
            self.lines.append(
                f"  {name} = memref.subview {self.buf(b)}[1] [2] [1] : "
                f"{BUF} to {VIEW}")
            return name, VIEW, b
        if kind == "cast":
            name = self.fresh("c")
            self.lines.append(
                f"  {name} = memref.cast {self.buf(b)} : {BUF} to {CAST}")
            return name, CAST, b
        other = self.rng.randrange(self.num_buffers)
        pick = self.rng.random() < 0.5
        pred = self.flag(pick)
        name = self.fresh("s")
        lhs, rhs = (b, other) if self.rng.random() < 0.5 else (other, b)
        self.lines.append(
            f"  {name} = arith.select {pred}, {self.buf(lhs)}, "
            f"{self.buf(rhs)} : {BUF}")
        return name, BUF, (lhs if pick else rhs)

    def build(self, num_memrefs, num_retained, p_true):
        rng = self.rng
        kinds = ["base"] * 5 + ["view"] * 3 + ["cast"] + ["select"] * 2
        # Operands cover a random subset of the buffers; the rest stay
        # available for retained values that alias no operand.
        covered = rng.sample(range(self.num_buffers),
                             min(self.num_buffers, num_memrefs,
                                 max(1, self.num_buffers * 4 // 5)))
        targets = covered + [rng.choice(covered)
                             for _ in range(num_memrefs - len(covered))]
        rng.shuffle(targets)
        for b in targets:
            cond = self.flag(rng.random() < p_true)
            if self.memrefs and rng.random() < 0.05:
                # The very same SSA value as an earlier operand.
                name, ty, base, _ = rng.choice(self.memrefs)
                self.memrefs.append((name, ty, base, cond))
                continue
            name, ty, base = self.value_of(b, kinds)
            self.memrefs.append((name, ty, base, cond))
        for _ in range(num_retained):
            roll = rng.random()
            if roll < 0.1 and self.memrefs:
                # The very same SSA value as an operand.
                name, ty, base, _ = rng.choice(self.memrefs)
                self.retained.append((name, ty, base))
            elif roll < 0.15 and self.retained:
                self.retained.append(rng.choice(self.retained))
            else:
                b = rng.randrange(self.num_buffers)
                self.retained.append(self.value_of(b, kinds))

    def expected(self):
        """Returns (ids freed by the dealloc, results, ids freed after)."""
        cond = self.flag_value
        retained_bases = {base for _, _, base in self.retained}
        live = [False] * self.num_buffers
        for _, _, base, c in self.memrefs:
            live[base] |= cond[c]
        freed = [b for b in range(self.num_buffers)
                 if live[b] and b not in retained_bases]
        results = []
        for _, _, rbase in self.retained:
            results.append(any(cond[c] for _, _, base, c in self.memrefs
                               if base == rbase))
        kept = [b for b in range(self.num_buffers) if b not in freed]
        return ([self.first_id + b for b in freed], results,
                [(b, self.first_id + b) for b in kept])

    def emit(self, out):
        n = self.number
        freed, results, kept = self.expected()
        out.append(f"  // CHECK-LABEL: scenario-{n}-begin")
        out.append(f"  // CHECK-NEXT: dealloc")
        for i in freed:
            out.append(f"  // CHECK-DAG: {{{{^}}}}free {i}{{{{$}}}}")
        out.append(f"  // CHECK: results")
        for r in results:
            out.append(f"  // CHECK-NEXT: {{{{^}}}}{int(r)}{{{{$}}}}")
        out.append(f"  // CHECK-NEXT: cleanup")
        for _, i in kept:
            out.append(f"  // CHECK-NEXT: {{{{^}}}}free {i}{{{{$}}}}")
        out.append(f"  // CHECK-NEXT: scenario-{n}-end")
        out.append(f'  vector.print str "scenario-{n}-begin\\n"')
        for b in range(self.num_buffers):
            out.append(f"  {self.buf(b)} = memref.alloc() : {BUF}")
        out.append(f"  %s{n}_flags = memref.get_global @flags{n} : "
                   f"memref<{len(self.flags)}xi1>")
        for i in range(len(self.flags)):
            out.append(f"  %s{n}_i{i} = arith.constant {i} : index")
        for line in self.lines:
            out.append(line.replace("FLAGS", str(len(self.flags))))
        out.append(f'  vector.print str "dealloc\\n"')
        ms = ", ".join(m[0] for m in self.memrefs)
        mts = ", ".join(m[1] for m in self.memrefs)
        cs = ", ".join(m[3] for m in self.memrefs)
        res = ""
        if self.retained:
            res = f"%s{n}_r:{len(self.retained)} = " \
                if len(self.retained) > 1 else f"%s{n}_r = "
        line = f"  {res}bufferization.dealloc ({ms} : {mts}) if ({cs})"
        if self.retained:
            rs = ", ".join(r[0] for r in self.retained)
            rts = ", ".join(r[1] for r in self.retained)
            line += f" retain ({rs} : {rts})"
        out.append(line)
        out.append(f'  vector.print str "results\\n"')
        for j in range(len(self.retained)):
            ref = f"%s{n}_r#{j}" if len(self.retained) > 1 else f"%s{n}_r"
            out.append(f"  vector.print {ref} : i1")
        out.append(f'  vector.print str "cleanup\\n"')
        for b, _ in kept:
            out.append(f"  memref.dealloc {self.buf(b)} : {BUF}")
        out.append(f'  vector.print str "scenario-{n}-end\\n"')

    def emit_global(self, out):
        values = ", ".join("true" if v else "false" for v in self.flags)
        out.append(f'memref.global "private" @flags{self.number} : '
                   f"memref<{len(self.flags)}xi1> = dense<[{values}]>")


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in PRESETS:
        sys.exit(__doc__)
    preset = sys.argv[1]
    out = [
        f"// Generated by Inputs/gen_lower_deallocs_exec.py {preset}; "
        "do not edit.",
        "// Executed test of -reclaim-lower-deallocs with large deallocs; "
        "see the",
        "// generator for what is checked and how the expected output is "
        "derived.",
        "//",
    ]
    for flags in RUN_LINES[preset]:
        out += [
            "// RUN: cat %s %S/Inputs/alloc-tracker.mlir \\",
            f"// RUN: | reclaim-opt {flags} \\",
            f"// RUN: | mlir-opt {LOWER_TO_LLVM} \\",
            "// RUN: | mlir-runner -e main -entry-point-result=void "
            "-shared-libs=%mlir_c_runner_utils \\",
            "// RUN: | FileCheck %s --implicit-check-not='bad free'",
            "//",
        ]
    scenarios = []
    next_id = 0
    for number, (seed, buffers, memrefs, retained, p_true) in enumerate(
            PRESETS[preset]):
        scenario = Scenario(number, next_id, seed, buffers, memrefs,
                            retained, p_true)
        next_id += buffers
        scenarios.append(scenario)
    out.append("")
    for scenario in scenarios:
        scenario.emit_global(out)
    out.append("")
    out.append("func.func @main() {")
    for scenario in scenarios:
        scenario.emit(out)
        out.append("")
    out.append("  return")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
