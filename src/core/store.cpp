#include "core/store.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <new>
#include <numeric>
#include <vector>

#include <deque>
#include <mutex>

#if defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "core/global.hpp"
#include "core/parallel.hpp"

namespace gb {

//------------------------------------------------------------------------------------------------
// memory
//------------------------------------------------------------------------------------------------
static std::atomic<size_t> g_bytes_in_use{0};

// Large blocks from the default allocator are fresh mappings whose first touch faults one 4 KB
// page at a time, which in a VM can cost several times a kernel's own work on its output.
// Transparent huge pages (the kernel's policy is often 'madvise') fault 2 MB at a time. Only
// whole pages inside the block are advised; a user's allocator (GxB_init) is left alone.
static constexpr size_t kHugeAdviseBytes = size_t(4) << 20;
static void advise_huge(void* p, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (p == nullptr || bytes < kHugeAdviseBytes) return;
  const uintptr_t page = 4096;
  const uintptr_t b = (reinterpret_cast<uintptr_t>(p) + page - 1) & ~(page - 1);
  const uintptr_t e = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(page - 1);
  if (e > b) (void)madvise(reinterpret_cast<void*>(b), e - b, MADV_HUGEPAGE);  // advice only: failure is harmless
#else
  (void)p;
  (void)bytes;
#endif
}

// Freed large blocks of the default allocator, kept for the next allocation of about their size.
// A block malloc takes from the OS costs a page fault per page at first touch (the comment above),
// and glibc returns large freed blocks to the OS (munmap, or a trim of the heap's top), so an
// algorithm that frees and reallocates n-sized vectors every iteration (FastSV, a traversal's frontiers,
// a ranking iteration's temporaries) pays the faults again each time; clear_page_erms was ~19% of a
// connected-components profile at R-MAT scale 18. SuiteSparse kept a free pool for the same
// reason. Whatever the pool holds stays resident while the program does other work, so it keeps
// only what such loops reuse: blocks of a vector's size (up to kPoolMaxBlockBytes: 4M doubles),
// kPoolMaxBytes in all, from glibc's mmap threshold (128K: a bitmap or BOOL vector of a
// quarter-million vertices is such a block too; inside a virtual machine each fresh page can
// cost the hypervisor's fault as well). A block the size of a matrix's entries (an mxm result,
// a transposed operand) goes straight back to the system: it is rarely followed by another of
// its size, and the work that filled it dwarfs its page faults. Oldest freed first; emptied by GrB_finalize;
// never used with a user's allocator (GxB_init), whose blocks it cannot size. A request the pool
// cannot serve gives back at least as many bytes of its oldest blocks (down to kPoolKeptOnMiss):
// the resident size then never exceeds the most memory live so far plus that floor, whatever
// kPoolMaxBytes allows the pool to hold after frees (a loop's blocks of several sizes all fit).
namespace {
constexpr size_t kPoolMinBytes = size_t(128) << 10;
constexpr size_t kPoolMaxBlockBytes = size_t(32) << 20;
constexpr size_t kPoolMaxBytes = size_t(256) << 20;
constexpr size_t kPoolMaxBlocks = 128;
constexpr size_t kPoolKeptOnMiss = size_t(16) << 20;  // kept through misses
struct PooledBlock {
  void* p;
  size_t bytes;  // usable size
};
struct BlockPool {
  std::mutex mu;
  std::deque<PooledBlock> blocks;  // oldest first
  size_t bytes = 0;
};
BlockPool& block_pool() {
  static BlockPool* pool = new BlockPool;  // never destroyed: blocks may be freed during exit
  return *pool;
}
// The smallest pooled block holding `bytes`, at most twice that (a bigger one would waste memory).
// On a miss, the oldest blocks of at least `bytes` in all are given back first (while the pool
// holds more than kPoolKeptOnMiss), outside the lock and without allocating.
void* pool_take(size_t bytes) {
#if defined(__linux__)
  if (bytes < kPoolMinBytes) return nullptr;
  BlockPool& pool = block_pool();
  void* evicted[kPoolMaxBlocks];
  size_t nevicted = 0;
  void* p = nullptr;
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    auto best = pool.blocks.end();
    for (auto it = pool.blocks.begin(); it != pool.blocks.end(); ++it) {
      if (it->bytes >= bytes && it->bytes / 2 <= bytes && (best == pool.blocks.end() || it->bytes < best->bytes)) best = it;
    }
    if (best != pool.blocks.end()) {
      p = best->p;
      pool.bytes -= best->bytes;
      pool.blocks.erase(best);
    } else {
      size_t freed = 0;
      while (!pool.blocks.empty() && freed < bytes && pool.bytes > kPoolKeptOnMiss) {
        evicted[nevicted++] = pool.blocks.front().p;
        freed += pool.blocks.front().bytes;
        pool.bytes -= pool.blocks.front().bytes;
        pool.blocks.pop_front();
      }
    }
  }
  for (size_t k = 0; k < nevicted; k++) std::free(evicted[k]);
  return p;
#else
  (void)bytes;
  return nullptr;
#endif
}
// Keep p (from std::malloc) for reuse; false: not kept, the caller frees it.
bool pool_keep(void* p) {
#if defined(__linux__)
  const size_t bytes = malloc_usable_size(p);
  if (bytes < kPoolMinBytes || bytes > kPoolMaxBlockBytes) return false;
  std::vector<void*> evicted;
  {
    BlockPool& pool = block_pool();
    std::lock_guard<std::mutex> lock(pool.mu);
    while (!pool.blocks.empty() && (pool.bytes + bytes > kPoolMaxBytes || pool.blocks.size() >= kPoolMaxBlocks)) {
      evicted.push_back(pool.blocks.front().p);
      pool.bytes -= pool.blocks.front().bytes;
      pool.blocks.pop_front();
    }
    pool.blocks.push_back({p, bytes});
    pool.bytes += bytes;
  }
  for (void* e : evicted) std::free(e);
  return true;
#else
  (void)p;
  return false;
#endif
}
}  // namespace

void mem_pool_release() {
  std::vector<void*> held;
  {
    BlockPool& pool = block_pool();
    std::lock_guard<std::mutex> lock(pool.mu);
    for (const PooledBlock& b : pool.blocks) held.push_back(b.p);
    pool.blocks.clear();
    pool.bytes = 0;
  }
  for (void* p : held) std::free(p);
}

void* mem_alloc(size_t bytes) {
  if (bytes == 0) bytes = 1;
  auto& g = global();
  if (g.user_malloc) return g.user_malloc(bytes);
  if (void* reused = pool_take(bytes)) return reused;
  void* p = std::malloc(bytes);
  advise_huge(p, bytes);
  return p;
}
void* mem_calloc(size_t bytes) {
  if (bytes == 0) bytes = 1;
  auto& g = global();
  if (g.user_calloc) return g.user_calloc(bytes, 1);
  if (void* reused = pool_take(bytes)) return std::memset(reused, 0, bytes);
  void* p = std::calloc(bytes, 1);
  advise_huge(p, bytes);
  return p;
}
// glibc raises its mmap threshold to the size of each mapped block that is freed (up to 32 MB):
// from then on blocks up to that size come from its heaps, and what is freed there stays
// resident (a heap is trimmed only above twice the threshold). GRB_MMAP_THRESHOLD=bytes fixes it
// instead (rmat:16's bench inputs: 237 MB resident against 159 MB at 1 MB). It is not the
// default: blocks the library does not pool (a compiled kernel's Kokkos temporaries) are then
// mapped and faulted afresh at every call, which cost up to half of a compiled ranking iteration's time
// on a 2D mesh. Left alone where the environment tuned glibc itself.
void mem_tune_mmap_threshold() {
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
  const char* want = std::getenv("GRB_MMAP_THRESHOLD");
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  if (!want || std::getenv("MALLOC_MMAP_THRESHOLD_") || (tunables && std::strstr(tunables, "mmap_threshold"))) return;
  char* end = nullptr;
  const long long bytes = std::strtoll(want, &end, 10);
  if (end == want || *end != '\0' || bytes <= 0 || bytes > (32LL << 20)) return;  // glibc's own limit
  (void)mallopt(M_MMAP_THRESHOLD, int(bytes));
#endif
}

void mem_free(void* p) {
  if (p == nullptr) return;
  auto& g = global();
  if (g.user_free) g.user_free(p);
  else if (!pool_keep(p)) std::free(p);
}
size_t mem_in_use() { return g_bytes_in_use.load(); }

std::shared_ptr<Buffer> Buffer::allocate(size_t bytes, bool zero) {
  std::shared_ptr<Buffer> b;
  try {
    b = gb::make_shared<Buffer>();
  } catch (const std::bad_alloc&) {
    return nullptr;  // as when the block itself cannot be had
  }
  b->ptr_ = zero ? mem_calloc(bytes) : mem_alloc(bytes);
  if (b->ptr_ == nullptr) return nullptr;
  b->bytes_ = bytes;
  g_bytes_in_use += bytes;
  return b;
}
std::shared_ptr<Buffer> Buffer::adopt(void* p, size_t bytes) {
  auto b = gb::make_shared<Buffer>();
  b->ptr_ = p;
  b->bytes_ = bytes;
  g_bytes_in_use += bytes;
  return b;
}
const int32_t* Buffer::narrow32(int64_t count) const {
  std::lock_guard<std::mutex> lock(narrow_mu_);
  if (narrow_) return narrow_.get();
  if (++narrow_requests_ < 2 || count <= 0 || size_t(count) * 8 > bytes_) return nullptr;
  unique_array<int32_t> n = alloc_array<int32_t>(size_t(count));
  if (!n) return nullptr;
  const int64_t* src = static_cast<const int64_t*>(ptr_);
  int32_t* dst = n.get();
  const Chunks ch(count, 1 << 16);
  parallel_for(ch.count, count, [&](int64_t c) {
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) dst[k] = int32_t(src[k]);
  });
  narrow_ = std::move(n);
  return narrow_.get();
}

bool narrow_exact_f32(const double* src, int64_t n, float* dst) {
  if (n <= 0) return true;
  const Chunks ch(n, 1 << 16);
  std::atomic<bool> inexact{false};
  parallel_for(ch.count, n, [&](int64_t c) {
    if (inexact.load(std::memory_order_relaxed)) return;
    uint64_t diff = 0;
    for (int64_t k = ch.begin(c), k_stop = ch.end(c); k < k_stop; k++) {
      const float f = float(src[k]);
      const double back = double(f);
      uint64_t a, b;
      std::memcpy(&a, &back, 8);
      std::memcpy(&b, src + k, 8);
      diff |= a ^ b;  // bits, not ==: NaN payloads and signed zeros must survive
      dst[k] = f;
    }
    if (diff) inexact.store(true, std::memory_order_relaxed);
  });
  return !inexact.load();
}

const float* Buffer::narrow_f32(int64_t count) const {
  std::lock_guard<std::mutex> lock(narrow_mu_);
  if (f32_) return count <= f32_count_ ? f32_.get() : nullptr;
  if (f32_inexact_ || count <= 0 || size_t(count) * 8 > bytes_) return nullptr;
  unique_array<float> n = alloc_array<float>(size_t(count));
  if (!n) return nullptr;
  if (!narrow_exact_f32(static_cast<const double*>(ptr_), count, n.get())) {
    f32_inexact_ = true;
    return nullptr;
  }
  f32_ = std::move(n);
  f32_count_ = count;
  return f32_.get();
}

void Buffer::contents_changing() const {
  std::lock_guard<std::mutex> lock(narrow_mu_);
  narrow_.reset();
  narrow_requests_ = 0;
  f32_.reset();
  f32_inexact_ = false;
}

void* Buffer::release() {
  std::lock_guard<std::mutex> lock(narrow_mu_);
  narrow_.reset();
  f32_.reset();
  f32_inexact_ = false;
  void* p = ptr_;
  if (p) g_bytes_in_use -= bytes_;
  ptr_ = nullptr;
  bytes_ = 0;
  return p;
}
Buffer::~Buffer() {
  if (ptr_) {
    g_bytes_in_use -= bytes_;
    mem_free(ptr_);
  }
}

size_t Store::memory_bytes() const {
  size_t n = sizeof(Store);
  for (const BufferPtr* bp : {&p, &h, &i, &b, &x})
    if (*bp) n += (*bp)->bytes();
  return n;
}

//------------------------------------------------------------------------------------------------
// construction
//------------------------------------------------------------------------------------------------
// The machine's physical memory in bytes (2^40 where it cannot be asked). An array larger than
// that is never usable: calloc may still hand it out (overcommit), and the first pass over it then
// swaps or gets the process killed; AddressSanitizer aborts outright on requests above 1 TB.
static uint64_t physical_memory_bytes() {
  static const uint64_t bytes = [] {
#if defined(__linux__)
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0) return uint64_t(pages) * uint64_t(page);
#endif
    return uint64_t(1) << 40;
  }();
  return bytes;
}

bool dimension_alloc_ok(uint64_t count, uint64_t elem_bytes) {
  uint64_t bytes = 0;
  return !__builtin_mul_overflow(count, std::max<uint64_t>(elem_bytes, 1), &bytes) &&
         bytes <= physical_memory_bytes();
}

bool prefer_hyper(int64_t vdim, int64_t nonempty, double hyper_switch) {
  // A sparse p array costs vdim+1 words: hypersparse whatever the switch says when that does not
  // fit (GxB_NEVER_HYPER, or a new matrix under it, on a dimension of 2^40).
  if (vdim > 1 && !dimension_alloc_ok(uint64_t(vdim) + 1, sizeof(int64_t))) return true;
  if (vdim <= 1) return false;
  return sparse_to_hyper_test(hyper_switch, nonempty, vdim);
}

// SuiteSparse's switch tests, in single precision as it computes them. Between a switch and twice
// (half) it an object keeps the format it has: hyper_to_sparse_test and bitmap_to_sparse_test are
// the way back.
bool sparse_to_hyper_test(double hyper_switch, int64_t nonempty, int64_t vdim) {
  const float n = float(vdim), k = float(std::min(std::max<int64_t>(nonempty, 0), vdim));
  return n > 1 && k <= n * float(hyper_switch);
}

bool hyper_to_sparse_test(double hyper_switch, int64_t nonempty, int64_t vdim) {
  const float n = float(vdim), k = float(std::min(std::max<int64_t>(nonempty, 0), vdim));
  return n <= 1 || k > n * float(hyper_switch) * 2;
}

bool sparse_to_bitmap_test(double bitmap_switch, int64_t nvals, int64_t vlen, int64_t vdim) {
  const float dense = float(vlen) * float(vdim);
  return float(nvals) > float(bitmap_switch) * dense && dense < 1.152921504606847e18f /* 2^60 */;
}

bool bitmap_to_sparse_test(double bitmap_switch, int64_t nvals, int64_t vlen, int64_t vdim) {
  return float(nvals) <= (float(bitmap_switch) / 2) * (float(vlen) * float(vdim));
}

int effective_sparsity_control(int control, int64_t vdim) {
  control &= GxB_ANY_SPARSITY;
  if (control == 0) control = GxB_AUTO_SPARSITY;
  // a matrix of one vector (or none) is never hypersparse: it is sparse instead
  if (vdim <= 1 && (control & GxB_HYPERSPARSE)) control = (control & ~GxB_HYPERSPARSE) | GxB_SPARSE;
  return control;
}

MutableStorePtr vector_header(GrB_Type type, int64_t n, Format f) {
  auto s = gb::make_shared<Store>();
  s->type = type;
  s->code = type->code;
  s->tsize = type->size;
  s->vlen = n;
  s->vdim = 1;
  s->by_row = false;
  s->format = f;
  s->nvec = 1;
  return s;
}

MutableStorePtr make_empty(GrB_Type type, uint64_t nrows, uint64_t ncols, bool by_row) {
  MutableStorePtr s;
  try {
    s = gb::make_shared<Store>();
  } catch (const std::bad_alloc&) {
    return nullptr;  // documented: null when out of memory
  }
  s->type = type;
  s->code = type->code;
  s->tsize = type->size;
  s->by_row = by_row;
  s->vlen = int64_t(by_row ? ncols : nrows);
  s->vdim = int64_t(by_row ? nrows : ncols);
  s->nvals = 0;
  s->format = prefer_hyper(s->vdim, 0, global().hyper_switch) ? Format::Hyper : Format::Sparse;
  s->nvec = (s->format == Format::Hyper) ? 0 : s->vdim;
  s->p = Buffer::allocate(sizeof(int64_t) * size_t(s->nvec + 1), true);
  if (!s->p) return nullptr;
  if (s->format == Format::Hyper) {
    s->h = Buffer::allocate(sizeof(int64_t));
    if (!s->h) return nullptr;
  }
  s->i = Buffer::allocate(sizeof(int64_t));
  s->x = Buffer::allocate(std::max<size_t>(s->tsize, 1));
  if (!s->i || !s->x) return nullptr;
  return s;
}

MutableStorePtr store_from_sorted(GrB_Type type, int64_t vlen, int64_t vdim, bool by_row,
                                  const int64_t* vec, const int64_t* idx, const void* values,
                                  int64_t n, bool iso, double hyper_switch) {
  auto s = gb::make_shared<Store>();
  s->type = type;
  s->code = type->code;
  s->tsize = type->size;
  s->by_row = by_row;
  s->vlen = vlen;
  s->vdim = vdim;
  s->nvals = n;
  // iso with no entries too where the one value is given (an iso object emptied stays iso)
  s->iso = iso && (n > 0 || values != nullptr);
  // count non-empty vectors
  int64_t nonempty = 0;
  for (int64_t k = 0; k < n; k++)
    if (k == 0 || vec[k] != vec[k - 1]) nonempty++;
  const bool hyper = prefer_hyper(vdim, nonempty, hyper_switch);
  s->format = hyper ? Format::Hyper : Format::Sparse;
  s->nvec = hyper ? nonempty : vdim;
  s->p = Buffer::allocate(sizeof(int64_t) * size_t(s->nvec + 1), true);
  s->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(n, 1)));
  const size_t xbytes = s->iso ? s->tsize : s->tsize * size_t(n);
  s->x = Buffer::allocate(std::max<size_t>(xbytes, 1));
  if (hyper) s->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nonempty, 1)));
  if (!s->p || !s->i || !s->x || (hyper && !s->h)) return nullptr;
  int64_t* P = s->P();
  int64_t* I = s->I();
  if (n > 0) std::memcpy(I, idx, sizeof(int64_t) * size_t(n));
  if (xbytes > 0 && values) std::memcpy(s->X(), values, xbytes);
  if (hyper) {
    int64_t* H = s->H();
    int64_t k = -1;
    for (int64_t e = 0; e < n; e++) {
      if (e == 0 || vec[e] != vec[e - 1]) {
        H[++k] = vec[e];
        P[k] = e;
      }
    }
    P[nonempty] = n;
  } else {
    for (int64_t e = 0; e < n; e++) P[vec[e] + 1]++;
    for (int64_t k = 0; k < vdim; k++) P[k + 1] += P[k];
  }
  return s;
}

//------------------------------------------------------------------------------------------------
// lookup
//------------------------------------------------------------------------------------------------
int64_t store_find(const Store& s, uint64_t row, uint64_t col) {
  const int64_t vid = int64_t(s.by_row ? row : col);
  const int64_t idx = int64_t(s.by_row ? col : row);
  switch (s.format) {
    case Format::Full:
      return vid * s.vlen + idx;
    case Format::Bitmap: {
      const int64_t pos = vid * s.vlen + idx;
      return s.B()[pos] ? pos : -1;
    }
    case Format::Sparse:
    case Format::Hyper: {
      int64_t k = vid;
      if (s.format == Format::Hyper) {
        const int64_t* H = s.H();
        const int64_t* it = std::lower_bound(H, H + s.nvec, vid);
        if (it == H + s.nvec || *it != vid) return -1;
        k = it - H;
      }
      const int64_t* P = s.P();
      const int64_t* I = s.I();
      const int64_t* it = std::lower_bound(I + P[k], I + P[k + 1], idx);
      if (it == I + P[k + 1] || *it != idx) return -1;
      return it - I;
    }
  }
  return -1;
}

//------------------------------------------------------------------------------------------------
// conversions
//------------------------------------------------------------------------------------------------
MutableStorePtr deep_copy(const Store& s) {
  auto c = gb::make_shared<Store>(s);
  for (BufferPtr* bp : {&c->p, &c->h, &c->i, &c->b, &c->x}) {
    if (!*bp) continue;
    auto nb = Buffer::allocate((*bp)->bytes());
    if (!nb) return nullptr;
    std::memcpy(nb->ptr(), (*bp)->ptr(), (*bp)->bytes());
    *bp = nb;
  }
  return c;
}

// vlen*vdim, the number of positions a bitmap or full store holds; false when that (or its size
// in bytes) overflows: a hypersparse matrix of huge dimensions can never be bitmap or full.
bool dense_size(const Store& s, int64_t* total) {
  int64_t bytes = 0;
  return !__builtin_mul_overflow(s.vlen, s.vdim, total) &&
         !__builtin_mul_overflow(*total, int64_t(std::max<size_t>(s.tsize, 1)), &bytes);
}

// expand_iso, to_sparse, to_bitmap, to_full and to_orientation are implemented by the kernel
// library (kernels/convert.cpp, kernels/transpose.cpp): they are parallel.

// The forced format of an explicit hyper-only or sparse-only request, rebuilt from sp (sparse or
// hypersparse); sp itself when it already has it, when a sparse p array of vdim+1 words is not
// dimension_alloc_ok (a dimension of 2^40: kept hypersparse), or when out of memory.
static StorePtr force_sparse_or_hyper(const StorePtr& sp, bool hyper) {
  if ((sp->format == Format::Hyper) == hyper) return sp;
  if (!hyper && !dimension_alloc_ok(uint64_t(sp->vdim) + 1, sizeof(int64_t))) return sp;
  gb::vector<int64_t> vec;
  try {
    vec.resize(static_cast<size_t>(sp->nvals));
  } catch (const std::bad_alloc&) {
    return sp;
  }
  for (int64_t k = 0; k < sp->nvec; k++)
    for (int64_t p = sp->P()[k]; p < sp->P()[k + 1]; p++) vec[size_t(p)] = sp->vector_id(k);
  StorePtr r = store_from_sorted(sp->type, sp->vlen, sp->vdim, sp->by_row, vec.data(), sp->I(), sp->X(), sp->nvals,
                                 sp->iso, hyper ? 2.0 /* always hyper */ : -1.0 /* never */);
  return r ? r : sp;
}

// Number of vectors of a sparse or hypersparse store that hold an entry.
static int64_t nonempty_vectors(const Store& s) {
  const int64_t* P = s.P();
  int64_t k = 0;
  for (int64_t v = 0; v < s.nvec; v++) k += P[v + 1] > P[v];
  return k;
}

// Sparse or hypersparse from a sparse or hypersparse store, the hyper switch deciding with
// hysteresis (SuiteSparse's GB_conform_hyper).
static StorePtr conform_hyper(const StorePtr& sp, double hyper_switch) {
  const int64_t k = nonempty_vectors(*sp);
  if (sp->format == Format::Sparse && sparse_to_hyper_test(hyper_switch, k, sp->vdim))
    return force_sparse_or_hyper(sp, true);
  if (sp->format == Format::Hyper && hyper_to_sparse_test(hyper_switch, k, sp->vdim))
    return force_sparse_or_hyper(sp, false);
  return sp;
}

// Sparse (hyper: hypersparse) from any store; the store itself when a bitmap conversion is refused.
static StorePtr to_sparse_or_hyper(const StorePtr& s, bool hyper, double hyper_switch) {
  StorePtr sp = to_sparse(s, hyper_switch);
  return sp ? force_sparse_or_hyper(sp, hyper) : nullptr;
}

// Bitmap when allowed to exist (not for a huge dimension) and memory allows; else s unchanged.
static StorePtr to_bitmap_or_keep(const StorePtr& s) {
  StorePtr b = to_bitmap(s);
  return b ? b : s;
}

// SuiteSparse's conform rule (GB_conform, documented in its user guide under GxB_SPARSITY_CONTROL):
// full when allowed and every entry is present; otherwise the allowed formats are chosen by the
// bitmap switch (entries against vlen*vdim) and the hyper switch (non-empty vectors against vdim),
// each with hysteresis, so the result depends on the format s already has.
StorePtr conform(const StorePtr& s, int control, double hyper_switch, double bitmap_switch) {
  control = effective_sparsity_control(control, s->vdim);
  int64_t total = 0;
  const bool fits = dense_size(*s, &total);
  const bool as_if_full = s->format == Format::Full || (fits && s->nvals == total);
  if ((control & GxB_FULL) && as_if_full) {
    if (StorePtr f = to_full(s)) return f;
  }
  const bool is_sparse = s->is_sparse_or_hyper(), is_bitmap = s->format == Format::Bitmap;
  const bool is_full = s->format == Format::Full;
  const bool many = is_sparse && sparse_to_bitmap_test(bitmap_switch, s->nvals, s->vlen, s->vdim);
  const bool few = is_bitmap && bitmap_to_sparse_test(bitmap_switch, s->nvals, s->vlen, s->vdim);
  switch (control & (GxB_HYPERSPARSE | GxB_SPARSE | GxB_BITMAP)) {
    case GxB_HYPERSPARSE: return to_sparse_or_hyper(s, true, hyper_switch);
    case GxB_SPARSE: return to_sparse_or_hyper(s, false, hyper_switch);
    case GxB_HYPERSPARSE | GxB_SPARSE: {
      StorePtr sp = to_sparse(s, hyper_switch);
      return sp ? conform_hyper(sp, hyper_switch) : nullptr;
    }
    case GxB_HYPERSPARSE | GxB_BITMAP:
    case GxB_SPARSE | GxB_BITMAP: {
      const bool hyper = control & GxB_HYPERSPARSE;
      if (is_full || many) return to_bitmap_or_keep(s);
      if (few || (is_sparse && (s->format == Format::Hyper) != hyper)) return to_sparse_or_hyper(s, hyper, hyper_switch);
      return s;
    }
    case GxB_HYPERSPARSE | GxB_SPARSE | GxB_BITMAP: {
      if (is_full || many) return to_bitmap_or_keep(s);
      if (is_bitmap && !few) return s;
      StorePtr sp = to_sparse(s, hyper_switch);
      return sp ? conform_hyper(sp, hyper_switch) : nullptr;
    }
    default:  // bitmap, or full alone, or with bitmap: bitmap while some entry is missing
      return to_bitmap_or_keep(s);
  }
}

//------------------------------------------------------------------------------------------------
// validation of untrusted structures (import, deserialize)
//------------------------------------------------------------------------------------------------
bool validate_store(const Store& s, std::string* why) {
  auto fail = [&](const char* m) {
    if (why) *why = m;
    return false;
  };
  if (s.vlen < 0 || s.vdim < 0) return fail("negative dimension");
  switch (s.format) {
    case Format::Full:
      if (s.nvals != s.vlen * s.vdim) return fail("full matrix must hold every entry");
      return true;
    case Format::Bitmap: {
      int64_t cnt = 0;
      const int8_t* B = s.B();
      for (int64_t k = 0; k < s.vlen * s.vdim; k++) {
        if (B[k] != 0 && B[k] != 1) return fail("bitmap entries must be 0 or 1");
        cnt += B[k];
      }
      if (cnt != s.nvals) return fail("bitmap count does not match nvals");
      return true;
    }
    default: {
      const int64_t* P = s.P();
      const int64_t* I = s.I();
      if (P[0] != 0) return fail("p[0] must be 0");
      if (s.format == Format::Hyper) {
        const int64_t* H = s.H();
        for (int64_t k = 0; k < s.nvec; k++) {
          if (H[k] < 0 || H[k] >= s.vdim) return fail("hyperlist entry out of range");
          if (k > 0 && H[k] <= H[k - 1]) return fail("hyperlist not strictly increasing");
        }
      }
      for (int64_t k = 0; k < s.nvec; k++) {
        if (P[k + 1] < P[k]) return fail("p is not monotonic");
        if (P[k + 1] > s.nvals) return fail("p exceeds nvals");
        for (int64_t p = P[k]; p < P[k + 1]; p++) {
          if (I[p] < 0 || I[p] >= s.vlen) return fail("index out of range");
          if (p > P[k] && I[p] <= I[p - 1]) return fail("indices not sorted or duplicated within a vector");
        }
      }
      if (P[s.nvec] != s.nvals) return fail("p[nvec] does not match nvals");
      return true;
    }
  }
}

}  // namespace gb
