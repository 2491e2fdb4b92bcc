#!/usr/bin/env python3
"""Checks that every bench corpus program is correct under Reclaim.

Runs `reclaim-run PROGRAM --pipeline=P --reference` for every program of
bench/corpus (hand-written and bufferized) and every pipeline given (default:
reclaim-dealloc-pipeline and reclaim-pipeline; `--no-worse` too for
reclaim-pipeline: no more heap allocations and no higher peak than the
program without deallocation), and that the bufferized
programs are current (bufferize.py --check). Exit code 0 iff all pass. A
correctness check (run by test/bench/corpus.test), not a measurement.
"""

import argparse
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-dir", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--pipelines", nargs="+",
                    default=["reclaim-dealloc-pipeline", "reclaim-pipeline"])
    args = ap.parse_args()
    failures = 0
    files = sorted(glob.glob(os.path.join(HERE, "handwritten", "*.mlir")) +
                   glob.glob(os.path.join(HERE, "bufferized", "*.mlir")))
    for path in files:
        name = os.path.relpath(path, HERE)
        for pipeline in args.pipelines:
            # reclaim-pipeline also stays under the ceiling of the program
            # without deallocation (allocations and peak).
            ceiling = ["--no-worse"] if pipeline == "reclaim-pipeline" else []
            p = subprocess.run([os.path.join(args.bin_dir, "reclaim-run"),
                                path, "--pipeline=" + pipeline,
                                "--reference"] + ceiling,
                               capture_output=True, text=True)
            ok = p.returncode == 0
            failures += not ok
            last = [l for l in p.stderr.splitlines() if l.startswith(
                ("defects:", "reclaim-run: error"))]
            print("%-4s %-36s %s%s" % ("ok" if ok else "FAIL", name, pipeline,
                                        "" if ok else "  " + "; ".join(last)))
    stale = subprocess.run([sys.executable,
                            os.path.join(HERE, "bufferize.py"), "--check"],
                           capture_output=True, text=True)
    if stale.returncode:
        failures += 1
        print(stale.stdout.strip())
    print("%d program(s) x %d pipeline(s): %d failure(s)" % (
        len(files), len(args.pipelines), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
