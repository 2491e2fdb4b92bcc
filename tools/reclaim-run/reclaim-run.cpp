//===- reclaim-run.cpp - Reclaim's execution checker ----------------------===//
//
// Runs a memref-level MLIR program and checks its memory management:
//
//   reclaim-run FILE.mlir [--pipeline=PIPELINE] [-e main] [--args=...]
//               [--json] [--trace=FILE] [--report=FILE.html] [--reference]
//               [--reference-pipeline=PIPELINE] [--shared-libs=LIB,...]
//
// The program is parsed, optionally transformed by a textual pass pipeline,
// lowered to the LLVM dialect, instrumented (every allocation, free and memory
// access calls the tracking runtime with the source location of the original
// op), JIT-compiled and run in a forked child. Leaks, double frees, frees of
// non-heap or interior pointers, uses after free and out-of-bounds accesses
// are reported with their source locations and call chains; --reference
// additionally runs the program with all deallocation stripped and compares
// the printed output; --report draws every buffer's lifetime.
// The exit code is 0 only if no defect was found; see docs/reclaim-run.md.
//
//===----------------------------------------------------------------------===//

#include "ReclaimRun.h"

#include "reclaim/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"

#include <chrono>
#include <csignal>
#include <cstring>
#include <set>

#include <sys/resource.h>
#include <unistd.h>

using namespace mlir;
using namespace reclaim;
using namespace reclaim::run;
namespace cl = llvm::cl;

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

static cl::OptionCategory category("reclaim-run options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir file>"),
                                          cl::Required, cl::cat(category));
static cl::opt<std::string>
    pipelineText("pipeline",
                 cl::desc("Textual pass pipeline applied before lowering, e.g. "
                          "'reclaim-pipeline' or 'func.func(canonicalize)'"),
                 cl::value_desc("pipeline"), cl::init(""), cl::cat(category));
static cl::opt<std::string> entryName("e",
                                      cl::desc("Entry function (default "
                                               "main)"),
                                      cl::value_desc("name"), cl::init("main"),
                                      cl::cat(category));
static cl::opt<std::string>
    argsText("args",
             cl::desc("Comma-separated scalar arguments of the entry function "
                      "(integers, index, i1 as 0/1/true/false, f32, f64)"),
             cl::value_desc("v1,v2,..."), cl::init(""), cl::cat(category));
static cl::opt<bool> emitJson("json",
                              cl::desc("Print the report as JSON on stdout "
                                       "(program output is not echoed)"),
                              cl::init(false), cl::cat(category));
static cl::opt<std::string>
    tracePath("trace",
              cl::desc("Write the alloc/free/access events of the checked run "
                       "to this file as JSON"),
              cl::value_desc("file"), cl::init(""), cl::cat(category));
static cl::opt<bool> reference(
    "reference",
    cl::desc("Also run the input with all deallocation stripped, without "
             "--pipeline (see --reference-pipeline), and require the same "
             "output"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> noWorse(
    "no-worse",
    cl::desc("With --reference: also require no more heap allocations and "
             "no higher peak of live heap bytes than the reference run "
             "without deallocation (defect class worse-than-no-frees)"),
    cl::init(false), cl::cat(category));
static cl::opt<std::string> reportPath(
    "report",
    cl::desc("Write a self-contained HTML page showing every buffer's "
             "lifetime and the live heap bytes over time"),
    cl::value_desc("file.html"), cl::init(""), cl::cat(category));
static cl::opt<std::string> referencePipelineText(
    "reference-pipeline",
    cl::desc("Textual pass pipeline applied to the reference run's program "
             "before its deallocation is stripped (e.g. the bufferization "
             "part of --pipeline)"),
    cl::value_desc("pipeline"), cl::init(""), cl::cat(category));
static cl::opt<double> timeoutSeconds("timeout",
                                      cl::desc("Time limit of each run in "
                                               "seconds (default 60)"),
                                      cl::init(60.0), cl::cat(category));
static cl::opt<uint64_t> quarantineMB(
    "quarantine-mb",
    cl::desc("Megabytes of freed memory kept poisoned to detect uses after "
             "free; beyond it the oldest freed blocks are released (default "
             "2048)"),
    cl::init(2048), cl::cat(category));
static cl::opt<unsigned> optLevel(
    "opt-level",
    cl::desc("LLVM optimisation and code generation level (0-3); 0 compiles "
             "fastest, higher levels run long programs faster (default 0)"),
    cl::init(0), cl::cat(category));
static cl::list<std::string> sharedLibs(
    "shared-libs",
    cl::desc("Shared libraries whose functions the program may call "
             "(comma-separated, repeatable); their allocations and accesses "
             "are not checked"),
    cl::value_desc("lib1.so,lib2.so"), cl::CommaSeparated, cl::cat(category));
static cl::opt<bool> runnerUtils(
    "runner-utils",
    cl::desc("Make mlir's runner-utils libraries (libmlir_runner_utils.so, "
             "libmlir_c_runner_utils.so) available to the program (default "
             "true)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> timePhases(
    "time-phases",
    cl::desc("Print the wall and CPU time of each phase (parse, pipeline, "
             "lower, instrument, compile, run, report) to stderr"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> internalCrashForTesting(
    "internal-crash-for-testing",
    cl::desc("Crash reclaim-run itself (tests the report of internal errors)"),
    cl::init(false), cl::Hidden, cl::cat(category));
static cl::opt<bool> printLowered(
    "print-lowered",
    cl::desc("Print the instrumented LLVM-dialect module to stderr"),
    cl::init(false), cl::cat(category));

//===----------------------------------------------------------------------===//
// Exit codes and defect classes
//===----------------------------------------------------------------------===//

namespace {

/// What reclaim-run is doing (for the report of its own crash).
const char *volatile currentPhase = "starting";

/// Wall and CPU time of the phases, printed with --time-phases.
class PhaseTimer {
public:
  using Clock = std::chrono::steady_clock;
  /// Ends the current phase (if any) and starts `name`.
  void start(const char *name) {
    stop();
    current = name;
    currentPhase = name;
    begin = Clock::now();
    beginCpu = getCpuSeconds();
  }
  /// Ends the current phase.
  void stop() {
    if (!current || !timePhases)
      return;
    double seconds =
        std::chrono::duration<double>(Clock::now() - begin).count();
    llvm::errs() << llvm::format("time: %-12s %8.3f s wall %8.3f s cpu\n",
                                 current, seconds, getCpuSeconds() - beginCpu);
    current = nullptr;
  }

private:
  /// User and system time of this process (not of the forked runs).
  static double getCpuSeconds() {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
  }

  const char *current = nullptr;
  Clock::time_point begin;
  double beginCpu = 0;
};

PhaseTimer phaseTimer;

/// The report printed if reclaim-run itself crashes, built before any phase
/// that may crash (the signal handler only writes it).
std::string crashReport;

/// Called by LLVM's signal handler (after its stack dump) when reclaim-run
/// itself crashes: prints the report of an internal error and exits with its
/// code instead of dying by the signal.
void onInternalCrash(void *) {
  const char *phase = currentPhase;
  std::string::size_type cut = crashReport.find('\x01');
  if (cut == std::string::npos)
    return;
  auto writeAll = [](int fd, const char *data, size_t size) {
    while (size > 0) {
      ssize_t n = ::write(fd, data, size);
      if (n <= 0)
        return;
      data += n;
      size -= size_t(n);
    }
  };
  int fd = emitJson ? 1 : 2;
  writeAll(fd, crashReport.data(), cut);
  writeAll(fd, phase, strlen(phase));
  writeAll(fd, crashReport.data() + cut + 1, crashReport.size() - cut - 1);
  _exit(2);
}

/// Builds crashReport; \x01 stands for the phase.
void prepareCrashReport() {
  const char *what = "reclaim-run crashed (a bug in reclaim-run, a pass of "
                     "the pipeline or LLVM) in phase '\x01'";
  if (!emitJson) {
    crashReport = std::string("reclaim-run: error: ") + what +
                  "\ndefects: internal-error\nexit-code: 2\n";
    return;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\n  \"file\": " << llvm::json::Value(inputFilename)
     << ",\n  \"entry\": " << llvm::json::Value(entryName)
     << ",\n  \"pipeline\": " << llvm::json::Value(pipelineText)
     << ",\n  \"status\": \"internal-error\",\n  \"exit_code\": 2,\n"
     << "  \"defect_classes\": [\"internal-error\"],\n  \"errors\": [\"" << what
     << "\"]\n}\n";
  crashReport = text;
}

/// Exit codes; defect classes are ordered by severity (higher is worse) and
/// the most severe class found determines the exit code.
enum ExitCode : int {
  ExitOk = 0,
  ExitToolError = 1,
  ExitInternalError = 2,
  ExitWorseThanNoFrees = 9,
  ExitLeak = 10,
  ExitOutputMismatch = 11,
  ExitOutOfBounds = 12,
  ExitBadFree = 13,
  ExitDoubleFree = 14,
  ExitUseAfterFree = 15,
  ExitTimeout = 16,
  ExitCrash = 17,
};

const char *getClassName(ExitCode code) {
  switch (code) {
  case ExitOk:
    return "none";
  case ExitToolError:
    return "error";
  case ExitInternalError:
    return "internal-error";
  case ExitWorseThanNoFrees:
    return "worse-than-no-frees";
  case ExitLeak:
    return "leak";
  case ExitOutputMismatch:
    return "output-mismatch";
  case ExitOutOfBounds:
    return "out-of-bounds";
  case ExitBadFree:
    return "bad-free";
  case ExitDoubleFree:
    return "double-free";
  case ExitUseAfterFree:
    return "use-after-free";
  case ExitTimeout:
    return "timeout";
  case ExitCrash:
    return "crash";
  }
  return "unknown";
}

ExitCode getExitCode(runtime::DefectKind kind) {
  switch (kind) {
  case runtime::DefectKind::Leak:
    return ExitLeak;
  case runtime::DefectKind::OutOfBounds:
    return ExitOutOfBounds;
  case runtime::DefectKind::BadFree:
    return ExitBadFree;
  case runtime::DefectKind::DoubleFree:
    return ExitDoubleFree;
  case runtime::DefectKind::UseAfterFree:
    return ExitUseAfterFree;
  }
  return ExitCrash;
}

//===----------------------------------------------------------------------===//
// Report
//===----------------------------------------------------------------------===//

/// Everything reclaim-run found, printed at the end.
struct Report {
  /// Tool-level errors (parse, pipeline, lowering, compilation).
  std::vector<std::string> errors;
  /// Error diagnostics behind them ("file:line:col: message").
  std::vector<std::string> diagnostics;
  RunResult checked;
  std::optional<RunResult> referenceRun;
  bool outputMatches = true;
  /// Defect classes found, by exit code.
  std::set<ExitCode> classes;

  ExitCode getExitCode() const {
    if (!errors.empty())
      return ExitToolError;
    return classes.empty() ? ExitOk : *classes.rbegin();
  }
};

/// Adds the defect classes of `run`; leaks count only if `countLeaks`.
void collectClasses(const RunResult &run, bool countLeaks,
                    std::set<ExitCode> &classes) {
  for (const runtime::Defect &defect : run.defects)
    if (countLeaks || defect.kind != runtime::DefectKind::Leak)
      classes.insert(getExitCode(defect.kind));
  if (run.termination == Termination::TimedOut)
    classes.insert(ExitTimeout);
  if (run.termination == Termination::Crashed ||
      run.termination == Termination::Exited ||
      run.termination == Termination::NotRun)
    classes.insert(ExitCrash);
}

const char *getAccessName(uint32_t access) {
  switch (access & 3u) {
  case runtime::AccessRead:
    return "read";
  case runtime::AccessWrite:
    return "write";
  default:
    return "read-write";
  }
}

const char *getPointerClassName(runtime::PointerClass pointer) {
  switch (pointer) {
  case runtime::PointerClass::InteriorLive:
    return "interior-live";
  case runtime::PointerClass::InteriorFreed:
    return "interior-freed";
  case runtime::PointerClass::Stack:
    return "stack";
  case runtime::PointerClass::GlobalMarker:
    return "global";
  case runtime::PointerClass::Unknown:
    return "unknown";
  }
  return "unknown";
}

/// Prints "read of 4 bytes at offset 8" (or "masked read at offset 8": only
/// the start of masked accesses is checked).
void describeAccess(llvm::raw_ostream &os, const runtime::Defect &d) {
  if (d.access & runtime::AccessMasked)
    os << "masked " << getAccessName(d.access);
  else
    os << getAccessName(d.access) << " of " << d.size
       << (d.size == 1 ? " byte" : " bytes");
  os << " at offset " << d.offset;
}

std::string describeSite(const SiteTable &sites, int32_t id) {
  const Site &site = sites.lookup(id);
  return site.op + " at " + site.loc;
}

/// Prints one defect in the human-readable format: each site with its call
/// chain, innermost call first, like
///
///   allocated by memref.alloc at leak.mlir:6:8
///     called from func.call at leak.mlir:23:5
void printDefect(llvm::raw_ostream &os, const runtime::Defect &d,
                 const RunResult &run, const SiteTable &sites,
                 StringRef prefix) {
  using runtime::DefectKind;
  using runtime::PointerClass;
  os << "reclaim-run: " << prefix << runtime::getDefectKindName(d.kind) << ": ";
  auto line = [&](StringRef what, int32_t site, uint32_t stack) {
    os << "  " << what << " " << describeSite(sites, site) << "\n";
    for (int32_t caller : run.getStack(stack))
      os << "    called from " << describeSite(sites, caller) << "\n";
  };
  switch (d.kind) {
  case DefectKind::Leak:
    os << d.size << " bytes in " << d.count << " block"
       << (d.count == 1 ? "" : "s") << " never freed\n";
    line("allocated by", d.allocSite, d.allocStack);
    return;
  case DefectKind::UseAfterFree:
    describeAccess(os, d);
    os << " in a freed " << d.blockSize << "-byte block\n";
    line("access by", d.site, d.stack);
    line("allocated by", d.allocSite, d.allocStack);
    line("freed by", d.freeSite, d.freeStack);
    break;
  case DefectKind::OutOfBounds:
    describeAccess(os, d);
    os << " past the end of a " << d.blockSize << "-byte block\n";
    line("access by", d.site, d.stack);
    line("allocated by", d.allocSite, d.allocStack);
    break;
  case DefectKind::DoubleFree:
    os << "a " << d.blockSize << "-byte block is freed twice\n";
    line("freed again by", d.site, d.stack);
    line("allocated by", d.allocSite, d.allocStack);
    line("first freed by", d.freeSite, d.freeStack);
    break;
  case DefectKind::BadFree:
    switch (d.pointer) {
    case PointerClass::InteriorLive:
    case PointerClass::InteriorFreed:
      os << "interior pointer at offset " << d.offset << " of a "
         << (d.pointer == PointerClass::InteriorLive ? "live" : "freed") << " "
         << d.blockSize << "-byte block, not its start\n";
      line("free by", d.site, d.stack);
      line("allocated by", d.allocSite, d.allocStack);
      if (d.pointer == PointerClass::InteriorFreed)
        line("freed by", d.freeSite, d.freeStack);
      break;
    case PointerClass::Stack:
      os << "stack pointer (memref.alloca), not a heap block\n";
      line("free by", d.site, d.stack);
      break;
    case PointerClass::GlobalMarker:
      os << "global memref (memref.get_global), not a heap block\n";
      line("free by", d.site, d.stack);
      break;
    case PointerClass::Unknown:
      os << "pointer " << llvm::format_hex(d.address, 2)
         << " was never returned by an allocation (global or foreign "
            "memory)\n";
      line("free by", d.site, d.stack);
      break;
    }
    break;
  }
  if (d.count > 1)
    os << "  (" << d.count << " occurrences)\n";
}

void printTermination(llvm::raw_ostream &os, const RunResult &run,
                      StringRef prefix) {
  switch (run.termination) {
  case Termination::Finished:
    return;
  case Termination::Crashed:
    os << "reclaim-run: " << prefix
       << "crash: the program was killed by signal " << run.code << " ("
       << strsignal(run.code) << ")\n";
    return;
  case Termination::Exited:
    os << "reclaim-run: " << prefix << "crash: the program exited with status "
       << run.code << " before the entry function returned\n";
    return;
  case Termination::TimedOut:
    os << "reclaim-run: " << prefix << "timeout: the program did not finish "
       << "within " << llvm::format("%g", double(timeoutSeconds)) << " s\n";
    return;
  case Termination::NotRun:
    os << "reclaim-run: " << prefix << "crash: the program could not be "
       << "started\n";
    return;
  }
}

void printStats(llvm::raw_ostream &os, StringRef label,
                const std::optional<runtime::Stats> &stats) {
  os << label << ": ";
  if (!stats) {
    os << "unavailable (the run did not finish)\n";
    return;
  }
  os << "allocs=" << stats->allocs << " frees=" << stats->frees
     << " bytes-allocated=" << stats->bytesAllocated
     << " peak-bytes=" << stats->peakBytes
     << " ideal-peak-bytes=" << stats->idealPeakBytes
     << " live-bytes-at-exit=" << stats->liveBytesAtExit << "\n";
}

/// Returns the 1-based number of the first differing line and both lines.
std::tuple<size_t, std::string, std::string> findFirstDifference(StringRef a,
                                                                 StringRef b) {
  SmallVector<StringRef> linesA, linesB;
  a.split(linesA, '\n');
  b.split(linesB, '\n');
  for (size_t i = 0;; ++i) {
    bool endA = i >= linesA.size(), endB = i >= linesB.size();
    if (endA || endB || linesA[i] != linesB[i])
      return {i + 1, endA ? "<end of output>" : linesA[i].str(),
              endB ? "<end of output>" : linesB[i].str()};
  }
}

void printHumanReport(const Report &report, const SiteTable &sites) {
  llvm::outs().flush();
  llvm::raw_ostream &os = llvm::errs();
  for (const std::string &error : report.errors)
    os << "reclaim-run: error: " << error << "\n";
  if (report.errors.empty()) {
    for (const runtime::Defect &defect : report.checked.defects)
      printDefect(os, defect, report.checked, sites, "");
    printTermination(os, report.checked, "");
    if (report.referenceRun) {
      for (const runtime::Defect &defect : report.referenceRun->defects)
        if (defect.kind != runtime::DefectKind::Leak)
          printDefect(os, defect, *report.referenceRun, sites,
                      "[reference run] ");
      printTermination(os, *report.referenceRun, "[reference run] ");
      if (!report.outputMatches) {
        auto [line, checked, ref] = findFirstDifference(
            report.checked.output, report.referenceRun->output);
        os << "reclaim-run: output-mismatch: the output differs from the "
              "reference run without deallocation\n"
           << "  first difference at line " << line << ":\n"
           << "    checked:   " << checked << "\n"
           << "    reference: " << ref << "\n";
      }
    }
    if (report.classes.count(ExitWorseThanNoFrees)) {
      const runtime::Stats &checked = *report.checked.stats;
      const runtime::Stats &ref = *report.referenceRun->stats;
      os << "reclaim-run: worse-than-no-frees: " << checked.allocs
         << " heap allocations and a peak of " << checked.peakBytes
         << " live bytes, against " << ref.allocs << " and "
         << ref.peakBytes << " without deallocation\n";
    }
    printStats(os, "stats", report.checked.stats);
    if (report.referenceRun)
      printStats(os, "reference-stats", report.referenceRun->stats);
  }
  // After an error nothing was checked: the only class is `error`.
  os << "defects: ";
  if (!report.errors.empty())
    os << "error";
  else if (report.classes.empty())
    os << "none";
  bool first = true;
  for (ExitCode code : report.classes) {
    if (!report.errors.empty())
      break;
    os << (first ? "" : ", ") << getClassName(code);
    first = false;
  }
  os << "\nexit-code: " << int(report.getExitCode()) << "\n";
}

/// Writes `"key": {"loc": ..., "op": ..., "stack": [{"loc", "op"}, ...]}`,
/// the stack being the call chain, innermost call first.
void writeSite(llvm::json::OStream &j, StringRef key, const SiteTable &sites,
               int32_t id, const RunResult &run, uint32_t stack) {
  const Site &site = sites.lookup(id);
  j.attributeObject(key, [&] {
    j.attribute("loc", site.loc);
    j.attribute("op", site.op);
    j.attributeArray("stack", [&] {
      for (int32_t caller : run.getStack(stack)) {
        const Site &call = sites.lookup(caller);
        j.object([&] {
          j.attribute("loc", call.loc);
          j.attribute("op", call.op);
        });
      }
    });
  });
}

void writeDefect(llvm::json::OStream &j, const runtime::Defect &d,
                 const RunResult &run, const SiteTable &sites) {
  using runtime::DefectKind;
  j.object([&] {
    j.attribute("kind", runtime::getDefectKindName(d.kind));
    j.attribute("count", int64_t(d.count));
    switch (d.kind) {
    case DefectKind::Leak:
      writeSite(j, "alloc", sites, d.allocSite, run, d.allocStack);
      j.attribute("bytes", int64_t(d.size));
      return;
    case DefectKind::UseAfterFree:
    case DefectKind::OutOfBounds:
      writeSite(j, "access", sites, d.site, run, d.stack);
      j.attribute("access_kind", getAccessName(d.access));
      j.attribute("masked", bool(d.access & runtime::AccessMasked));
      j.attribute("size", int64_t(d.size));
      j.attribute("offset", d.offset);
      j.attribute("block_size", int64_t(d.blockSize));
      writeSite(j, "alloc", sites, d.allocSite, run, d.allocStack);
      if (d.kind == DefectKind::UseAfterFree)
        writeSite(j, "free", sites, d.freeSite, run, d.freeStack);
      return;
    case DefectKind::DoubleFree:
      writeSite(j, "free", sites, d.site, run, d.stack);
      j.attribute("block_size", int64_t(d.blockSize));
      writeSite(j, "alloc", sites, d.allocSite, run, d.allocStack);
      writeSite(j, "first_free", sites, d.freeSite, run, d.freeStack);
      return;
    case DefectKind::BadFree:
      writeSite(j, "free", sites, d.site, run, d.stack);
      j.attribute("pointer", getPointerClassName(d.pointer));
      if (d.pointer == runtime::PointerClass::InteriorLive ||
          d.pointer == runtime::PointerClass::InteriorFreed) {
        j.attribute("offset", d.offset);
        j.attribute("block_size", int64_t(d.blockSize));
        writeSite(j, "alloc", sites, d.allocSite, run, d.allocStack);
      }
      return;
    }
  });
}

void writeRun(llvm::json::OStream &j, const RunResult &run,
              const SiteTable &sites, bool includeLeaks) {
  static const char *names[] = {"finished", "crashed", "exited", "timeout",
                                "not-run"};
  j.attribute("termination", names[int(run.termination)]);
  if (run.termination == Termination::Crashed)
    j.attribute("signal", run.code);
  if (run.termination == Termination::Exited)
    j.attribute("exit_status", run.code);
  j.attribute("output", run.output);
  if (run.stats) {
    const runtime::Stats &s = *run.stats;
    j.attributeObject("stats", [&] {
      j.attribute("allocs", int64_t(s.allocs));
      j.attribute("frees", int64_t(s.frees));
      j.attribute("bytes_allocated", int64_t(s.bytesAllocated));
      j.attribute("peak_bytes", int64_t(s.peakBytes));
      j.attribute("ideal_peak_bytes", int64_t(s.idealPeakBytes));
      j.attribute("live_blocks_at_exit", int64_t(s.liveBlocksAtExit));
      j.attribute("live_bytes_at_exit", int64_t(s.liveBytesAtExit));
      j.attribute("tracked_accesses", int64_t(s.trackedAccesses));
      j.attribute("released_from_quarantine",
                  int64_t(s.releasedFromQuarantine));
    });
  } else {
    j.attribute("stats", nullptr);
  }
  j.attributeArray("defects", [&] {
    for (const runtime::Defect &defect : run.defects)
      if (includeLeaks || defect.kind != runtime::DefectKind::Leak)
        writeDefect(j, defect, run, sites);
  });
}

void printJsonReport(const Report &report, const SiteTable &sites) {
  llvm::json::OStream j(llvm::outs(), 2);
  ExitCode code = report.getExitCode();
  j.object([&] {
    j.attribute("file", inputFilename);
    j.attribute("entry", entryName);
    j.attribute("pipeline", pipelineText);
    if (reference)
      j.attribute("reference_pipeline", referencePipelineText);
    j.attribute("status", code == ExitOk          ? "ok"
                          : code == ExitToolError ? "error"
                                                  : "defects");
    j.attribute("exit_code", int(code));
    j.attributeArray("defect_classes", [&] {
      for (ExitCode c : report.classes)
        j.value(getClassName(c));
    });
    if (!report.errors.empty()) {
      j.attributeArray("errors", [&] {
        for (const std::string &error : report.errors)
          j.value(error);
      });
      j.attributeArray("diagnostics", [&] {
        for (const std::string &diagnostic : report.diagnostics)
          j.value(diagnostic);
      });
      return;
    }
    j.attributeObject("run", [&] { writeRun(j, report.checked, sites, true); });
    if (report.referenceRun) {
      j.attributeObject("reference_run", [&] {
        writeRun(j, *report.referenceRun, sites, false);
        j.attribute("output_matches", report.outputMatches);
      });
    }
  });
  llvm::outs() << "\n";
  llvm::outs().flush();
}

int finishReport(Report &report, const SiteTable &sites) {
  if (emitJson)
    printJsonReport(report, sites);
  else
    printHumanReport(report, sites);
  return report.getExitCode();
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// A lowered, compiled program ready to run.
struct Prepared {
  std::unique_ptr<CompiledProgram> program;
  void (*entry)(void **) = nullptr;
  EntrySignature signature;
  std::vector<ScalarValue> args;
};

/// Lowers, instruments and compiles `module`. Returns false on failure (the
/// diagnostics were emitted).
bool prepare(ModuleOp module, SiteTable &sites, const ExternalSymbols &symbols,
             Prepared &prepared, Report &report, StringRef what) {
  phaseTimer.start("lower");
  if (failed(lowerToLLVM(module))) {
    std::string error = ("cannot lower the " + what + " to LLVM").str();
    if (what == "reference program" && referencePipelineText.empty() &&
        !pipelineText.empty())
      error += " (the reference run starts from the input, not from "
               "--pipeline's output: give the part of --pipeline before "
               "deallocation as --reference-pipeline)";
    report.errors.push_back(error);
    return false;
  }
  phaseTimer.start("instrument");
  if (failed(instrument(module, sites))) {
    report.errors.push_back(("cannot instrument the " + what).str());
    return false;
  }
  if (printLowered)
    module->print(llvm::errs());
  FailureOr<EntrySignature> signature = getEntrySignature(module, entryName);
  if (failed(signature)) {
    report.errors.push_back(
        ("no usable entry function '@" + entryName + "' in the " + what).str());
    return false;
  }
  prepared.signature = *signature;
  auto args = parseArguments(argsText, prepared.signature);
  if (!args) {
    report.errors.push_back("invalid --args: " +
                            llvm::toString(args.takeError()));
    return false;
  }
  prepared.args = std::move(*args);
  if (failed(checkExternalSymbols(module, symbols))) {
    report.errors.push_back(
        ("unresolved external functions in the " + what).str());
    return false;
  }
  phaseTimer.start("compile");
  prepared.program =
      compile(module, entryName, optLevel, symbols, &prepared.entry);
  phaseTimer.stop();
  if (!prepared.program) {
    report.errors.push_back(("cannot compile the " + what).str());
    return false;
  }
  return true;
}

/// Applies the textual pipeline `pipelineText` (the value of option `option`)
/// to `module`.
LogicalResult applyPipeline(ModuleOp module, StringRef pipelineText,
                            StringRef option, Report &report) {
  PassManager pm(module.getContext());
  if (failed(applyPassManagerCLOptions(pm))) {
    report.errors.push_back("invalid pass manager options");
    return failure();
  }
  std::string errorText;
  llvm::raw_string_ostream errorStream(errorText);
  StringRef text = StringRef(pipelineText).trim();
  // The pass manager is anchored on builtin.module already: an explicitly
  // anchored pipeline is validated as a whole, then parsed without its anchor.
  bool parsed;
  if (text.starts_with("builtin.module(")) {
    parsed = succeeded(parsePassPipeline(text, errorStream));
    if (parsed) {
      text = text.drop_front(StringRef("builtin.module(").size()).drop_back();
      parsed = succeeded(parsePassPipeline(text, pm, errorStream));
    }
  } else {
    parsed = succeeded(parsePassPipeline(text, pm, errorStream));
  }
  if (!parsed) {
    StringRef message = StringRef(errorText).rtrim();
    llvm::errs() << message << "\n";
    report.diagnostics.push_back(message.str());
    report.errors.push_back(
        ("invalid --" + option + " '" + pipelineText + "'").str());
    return failure();
  }
  if (failed(pm.run(module))) {
    report.errors.push_back(
        ("the --" + option + " '" + pipelineText + "' failed").str());
    return failure();
  }
  if (failed(verify(module))) {
    report.errors.push_back(
        ("the IR after --" + option + " '" + pipelineText + "' does not verify")
            .str());
    return failure();
  }
  return success();
}

} // namespace

static int runChecked();

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  reclaim::registerAllReclaimPasses();
  registerPassManagerCLOptions();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "reclaim-run: Reclaim's execution checker\n\n"
      "Runs a memref-level MLIR program under a tracking allocator and "
      "reports\n"
      "leaks, double frees, bad frees, uses after free and out-of-bounds\n"
      "accesses with source locations. Exit codes (the most severe class "
      "found\n"
      "wins): 0 no defect, 1 usage/parse/compile error, 9 more heap\n"
      "allocations or a higher peak than without deallocation (--no-worse),\n"
      "10 leak, 11 output\n"
      "mismatch (--reference), 12 out-of-bounds, 13 bad free, 14 double free,\n"
      "15 use after free, 16 timeout, 17 crash (of the program); 2: "
      "reclaim-run\nitself crashed.\n");
  if (noWorse && !reference) {
    llvm::errs() << "reclaim-run: error: --no-worse compares with the "
                    "reference run: it needs --reference\n";
    return ExitToolError;
  }
  if (optLevel > 3 || !(timeoutSeconds > 0)) {
    llvm::errs() << "reclaim-run: error: --opt-level must be 0-3 and "
                    "--timeout positive\n";
    return ExitToolError;
  }
  // MLIR's parser, printer and verifier recurse once per level of region
  // nesting: 8 MiB of stack end at a few thousand levels. The rest runs on
  // a thread with 1 GiB of stack, reserved, not touched (the program runs
  // in a child forked from that thread).
  constexpr unsigned kStackBytes = 1u << 30;
  int result = ExitToolError;
  llvm::thread driver(std::optional<unsigned>(kStackBytes),
                      [&] { result = runChecked(); });
  driver.join();
  return result;
}

/// Parses, transforms and runs the program of the command line; returns
/// reclaim-run's exit code.
static int runChecked() {
  // From here on a crash of reclaim-run itself is reported as such.
  prepareCrashReport();
  llvm::sys::AddSignalHandler(onInternalCrash, nullptr);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::sys::DynamicLibrary::LoadLibraryPermanently(nullptr);

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);
  // The program runs in a forked child: no other threads may hold locks.
  context.disableMultithreading();
  // Diagnostics point at source lines; dumping whole (lowered) ops is noise.
  context.printOpOnDiagnostic(false);

  Report report;
  SiteTable sites;

  // Libraries first: their functions resolve the program's external calls.
  ExternalSymbols symbols;
  std::vector<std::string> libraries;
  if (runnerUtils)
    for (const char *name :
         {"libmlir_runner_utils.so", "libmlir_c_runner_utils.so"})
      libraries.push_back(std::string(RECLAIM_RUNNER_UTILS_DIR) + "/" + name);
  libraries.insert(libraries.end(), sharedLibs.begin(), sharedLibs.end());
  for (const std::string &library : libraries) {
    if (llvm::Error error = symbols.loadLibrary(library)) {
      report.errors.push_back("cannot load shared library '" + library +
                              "': " + llvm::toString(std::move(error)));
      return finishReport(report, sites);
    }
  }

  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file) {
    report.errors.push_back(errorMessage);
    return finishReport(report, sites);
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // Also record errors for the JSON report; returning failure passes each
  // diagnostic on to the handler above, which prints it.
  context.getDiagEngine().registerHandler([&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
      report.diagnostics.push_back(formatLocation(diagnostic.getLocation()) +
                                   ": " + diagnostic.str());
    return failure();
  });

  phaseTimer.start("parse");
  if (internalCrashForTesting)
    std::raise(SIGSEGV);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  phaseTimer.stop();
  if (!module) {
    report.errors.push_back("cannot parse '" + inputFilename + "'");
    return finishReport(report, sites);
  }
  if (!SymbolTable::lookupSymbolIn(*module, entryName)) {
    report.errors.push_back("entry function '@" + entryName +
                            "' not found in '" + inputFilename + "'");
    return finishReport(report, sites);
  }
  OwningOpRef<ModuleOp> referenceModule;
  if (reference)
    referenceModule = module->clone();

  phaseTimer.start("pipeline");
  if (!pipelineText.empty() &&
      failed(applyPipeline(*module, pipelineText, "pipeline", report)))
    return finishReport(report, sites);

  sites.recordOpNames(*module);
  Prepared checked;
  if (!prepare(*module, sites, symbols, checked, report, "program"))
    return finishReport(report, sites);

  Prepared ref;
  if (referenceModule) {
    phaseTimer.start("reference-pipeline");
    if (!referencePipelineText.empty() &&
        failed(applyPipeline(*referenceModule, referencePipelineText,
                             "reference-pipeline", report)))
      return finishReport(report, sites);
    stripDeallocations(*referenceModule);
    sites.recordOpNames(*referenceModule);
    if (!prepare(*referenceModule, sites, symbols, ref, report,
                 "reference program"))
      return finishReport(report, sites);
  }

  RunOptions options;
  options.timeoutSeconds = timeoutSeconds;
  options.quarantineBytes = uint64_t(quarantineMB) << 20;
  options.echoOutput = !emitJson;
  options.tracePath = tracePath;
  options.collectBlocks = !reportPath.empty();
  if (!tracePath.empty()) {
    std::error_code error;
    llvm::raw_fd_ostream probe(tracePath, error);
    if (error) {
      report.errors.push_back("cannot write --trace file '" + tracePath +
                              "': " + error.message());
      return finishReport(report, sites);
    }
    std::string header;
    llvm::raw_string_ostream os(header);
    os << "{\"file\":" << llvm::json::Value(inputFilename)
       << ",\"entry\":" << llvm::json::Value(entryName) << ",\"sites\":[";
    for (auto [id, site] : llvm::enumerate(sites.getSites()))
      os << (id ? ",\n" : "\n") << "{\"id\":" << id
         << ",\"loc\":" << llvm::json::Value(site.loc)
         << ",\"op\":" << llvm::json::Value(site.op) << "}";
    os << "\n],\"events\":[";
    options.traceHeader = header;
  }

  report.checked = (phaseTimer.start("run"),
                    execute(*checked.program, checked.entry, checked.signature,
                            checked.args, options));
  phaseTimer.stop();
  collectClasses(report.checked, /*countLeaks=*/true, report.classes);

  if (referenceModule) {
    RunOptions refOptions = options;
    refOptions.echoOutput = false;
    refOptions.tracePath.clear();
    report.referenceRun =
        execute(*ref.program, ref.entry, ref.signature, ref.args, refOptions);
    collectClasses(*report.referenceRun, /*countLeaks=*/false, report.classes);
    report.outputMatches = report.checked.output == report.referenceRun->output;
    if (!report.outputMatches)
      report.classes.insert(ExitOutputMismatch);
    const std::optional<runtime::Stats> &checkedStats = report.checked.stats;
    const std::optional<runtime::Stats> &refStats = report.referenceRun->stats;
    if (noWorse && checkedStats && refStats &&
        (checkedStats->allocs > refStats->allocs ||
         checkedStats->peakBytes > refStats->peakBytes))
      report.classes.insert(ExitWorseThanNoFrees);
  }
  if (!reportPath.empty()) {
    phaseTimer.start("report");
    LifetimeReportInput input;
    input.file = inputFilename;
    input.entry = entryName;
    input.pipeline = pipelineText;
    for (ExitCode code : report.classes)
      input.defects +=
          (input.defects.empty() ? "" : ", ") + std::string(getClassName(code));
    if (input.defects.empty())
      input.defects = "none";
    input.sites = &sites;
    input.checked = &report.checked;
    input.reference = report.referenceRun ? &*report.referenceRun : nullptr;
    if (std::optional<std::string> error =
            writeLifetimeReport(reportPath, input))
      report.errors.push_back(*error);
    phaseTimer.stop();
  }
  return finishReport(report, sites);
}
