#!/usr/bin/env python3
"""reclaim-run's cost against mlir-runner on large programs.

For each generated program, measured in the same run:

  * reclaim-run FILE: parse, lower, instrument, JIT-compile and run under the
    tracking runtime (what a test pays for checking a program);
  * mlir-runner on the same program lowered to the LLVM dialect by
    reclaim-run's lowering pipeline (LOWERING below, a copy of
    kLoweringPipeline in tools/reclaim-run/Lowering.cpp, with malloc/free
    instead of the generic allocation functions that only reclaim-run
    provides), uninstrumented: parse, JIT-compile, run. The lowering itself
    (reclaim-opt) is not counted on mlir-runner's side.

Both tools run with their default options. CPU time (user + system, from
wait4) and wall time of each process, best of --reps; the machine is shared,
so CPU time is the steadier figure. The ratio reclaim-run / mlir-runner is
what issue 15 asks to keep within 2x. The programs:

  nest-N      N nested scf.for loops (one iteration each), every level
              allocating, writing, reading and freeing a small buffer;
  straight-N  one function of about N ops in a single block: allocations,
              stores, loads, arithmetic and frees.

First it prints the figures of a --report for a run of 1,000,000
allocations: time to write, size, render time in headless Chromium.

Usage: python3 bench/run_overhead.py [--bin-dir build/bin] [--reps 3]
                                     [--nest 1000] [--straight 100000]
                                     [-- extra reclaim-run options]
Prints a table and writes nothing else. Standard library only.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

LLVM_BIN = "/usr/lib/llvm-22/bin"
LOWERING = ("builtin.module(func.func(convert-linalg-to-loops),"
            "reclaim-expand-realloc,convert-bufferization-to-memref,"
            "func.func(convert-vector-to-scf{full-unroll=1}),lower-affine,"
            "scf-forall-to-for,arith-expand,expand-strided-metadata,"
            "lower-affine,convert-scf-to-cf,convert-vector-to-llvm,"
            "finalize-memref-to-llvm,convert-arith-to-llvm,"
            "convert-math-to-llvm,convert-math-to-libm,convert-index-to-llvm,"
            "convert-func-to-llvm,convert-cf-to-llvm,convert-ub-to-llvm,"
            "reconcile-unrealized-casts)")
RUNNER_LIBS = ["/usr/lib/llvm-22/lib/libmlir_runner_utils.so",
               "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"]


def gen_nest(depth):
    """`depth` nested scf.for loops; each level allocates a buffer, stores,
    loads, accumulates into a buffer allocated in main, and frees its own."""
    out = ["func.func @main() {",
           "  %c0 = arith.constant 0 : index",
           "  %c1 = arith.constant 1 : index",
           "  %one = arith.constant 1.0 : f32",
           "  %acc = memref.alloc() : memref<1xf32>",
           "  memref.store %one, %acc[%c0] : memref<1xf32>"]
    ind = "  "
    for d in range(depth):
        out.append(f"{ind}scf.for %i{d} = %c0 to %c1 step %c1 {{")
        ind += "  "
        out += [f"{ind}%b{d} = memref.alloc() : memref<4xf32>",
                f"{ind}memref.store %one, %b{d}[%c0] : memref<4xf32>",
                f"{ind}%v{d} = memref.load %b{d}[%c0] : memref<4xf32>",
                f"{ind}%a{d} = memref.load %acc[%c0] : memref<1xf32>",
                f"{ind}%s{d} = arith.addf %a{d}, %v{d} : f32",
                f"{ind}memref.store %s{d}, %acc[%c0] : memref<1xf32>",
                f"{ind}memref.dealloc %b{d} : memref<4xf32>"]
    for d in reversed(range(depth)):
        ind = ind[:-2]
        out.append(f"{ind}}}")
    out += ["  %r = memref.load %acc[%c0] : memref<1xf32>",
            "  vector.print %r : f32",
            "  memref.dealloc %acc : memref<1xf32>",
            "  return", "}"]
    return "\n".join(out) + "\n"


def gen_straight(ops):
    """About `ops` ops in one block: groups of alloc, two stores, two loads,
    an add and a store into an accumulator, and a free."""
    out = ["func.func @main() {",
           "  %c0 = arith.constant 0 : index",
           "  %c1 = arith.constant 1 : index",
           "  %one = arith.constant 1.0 : f32",
           "  %acc = memref.alloc() : memref<1xf32>",
           "  memref.store %one, %acc[%c0] : memref<1xf32>"]
    for g in range(max(1, ops // 9)):
        out += [f"  %b{g} = memref.alloc() : memref<2xf32>",
                f"  memref.store %one, %b{g}[%c0] : memref<2xf32>",
                f"  memref.store %one, %b{g}[%c1] : memref<2xf32>",
                f"  %x{g} = memref.load %b{g}[%c0] : memref<2xf32>",
                f"  %y{g} = memref.load %b{g}[%c1] : memref<2xf32>",
                f"  %a{g} = memref.load %acc[%c0] : memref<1xf32>",
                f"  %s{g} = arith.addf %x{g}, %y{g} : f32",
                f"  %t{g} = arith.addf %a{g}, %s{g} : f32",
                f"  memref.store %t{g}, %acc[%c0] : memref<1xf32>",
                f"  memref.dealloc %b{g} : memref<2xf32>"]
    out += ["  %r = memref.load %acc[%c0] : memref<1xf32>",
            "  vector.print %r : f32",
            "  memref.dealloc %acc : memref<1xf32>",
            "  return", "}"]
    return "\n".join(out) + "\n"


MILLION = """\
// 1,000,000 allocations from three sites, one in a helper called from two
// places; every 1000th buffer of one of them leaks.
func.func @helper(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c1000 = arith.constant 1000 : index
  %n = arith.constant 250000 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.store %f, %a[%c0] : memref<16xf32>
    %b = func.call @helper(%c4) : (index) -> memref<?xf32>
    memref.store %f, %b[%c0] : memref<?xf32>
    %c = func.call @helper(%c8) : (index) -> memref<?xf32>
    %d = memref.alloc() : memref<2xi64>
    memref.dealloc %a : memref<16xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %d : memref<2xi64>
    %r = arith.remui %i, %c1000 : index
    %keep = arith.cmpi eq, %r, %c0 : index
    scf.if %keep {
    } else {
      memref.dealloc %c : memref<?xf32>
    }
  }
  return
}
"""


def bench_report(run, tmp, timeout):
    """--report of a 1,000,000-allocation run (with --reference): time to
    write it, its size, and its render time in headless Chromium (the page's
    own measurement, through test/reclaim-run/Inputs/check_report.py)."""
    src = os.path.join(tmp, "million.mlir")
    with open(src, "w") as f:
        f.write(MILLION)
    html = os.path.join(tmp, "million.html")
    wall, cpu, code, out, err = timed(
        [run, src, "--reference", "--report=" + html, "--time-phases"],
        timeout)
    phase = [l for l in err.splitlines() if l.startswith("time: report")]
    print("1,000,000-allocation run with --reference --report: "
          "reclaim-run %.2f s wall, %.2f s cpu (exit %d)" % (wall, cpu, code))
    if phase:
        print("  writing the report: " + phase[0][len("time: report"):]
              .strip())
    if not os.path.exists(html):
        print("  no report written:\n" + err[-2000:])
        return
    print("  report size: %d bytes" % os.path.getsize(html))
    checker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                           "test", "reclaim-run", "Inputs", "check_report.py")
    proc = subprocess.run([sys.executable, checker, html],
                          stdout=subprocess.PIPE, text=True, timeout=timeout)
    for line in proc.stdout.splitlines():
        if line.split(":")[0] in ("SKIP", "rendered", "render-ms",
                                  "load-seconds", "console-errors",
                                  "site-rows"):
            print("  browser " + line)


def timed(cmd, timeout):
    """Runs `cmd`; returns (wall seconds, CPU seconds, returncode, stdout,
    stderr)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.01)
        wall = time.monotonic() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (wall, usage.ru_utime + usage.ru_stime, proc.returncode,
                out.read().decode(errors="replace"),
                err.read().decode(errors="replace"))


def best_of(cmd, reps, timeout):
    """Best wall and best CPU time of `reps` runs, and the last run."""
    best_wall = best_cpu = None
    last = None
    for _ in range(reps):
        last = timed(cmd, timeout)
        wall, cpu, code = last[:3]
        if code != 0:
            return None, None, last
        best_wall = wall if best_wall is None else min(best_wall, wall)
        best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
    return best_wall, best_cpu, last


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin-dir", default=os.environ.get(
        "RECLAIM_BIN_DIR", "build/bin"))
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--nest", type=int, nargs="*", default=[1000])
    parser.add_argument("--straight", type=int, nargs="*", default=[100000])
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--keep", help="write the generated programs here")
    parser.add_argument("--report-only", action="store_true",
                        help="only the 1,000,000-allocation --report figure")
    args = parser.parse_args(argv)

    run = os.path.join(args.bin_dir, "reclaim-run")
    opt = os.path.join(args.bin_dir, "reclaim-opt")
    runner = os.path.join(LLVM_BIN, "mlir-runner")
    programs = [(f"nest-{n}", gen_nest(n)) for n in args.nest]
    programs += [(f"straight-{n}", gen_straight(n)) for n in args.straight]
    tmp = args.keep or tempfile.mkdtemp(prefix="reclaim-run-overhead-")
    os.makedirs(tmp, exist_ok=True)

    bench_report(run, tmp, args.timeout)
    if args.report_only:
        return 0
    print("reclaim-run " + " ".join(extra) + " against mlir-runner "
          "(default options), best of %d" % args.reps)
    print(f"{'program':<16} {'reclaim-run':>22} {'mlir-runner':>22} "
          f"{'ratio cpu':>10} {'ratio wall':>10}")
    worst = 0.0
    for name, text in programs:
        src = os.path.join(tmp, name + ".mlir")
        with open(src, "w") as f:
            f.write(text)
        lowered = os.path.join(tmp, name + ".llvm.mlir")
        subprocess.run([opt, src, "--pass-pipeline=" + LOWERING,
                        "-o", lowered], check=True, timeout=args.timeout)
        cwall, ccpu, clast = best_of([run, src] + extra, args.reps,
                                     args.timeout)
        rwall, rcpu, rlast = best_of(
            [runner, lowered, "-e", "main", "-entry-point-result=void",
             "-shared-libs=" + ",".join(RUNNER_LIBS)], args.reps, args.timeout)
        if ccpu is None or rcpu is None:
            bad = clast if ccpu is None else rlast
            print(f"{name:<16} failed (exit {bad[2]}):\n{bad[4][-2000:]}")
            continue
        if clast[3] != rlast[3]:
            print(f"{name:<16} outputs differ: {clast[3]!r} vs {rlast[3]!r}")
        ratio = ccpu / rcpu
        worst = max(worst, ratio)
        print(f"{name:<16} {ccpu:>8.2f} s cpu {cwall:>6.2f} s wall "
              f"{rcpu:>8.2f} s cpu {rwall:>6.2f} s wall "
              f"{ratio:>9.2f}x {cwall / rwall:>9.2f}x")
    print(f"worst CPU-time ratio: {worst:.2f}x (issue 15: within 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
