#!/usr/bin/env python3
"""Never worse than no frees: heap allocations and peak of every executed
test program under reclaim-pipeline against the same program without any
deallocation.

For every lit test under test/ with a RUN line `reclaim-run %s ... --reference`
that is expected to pass (no `not`), runs

    reclaim-run FILE [its -e/--args/--reference-pipeline] --pipeline=P
                --reference --no-worse

(P preceded by the test's --reference-pipeline when it has one)
for each pipeline P (default reclaim-pipeline) and every program of
bench/corpus, and prints one line per program with the allocations and peak
bytes of both runs, then the number of programs above the ceiling. Measures
and reports (exit code 0 unless --strict); test/bench/corpus.test asserts
the corpus part.
"""

import argparse
import glob
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STATS = re.compile(r"^(stats|reference-stats): allocs=(\d+) .*peak-bytes=(\d+)",
                   re.M)
KEEP = ("-e", "--args", "--reference-pipeline", "--shared-libs",
        "--runner-utils", "--opt-level", "--timeout")


def run_lines(path):
    """The RUN commands of a lit test, continuation lines joined."""
    lines, current = [], ""
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:\s?(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                current += text[:-1] + " "
                continue
            lines.append(current + text)
            current = ""
    return lines


def test_invocations(path):
    """Argument lists (after the file) of the first passing reference run."""
    for line in run_lines(path):
        first = line.split("|")[0].strip()
        if not first.startswith("reclaim-run %s") or "--reference" not in first:
            continue
        try:
            words = shlex.split(first)[2:]
        except ValueError:
            continue
        kept, i = [], 0
        while i < len(words):
            w = words[i]
            name = w.split("=")[0]
            if name in KEEP:
                kept.append(w)
                if "=" not in w and i + 1 < len(words):
                    kept.append(words[i + 1])
                    i += 1
            elif w in ("2>&1", ">") or w.startswith(">"):
                break
            i += 1
        return [kept]
    return []


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-dir", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--pipelines", nargs="+", default=["reclaim-pipeline"])
    ap.add_argument("--strict", action="store_true",
                    help="exit 1 if a program is above the ceiling or fails")
    args = ap.parse_args()
    programs = []
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"),
                                 recursive=True)):
        if "/Inputs/" in path:
            continue
        for extra in test_invocations(path):
            programs.append((os.path.relpath(path, ROOT), path, extra))
    for path in sorted(glob.glob(os.path.join(HERE, "corpus", "handwritten",
                                              "*.mlir")) +
                       glob.glob(os.path.join(HERE, "corpus", "bufferized",
                                              "*.mlir"))):
        programs.append((os.path.relpath(path, ROOT), path, []))
    worse = failed = 0
    for pipeline in args.pipelines:
        for name, path, extra in programs:
            # A program that needs a preparation (bufferization, tuples)
            # gets it before the pipeline, as its reference run does.
            full = pipeline
            for w in extra:
                if w.startswith("--reference-pipeline="):
                    full = w.split("=", 1)[1] + "," + pipeline
            cmd = [os.path.join(args.bin_dir, "reclaim-run"), path] + extra + [
                "--pipeline=" + full, "--reference", "--no-worse"]
            p = subprocess.run(cmd, capture_output=True, text=True)
            stats = {m.group(1): (int(m.group(2)), int(m.group(3)))
                     for m in STATS.finditer(p.stderr)}
            status = "ok"
            if p.returncode == 9:
                status, worse = "WORSE", worse + 1
            elif p.returncode != 0:
                status, failed = "fail(%d)" % p.returncode, failed + 1
            mine = stats.get("stats", ("?", "?"))
            ref = stats.get("reference-stats", ("?", "?"))
            print("%-8s %-70s %s allocs %s/%s peak %s/%s" % (
                status, name, pipeline, mine[0], ref[0], mine[1], ref[1]))
    print("%d program(s) x %d pipeline(s): %d above the no-frees ceiling, "
          "%d failing for another reason" % (len(programs),
                                             len(args.pipelines), worse,
                                             failed))
    return 1 if args.strict and (worse or failed) else 0


if __name__ == "__main__":
    sys.exit(main())
