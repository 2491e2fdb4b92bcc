//===- Runtime.cpp - reclaim-run's allocation-tracking runtime ------------===//
//
// Implements the tracking allocator, the access checks and the library
// functions (printing, memrefCopy) called by programs run under reclaim-run.
//
// Blocks are kept in a std::map keyed by start address plus a one-entry cache.
// Each allocation gets a small red zone after its end so that an access running
// past the end lands in the same block and is reported as out of bounds; an
// access farther away may hit another block or untracked memory and is then
// attributed accordingly (or ignored). Freed blocks stay allocated and
// poisoned in a FIFO quarantine bounded by Options::quarantineBytes.
//
// Accesses to memory outside every tracked block (stack, globals, host memory)
// are not checked.
//
//===----------------------------------------------------------------------===//

#include "reclaim/Runtime/Runtime.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <complex>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>

#include <pthread.h>

using namespace reclaim::runtime;

Listener::~Listener() = default;

//===----------------------------------------------------------------------===//
// Tracker state
//===----------------------------------------------------------------------===//

namespace {

/// Bytes added after every block to catch accesses just past its end.
constexpr uint64_t kRedZone = 32;
/// Pattern written into fresh blocks (deterministic uninitialized contents).
constexpr int kFreshPattern = 0xCB;
/// Pattern written into freed blocks.
constexpr int kFreedPattern = 0xDD;
/// memref.get_global stores this constant as the allocated pointer.
constexpr uintptr_t kGlobalMarker = 0xdeadbeef;
constexpr uint32_t kNoBlock = UINT32_MAX;

enum class BlockState : uint8_t { Live, Freed, Released };

/// One allocation of the program.
struct Block {
  uintptr_t start = 0;
  uint64_t size = 0;
  /// size plus red zone: the extent that belongs to this block.
  uint64_t reserved = 0;
  /// What to pass to std::free when the block is released.
  void *raw = nullptr;
  int32_t allocSite = kUnknownSite;
  int32_t freeSite = kUnknownSite;
  uint32_t allocStack = kEmptyStack;
  uint32_t freeStack = kEmptyStack;
  uint64_t allocTime = 0;
  uint64_t freeTime = 0;
  uint64_t lastAccessTime = 0;
  BlockState state = BlockState::Live;
};

/// All state of a run.
struct Tracker {
  Options options;
  std::vector<Block> blocks;
  /// Start address -> index into blocks, for live and quarantined blocks.
  std::map<uintptr_t, uint32_t> byStart;
  std::deque<uint32_t> quarantine;
  uint64_t quarantinedBytes = 0;
  uint32_t cache = kNoBlock;
  /// Global event counter (allocs, frees, tracked accesses).
  uint64_t clock = 0;
  uint64_t liveBytes = 0;
  Stats stats;
  std::vector<Defect> defects;
  std::map<std::tuple<int, int32_t, int32_t, int32_t, uint32_t, int, uint32_t,
                      uint32_t, uint32_t>,
           size_t>
      defectIndex;
  /// Interned call chains: frames of stack id i (id 0 is the empty chain),
  /// and the id of each chain (keyed by its frames' bytes).
  std::vector<std::vector<int32_t>> stacks{{}};
  std::unordered_map<std::string, uint32_t> stackIds;
  std::string stackKey;
  int32_t librarySite = kUnknownSite;
  std::string output;
  bool firstTraceEvent = true;
  uintptr_t stackLow = 0, stackHigh = 0;
};

Tracker &tracker() {
  static Tracker *t = new Tracker();
  return *t;
}

} // namespace

extern "C" {
int32_t __reclaim_call_stack[kShadowStackSize];
uint64_t __reclaim_call_depth = 0;
}

const char *reclaim::runtime::getDefectKindName(DefectKind kind) {
  switch (kind) {
  case DefectKind::Leak:
    return "leak";
  case DefectKind::OutOfBounds:
    return "out-of-bounds";
  case DefectKind::BadFree:
    return "bad-free";
  case DefectKind::DoubleFree:
    return "double-free";
  case DefectKind::UseAfterFree:
    return "use-after-free";
  }
  return "unknown";
}

namespace {

/// Returns the id of the current call chain (its innermost kMaxStackFrames
/// call sites), interning it if new.
uint32_t currentStack(Tracker &t) {
  uint64_t depth = __reclaim_call_depth;
  unsigned size = unsigned(std::min<uint64_t>(depth, kMaxStackFrames));
  if (size == 0)
    return kEmptyStack;
  int32_t frames[kMaxStackFrames];
  for (unsigned i = 0; i < size; ++i)
    frames[i] = __reclaim_call_stack[(depth - 1 - i) % kShadowStackSize];
  t.stackKey.assign(reinterpret_cast<const char *>(frames),
                    size * sizeof(int32_t));
  auto [it, inserted] =
      t.stackIds.try_emplace(t.stackKey, uint32_t(t.stacks.size()));
  if (inserted) {
    t.stacks.emplace_back(frames, frames + size);
    if (t.options.listener)
      t.options.listener->onStack(it->second, frames, size);
  }
  return it->second;
}

/// Starts a trace event object (or returns null when tracing is off).
std::FILE *traceEvent(Tracker &t) {
  std::FILE *f = t.options.trace;
  if (!f)
    return nullptr;
  std::fputs(t.firstTraceEvent ? "\n" : ",\n", f);
  t.firstTraceEvent = false;
  return f;
}

/// Records a defect, merging it with an earlier identical one.
void report(Tracker &t, const Defect &defect) {
  auto key =
      std::make_tuple(int(defect.kind), defect.site, defect.allocSite,
                      defect.freeSite, defect.access & 3u, int(defect.pointer),
                      defect.stack, defect.allocStack, defect.freeStack);
  auto [it, inserted] = t.defectIndex.try_emplace(key, t.defects.size());
  if (!inserted) {
    ++t.defects[it->second].count;
    return;
  }
  t.defects.push_back(defect);
  flushOutput();
  if (t.options.listener)
    t.options.listener->onDefect(it->second, defect);
}

/// Returns the block whose extent contains `addr`, or kNoBlock.
uint32_t findBlock(Tracker &t, uintptr_t addr) {
  if (t.cache != kNoBlock) {
    const Block &b = t.blocks[t.cache];
    if (addr >= b.start && addr - b.start < b.reserved)
      return t.cache;
  }
  auto it = t.byStart.upper_bound(addr);
  if (it == t.byStart.begin())
    return kNoBlock;
  --it;
  const Block &b = t.blocks[it->second];
  if (addr - b.start >= b.reserved)
    return kNoBlock;
  t.cache = it->second;
  return it->second;
}

void *track(Tracker &t, void *raw, uint64_t size, int32_t site) {
  if (!raw)
    return nullptr;
  uint64_t reserved = size + kRedZone;
  std::memset(raw, kFreshPattern, reserved);
  Block b;
  b.start = reinterpret_cast<uintptr_t>(raw);
  b.size = size;
  b.reserved = reserved;
  b.raw = raw;
  b.allocSite = site;
  b.allocStack = currentStack(t);
  b.allocTime = b.lastAccessTime = ++t.clock;
  uint32_t index = t.blocks.size();
  t.blocks.push_back(b);
  t.byStart[b.start] = index;
  ++t.stats.allocs;
  t.stats.bytesAllocated += size;
  t.liveBytes += size;
  t.stats.peakBytes = std::max(t.stats.peakBytes, t.liveBytes);
  if (std::FILE *f = traceEvent(t))
    std::fprintf(f,
                 "{\"t\":%" PRIu64 ",\"ev\":\"alloc\",\"block\":%u,"
                 "\"size\":%" PRIu64 ",\"site\":%d,\"stack\":%u}",
                 b.allocTime, index, size, site, b.allocStack);
  return raw;
}

/// Really frees the oldest quarantined blocks until the cap is respected.
void trimQuarantine(Tracker &t) {
  while (t.quarantinedBytes > t.options.quarantineBytes &&
         !t.quarantine.empty()) {
    uint32_t index = t.quarantine.front();
    t.quarantine.pop_front();
    Block &b = t.blocks[index];
    t.quarantinedBytes -= b.reserved;
    t.byStart.erase(b.start);
    if (t.cache == index)
      t.cache = kNoBlock;
    std::free(b.raw);
    b.raw = nullptr;
    b.state = BlockState::Released;
    ++t.stats.releasedFromQuarantine;
  }
}

PointerClass classifyForeignPointer(Tracker &t, uintptr_t addr) {
  if (addr == kGlobalMarker)
    return PointerClass::GlobalMarker;
  if (addr >= t.stackLow && addr < t.stackHigh)
    return PointerClass::Stack;
  return PointerClass::Unknown;
}

/// Records the stack extent of the calling thread (for classifying frees).
void recordStack(Tracker &t) {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0)
    return;
  void *addr = nullptr;
  size_t size = 0;
  if (pthread_attr_getstack(&attr, &addr, &size) == 0) {
    t.stackLow = reinterpret_cast<uintptr_t>(addr);
    t.stackHigh = t.stackLow + size;
  }
  pthread_attr_destroy(&attr);
}

/// Liveness lower bound of the peak: every block lives from its allocation to
/// its last access; the maximum over time of the sum of the live sizes.
uint64_t computeIdealPeak(const std::vector<Block> &blocks) {
  // Event times are unique; a block contributes +size at 2*allocTime and
  // -size at 2*lastAccessTime+1, so that it overlaps itself at least once.
  std::vector<std::pair<uint64_t, int64_t>> events;
  events.reserve(2 * blocks.size());
  for (const Block &b : blocks) {
    events.emplace_back(2 * b.allocTime, int64_t(b.size));
    events.emplace_back(2 * b.lastAccessTime + 1, -int64_t(b.size));
  }
  std::sort(events.begin(), events.end());
  int64_t live = 0, peak = 0;
  for (auto &[time, delta] : events) {
    live += delta;
    peak = std::max(peak, live);
  }
  return uint64_t(peak);
}

//===----------------------------------------------------------------------===//
// Output formatting
//===----------------------------------------------------------------------===//

void emit(const char *s, size_t n) {
  Tracker &t = tracker();
  t.output.append(s, n);
  if (t.output.size() >= 4096 || std::memchr(s, '\n', n))
    flushOutput();
}

void emit(const char *s) { emit(s, std::strlen(s)); }

void emitf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void emitf(const char *fmt, ...) {
  char buf[128];
  va_list ap;
  va_start(ap, fmt);
  int n = std::vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  if (n > 0)
    emit(buf, std::min<size_t>(n, sizeof(buf) - 1));
}

float halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exp = (bits >> 10) & 0x1f;
  uint32_t mant = bits & 0x3ff;
  uint32_t out;
  if (exp == 0x1f) {
    out = sign | 0x7f800000 | (mant << 13);
  } else if (exp == 0) {
    if (mant == 0) {
      out = sign;
    } else {
      // Subnormal: normalize.
      int e = -1;
      do {
        ++e;
        mant <<= 1;
      } while (!(mant & 0x400));
      out = sign | uint32_t(127 - 15 - e) << 23 | (mant & 0x3ff) << 13;
    }
  } else {
    out = sign | (exp + 127 - 15) << 23 | mant << 13;
  }
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return f;
}

float bfloatToFloat(uint16_t bits) {
  uint32_t out = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return f;
}

void emitFloat(double d) {
  if (std::isnan(d) && std::signbit(d))
    emit("-nan");
  else
    emitf("%g", d);
}

/// Element printers for the printMemref family.
struct F16 {
  uint16_t bits;
};
struct BF16 {
  uint16_t bits;
};
void emitElement(int8_t v) { emitf("%d", int(v)); }
void emitElement(int16_t v) { emitf("%d", int(v)); }
void emitElement(int32_t v) { emitf("%" PRId32, v); }
void emitElement(int64_t v) { emitf("%" PRId64, v); }
void emitElement(uint64_t v) { emitf("%" PRIu64, v); }
void emitElement(float v) { emitFloat(v); }
void emitElement(double v) { emitFloat(v); }
void emitElement(F16 v) { emitFloat(halfToFloat(v.bits)); }
void emitElement(BF16 v) { emitFloat(bfloatToFloat(v.bits)); }
template <typename T> void emitElement(std::complex<T> v) {
  emit("(");
  emitFloat(v.real());
  emit(",");
  emitFloat(v.imag());
  emit(")");
}

void emitSpaces(int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    emit(" ");
}

/// Layout of a ranked descriptor behind an unranked memref.
template <typename T> struct Descriptor {
  T *allocated;
  T *aligned;
  int64_t offset;
  int64_t sizesAndStrides[1];
};

/// Unranked memref as passed by the C interface.
template <typename T> struct Unranked {
  int64_t rank;
  Descriptor<T> *descriptor;
};

/// Prints one (sub)array in upstream's printMemref layout: nested brackets,
/// elements separated by ", ", one row per line for rank > 1, indented by the
/// nesting depth.
template <typename T>
void emitData(T *base, int64_t dim, int64_t rank, int64_t offset,
              const int64_t *sizes, const int64_t *strides) {
  if (dim == 0) {
    T *elem = base + offset;
    __reclaim_check_access(elem, sizeof(T), AccessRead, tracker().librarySite);
    T value;
    std::memcpy(&value, elem, sizeof(T));
    emitElement(value);
    return;
  }
  emit("[");
  int64_t n = sizes[0];
  for (int64_t i = 0; i < n; ++i) {
    if (i > 0) {
      emit(", ");
      if (dim > 1)
        emit("\n");
      emitSpaces(rank - dim + 1);
    }
    emitData(base, dim - 1, rank, offset + i * strides[0], sizes + 1,
             strides + 1);
  }
  emit("]");
}

template <typename T> void printMemref(int64_t rank, void *ptr) {
  auto *desc = static_cast<Descriptor<T> *>(ptr);
  const int64_t *sizes = desc->sizesAndStrides;
  const int64_t *strides = desc->sizesAndStrides + rank;
  auto list = [&](const int64_t *values) {
    for (int64_t i = 0; i < rank; ++i)
      emitf(i ? ", %" PRId64 : "%" PRId64, values[i]);
  };
  emitf("Unranked Memref rank = %" PRId64 " offset = %" PRId64 " sizes = [",
        rank, desc->offset);
  list(sizes);
  emit("] strides = [");
  list(strides);
  emit("] data = \n");
  if (rank == 0)
    emit("[");
  emitData(desc->aligned, rank, rank, desc->offset, sizes, strides);
  if (rank == 0)
    emit("]");
  emit("\n");
}

} // namespace

//===----------------------------------------------------------------------===//
// Public API
//===----------------------------------------------------------------------===//

void reclaim::runtime::initialize(const Options &options) {
  Tracker &t = tracker();
  t = Tracker();
  t.options = options;
  __reclaim_call_depth = 0;
  recordStack(t);
}

void reclaim::runtime::flushOutput() {
  Tracker &t = tracker();
  if (t.output.empty())
    return;
  if (t.options.listener)
    t.options.listener->onOutput(t.output.data(), t.output.size());
  t.output.clear();
}

void reclaim::runtime::finish() {
  Tracker &t = tracker();
  flushOutput();
  // One leak defect per allocation site and call chain, in order of first
  // allocation.
  std::map<std::pair<int32_t, uint32_t>, size_t> leakBySite;
  for (const Block &b : t.blocks) {
    if (b.state != BlockState::Live)
      continue;
    ++t.stats.liveBlocksAtExit;
    t.stats.liveBytesAtExit += b.size;
    auto [it, inserted] =
        leakBySite.try_emplace({b.allocSite, b.allocStack}, 0);
    if (inserted) {
      Defect d;
      d.kind = DefectKind::Leak;
      d.site = d.allocSite = b.allocSite;
      d.stack = d.allocStack = b.allocStack;
      d.blockSize = b.size;
      d.size = b.size;
      d.count = 1;
      it->second = t.defects.size();
      t.defects.push_back(d);
      if (t.options.listener)
        t.options.listener->onDefect(it->second, d);
      continue;
    }
    Defect &d = t.defects[it->second];
    d.size += b.size;
    ++d.count;
  }
  t.stats.idealPeakBytes = computeIdealPeak(t.blocks);
  t.stats.events = t.clock;
}

std::vector<BlockRecord> reclaim::runtime::getBlockRecords() {
  Tracker &t = tracker();
  std::vector<BlockRecord> records;
  records.reserve(t.blocks.size());
  for (const Block &b : t.blocks) {
    BlockRecord r;
    r.allocTime = b.allocTime;
    r.freeTime = b.state == BlockState::Live ? 0 : b.freeTime;
    r.lastAccessTime = b.lastAccessTime;
    r.size = b.size;
    r.allocSite = b.allocSite;
    r.allocStack = b.allocStack;
    records.push_back(r);
  }
  return records;
}

std::vector<int32_t> reclaim::runtime::getStack(uint32_t id) {
  Tracker &t = tracker();
  if (id >= t.stacks.size())
    return {};
  return t.stacks[id];
}

const std::vector<Defect> &reclaim::runtime::getDefects() {
  return tracker().defects;
}

Stats reclaim::runtime::getStats() { return tracker().stats; }

//===----------------------------------------------------------------------===//
// Functions called by the instrumented program
//===----------------------------------------------------------------------===//

extern "C" void *__reclaim_alloc(uint64_t size, int32_t site) {
  Tracker &t = tracker();
  return track(t, std::malloc(size + kRedZone), size, site);
}

extern "C" void *__reclaim_aligned_alloc(uint64_t alignment, uint64_t size,
                                         int32_t site) {
  Tracker &t = tracker();
  // posix_memalign wants a power of two that is a multiple of sizeof(void *).
  uint64_t align = sizeof(void *);
  while (align < alignment)
    align *= 2;
  void *raw = nullptr;
  if (posix_memalign(&raw, align, size + kRedZone) != 0)
    raw = nullptr;
  return track(t, raw, size, site);
}

extern "C" void __reclaim_free(void *ptr, int32_t site) {
  Tracker &t = tracker();
  if (!ptr)
    return; // free(NULL) is a no-op, as in C.
  uintptr_t addr = reinterpret_cast<uintptr_t>(ptr);
  uint64_t time = ++t.clock;
  uint32_t stack = currentStack(t);
  std::FILE *f = traceEvent(t);
  if (f)
    std::fprintf(f,
                 "{\"t\":%" PRIu64 ",\"ev\":\"free\",\"site\":%d,"
                 "\"stack\":%u",
                 time, site, stack);

  auto it = t.byStart.find(addr);
  if (it != t.byStart.end()) {
    uint32_t index = it->second;
    Block &b = t.blocks[index];
    if (f)
      std::fprintf(f, ",\"block\":%u", index);
    if (b.state == BlockState::Live) {
      b.state = BlockState::Freed;
      b.freeSite = site;
      b.freeStack = stack;
      b.freeTime = time;
      ++t.stats.frees;
      t.liveBytes -= b.size;
      std::memset(b.raw, kFreedPattern, b.reserved);
      t.quarantine.push_back(index);
      t.quarantinedBytes += b.reserved;
      if (f)
        std::fputs("}", f);
      trimQuarantine(t);
      return;
    }
    Defect d;
    d.kind = DefectKind::DoubleFree;
    d.site = site;
    d.allocSite = b.allocSite;
    d.freeSite = b.freeSite;
    d.stack = stack;
    d.allocStack = b.allocStack;
    d.freeStack = b.freeStack;
    d.blockSize = b.size;
    if (f)
      std::fputs(",\"defect\":\"double-free\"}", f);
    report(t, d);
    return;
  }

  Defect d;
  d.kind = DefectKind::BadFree;
  d.site = site;
  d.stack = stack;
  d.address = addr;
  uint32_t index = findBlock(t, addr);
  if (index != kNoBlock) {
    Block &b = t.blocks[index];
    d.pointer = b.state == BlockState::Live ? PointerClass::InteriorLive
                                            : PointerClass::InteriorFreed;
    d.allocSite = b.allocSite;
    d.freeSite = b.freeSite;
    d.allocStack = b.allocStack;
    d.freeStack = b.freeStack;
    d.blockSize = b.size;
    d.offset = int64_t(addr - b.start);
    if (f)
      std::fprintf(f, ",\"block\":%u,\"offset\":%" PRId64, index, d.offset);
  } else {
    d.pointer = classifyForeignPointer(t, addr);
  }
  if (f)
    std::fputs(",\"defect\":\"bad-free\"}", f);
  report(t, d);
}

extern "C" void __reclaim_check_access(void *ptr, uint64_t size, uint32_t kind,
                                       int32_t site) {
  if (size == 0)
    return;
  Tracker &t = tracker();
  uintptr_t addr = reinterpret_cast<uintptr_t>(ptr);
  uint32_t index = findBlock(t, addr);
  if (index == kNoBlock)
    return;
  Block &b = t.blocks[index];
  uint64_t time = ++t.clock;
  ++t.stats.trackedAccesses;
  uint64_t offset = addr - b.start;
  const char *defect = nullptr;
  if (b.state != BlockState::Live) {
    Defect d;
    d.kind = DefectKind::UseAfterFree;
    d.access = kind;
    d.site = site;
    d.allocSite = b.allocSite;
    d.freeSite = b.freeSite;
    d.stack = currentStack(t);
    d.allocStack = b.allocStack;
    d.freeStack = b.freeStack;
    d.blockSize = b.size;
    d.offset = int64_t(offset);
    d.size = size;
    report(t, d);
    defect = "use-after-free";
  } else {
    b.lastAccessTime = time;
    if (!(kind & AccessMasked) && offset + size > b.size) {
      Defect d;
      d.kind = DefectKind::OutOfBounds;
      d.access = kind;
      d.site = site;
      d.allocSite = b.allocSite;
      d.stack = currentStack(t);
      d.allocStack = b.allocStack;
      d.blockSize = b.size;
      d.offset = int64_t(offset);
      d.size = size;
      report(t, d);
      defect = "out-of-bounds";
    }
  }
  if (std::FILE *f = traceEvent(t)) {
    static const char *names[] = {"read", "write", "read-write", "read-write"};
    std::fprintf(f,
                 "{\"t\":%" PRIu64
                 ",\"ev\":\"%s\",\"block\":%u,\"offset\":%" PRIu64
                 ",\"size\":%" PRIu64 ",\"site\":%d",
                 time, names[kind & 3u], index, offset, size, site);
    if (defect)
      std::fprintf(f, ",\"defect\":\"%s\"", defect);
    std::fputs("}", f);
  }
}

extern "C" void __reclaim_set_site(int32_t site) {
  tracker().librarySite = site;
}

//===----------------------------------------------------------------------===//
// Library functions of lowered programs
//===----------------------------------------------------------------------===//

extern "C" {
void printI64(int64_t i) { emitf("%" PRId64, i); }
void printU64(uint64_t u) { emitf("%" PRIu64, u); }
void printF32(float f) { emitFloat(f); }
void printF64(double d) { emitFloat(d); }
void printF16(uint16_t bits) { emitFloat(halfToFloat(bits)); }
void printBF16(uint16_t bits) { emitFloat(bfloatToFloat(bits)); }
void printString(const char *s) { emit(s); }
void printOpen() { emit("( "); }
void printClose() { emit(" )"); }
void printComma() { emit(", "); }
void printNewline() { emit("\n"); }

/// Non-contiguous memref.copy: copies element by element, checking both sides.
void memrefCopy(int64_t elemSize, Unranked<char> *src, Unranked<char> *dst) {
  int64_t rank = src->rank;
  Descriptor<char> *s = src->descriptor, *d = dst->descriptor;
  const int64_t *sizes = s->sizesAndStrides;
  const int64_t *srcStrides = s->sizesAndStrides + rank;
  const int64_t *dstStrides = d->sizesAndStrides + rank;
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return;
  int32_t site = tracker().librarySite;
  std::vector<int64_t> index(rank, 0);
  int64_t srcOffset = s->offset, dstOffset = d->offset;
  while (true) {
    char *from = s->aligned + srcOffset * elemSize;
    char *to = d->aligned + dstOffset * elemSize;
    __reclaim_check_access(from, elemSize, AccessRead, site);
    __reclaim_check_access(to, elemSize, AccessWrite, site);
    std::memmove(to, from, elemSize);
    // Advance the multi-dimensional index, innermost dimension first.
    int64_t dim = rank - 1;
    for (; dim >= 0; --dim) {
      ++index[dim];
      srcOffset += srcStrides[dim];
      dstOffset += dstStrides[dim];
      if (index[dim] < sizes[dim])
        break;
      srcOffset -= srcStrides[dim] * sizes[dim];
      dstOffset -= dstStrides[dim] * sizes[dim];
      index[dim] = 0;
    }
    if (dim < 0)
      return;
  }
}

#define RECLAIM_PRINT_MEMREF(SUFFIX, TYPE)                                     \
  void printMemref##SUFFIX(int64_t rank, void *ptr) {                          \
    printMemref<TYPE>(rank, ptr);                                              \
  }                                                                            \
  void _mlir_ciface_printMemref##SUFFIX(Unranked<TYPE> *m) {                   \
    printMemref<TYPE>(m->rank, m->descriptor);                                 \
  }
RECLAIM_PRINT_MEMREF(I8, int8_t)
RECLAIM_PRINT_MEMREF(I16, int16_t)
RECLAIM_PRINT_MEMREF(I32, int32_t)
RECLAIM_PRINT_MEMREF(I64, int64_t)
RECLAIM_PRINT_MEMREF(Ind, uint64_t)
RECLAIM_PRINT_MEMREF(F16, F16)
RECLAIM_PRINT_MEMREF(BF16, BF16)
RECLAIM_PRINT_MEMREF(F32, float)
RECLAIM_PRINT_MEMREF(F64, double)
RECLAIM_PRINT_MEMREF(C32, std::complex<float>)
RECLAIM_PRINT_MEMREF(C64, std::complex<double>)
#undef RECLAIM_PRINT_MEMREF
} // extern "C"

const std::vector<Symbol> &reclaim::runtime::getSymbols() {
#define SYM(NAME)                                                              \
  Symbol { #NAME, reinterpret_cast < void *>(&NAME) }
#define SYM_MEMREF(SUFFIX)                                                     \
  SYM(printMemref##SUFFIX), SYM(_mlir_ciface_printMemref##SUFFIX)
  static const std::vector<Symbol> symbols = {
      SYM(__reclaim_alloc),
      SYM(__reclaim_aligned_alloc),
      SYM(__reclaim_free),
      SYM(__reclaim_check_access),
      SYM(__reclaim_set_site),
      SYM(__reclaim_call_stack),
      SYM(__reclaim_call_depth),
      SYM(printI64),
      SYM(printU64),
      SYM(printF32),
      SYM(printF64),
      SYM(printF16),
      SYM(printBF16),
      SYM(printString),
      SYM(printOpen),
      SYM(printClose),
      SYM(printComma),
      SYM(printNewline),
      SYM(memrefCopy),
      SYM_MEMREF(I8),
      SYM_MEMREF(I16),
      SYM_MEMREF(I32),
      SYM_MEMREF(I64),
      SYM_MEMREF(Ind),
      SYM_MEMREF(F16),
      SYM_MEMREF(BF16),
      SYM_MEMREF(F32),
      SYM_MEMREF(F64),
      SYM_MEMREF(C32),
      SYM_MEMREF(C64),
  };
#undef SYM_MEMREF
#undef SYM
  return symbols;
}
