#!/usr/bin/env python3
"""Speed-up of each pass of a pipeline under MLIR's multithreaded pass
manager: runs `reclaim-opt --mlir-timing` on a file with threading and with
--mlir-disable-threading, REPS times each, and prints the fastest time of
every timer (parser, each pass, output) in both modes and their ratio, plus
the sum of the passes alone. The bench's whole-process threading figures
(run.py, family functions) include MLIR's serial parsing and printing; this
shows what the passes themselves gain.

  python3 bench/pass_speedup.py FILE [--bin-dir DIR] [--reps N]
      [--pipeline=--reclaim-pipeline] [--functions N]

With --functions N (and no FILE), FILE is run.py's module of N small
functions (family functions at 10*N ops)."""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(.*\S)\s*$")
NOT_PASSES = ("Parser", "Output", "Rest", "Total")


def timings(tool, path, pipeline, threaded):
    """The wall time of each timer of one run, in the report's order (a
    pass that runs twice appears twice)."""
    cmd = [tool, pipeline, "--mlir-timing", path, "-o", os.devnull]
    if not threaded:
        cmd.append("--mlir-disable-threading")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    rows, started = [], False
    for line in out.stderr.splitlines():
        if "----Wall Time----" in line:
            started = True
            continue
        m = ROW.match(line) if started else None
        if m:
            rows.append((m.group(2), float(m.group(1))))
    return rows


def fastest(tool, path, pipeline, threaded, reps):
    best = None
    for _ in range(reps):
        rows = timings(tool, path, pipeline, threaded)
        best = rows if best is None else [
            (name, min(t, old)) for (name, t), (_, old) in zip(rows, best)]
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?")
    parser.add_argument("--bin-dir",
                        default=os.environ.get("RECLAIM_BIN_DIR",
                                               os.path.join(HERE, "..",
                                                            "build", "bin")))
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--pipeline", default="--reclaim-pipeline")
    parser.add_argument("--functions", type=int)
    args = parser.parse_args()
    path = args.file
    if path is None:
        if not args.functions:
            parser.error("give a FILE or --functions N")
        sys.path.insert(0, HERE)
        import run
        text, _ = run.gen_functions(10 * args.functions)
        handle = tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False)
        handle.write(text)
        handle.close()
        path = handle.name
    tool = os.path.join(args.bin_dir, "reclaim-opt")
    threaded = fastest(tool, path, args.pipeline, True, args.reps)
    single = fastest(tool, path, args.pipeline, False, args.reps)
    print("| timer | threaded (s) | one thread (s) | speed-up |")
    print("|---|--:|--:|--:|")
    sums = [0.0, 0.0]
    for (name, t), (_, s) in zip(threaded, single):
        print("| %s | %.4f | %.4f | %.2fx |" % (name, t, s, s / t if t else 0))
        if name not in NOT_PASSES:
            sums[0] += t
            sums[1] += s
    print("| all passes | %.4f | %.4f | %.2fx |"
          % (sums[0], sums[1], sums[1] / sums[0] if sums[0] else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
