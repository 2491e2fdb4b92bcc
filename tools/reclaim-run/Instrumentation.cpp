//===- Instrumentation.cpp - LLVM-level instrumentation of reclaim-run ----===//
//
// Rewrites a lowered (LLVM dialect) program so that it reports every heap
// operation and memory access to the tracking runtime, tagged with a site id
// that the host maps back to the source location of the original op:
//
//   %p = llvm.call @_mlir_memref_to_llvm_alloc(%n) : (i64) -> !llvm.ptr
//   llvm.store %v, %q : f32, !llvm.ptr
//   llvm.call @_mlir_memref_to_llvm_free(%p) : (!llvm.ptr) -> ()
//
// becomes
//
//   %s0 = llvm.mlir.constant(0 : i32) : i32
//   %p = llvm.call @__reclaim_alloc(%n, %s0) : (i64, i32) -> !llvm.ptr
//   llvm.call @__reclaim_check_access(%q, %c4, %c1, %s1) : (...) -> ()
//   llvm.store %v, %q : f32, !llvm.ptr
//   llvm.call @__reclaim_free(%p, %s2) : (!llvm.ptr, i32) -> ()
//
// Calls of the program's own functions (and indirect calls) maintain a shadow
// call stack, inline: the call's site id is stored in a runtime ring buffer
// before the call and the depth restored after it (see pushCallSite).
//
// Checked: llvm.load, llvm.store, llvm.atomicrmw, llvm.cmpxchg, the memcpy,
// memmove and memset intrinsics (inline variants too), masked loads and
// stores (start address only). Not checked: gathers/scatters (vectors of
// pointers), expand-load/compress-store, and any access hidden in external
// functions other than the runtime's own. Accesses whose address is directly
// an llvm.alloca or llvm.mlir.addressof (through GEPs) are skipped: they can
// never touch the heap.
//
// Also here: the entry-signature check, and the resolution of external
// functions (runtime, --shared-libs libraries, process).
//
//===----------------------------------------------------------------------===//

#include "ReclaimRun.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/DynamicLibrary.h"

using namespace mlir;
using namespace reclaim;
using namespace reclaim::run;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns the number of bytes a load or store of `type` touches, if known.
static std::optional<uint64_t> getStoreSize(Type type,
                                            const DataLayout &layout) {
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.isScalable())
      return std::nullopt;
    Type element = vector.getElementType();
    uint64_t bits = element.isIntOrFloat()
                        ? element.getIntOrFloatBitWidth()
                        : layout.getTypeSizeInBits(element).getFixedValue();
    return (bits * vector.getNumElements() + 7) / 8;
  }
  llvm::TypeSize size = layout.getTypeSize(type);
  if (size.isScalable())
    return std::nullopt;
  return size.getFixedValue();
}

/// Returns true if `ptr` is (a GEP of) a stack slot or a global: such an
/// access can never touch a tracked heap block.
static bool isNonHeapPointer(Value ptr) {
  while (Operation *def = ptr.getDefiningOp()) {
    if (isa<LLVM::AllocaOp, LLVM::AddressOfOp>(def))
      return true;
    auto gep = dyn_cast<LLVM::GEPOp>(def);
    if (!gep)
      return false;
    ptr = gep.getBase();
  }
  return false;
}

/// Runtime library functions that access program memory: calls to them get
/// the call's site first (__reclaim_set_site).
static bool isMemoryAccessingLibraryFunction(StringRef name) {
  return name == "memrefCopy" || name.starts_with("printMemref") ||
         name.starts_with("_mlir_ciface_printMemref");
}

namespace {

//===----------------------------------------------------------------------===//
// Instrumenter
//===----------------------------------------------------------------------===//

/// Rewrites one lowered module; see the file comment.
class Instrumenter {
public:
  Instrumenter(ModuleOp module, SiteTable &sites)
      : module(module), sites(sites), layout(module),
        builder(module.getContext()) {
    MLIRContext *ctx = module.getContext();
    i32 = IntegerType::get(ctx, 32);
    i64 = IntegerType::get(ctx, 64);
    ptr = LLVM::LLVMPointerType::get(ctx);
  }

  LogicalResult run();

private:
  LogicalResult declareRuntime();
  FailureOr<LLVM::LLVMFuncOp> declare(StringRef name, Type result,
                                      ArrayRef<Type> params);
  Value siteConstant(Operation *op);
  Value i64Constant(Location loc, uint64_t value);
  void check(Operation *op, Value address, Value size, uint32_t kind);
  void check(Operation *op, Value address, Type accessType, uint32_t kind);
  void instrumentCall(LLVM::CallOp call);
  void pushCallSite(LLVM::CallOp call);

  ModuleOp module;
  SiteTable &sites;
  DataLayout layout;
  OpBuilder builder;
  Type i32, i64, ptr;
  LLVM::LLVMFuncOp allocFn, alignedAllocFn, freeFn, checkFn, setSiteFn;
  LLVM::GlobalOp callStack, callDepth;
  /// Functions with a body: calls of them maintain the shadow call stack.
  llvm::StringSet<> definedFunctions;
  /// Defined functions that only wrap a memory-accessing library function
  /// (`printMemrefF32` calling `_mlir_ciface_printMemrefF32`).
  llvm::StringSet<> libraryWrappers;
};

} // namespace

FailureOr<LLVM::LLVMFuncOp> Instrumenter::declare(StringRef name, Type result,
                                                  ArrayRef<Type> params) {
  auto type = LLVM::LLVMFunctionType::get(result, params);
  if (Operation *existing = module.lookupSymbol(name)) {
    auto func = dyn_cast<LLVM::LLVMFuncOp>(existing);
    if (func && func.getFunctionType() == type)
      return func;
    existing->emitError("reclaim-run: the program defines '")
        << name << "', which is reserved for reclaim-run's runtime";
    return failure();
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
}

LogicalResult Instrumenter::declareRuntime() {
  Type voidType = LLVM::LLVMVoidType::get(module.getContext());
  FailureOr<LLVM::LLVMFuncOp> alloc =
      declare("__reclaim_alloc", ptr, {i64, i32});
  FailureOr<LLVM::LLVMFuncOp> alignedAlloc =
      declare("__reclaim_aligned_alloc", ptr, {i64, i64, i32});
  FailureOr<LLVM::LLVMFuncOp> free =
      declare("__reclaim_free", voidType, {ptr, i32});
  FailureOr<LLVM::LLVMFuncOp> checkAccess =
      declare("__reclaim_check_access", voidType, {ptr, i64, i32, i32});
  FailureOr<LLVM::LLVMFuncOp> setSite =
      declare("__reclaim_set_site", voidType, {i32});
  if (failed(alloc) || failed(alignedAlloc) || failed(free) ||
      failed(checkAccess) || failed(setSite))
    return failure();
  // The shadow call stack (runtime globals).
  for (StringRef name : {"__reclaim_call_stack", "__reclaim_call_depth"}) {
    if (Operation *existing = module.lookupSymbol(name)) {
      existing->emitError("reclaim-run: the program defines '")
          << name << "', which is reserved for reclaim-run's runtime";
      return failure();
    }
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  callStack = LLVM::GlobalOp::create(
      builder, module.getLoc(),
      LLVM::LLVMArrayType::get(i32, runtime::kShadowStackSize),
      /*isConstant=*/false, LLVM::Linkage::External, "__reclaim_call_stack",
      Attribute());
  callDepth =
      LLVM::GlobalOp::create(builder, module.getLoc(), i64,
                             /*isConstant=*/false, LLVM::Linkage::External,
                             "__reclaim_call_depth", Attribute());
  allocFn = *alloc;
  alignedAllocFn = *alignedAlloc;
  freeFn = *free;
  checkFn = *checkAccess;
  setSiteFn = *setSite;
  return success();
}

Value Instrumenter::siteConstant(Operation *op) {
  int32_t site = sites.getSite(op->getLoc(), op->getName().getStringRef());
  return LLVM::ConstantOp::create(builder, op->getLoc(), i32, int64_t(site));
}

Value Instrumenter::i64Constant(Location loc, uint64_t value) {
  return LLVM::ConstantOp::create(builder, loc, i64, int64_t(value));
}

void Instrumenter::check(Operation *op, Value address, Value size,
                         uint32_t kind) {
  if (isNonHeapPointer(address))
    return;
  builder.setInsertionPoint(op);
  Location loc = op->getLoc();
  if (size.getType() != i64)
    size = LLVM::ZExtOp::create(builder, loc, i64, size);
  Value kindValue = LLVM::ConstantOp::create(builder, loc, i32, int64_t(kind));
  LLVM::CallOp::create(builder, loc, checkFn,
                       ValueRange{address, size, kindValue, siteConstant(op)});
}

void Instrumenter::check(Operation *op, Value address, Type accessType,
                         uint32_t kind) {
  std::optional<uint64_t> size = getStoreSize(accessType, layout);
  if (!size) {
    // Scalable vectors: check the start address only.
    size = 1;
    kind |= runtime::AccessMasked;
  }
  if (isNonHeapPointer(address))
    return;
  builder.setInsertionPoint(op);
  check(op, address, i64Constant(op->getLoc(), *size), kind);
}

/// Maintains the shadow call stack around a call of a program function:
///
///   llvm.call @f() : () -> ()
///
/// becomes
///
///   %depth = llvm.load @__reclaim_call_depth : i64
///   %slot = llvm.urem %depth, 4096 (an `and`)
///   %entry = llvm.getelementptr @__reclaim_call_stack[0, %slot]
///   llvm.store %site, %entry : i32
///   llvm.store %depth + 1, @__reclaim_call_depth : i64
///   llvm.call @f() : () -> ()
///   llvm.store %depth, @__reclaim_call_depth : i64
void Instrumenter::pushCallSite(LLVM::CallOp call) {
  Location loc = call.getLoc();
  builder.setInsertionPoint(call);
  Value depthAddress = LLVM::AddressOfOp::create(builder, loc, callDepth);
  Value stackAddress = LLVM::AddressOfOp::create(builder, loc, callStack);
  Value depth = LLVM::LoadOp::create(builder, loc, i64, depthAddress);
  Value slot = LLVM::AndOp::create(
      builder, loc, depth, i64Constant(loc, runtime::kShadowStackSize - 1));
  Value entry =
      LLVM::GEPOp::create(builder, loc, ptr, callStack.getType(), stackAddress,
                          ArrayRef<LLVM::GEPArg>{0, slot});
  LLVM::StoreOp::create(builder, loc, siteConstant(call), entry);
  Value deeper = LLVM::AddOp::create(builder, loc, depth, i64Constant(loc, 1));
  LLVM::StoreOp::create(builder, loc, deeper, depthAddress);
  builder.setInsertionPointAfter(call);
  LLVM::StoreOp::create(builder, loc, depth, depthAddress);
}

void Instrumenter::instrumentCall(LLVM::CallOp call) {
  std::optional<StringRef> callee = call.getCallee();
  if (!callee) {
    // An indirect call may enter the program.
    pushCallSite(call);
    return;
  }
  StringRef name = *callee;
  if (name.starts_with(kPinFunctionPrefix)) {
    call->erase();
    return;
  }
  OperandRange args = call.getArgOperands();
  auto replace = [&](LLVM::LLVMFuncOp fn) {
    builder.setInsertionPoint(call);
    SmallVector<Value> operands(args.begin(), args.end());
    operands.push_back(siteConstant(call));
    auto newCall = LLVM::CallOp::create(builder, call.getLoc(), fn, operands);
    call->replaceAllUsesWith(newCall->getResults());
    call->erase();
  };
  auto types = [&](std::initializer_list<Type> expected) {
    return args.size() == expected.size() &&
           llvm::equal(args.getTypes(), expected);
  };

  if ((name == "_mlir_memref_to_llvm_alloc" || name == "malloc") &&
      types({i64}) && call->getNumResults() == 1)
    return replace(allocFn);
  if ((name == "_mlir_memref_to_llvm_aligned_alloc" ||
       name == "aligned_alloc") &&
      types({i64, i64}) && call->getNumResults() == 1)
    return replace(alignedAllocFn);
  if ((name == "_mlir_memref_to_llvm_free" || name == "free") && types({ptr}) &&
      call->getNumResults() == 0)
    return replace(freeFn);
  // With llvm.emit_c_interface, the program defines a wrapper of the same
  // name that calls the runtime's _mlir_ciface_ function: the wrapper is
  // transparent, the site is the caller's.
  if (definedFunctions.contains(name) && !libraryWrappers.contains(name)) {
    pushCallSite(call);
    return;
  }
  auto parent = call->getParentOfType<LLVM::LLVMFuncOp>();
  if (isMemoryAccessingLibraryFunction(name) &&
      !(parent && libraryWrappers.contains(parent.getName()))) {
    builder.setInsertionPoint(call);
    LLVM::CallOp::create(builder, call.getLoc(), setSiteFn,
                         ValueRange{siteConstant(call)});
  }
}

LogicalResult Instrumenter::run() {
  if (failed(declareRuntime()))
    return failure();
  for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
    if (func.isExternal())
      continue;
    definedFunctions.insert(func.getName());
    if (!isMemoryAccessingLibraryFunction(func.getName()))
      continue;
    std::string wrapped = ("_mlir_ciface_" + func.getName()).str();
    func.walk([&](LLVM::CallOp call) {
      if (call.getCallee() == StringRef(wrapped))
        libraryWrappers.insert(func.getName());
    });
  }

  SmallVector<Operation *> worklist;
  module->walk([&](Operation *op) {
    if (isa<LLVM::CallOp, LLVM::LoadOp, LLVM::StoreOp, LLVM::AtomicRMWOp,
            LLVM::AtomicCmpXchgOp, LLVM::MemcpyOp, LLVM::MemcpyInlineOp,
            LLVM::MemmoveOp, LLVM::MemsetOp, LLVM::MemsetInlineOp,
            LLVM::MaskedLoadOp, LLVM::MaskedStoreOp>(op))
      worklist.push_back(op);
  });

  using namespace runtime;
  for (Operation *op : worklist) {
    Location loc = op->getLoc();
    if (auto call = dyn_cast<LLVM::CallOp>(op)) {
      instrumentCall(call);
    } else if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
      check(op, load.getAddr(), load.getType(), AccessRead);
    } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      check(op, store.getAddr(), store.getValue().getType(), AccessWrite);
    } else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
      check(op, rmw.getPtr(), rmw.getVal().getType(), AccessReadWrite);
    } else if (auto cmpxchg = dyn_cast<LLVM::AtomicCmpXchgOp>(op)) {
      check(op, cmpxchg.getPtr(), cmpxchg.getVal().getType(), AccessReadWrite);
    } else if (auto memcpy = dyn_cast<LLVM::MemcpyOp>(op)) {
      check(op, memcpy.getSrc(), memcpy.getLen(), AccessRead);
      check(op, memcpy.getDst(), memcpy.getLen(), AccessWrite);
    } else if (auto memmove = dyn_cast<LLVM::MemmoveOp>(op)) {
      check(op, memmove.getSrc(), memmove.getLen(), AccessRead);
      check(op, memmove.getDst(), memmove.getLen(), AccessWrite);
    } else if (auto memset = dyn_cast<LLVM::MemsetOp>(op)) {
      check(op, memset.getDst(), memset.getLen(), AccessWrite);
    } else if (auto memcpy = dyn_cast<LLVM::MemcpyInlineOp>(op)) {
      builder.setInsertionPoint(op);
      Value len = i64Constant(loc, memcpy.getLen().getZExtValue());
      check(op, memcpy.getSrc(), len, AccessRead);
      check(op, memcpy.getDst(), len, AccessWrite);
    } else if (auto memset = dyn_cast<LLVM::MemsetInlineOp>(op)) {
      builder.setInsertionPoint(op);
      Value len = i64Constant(loc, memset.getLen().getZExtValue());
      check(op, memset.getDst(), len, AccessWrite);
    } else if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op)) {
      builder.setInsertionPoint(op);
      check(op, load.getData(), i64Constant(loc, 1), AccessRead | AccessMasked);
    } else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op)) {
      builder.setInsertionPoint(op);
      check(op, store.getData(), i64Constant(loc, 1),
            AccessWrite | AccessMasked);
    }
  }

  for (auto func :
       llvm::make_early_inc_range(module.getOps<LLVM::LLVMFuncOp>()))
    if (func.getName().starts_with(kPinFunctionPrefix))
      func.erase();
  return success();
}

LogicalResult reclaim::run::instrument(ModuleOp module, SiteTable &sites) {
  return Instrumenter(module, sites).run();
}

//===----------------------------------------------------------------------===//
// Entry function
//===----------------------------------------------------------------------===//

/// Maps a lowered LLVM type to a supported scalar kind.
static std::optional<ScalarType> getScalarType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    if (integer.getWidth() <= 64)
      return ScalarType{ScalarKind::Int, integer.getWidth()};
  if (type.isF32())
    return ScalarType{ScalarKind::Float, 32};
  if (type.isF64())
    return ScalarType{ScalarKind::Double, 64};
  return std::nullopt;
}

FailureOr<EntrySignature> reclaim::run::getEntrySignature(ModuleOp module,
                                                          StringRef name) {
  auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
  if (!func) {
    emitError(UnknownLoc::get(module.getContext()),
              "reclaim-run: entry function '@")
        << name << "' not found after lowering";
    return failure();
  }
  if (func.isExternal() || func.isVarArg()) {
    func.emitError("reclaim-run: entry function '@")
        << name << "' " << (func.isExternal() ? "has no body" : "is variadic");
    return failure();
  }
  EntrySignature signature;
  LLVM::LLVMFunctionType type = func.getFunctionType();
  for (auto [index, param] : llvm::enumerate(type.getParams())) {
    std::optional<ScalarType> scalar = getScalarType(param);
    if (!scalar) {
      func.emitError("reclaim-run: parameter #")
          << index << " of entry function '@" << name << "' has type " << param
          << " after lowering; only integer, index, f32 and f64 parameters "
             "are supported";
      return failure();
    }
    signature.params.push_back(*scalar);
  }
  Type result = type.getReturnType();
  if (!isa<LLVM::LLVMVoidType>(result)) {
    std::optional<ScalarType> scalar = getScalarType(result);
    if (!scalar) {
      func.emitError("reclaim-run: entry function '@")
          << name << "' returns " << result
          << " after lowering; only no result or one integer, index, f32 or "
             "f64 result is supported";
      return failure();
    }
    signature.result = scalar;
  }
  return signature;
}

//===----------------------------------------------------------------------===//
// External symbols
//===----------------------------------------------------------------------===//

ExternalSymbols::ExternalSymbols() {
  for (const runtime::Symbol &symbol : runtime::getSymbols())
    registered.try_emplace(symbol.name, symbol.address);
}

llvm::Error ExternalSymbols::loadLibrary(StringRef path) {
  std::string error;
  auto library = llvm::sys::DynamicLibrary::getPermanentLibrary(
      path.str().c_str(), &error);
  if (!library.isValid())
    return llvm::createStringError(error);
  // Libraries that do not export their functions as dynamic symbols register
  // them through this hook (the ExecutionEngine convention).
  using Init = void (*)(llvm::StringMap<void *> &);
  if (auto init = reinterpret_cast<Init>(
          library.getAddressOfSymbol("__mlir_execution_engine_init"))) {
    llvm::StringMap<void *> exported;
    init(exported);
    for (auto &entry : exported)
      registered.try_emplace(entry.getKey(), entry.getValue());
  }
  return llvm::Error::success();
}

void *ExternalSymbols::lookup(StringRef name) const {
  auto it = registered.find(name);
  return it == registered.end() ? nullptr : it->second;
}

bool ExternalSymbols::resolves(StringRef name) const {
  return lookup(name) ||
         llvm::sys::DynamicLibrary::SearchForAddressOfSymbol(name.str());
}

LogicalResult
reclaim::run::checkExternalSymbols(ModuleOp module,
                                   const ExternalSymbols &symbols) {
  bool ok = true;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!func.isExternal() || symbols.resolves(func.getName()))
      continue;
    if (SymbolTable::symbolKnownUseEmpty(func, module))
      continue;
    func.emitError("reclaim-run: external function '@")
        << func.getName()
        << "' is neither defined by the program nor provided by "
           "reclaim-run's runtime or a --shared-libs library";
    ok = false;
  }
  return success(ok);
}
