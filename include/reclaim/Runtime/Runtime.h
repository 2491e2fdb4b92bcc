//===- Runtime.h - reclaim-run's allocation-tracking runtime ----*- C++ -*-===//
//
// The runtime linked into reclaim-run and called by the JIT-compiled program:
// tracked allocation and deallocation, access checks, and the print/copy
// library functions that lowered programs call (vector.print, printMemref*,
// memrefCopy). It records defects (leaks, out-of-bounds accesses, bad frees,
// double frees, uses after free) with the *site ids* the instrumentation baked
// into the calls, and with *stack ids*: the call chain read from the shadow
// call stack that the instrumented program maintains inline; the tool maps
// both back to source locations. It also keeps every block's lifetime (event
// times of allocation, free and last access) for the lifetime report.
//
// Freed blocks are quarantined (poisoned and kept allocated) so that an address
// is never reused during a run and every access to freed memory is found.
// Only a bounded amount of memory is quarantined; beyond it the oldest blocks
// are really released and accesses to them are no longer recognized.
//
// The runtime is process-global and single-threaded: reclaim-run runs each
// program in a freshly forked child that calls initialize() once.
//
//===----------------------------------------------------------------------===//

#ifndef RECLAIM_RUNTIME_RUNTIME_H
#define RECLAIM_RUNTIME_RUNTIME_H

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace reclaim::runtime {

/// Site id passed when no source location is known.
constexpr int32_t kUnknownSite = -1;

/// Id of the empty call chain (an event in the entry function itself).
constexpr uint32_t kEmptyStack = 0;

/// Entries of the shadow call stack (a ring buffer: deeper calls overwrite
/// the oldest entries, the innermost kMaxStackFrames stay exact).
constexpr uint64_t kShadowStackSize = 4096;

/// Call sites kept per event (innermost first), like valgrind's
/// --num-callers.
constexpr unsigned kMaxStackFrames = 16;

/// Defect classes, in increasing order of severity.
enum class DefectKind : uint8_t {
  Leak,
  OutOfBounds,
  BadFree,
  DoubleFree,
  UseAfterFree,
};

/// Returns the kebab-case name of a defect class ("use-after-free", ...).
const char *getDefectKindName(DefectKind kind);

/// Kinds of memory accesses (the `kind` operand of __reclaim_check_access).
enum AccessKind : uint32_t {
  AccessRead = 0,
  AccessWrite = 1,
  AccessReadWrite = 2,
  /// Flag: the access is masked, only some bytes may really be touched; only
  /// its start address is checked, and never for out-of-bounds.
  AccessMasked = 4,
};

/// What a pointer passed to a bad free points to.
enum class PointerClass : uint8_t {
  /// Inside a live heap block, but not its start.
  InteriorLive,
  /// Inside a freed (quarantined) heap block, but not its start.
  InteriorFreed,
  /// The current thread's stack (memref.alloca).
  Stack,
  /// The 0xdeadbeef marker that memref.get_global stores as allocated pointer.
  GlobalMarker,
  /// Anything else (globals, foreign memory).
  Unknown,
};

/// One defect. Repeated defects with the same kind and sites are merged and
/// counted.
struct Defect {
  DefectKind kind = DefectKind::Leak;
  /// AccessKind of the faulty access (use after free, out of bounds).
  uint32_t access = AccessRead;
  PointerClass pointer = PointerClass::Unknown;
  /// Site of the faulty access or free; for leaks, the allocation site.
  int32_t site = kUnknownSite;
  /// Site that allocated the block involved, if any.
  int32_t allocSite = kUnknownSite;
  /// Site that freed the block involved (use after free, double free).
  int32_t freeSite = kUnknownSite;
  /// Call chains (stack ids) of `site`, `allocSite` and `freeSite`.
  uint32_t stack = kEmptyStack;
  uint32_t allocStack = kEmptyStack;
  uint32_t freeStack = kEmptyStack;
  /// Size of the block involved in bytes.
  uint64_t blockSize = 0;
  /// Byte offset of the access or freed pointer from the block start.
  int64_t offset = 0;
  /// Bytes accessed; for leaks, the total number of leaked bytes.
  uint64_t size = 0;
  /// Number of occurrences; for leaks, the number of leaked blocks.
  uint64_t count = 1;
  /// Address passed to a bad free that hits no block (diagnostics only).
  uint64_t address = 0;
};

/// Counters of one run.
struct Stats {
  /// Allocations and (successful) deallocations.
  uint64_t allocs = 0;
  uint64_t frees = 0;
  /// Sum of the sizes of all allocations.
  uint64_t bytesAllocated = 0;
  /// Maximum number of live (allocated, not yet freed) bytes.
  uint64_t peakBytes = 0;
  /// Liveness lower bound of the peak: the peak if every block were freed
  /// right after its last access.
  uint64_t idealPeakBytes = 0;
  /// Blocks and bytes still live when the entry function returned.
  uint64_t liveBlocksAtExit = 0;
  uint64_t liveBytesAtExit = 0;
  /// Checked accesses that hit a tracked block.
  uint64_t trackedAccesses = 0;
  /// Quarantined blocks really released because the cap was reached.
  uint64_t releasedFromQuarantine = 0;
  /// Value of the event clock at the end (allocs, frees, tracked accesses).
  uint64_t events = 0;
};

/// The lifetime of one heap block, for the lifetime report. Times are values
/// of the event clock.
struct BlockRecord {
  uint64_t allocTime = 0;
  /// 0 if the block was never freed.
  uint64_t freeTime = 0;
  /// allocTime if the block was never accessed.
  uint64_t lastAccessTime = 0;
  uint64_t size = 0;
  int32_t allocSite = kUnknownSite;
  uint32_t allocStack = kEmptyStack;
};

/// Receives the events of a run (in reclaim-run: forwards them to the parent
/// process through a pipe).
class Listener {
public:
  virtual ~Listener();
  /// Program output (vector.print, printMemref*, ...).
  virtual void onOutput(const char *data, size_t size) = 0;
  /// First occurrence of a defect; `index` identifies it in getDefects().
  virtual void onDefect(size_t index, const Defect &defect) = 0;
  /// A new call chain: stack id `id` is the call sites `frames[0..size)`,
  /// innermost first. Called before any defect that uses the id.
  virtual void onStack(uint32_t id, const int32_t *frames, size_t size) = 0;
};

/// Options of a run.
struct Options {
  /// Bytes of freed blocks kept in quarantine before the oldest are released.
  uint64_t quarantineBytes = uint64_t(2048) << 20;
  /// If set, every alloc/free/access event is written here as one JSON object
  /// per line, separated by commas (the caller writes the enclosing array).
  std::FILE *trace = nullptr;
  /// Receives output and defects; must outlive the run.
  Listener *listener = nullptr;
};

/// Starts a run.
void initialize(const Options &options);

/// Ends a run: reports blocks still live as leaks (one defect per allocation
/// site) and computes the final statistics.
void finish();

/// Defects found so far, merged, in order of first occurrence.
const std::vector<Defect> &getDefects();

/// Statistics of the run (complete after finish()).
Stats getStats();

/// The lifetime of every block allocated so far, in allocation order.
std::vector<BlockRecord> getBlockRecords();

/// The call sites of stack id `id`, innermost first.
std::vector<int32_t> getStack(uint32_t id);

/// Flushes buffered program output to the listener.
void flushOutput();

/// A function the JIT-compiled program may call.
struct Symbol {
  const char *name;
  void *address;
};

/// Every function of the runtime, for registration with the JIT.
const std::vector<Symbol> &getSymbols();

} // namespace reclaim::runtime

extern "C" {
/// Replacement of _mlir_memref_to_llvm_alloc / malloc.
void *__reclaim_alloc(uint64_t size, int32_t site);
/// Replacement of _mlir_memref_to_llvm_aligned_alloc / aligned_alloc.
void *__reclaim_aligned_alloc(uint64_t alignment, uint64_t size, int32_t site);
/// Replacement of _mlir_memref_to_llvm_free / free.
void __reclaim_free(void *ptr, int32_t site);
/// Inserted before every memory access of the program.
void __reclaim_check_access(void *ptr, uint64_t size, uint32_t kind,
                            int32_t site);
/// Inserted before calls to runtime library functions that access memory
/// (memrefCopy, printMemref*), which attribute their accesses to this site.
void __reclaim_set_site(int32_t site);

/// The shadow call stack: around every call of a function of the program the
/// instrumentation stores the call's site id at
/// __reclaim_call_stack[__reclaim_call_depth % kShadowStackSize], increments
/// the depth, and restores it after the call (inline code, no call).
extern int32_t __reclaim_call_stack[reclaim::runtime::kShadowStackSize];
extern uint64_t __reclaim_call_depth;
} // extern "C"

#endif // RECLAIM_RUNTIME_RUNTIME_H
