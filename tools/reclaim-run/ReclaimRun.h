//===- ReclaimRun.h - Internals of the reclaim-run checker ------*- C++ -*-===//
//
// Shared declarations of reclaim-run's parts: the site table mapping site ids
// to source locations, the lowering to LLVM (and the deallocation stripping of
// --reference), the LLVM-level instrumentation, and the forked execution of a
// JIT-compiled entry function.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_TOOLS_RECLAIM_RUN_RECLAIMRUN_H
#define RECLAIM_TOOLS_RECLAIM_RUN_RECLAIMRUN_H

#include "reclaim/Runtime/Runtime.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace reclaim::run {

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

/// A program point reported by the runtime: the source location of an op of
/// the program before lowering, and that op's name.
struct Site {
  /// "file:line:col", or "<unknown>".
  std::string loc;
  /// Name of the op at that location before lowering (memref.alloc, ...), or
  /// of the LLVM op if no op there is known.
  std::string op;
};

/// Assigns site ids to locations. Op names are learnt from the IR before
/// lowering (recordOpNames), since lowering only keeps the locations.
class SiteTable {
public:
  /// Remembers the name of the first op (in pre-order) at every location of
  /// `module`.
  void recordOpNames(mlir::ModuleOp module);

  /// Returns the id of the site at `loc`; `fallbackOp` names it when no op was
  /// recorded at that location.
  int32_t getSite(mlir::Location loc, llvm::StringRef fallbackOp);

  /// Returns the site with id `id`, or a placeholder for unknown ids.
  const Site &lookup(int32_t id) const;

  /// All sites, indexed by id.
  const std::vector<Site> &getSites() const { return sites; }

private:
  std::vector<Site> sites;
  llvm::StringMap<int32_t> idByKey;
  llvm::StringMap<std::string> opByLoc;
};

/// Formats the file:line:col of the first FileLineColLoc inside `loc`
/// (looking through fused, name and call-site locations), or "<unknown>".
std::string formatLocation(mlir::Location loc);

//===----------------------------------------------------------------------===//
// Lowering and instrumentation
//===----------------------------------------------------------------------===//

/// The textual pipeline (nested in builtin.module) that lowers a memref-level
/// program to the LLVM dialect, with the generic allocation functions.
extern const char *const kLoweringPipeline;

/// Name prefix of the functions that keep allocations alive during lowering.
constexpr llvm::StringLiteral kPinFunctionPrefix = "__reclaim_pin_";

/// Lowers `module` to the LLVM dialect with kLoweringPipeline and checks that
/// only LLVM dialect ops are left. Allocations are pinned by calls to
/// kPinFunctionPrefix functions, which instrument() removes. Emits diagnostics
/// on failure.
mlir::LogicalResult lowerToLLVM(mlir::ModuleOp module);

/// Removes all deallocation from `module` (for --reference): erases
/// memref.dealloc, replaces the results of bufferization.dealloc with false
/// and erases it, and erases direct calls of free functions.
void stripDeallocations(mlir::ModuleOp module);

/// Rewrites the LLVM-dialect `module` so that allocations, frees and memory
/// accesses call the tracking runtime, with site ids from `sites`, and removes
/// the pins of lowerToLLVM. Emits diagnostics on failure.
mlir::LogicalResult instrument(mlir::ModuleOp module, SiteTable &sites);

/// Functions the program may call that are not defined in it: the runtime's,
/// and those of --shared-libs libraries that export them through
/// `__mlir_execution_engine_init` (libraries that export them as plain
/// dynamic symbols are found through the process instead).
class ExternalSymbols {
public:
  /// Loads the shared library at `path` into the process (its dynamic symbols
  /// become visible to the JIT). Returns an error message on failure.
  llvm::Error loadLibrary(llvm::StringRef path);

  /// Returns the address of `name` if the runtime or an initialised library
  /// provides it, or null (the JIT then searches the process).
  void *lookup(llvm::StringRef name) const;

  /// Returns true if `name` resolves: registered or found in the process.
  bool resolves(llvm::StringRef name) const;

  /// All registered symbols (runtime first: it wins over the libraries).
  const llvm::StringMap<void *> &getRegistered() const { return registered; }

  ExternalSymbols();

private:
  llvm::StringMap<void *> registered;
};

/// Checks that every external function the lowered `module` declares resolves
/// (`symbols` or the process). Emits diagnostics on failure.
mlir::LogicalResult checkExternalSymbols(mlir::ModuleOp module,
                                         const ExternalSymbols &symbols);

//===----------------------------------------------------------------------===//
// Execution
//===----------------------------------------------------------------------===//

/// Scalar kinds the entry function may take or return.
enum class ScalarKind { Int, Float, Double };

/// A scalar parameter or result of the entry function after lowering.
struct ScalarType {
  ScalarKind kind = ScalarKind::Int;
  /// Bit width of integers.
  unsigned width = 64;
};

/// Signature of the entry function after lowering.
struct EntrySignature {
  std::vector<ScalarType> params;
  std::optional<ScalarType> result;
};

/// Finds the entry function `name` in the lowered `module` and checks that it
/// has a body and only scalar parameters and results. Emits diagnostics.
mlir::FailureOr<EntrySignature> getEntrySignature(mlir::ModuleOp module,
                                                  llvm::StringRef name);

/// Storage of one argument (or the result) of the entry function.
union ScalarValue {
  int64_t i;
  float f;
  double d;
  uint64_t raw[2];
};

/// Parses the comma-separated `text` into arguments of `signature`. Returns
/// an error message on failure.
llvm::Expected<std::vector<ScalarValue>>
parseArguments(llvm::StringRef text, const EntrySignature &signature);

/// How a run ended.
enum class Termination { Finished, Crashed, Exited, TimedOut, NotRun };

/// Everything a run reported.
struct RunResult {
  Termination termination = Termination::NotRun;
  /// Signal that killed the program (Crashed) or its exit status (Exited).
  int code = 0;
  std::string output;
  std::vector<runtime::Defect> defects;
  std::optional<runtime::Stats> stats;
  /// Call chains by stack id: call-site ids, innermost first.
  std::vector<std::vector<int32_t>> stacks{{}};
  /// Every block's lifetime (RunOptions::collectBlocks, finished runs only).
  std::vector<runtime::BlockRecord> blocks;

  /// Returns the call sites of stack `id` (empty if unknown).
  llvm::ArrayRef<int32_t> getStack(uint32_t id) const {
    return id < stacks.size() ? llvm::ArrayRef<int32_t>(stacks[id])
                              : llvm::ArrayRef<int32_t>();
  }
};

/// Options of a run.
struct RunOptions {
  double timeoutSeconds = 60;
  uint64_t quarantineBytes = uint64_t(2048) << 20;
  /// Copy program output to stdout as it arrives.
  bool echoOutput = false;
  /// Write the event trace here (empty: no trace).
  std::string tracePath;
  /// Written at the start of the trace file; the runtime appends the events
  /// and the run closes the JSON document.
  std::string traceHeader;
  /// Send every block's lifetime to the parent (for --report).
  bool collectBlocks = false;
};

/// A JIT-compiled program (owns the code; must outlive its runs).
class CompiledProgram {
public:
  virtual ~CompiledProgram();
  /// Runs the program's static constructors, if any (in the child).
  virtual void initialize() = 0;
};

/// Compiles `module` (LLVM dialect, instrumented) with ORC's LLJIT: IR
/// optimisation at `optLevel` (0: none) and code generation at the same level
/// (0: the fast instruction selector and register allocator). Sets
/// `packedEntry` to a wrapper of `entry` that takes an array of pointers to
/// the arguments followed by a pointer to the result. `symbols` resolves the
/// program's external functions, except those the program defines itself:
/// its own definition wins. Emits diagnostics and returns null on failure.
std::unique_ptr<CompiledProgram>
compile(mlir::ModuleOp module, llvm::StringRef entry, unsigned optLevel,
        const ExternalSymbols &symbols, void (**packedEntry)(void **));

/// Runs `packedEntry` in a forked child with `args`, collecting output,
/// defects and statistics through a pipe. `signature` says how to print the
/// result.
RunResult execute(CompiledProgram &program, void (*packedEntry)(void **),
                  const EntrySignature &signature,
                  std::vector<ScalarValue> args, const RunOptions &options);

//===----------------------------------------------------------------------===//
// Lifetime report
//===----------------------------------------------------------------------===//

/// What --report=FILE.html shows.
struct LifetimeReportInput {
  std::string file, entry, pipeline;
  /// The `defects:` line ("none", "leak, double-free", ...).
  std::string defects;
  const SiteTable *sites = nullptr;
  /// Runs with RunOptions::collectBlocks; `reference` may be null.
  const RunResult *checked = nullptr;
  const RunResult *reference = nullptr;
};

/// Writes the self-contained HTML lifetime report (see LifetimeReport.cpp).
/// Returns an error message on failure.
std::optional<std::string>
writeLifetimeReport(llvm::StringRef path, const LifetimeReportInput &input);

} // namespace reclaim::run

#endif // RECLAIM_TOOLS_RECLAIM_RUN_RECLAIMRUN_H
