//===- Execution.cpp - JIT compilation and isolated runs of reclaim-run ---===//
//
// Compiles an instrumented module with ORC's LLJIT (in the parent process; the
// optimisation and code generation level is --opt-level) and runs its entry
// function in a forked child, so that a crash or a hang of the program cannot
// take the checker down. The child streams its
// output, defects and statistics to the parent through a pipe as framed
// messages (tag byte, 32-bit length, payload); both ends are the same binary,
// so payloads are raw structs. Defects are sent as soon as they occur, so a
// later crash does not lose them.
//
//===----------------------------------------------------------------------===//

#include "ReclaimRun.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir;
using namespace reclaim;
using namespace reclaim::run;

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

CompiledProgram::~CompiledProgram() = default;

namespace {

/// The LLJIT instance that holds the program's code.
class JitProgram : public CompiledProgram {
public:
  explicit JitProgram(std::unique_ptr<llvm::orc::LLJIT> jit)
      : jit(std::move(jit)) {}
  void initialize() override {
    llvm::consumeError(this->jit->initialize(this->jit->getMainJITDylib()));
  }

private:
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

/// Name of the packed wrapper of the entry function.
constexpr llvm::StringLiteral kPackedEntryName = "__reclaim_packed_entry";

/// Adds `void __reclaim_packed_entry(void **args)` calling `entry` with
/// *args[0], ..., *args[n-1] and storing its result to args[n]:
///
///   llvm.func @__reclaim_packed_entry(%args: !llvm.ptr) {
///     %p0 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
///     %a0 = llvm.load %p0 : !llvm.ptr -> !llvm.ptr
///     %v0 = llvm.load %a0 : !llvm.ptr -> i64
///     %r = llvm.call @main(%v0) : (i64) -> f32
///     ... store %r through *args[1]
///   }
///
/// It is added after instrumentation: its accesses are not the program's.
LLVM::LLVMFuncOp addPackedEntry(ModuleOp module, LLVM::LLVMFuncOp entry) {
  MLIRContext *ctx = module.getContext();
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(module.getBody());
  Location loc = entry.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto wrapper = LLVM::LLVMFuncOp::create(
      builder, loc, kPackedEntryName,
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {ptr}));
  Block *body = wrapper.addEntryBlock(builder);
  builder.setInsertionPointToStart(body);
  Value args = body->getArgument(0);
  auto slot = [&](int64_t index) -> Value {
    Value address = LLVM::GEPOp::create(builder, loc, ptr, ptr, args,
                                        ArrayRef<LLVM::GEPArg>{index});
    return LLVM::LoadOp::create(builder, loc, ptr, address);
  };
  LLVM::LLVMFunctionType type = entry.getFunctionType();
  SmallVector<Value> operands;
  for (auto [index, param] : llvm::enumerate(type.getParams()))
    operands.push_back(LLVM::LoadOp::create(builder, loc, param, slot(index)));
  auto call = LLVM::CallOp::create(builder, loc, entry, operands);
  if (!isa<LLVM::LLVMVoidType>(type.getReturnType()))
    LLVM::StoreOp::create(builder, loc, call.getResult(),
                          slot(type.getNumParams()));
  LLVM::ReturnOp::create(builder, loc, ValueRange());
  return wrapper;
}

} // namespace

std::unique_ptr<CompiledProgram>
reclaim::run::compile(ModuleOp module, StringRef entry, unsigned optLevel,
                      const ExternalSymbols &symbols,
                      void (**packedEntry)(void **)) {
  auto entryFunc = module.lookupSymbol<LLVM::LLVMFuncOp>(entry);
  // Errors point at the entry function (the module's location is file:0:0).
  Location where = entryFunc ? entryFunc.getLoc()
                             : Location(UnknownLoc::get(module.getContext()));
  auto fail = [&](const llvm::Twine &what,
                  llvm::Error error) -> std::unique_ptr<CompiledProgram> {
    emitError(where, "reclaim-run: ")
        << what << ": " << llvm::toString(std::move(error));
    return nullptr;
  };
  if (!entryFunc)
    return fail("JIT compilation failed",
                llvm::createStringError("no entry function"));
  LLVM::LLVMFuncOp wrapper = addPackedEntry(module, entryFunc);
  // The program's own definitions win: a registered symbol of the same name
  // would be a duplicate definition (e.g. a program defining printF32).
  llvm::StringSet<> defined;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (!func.isExternal())
      defined.insert(func.getName());

  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return fail("cannot target the host", builder.takeError());
  llvm::CodeGenOptLevel codeGenLevel =
      optLevel == 0   ? llvm::CodeGenOptLevel::None
      : optLevel == 1 ? llvm::CodeGenOptLevel::Less
      : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                      : llvm::CodeGenOptLevel::Aggressive;
  builder->setCodeGenOptLevel(codeGenLevel);
  auto targetMachine = builder->createTargetMachine();
  if (!targetMachine)
    return fail("cannot target the host", targetMachine.takeError());

  auto context = std::make_unique<llvm::LLVMContext>();
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, *context, "reclaim-run");
  wrapper.erase();
  if (!llvmModule)
    return fail("JIT compilation failed",
                llvm::createStringError("translation to LLVM IR failed"));
  llvmModule->setDataLayout((*targetMachine)->createDataLayout());
  llvmModule->setTargetTriple((*targetMachine)->getTargetTriple());
  if (optLevel > 0) {
    auto optimize = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                              targetMachine->get());
    if (llvm::Error error = optimize(llvmModule.get()))
      return fail("LLVM optimisation failed", std::move(error));
  }

  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(*builder))
                 .create();
  if (!jit)
    return fail("cannot create the JIT", jit.takeError());
  llvm::orc::JITDylib &library = (*jit)->getMainJITDylib();
  llvm::orc::MangleAndInterner mangle((*jit)->getExecutionSession(),
                                      (*jit)->getDataLayout());
  llvm::orc::SymbolMap map;
  for (const auto &symbol : symbols.getRegistered())
    if (!defined.contains(symbol.getKey()))
      map[mangle(symbol.getKey())] = {
          llvm::orc::ExecutorAddr::fromPtr(symbol.getValue()),
          llvm::JITSymbolFlags::Exported};
  if (llvm::Error error = library.define(llvm::orc::absoluteSymbols(map)))
    return fail("JIT compilation failed", std::move(error));
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*jit)->getDataLayout().getGlobalPrefix());
  if (!process)
    return fail("JIT compilation failed", process.takeError());
  library.addGenerator(std::move(*process));
  if (llvm::Error error = (*jit)->addIRModule(llvm::orc::ThreadSafeModule(
          std::move(llvmModule), std::move(context))))
    return fail("JIT compilation failed", std::move(error));
  // Looking up the wrapper materializes (compiles and links) the module.
  auto address = (*jit)->lookup(kPackedEntryName);
  if (!address)
    return fail("cannot link the program", address.takeError());
  *packedEntry = address->toPtr<void (*)(void **)>();
  return std::make_unique<JitProgram>(std::move(*jit));
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

llvm::Expected<std::vector<ScalarValue>>
reclaim::run::parseArguments(StringRef text, const EntrySignature &signature) {
  SmallVector<StringRef> pieces;
  if (!text.trim().empty())
    text.split(pieces, ',');
  if (pieces.size() != signature.params.size())
    return llvm::createStringError(
        "the entry function takes %zu argument(s) but --args gives %zu",
        signature.params.size(), pieces.size());
  std::vector<ScalarValue> values;
  for (auto [index, piece] : llvm::enumerate(pieces)) {
    piece = piece.trim();
    const ScalarType &type = signature.params[index];
    ScalarValue value;
    std::memset(&value, 0, sizeof(value));
    if (type.kind == ScalarKind::Int) {
      int64_t parsed = 0;
      if (type.width == 1 && (piece == "true" || piece == "false")) {
        parsed = piece == "true";
      } else if (piece.getAsInteger(0, parsed)) {
        uint64_t unsignedValue = 0;
        if (piece.getAsInteger(0, unsignedValue))
          return llvm::createStringError("argument #%zu ('%s') is not an "
                                         "integer",
                                         index, piece.str().c_str());
        parsed = int64_t(unsignedValue);
      }
      if (type.width < 64 && !llvm::isIntN(type.width, parsed) &&
          !llvm::isUIntN(type.width, uint64_t(parsed)))
        return llvm::createStringError("argument #%zu (%s) does not fit in i%u",
                                       index, piece.str().c_str(), type.width);
      value.i = parsed;
    } else {
      double parsed = 0;
      if (piece.getAsDouble(parsed))
        return llvm::createStringError("argument #%zu ('%s') is not a "
                                       "floating-point number",
                                       index, piece.str().c_str());
      if (type.kind == ScalarKind::Float)
        value.f = float(parsed);
      else
        value.d = parsed;
    }
    values.push_back(value);
  }
  return values;
}

//===----------------------------------------------------------------------===//
// Child side
//===----------------------------------------------------------------------===//

namespace {

/// Message tags of the child-to-parent protocol.
enum Tag : uint8_t {
  TagOutput = 'O',
  /// uint64 index + Defect; a later message with the same index replaces it.
  TagDefect = 'D',
  TagStats = 'S',
  /// uint32 stack id + int32 call-site ids.
  TagStack = 'K',
  /// A chunk of runtime::BlockRecord.
  TagBlocks = 'B',
  TagDone = 'F',
};

/// Writes all of `data` or exits the child (the parent is gone).
void writeAll(int fd, const void *data, size_t size) {
  const char *bytes = static_cast<const char *>(data);
  while (size > 0) {
    ssize_t n = ::write(fd, bytes, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      _exit(125);
    bytes += n;
    size -= size_t(n);
  }
}

void sendMessage(int fd, Tag tag, const void *payload, uint32_t size) {
  char header[5];
  header[0] = char(tag);
  std::memcpy(header + 1, &size, sizeof(size));
  writeAll(fd, header, sizeof(header));
  writeAll(fd, payload, size);
}

void sendDefect(int fd, size_t index, const runtime::Defect &defect) {
  char payload[sizeof(uint64_t) + sizeof(runtime::Defect)];
  uint64_t index64 = index;
  std::memcpy(payload, &index64, sizeof(index64));
  std::memcpy(payload + sizeof(index64), &defect, sizeof(defect));
  sendMessage(fd, TagDefect, payload, sizeof(payload));
}

/// Forwards the runtime's events to the parent.
class PipeListener : public runtime::Listener {
public:
  explicit PipeListener(int fd) : fd(fd) {}
  void onOutput(const char *data, size_t size) override {
    while (size > 0) {
      uint32_t chunk = uint32_t(std::min<size_t>(size, 1 << 20));
      sendMessage(fd, TagOutput, data, chunk);
      data += chunk;
      size -= chunk;
    }
  }
  void onDefect(size_t index, const runtime::Defect &defect) override {
    sendDefect(fd, index, defect);
  }
  void onStack(uint32_t id, const int32_t *frames, size_t size) override {
    char payload[sizeof(uint32_t) + runtime::kMaxStackFrames * sizeof(int32_t)];
    size = std::min<size_t>(size, runtime::kMaxStackFrames);
    std::memcpy(payload, &id, sizeof(id));
    std::memcpy(payload + sizeof(id), frames, size * sizeof(int32_t));
    sendMessage(fd, TagStack, payload,
                uint32_t(sizeof(id) + size * sizeof(int32_t)));
  }

private:
  int fd;
};

/// Formats the entry function's result as the last line of output.
std::string formatResult(const ScalarType &type, const ScalarValue &value) {
  char buf[64];
  switch (type.kind) {
  case ScalarKind::Int: {
    uint64_t raw = value.raw[0];
    if (type.width == 1)
      std::snprintf(buf, sizeof(buf), "%d\n", int(raw & 1));
    else
      std::snprintf(
          buf, sizeof(buf), "%lld\n",
          static_cast<long long>(llvm::SignExtend64(
              raw & llvm::maskTrailingOnes<uint64_t>(type.width), type.width)));
    break;
  }
  case ScalarKind::Float:
    std::snprintf(buf, sizeof(buf), "%g\n", double(value.f));
    break;
  case ScalarKind::Double:
    std::snprintf(buf, sizeof(buf), "%g\n", value.d);
    break;
  }
  return buf;
}

[[noreturn]] void runChild(int fd, CompiledProgram &program,
                           void (*packedEntry)(void **),
                           const EntrySignature &signature,
                           std::vector<ScalarValue> &args,
                           const RunOptions &options) {
  // A crashing program must not leave core files behind.
  struct rlimit noCore = {0, 0};
  setrlimit(RLIMIT_CORE, &noCore);
  // LLVM's crash handlers (stack dumps) belong to the checker, not to the
  // program: let a crash simply kill the child; the parent reports it.
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS})
    std::signal(sig, SIG_DFL);

  PipeListener listener(fd);
  std::FILE *trace = nullptr;
  if (!options.tracePath.empty()) {
    trace = std::fopen(options.tracePath.c_str(), "w");
    if (trace)
      std::fputs(options.traceHeader.c_str(), trace);
  }
  runtime::Options runtimeOptions;
  runtimeOptions.quarantineBytes = options.quarantineBytes;
  runtimeOptions.trace = trace;
  runtimeOptions.listener = &listener;
  runtime::initialize(runtimeOptions);

  program.initialize();
  std::vector<void *> pointers;
  for (ScalarValue &arg : args)
    pointers.push_back(&arg);
  ScalarValue result;
  std::memset(&result, 0, sizeof(result));
  if (signature.result)
    pointers.push_back(&result);
  packedEntry(pointers.data());

  runtime::flushOutput();
  if (signature.result) {
    std::string text = formatResult(*signature.result, result);
    listener.onOutput(text.data(), text.size());
  }
  runtime::finish();
  // Resend every defect with its final count (and leak totals).
  const std::vector<runtime::Defect> &defects = runtime::getDefects();
  for (size_t i = 0; i < defects.size(); ++i)
    sendDefect(fd, i, defects[i]);
  runtime::Stats stats = runtime::getStats();
  sendMessage(fd, TagStats, &stats, sizeof(stats));
  if (options.collectBlocks) {
    std::vector<runtime::BlockRecord> blocks = runtime::getBlockRecords();
    constexpr size_t kChunk = 1 << 14;
    for (size_t i = 0; i < blocks.size(); i += kChunk) {
      size_t n = std::min(kChunk, blocks.size() - i);
      sendMessage(fd, TagBlocks, blocks.data() + i,
                  uint32_t(n * sizeof(runtime::BlockRecord)));
    }
  }
  if (trace) {
    // The call chains of the events' "stack" ids.
    std::fputs("\n],\"stacks\":[", trace);
    for (uint32_t id = 0;; ++id) {
      std::vector<int32_t> frames = runtime::getStack(id);
      if (id > 0 && frames.empty())
        break;
      std::fprintf(trace, "%s\n{\"id\":%u,\"frames\":[", id ? "," : "", id);
      for (size_t i = 0; i < frames.size(); ++i)
        std::fprintf(trace, "%s%d", i ? "," : "", frames[i]);
      std::fputs("]}", trace);
    }
    std::fputs("\n]}\n", trace);
    std::fclose(trace);
  }
  sendMessage(fd, TagDone, nullptr, 0);
  std::fflush(nullptr);
  ::close(fd);
  _exit(0);
}

//===----------------------------------------------------------------------===//
// Parent side
//===----------------------------------------------------------------------===//

/// Decodes the complete messages at the front of `buffer`.
void decodeMessages(std::string &buffer, RunResult &result, bool &done,
                    bool echo) {
  size_t pos = 0;
  while (buffer.size() - pos >= 5) {
    uint32_t size;
    std::memcpy(&size, buffer.data() + pos + 1, sizeof(size));
    if (buffer.size() - pos - 5 < size)
      break;
    char tag = buffer[pos];
    const char *payload = buffer.data() + pos + 5;
    switch (tag) {
    case TagOutput:
      result.output.append(payload, size);
      if (echo) {
        llvm::outs().write(payload, size);
        llvm::outs().flush();
      }
      break;
    case TagDefect:
      if (size == sizeof(uint64_t) + sizeof(runtime::Defect)) {
        uint64_t index;
        std::memcpy(&index, payload, sizeof(index));
        if (result.defects.size() <= index)
          result.defects.resize(index + 1);
        std::memcpy(&result.defects[index], payload + sizeof(index),
                    sizeof(runtime::Defect));
      }
      break;
    case TagStats:
      if (size == sizeof(runtime::Stats)) {
        runtime::Stats stats;
        std::memcpy(&stats, payload, sizeof(stats));
        result.stats = stats;
      }
      break;
    case TagStack:
      if (size >= sizeof(uint32_t) && (size - sizeof(uint32_t)) % 4 == 0) {
        uint32_t id;
        std::memcpy(&id, payload, sizeof(id));
        if (result.stacks.size() <= id)
          result.stacks.resize(id + 1);
        std::vector<int32_t> &frames = result.stacks[id];
        frames.resize((size - sizeof(id)) / sizeof(int32_t));
        std::memcpy(frames.data(), payload + sizeof(id),
                    frames.size() * sizeof(int32_t));
      }
      break;
    case TagBlocks:
      if (size % sizeof(runtime::BlockRecord) == 0) {
        size_t old = result.blocks.size();
        result.blocks.resize(old + size / sizeof(runtime::BlockRecord));
        std::memcpy(result.blocks.data() + old, payload, size);
      }
      break;
    case TagDone:
      done = true;
      break;
    default:
      break;
    }
    pos += 5 + size;
  }
  buffer.erase(0, pos);
}

} // namespace

RunResult reclaim::run::execute(CompiledProgram &program,
                                void (*packedEntry)(void **),
                                const EntrySignature &signature,
                                std::vector<ScalarValue> args,
                                const RunOptions &options) {
  RunResult result;
  llvm::outs().flush();
  llvm::errs().flush();
  std::fflush(nullptr);

  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    llvm::errs() << "reclaim-run: error: pipe: " << std::strerror(errno)
                 << "\n";
    return result;
  }
  pid_t pid = ::fork();
  if (pid < 0) {
    llvm::errs() << "reclaim-run: error: fork: " << std::strerror(errno)
                 << "\n";
    ::close(fds[0]);
    ::close(fds[1]);
    return result;
  }
  if (pid == 0) {
    ::close(fds[0]);
    runChild(fds[1], program, packedEntry, signature, args, options);
  }
  ::close(fds[1]);

  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline =
      Clock::now() +
      std::chrono::milliseconds(int64_t(options.timeoutSeconds * 1000.0));
  std::string buffer;
  bool done = false, timedOut = false;
  char chunk[1 << 16];
  while (true) {
    auto remaining = std::chrono::duration_cast<std::chrono::milliseconds>(
                         deadline - Clock::now())
                         .count();
    if (remaining <= 0) {
      timedOut = true;
      ::kill(pid, SIGKILL);
      break;
    }
    struct pollfd pfd = {fds[0], POLLIN, 0};
    int ready = ::poll(&pfd, 1, int(std::min<int64_t>(remaining, 1000)));
    if (ready < 0 && errno != EINTR)
      break;
    if (ready <= 0)
      continue;
    ssize_t n = ::read(fds[0], chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break; // EOF: the child exited or closed the pipe.
    buffer.append(chunk, size_t(n));
    decodeMessages(buffer, result, done, options.echoOutput);
  }
  ::close(fds[0]);

  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timedOut) {
    result.termination = Termination::TimedOut;
  } else if (WIFSIGNALED(status)) {
    result.termination = Termination::Crashed;
    result.code = WTERMSIG(status);
  } else if (done && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    result.termination = Termination::Finished;
  } else {
    result.termination = Termination::Exited;
    result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  return result;
}
