//===- Lowering.cpp - reclaim-run's lowering to LLVM and stripping --------===//
//
// The site table, the fixed lowering of memref-level programs to the LLVM
// dialect (one pipeline, used by the checked run and by the reference run of
// --reference), and the removal of all deallocation for the reference run.
//
// The lowering uses the generic allocation functions
// (_mlir_memref_to_llvm_alloc / _aligned_alloc / _free) so that every heap
// operation of the program is a call the instrumentation can redirect. It does
// not canonicalize: the checked program must stay the one the user wrote.
//
//===----------------------------------------------------------------------===//

#include "ReclaimRun.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace reclaim::run;

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

/// Returns the first file location inside `loc`, looking through wrappers.
/// For call-site locations (inlined code) the callee location is where the op
/// is written.
static std::optional<FileLineColLoc> findFileLoc(Location loc) {
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    return fileLoc;
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    return findFileLoc(nameLoc.getChildLoc());
  if (auto callLoc = dyn_cast<CallSiteLoc>(loc)) {
    if (auto callee = findFileLoc(callLoc.getCallee()))
      return callee;
    return findFileLoc(callLoc.getCaller());
  }
  if (auto fusedLoc = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fusedLoc.getLocations())
      if (auto fileLoc = findFileLoc(inner))
        return fileLoc;
    return std::nullopt;
  }
  if (auto opaqueLoc = dyn_cast<OpaqueLoc>(loc))
    return findFileLoc(opaqueLoc.getFallbackLocation());
  return std::nullopt;
}

std::string reclaim::run::formatLocation(Location loc) {
  std::optional<FileLineColLoc> fileLoc = findFileLoc(loc);
  if (!fileLoc)
    return "<unknown>";
  return (fileLoc->getFilename().getValue() + ":" +
          llvm::Twine(fileLoc->getLine()) + ":" +
          llvm::Twine(fileLoc->getColumn()))
      .str();
}

void SiteTable::recordOpNames(ModuleOp module) {
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<ModuleOp>(op))
      return;
    std::string loc = formatLocation(op->getLoc());
    if (loc != "<unknown>")
      opByLoc.try_emplace(loc, op->getName().getStringRef().str());
  });
}

int32_t SiteTable::getSite(Location loc, StringRef fallbackOp) {
  std::string where = formatLocation(loc);
  std::string op = fallbackOp.str();
  if (auto it = opByLoc.find(where); it != opByLoc.end())
    op = it->second;
  std::string key = where + "|" + op;
  auto [it, inserted] = idByKey.try_emplace(key, int32_t(sites.size()));
  if (inserted)
    sites.push_back(Site{where, op});
  return it->second;
}

const Site &SiteTable::lookup(int32_t id) const {
  static const Site unknown{"<unknown>", "<runtime>"};
  if (id < 0 || size_t(id) >= sites.size())
    return unknown;
  return sites[id];
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

const char *const reclaim::run::kLoweringPipeline =
    "func.func(convert-linalg-to-loops),"
    "reclaim-expand-realloc,"
    "convert-bufferization-to-memref,"
    "func.func(convert-vector-to-scf{full-unroll=1}),"
    "lower-affine,"
    "scf-forall-to-for,"
    "arith-expand,"
    "expand-strided-metadata,"
    "lower-affine,"
    // Before convert-scf-to-cf: its greedy pattern driver's region
    // simplification is quadratic in the blocks of a function (a fuzzed
    // program of 2,900 blocks took over 60 s, 0.4 s while still structured).
    "convert-vector-to-llvm,"
    "convert-scf-to-cf,"
    "finalize-memref-to-llvm{use-generic-functions=1},"
    "convert-arith-to-llvm,"
    "convert-math-to-llvm,"
    "convert-math-to-libm,"
    "convert-index-to-llvm,"
    "convert-func-to-llvm,"
    "convert-cf-to-llvm,"
    "convert-ub-to-llvm,"
    "reconcile-unrealized-casts";

/// Gives every allocation and every memory read a use that no pass can
/// remove:
///
///   %a = memref.alloc() : memref<4xf32>
///   %v = memref.load %a[%i] : memref<4xf32>
///
/// becomes
///
///   %a = memref.alloc() : memref<4xf32>
///   func.call @__reclaim_pin_0(%a) : (memref<4xf32>) -> ()
///   %v = memref.load %a[%i] : memref<4xf32>
///   func.call @__reclaim_pin_1(%v) : (f32) -> ()
///
/// The lowering contains greedy rewrites (expand-strided-metadata, ...) that
/// erase trivially dead ops: an allocation that is never used (or only freed)
/// would vanish with its leak, and an unused load of freed memory with its
/// use after free. The pins are erased again after lowering (instrument()),
/// before LLVM sees the program, so they cost nothing at run time.
static void pinMemoryOps(ModuleOp module) {
  SmallVector<Value> pinned;
  module->walk([&](Operation *op) {
    if (op->getNumResults() == 0 || !wouldOpBeTriviallyDead(op))
      return;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects && (effects.hasEffect<MemoryEffects::Allocate>() ||
                    effects.hasEffect<MemoryEffects::Read>()))
      pinned.push_back(op->getResult(0));
  });
  DenseMap<Type, func::FuncOp> pinByType;
  OpBuilder builder(module.getContext());
  for (Value value : pinned) {
    func::FuncOp &pin = pinByType[value.getType()];
    if (!pin) {
      builder.setInsertionPointToEnd(module.getBody());
      std::string name =
          (kPinFunctionPrefix + llvm::Twine(pinByType.size() - 1)).str();
      pin =
          func::FuncOp::create(builder, module.getLoc(), name,
                               builder.getFunctionType({value.getType()}, {}));
      pin.setPrivate();
    }
    builder.setInsertionPointAfterValue(value);
    func::CallOp::create(builder, value.getLoc(), pin, value);
  }
}

LogicalResult reclaim::run::lowerToLLVM(ModuleOp module) {
  pinMemoryOps(module);
  std::string errorText;
  llvm::raw_string_ostream errorStream(errorText);
  PassManager pm(module.getContext());
  if (failed(parsePassPipeline(kLoweringPipeline, pm, errorStream)))
    return emitError(UnknownLoc::get(module.getContext()),
                     "reclaim-run: invalid lowering pipeline: ")
           << errorText;
  // A failing pass has reported the op and why at the op's location.
  if (failed(pm.run(module)))
    return failure();

  // Every op must now be in the LLVM dialect, or translation would fail later
  // with a less helpful message. Leftover casts only mark the boundary of an
  // op that did not convert: report that op if there is one.
  Operation *unsupported = nullptr;
  module->walk([&](Operation *op) {
    if (op == module.getOperation() || isa<LLVM::LLVMDialect>(op->getDialect()))
      return WalkResult::advance();
    if (!unsupported || isa<UnrealizedConversionCastOp>(unsupported))
      unsupported = op;
    return isa<UnrealizedConversionCastOp>(op) ? WalkResult::advance()
                                               : WalkResult::interrupt();
  });
  if (unsupported)
    return unsupported->emitError("reclaim-run: '")
           << unsupported->getName()
           << "' is not supported: it does not lower to the LLVM dialect";
  return success();
}

//===----------------------------------------------------------------------===//
// Stripping deallocation (--reference)
//===----------------------------------------------------------------------===//

/// Functions that free memory when called directly.
static bool isFreeFunction(StringRef name) {
  return name == "_mlir_memref_to_llvm_free" || name == "free";
}

void reclaim::run::stripDeallocations(ModuleOp module) {
  SmallVector<Operation *> toErase;
  module->walk([&](Operation *op) {
    if (isa<memref::DeallocOp>(op)) {
      toErase.push_back(op);
      return;
    }
    // %updated = bufferization.dealloc (...) -> all ownership indicators
    // become `false`: nothing was freed, the reference run owns nothing.
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op)) {
      OpBuilder builder(dealloc);
      for (Value result : dealloc->getResults()) {
        Value falseValue = arith::ConstantOp::create(
            builder, dealloc.getLoc(), builder.getBoolAttr(false));
        result.replaceAllUsesWith(falseValue);
      }
      toErase.push_back(op);
      return;
    }
    if (auto call = dyn_cast<LLVM::CallOp>(op)) {
      if (call.getCallee() && isFreeFunction(*call.getCallee()) &&
          call->getNumResults() == 0)
        toErase.push_back(op);
      return;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      if (isFreeFunction(call.getCallee()) && call->getNumResults() == 0)
        toErase.push_back(op);
      return;
    }
  });
  for (Operation *op : toErase)
    op->erase();
}
