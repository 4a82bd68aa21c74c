// Moving storage between the caller and the library: the bodies of every GxB pack/unpack (and of
// the older GxB import/export, which add creating/freeing the handle), plus the storage
// conversions they need.
#include <algorithm>
#include <new>
#include <numeric>
#include <vector>

#include "core/memory.hpp"
#include "api/import_export/import_export.hpp"

namespace gb::ie {

namespace {

// Bytes of n items of `each` bytes, or 0 with ok = false on overflow.
size_t bytes_of(uint64_t n, uint64_t each, bool* ok) {
  uint64_t r = 0;
  if (!mul_ok(n, each, &r) || r > uint64_t(INT64_MAX)) {
    *ok = false;
    return 0;
  }
  return size_t(r);
}

// Number of entries of a bitmap/full layout (vlen * vdim), false on overflow.
bool dense_count(int64_t vlen, int64_t vdim, uint64_t* n) {
  return mul_ok(uint64_t(vlen), uint64_t(vdim), n) && *n <= uint64_t(INT64_MAX);
}

}  // namespace

//------------------------------------------------------------------------------------------------
// conversions
//------------------------------------------------------------------------------------------------
StorePtr in_orientation(const StorePtr& s, bool by_row, double hyper_switch) {
  if (s->by_row == by_row) return s;
  return to_orientation(s, by_row, hyper_switch);
}

StorePtr as_sparse(const StorePtr& s) {
  if (s->format == Format::Sparse) return s;
  bool ok = true;
  const size_t pbytes = bytes_of(uint64_t(s->vdim) + 1, sizeof(int64_t), &ok);
  // a p array that follows a huge dimension (a CSR export of a hypersparse 2^40-by-2^40 matrix)
  // is refused as out of memory, never attempted
  if (!ok || !dimension_alloc_ok(uint64_t(s->vdim) + 1, sizeof(int64_t))) return nullptr;
  auto c = gb::make_shared<Store>(*s);
  c->format = Format::Sparse;
  c->nvec = s->vdim;
  c->h = c->b = nullptr;
  c->p = Buffer::allocate(pbytes, true);
  if (!c->p) return nullptr;
  int64_t* P = c->P();
  if (s->format == Format::Hyper) {
    // spread the hyperlist's offsets over every vector; i and x are shared as they are
    const int64_t* Ph = s->P();
    const int64_t* H = s->H();
    int64_t v = 0;
    for (int64_t k = 0; k < s->nvec; k++) {
      for (; v <= H[k]; v++) P[v] = Ph[k];
    }
    for (; v <= s->vdim; v++) P[v] = s->nvals;
    return c;
  }
  // bitmap or full: gather the present entries
  const int64_t n = s->nvals;
  const size_t ts = s->tsize;
  c->i = Buffer::allocate(std::max<size_t>(size_t(n) * sizeof(int64_t), sizeof(int64_t)));
  c->x = Buffer::allocate(std::max<size_t>(s->iso ? ts : size_t(n) * ts, 1));
  if (!c->i || !c->x) return nullptr;
  int64_t* I = c->I();
  char* X = static_cast<char*>(c->X());
  int64_t e = 0;
  for_each_entry(*s, [&](int64_t v, int64_t i, int64_t pos) {
    P[v + 1]++;
    I[e] = i;
    if (!s->iso) std::memcpy(X + size_t(e) * ts, s->value_at(pos), ts);
    e++;
  });
  if (s->iso) std::memcpy(X, s->X(), ts);
  for (int64_t v = 0; v < s->vdim; v++) P[v + 1] += P[v];
  c->nvals = e;
  return c;
}

StorePtr as_hyper(const StorePtr& s0) {
  if (s0->format == Format::Hyper) return s0;
  StorePtr s = as_sparse(s0);
  if (!s) return nullptr;
  const int64_t* P = s->P();
  int64_t nonempty = 0;
  for (int64_t v = 0; v < s->vdim; v++) nonempty += (P[v + 1] > P[v]);
  auto c = gb::make_shared<Store>(*s);
  c->format = Format::Hyper;
  c->nvec = nonempty;
  c->p = Buffer::allocate(sizeof(int64_t) * size_t(nonempty + 1));
  c->h = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nonempty, 1)));
  if (!c->p || !c->h) return nullptr;
  int64_t* Pc = c->P();
  int64_t* H = c->H();
  int64_t k = 0;
  for (int64_t v = 0; v < s->vdim; v++) {
    if (P[v + 1] > P[v]) {
      H[k] = v;
      Pc[k] = P[v];
      k++;
    }
  }
  Pc[nonempty] = s->nvals;
  return c;
}

StorePtr as_bitmap(const StorePtr& s) {
  if (s->format == Format::Bitmap) return s;
  uint64_t n = 0;
  if (!dense_count(s->vlen, s->vdim, &n)) return nullptr;
  // a bitmap of a huge dimension (a vector of 2^40): refused as out of memory, never attempted
  if (!dimension_alloc_ok(n, uint64_t(s->tsize) + 1)) return nullptr;
  auto c = gb::make_shared<Store>(*s);
  c->format = Format::Bitmap;
  c->nvec = s->vdim;
  c->p = c->h = c->i = nullptr;
  c->b = Buffer::allocate(std::max<size_t>(size_t(n), 1), s->format != Format::Full);
  if (!c->b) return nullptr;
  int8_t* B = c->B();
  if (s->format == Format::Full) {
    std::memset(B, 1, size_t(n));
    return c;  // x is shared: the full layout is the bitmap layout
  }
  const size_t ts = s->tsize;
  if (!s->iso) {
    bool ok = true;
    const size_t xbytes = bytes_of(n, ts, &ok);
    if (!ok) return nullptr;
    c->x = Buffer::allocate(std::max<size_t>(xbytes, 1), true);
    if (!c->x) return nullptr;
  }
  char* X = static_cast<char*>(c->X());
  for_each_entry(*s, [&](int64_t v, int64_t i, int64_t pos) {
    const int64_t q = v * s->vlen + i;
    B[q] = 1;
    if (!s->iso) std::memcpy(X + size_t(q) * ts, s->value_at(pos), ts);
  });
  return c;
}

StorePtr as_full(const StorePtr& s) {
  if (s->format == Format::Full) return s;
  // Every entry is present (the caller checked nvals == vlen*vdim), so the values of a bitmap, and
  // those of compressed vectors (each vector holds indices 0..vlen-1 in order), already lie in the
  // full layout: share them.
  auto c = gb::make_shared<Store>(*s);
  c->format = Format::Full;
  c->nvec = s->vdim;
  c->p = c->h = c->i = c->b = nullptr;
  return c;
}

//------------------------------------------------------------------------------------------------
// structural checks
//------------------------------------------------------------------------------------------------
GrB_Info check_compressed(const int64_t* P, const int64_t* H, const int64_t* I, int64_t nvec,
                          int64_t vlen, int64_t vdim, bool jumbled, std::string* why) {
  auto bad = [&](GrB_Info info, const char* m) {
    if (why) *why = m;
    return info;
  };
  if (P[0] != 0) return bad(GrB_INVALID_OBJECT, "the first vector pointer must be zero");
  for (int64_t k = 0; k < nvec; k++)
    if (P[k + 1] < P[k]) return bad(GrB_INVALID_OBJECT, "vector pointers must be non-decreasing");
  if (H) {
    for (int64_t k = 0; k < nvec; k++) {
      if (H[k] < 0 || H[k] >= vdim) return bad(GrB_INVALID_OBJECT, "hyperlist entry out of range");
      if (k > 0 && H[k] <= H[k - 1])
        return bad(GrB_INVALID_OBJECT, "hyperlist must be strictly increasing");
    }
  }
  for (int64_t k = 0; k < nvec; k++) {
    for (int64_t p = P[k]; p < P[k + 1]; p++) {
      if (I[p] < 0 || I[p] >= vlen) return bad(GrB_INVALID_OBJECT, "index out of range");
      if (!jumbled && p > P[k] && I[p] <= I[p - 1])
        return bad(GrB_INDEX_OUT_OF_BOUNDS, "indices unsorted or duplicated within a vector");
    }
  }
  return GrB_SUCCESS;
}

namespace {

// Sort the indices (and values) of jumbled vectors. When every vector is already sorted, *ni and
// *nx stay null (the caller's arrays are used as they are); otherwise they are new sorted copies.
// Duplicates within a vector give GrB_INDEX_OUT_OF_BOUNDS.
GrB_Info unjumble(const int64_t* P, int64_t nvec, const int64_t* I, const void* X, size_t ts, bool iso,
                  BufferPtr* ni, BufferPtr* nx, std::string* why) {
  bool sorted = true;
  for (int64_t k = 0; k < nvec && sorted; k++)
    for (int64_t p = P[k] + 1; p < P[k + 1]; p++)
      if (I[p] < I[p - 1]) {
        sorted = false;
        break;
      }
  const int64_t n = P[nvec];
  const int64_t* J = I;
  if (!sorted) {
    *ni = Buffer::allocate(std::max<size_t>(size_t(n) * sizeof(int64_t), sizeof(int64_t)));
    if (!*ni) return GrB_OUT_OF_MEMORY;
    if (!iso) {
      *nx = Buffer::allocate(std::max<size_t>(size_t(n) * ts, 1));
      if (!*nx) return GrB_OUT_OF_MEMORY;
    }
    int64_t* NI = static_cast<int64_t*>((*ni)->ptr());
    char* NX = iso ? nullptr : static_cast<char*>((*nx)->ptr());
    const char* Xc = static_cast<const char*>(X);
    gb::vector<int64_t> perm;
    for (int64_t k = 0; k < nvec; k++) {
      const int64_t lo = P[k], len = P[k + 1] - P[k];
      perm.resize(size_t(len));
      std::iota(perm.begin(), perm.end(), lo);
      std::sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) { return I[a] < I[b]; });
      for (int64_t q = 0; q < len; q++) {
        NI[lo + q] = I[perm[size_t(q)]];
        if (NX) std::memcpy(NX + size_t(lo + q) * ts, Xc + size_t(perm[size_t(q)]) * ts, ts);
      }
    }
    J = NI;
  }
  for (int64_t k = 0; k < nvec; k++)
    for (int64_t p = P[k] + 1; p < P[k + 1]; p++)
      if (J[p] == J[p - 1]) {
        ni->reset();
        nx->reset();
        if (why) *why = "duplicate indices within a vector";
        return GrB_INDEX_OUT_OF_BOUNDS;
      }
  return GrB_SUCCESS;
}

// Takes the caller's blocks as Buffers, all or none: if anything fails, the blocks adopted so far
// are released again (still the caller's).
struct AdoptAll {
  gb::vector<BufferPtr> taken;
  bool committed = false;
  BufferPtr adopt(void* p, size_t bytes) {
    taken.reserve(taken.size() + 1);        // may throw: p is still only the caller's
    BufferPtr b = Buffer::adopt(p, bytes);  // likewise
    taken.push_back(b);                     // cannot throw now
    return b;
  }
  ~AdoptAll() {
    if (!committed)
      for (BufferPtr& b : taken) b->release();
  }
};

// The sizes a pack request implies, once its arrays are checked against them.
struct PackSizes {
  int64_t nvec = 0, nvals = 0;
  uint64_t ndense = 0;  // bitmap / full: vlen * vdim
  const int64_t* P = nullptr;
  const int64_t* H = nullptr;
};

// Sparse or hypersparse arrays (or a packed vector's): the pointers, the hyperlist, and that the
// index and value arrays are large enough.
GrB_Info check_compressed_sizes(GB_Matrix_opaque* A, const PackRequest& r, int64_t vlen, int64_t vdim, size_t ts,
                                PackSizes* z) {
  uint64_t need = 0;
  bool ok = true;
  int64_t &nvec = z->nvec, &nvals = z->nvals;
  const int64_t*& P = z->P;
  const int64_t*& H = z->H;
  if (r.vector) {
    nvec = 1;
    if (r.nvals > uint64_t(vlen)) return fail(A, GrB_INVALID_VALUE, "nvals exceeds the vector length");
    nvals = int64_t(r.nvals);
  } else {
    if (r.format == Format::Hyper) {
      if (r.nvec > uint64_t(vdim)) return fail(A, GrB_INVALID_VALUE, "nvec exceeds the number of vectors");
      nvec = int64_t(r.nvec);
    } else {
      nvec = vdim;
    }
    GB_RETURN_IF_NULL(*r.p);
    if (!mul_ok(uint64_t(nvec) + 1, sizeof(int64_t), &need) || r.p_size < need)
      return fail(A, GrB_INVALID_VALUE, "the pointer array is too small (%llu bytes, %llu needed)",
                  (unsigned long long)r.p_size, (unsigned long long)need);
    if (r.format == Format::Hyper) {
      if (nvec > 0) GB_RETURN_IF_NULL(*r.h);
      if (r.h_size < uint64_t(nvec) * sizeof(int64_t))
        return fail(A, GrB_INVALID_VALUE, "the hyperlist is too small");
      H = reinterpret_cast<const int64_t*>(*r.h);
    }
    P = reinterpret_cast<const int64_t*>(*r.p);
    if (P[nvec] < 0 || uint64_t(P[nvec]) > kMaxEntries)
      return fail(A, GrB_INVALID_VALUE, "invalid number of entries %lld", (long long)P[nvec]);
    nvals = P[nvec];
  }
  if (nvals > 0) {
    GB_RETURN_IF_NULL(*r.i);
    GB_RETURN_IF_NULL(*r.x);
  }
  if (r.i_size < uint64_t(nvals) * sizeof(int64_t))
    return fail(A, GrB_INVALID_VALUE, "the index array is too small (%llu bytes, %llu needed)",
                (unsigned long long)r.i_size, (unsigned long long)(uint64_t(nvals) * sizeof(int64_t)));
  need = (nvals == 0) ? 0 : (r.iso ? ts : bytes_of(uint64_t(nvals), ts, &ok));
  if (!ok || r.x_size < need)
    return fail(A, GrB_INVALID_VALUE, "the value array is too small (%llu bytes, %llu needed)",
                (unsigned long long)r.x_size, (unsigned long long)need);
  return GrB_SUCCESS;
}

// Bitmap or full arrays: large enough for every position, and a bitmap's count of entries.
GrB_Info check_dense_sizes(GB_Matrix_opaque* A, const PackRequest& r, int64_t vlen, int64_t vdim, size_t ts,
                           PackSizes* z) {
  uint64_t need = 0;
  bool ok = true;
  int64_t &nvec = z->nvec, &nvals = z->nvals;
  uint64_t& ndense = z->ndense;
  if (!dense_count(vlen, vdim, &ndense)) return fail(A, GrB_INVALID_VALUE, "too many entries");
  if (r.format == Format::Bitmap) {
    if (ndense > 0) GB_RETURN_IF_NULL(*r.b);
    if (r.b_size < ndense) return fail(A, GrB_INVALID_VALUE, "the bitmap is too small");
    if (r.nvals > ndense) return fail(A, GrB_INVALID_VALUE, "nvals exceeds nrows*ncols");
    nvals = int64_t(r.nvals);
  } else {
    nvals = int64_t(ndense);
  }
  if (ndense > 0) GB_RETURN_IF_NULL(*r.x);
  need = (ndense == 0) ? 0 : (r.iso ? ts : bytes_of(ndense, ts, &ok));
  if (!ok || r.x_size < need)
    return fail(A, GrB_INVALID_VALUE, "the value array is too small (%llu bytes, %llu needed)",
                (unsigned long long)r.x_size, (unsigned long long)need);
  nvec = vdim;
  return GrB_SUCCESS;
}

// GxB_SECURE_IMPORT: the arrays' contents (sorted indices in range, a bitmap of 0s and 1s that
// holds nvals entries).
GrB_Info check_contents(GB_Matrix_opaque* A, const PackRequest& r, const PackSizes& z, const int64_t* PP,
                        const int64_t* I, int64_t vlen, int64_t vdim) {
  const bool compressed = r.format == Format::Sparse || r.format == Format::Hyper;
  std::string why;
  if (compressed) {
    // (with no entries, every vector is empty and no index is read)
    GrB_Info info = check_compressed(PP, z.H, I, z.nvec, vlen, vdim, r.jumbled, &why);
    if (info != GrB_SUCCESS) return fail(A, info, "invalid input arrays: %s", why.c_str());
  } else if (r.format == Format::Bitmap) {
    const int8_t* B = *r.b;
    uint64_t cnt = 0;
    for (uint64_t k = 0; k < z.ndense; k++) {
      if (B[k] != 0 && B[k] != 1) return fail(A, GrB_INVALID_OBJECT, "bitmap entries must be 0 or 1");
      cnt += uint64_t(B[k]);
    }
    if (cnt != uint64_t(z.nvals)) return fail(A, GrB_INVALID_OBJECT, "nvals does not match the bitmap");
  }
  return GrB_SUCCESS;
}

// The store made of the caller's arrays (jumbled vectors sorted into new ones), set as A's value.
GrB_Info adopt_arrays(GB_Matrix_opaque* A, const PackRequest& r, const PackSizes& z, const int64_t* PP,
                      const int64_t* I, int64_t vlen, int64_t vdim) try {
  const bool compressed = r.format == Format::Sparse || r.format == Format::Hyper;
  const size_t ts = A->type->size;
  const int64_t nvec = z.nvec, nvals = z.nvals;
  const uint64_t ndense = z.ndense;
  int64_t vp[2] = {0, nvals};  // the pointers of a packed vector
  std::string why;
  // jumbled vectors are sorted into new arrays, so the caller's stay untouched until success
  BufferPtr sorted_i, sorted_x;
  if (compressed && r.jumbled && nvals > 0) {
    GrB_Info info = unjumble(PP, nvec, I, *r.x, ts, r.iso, &sorted_i, &sorted_x, &why);
    if (info == GrB_OUT_OF_MEMORY) return info;
    if (info != GrB_SUCCESS) return fail(A, info, "invalid input arrays: %s", why.c_str());
  }

  auto s = gb::make_shared<Store>();
  s->type = A->type;
  s->code = A->type->code;
  s->tsize = ts;
  s->vlen = vlen;
  s->vdim = vdim;
  s->by_row = r.by_row;
  s->format = r.format;
  s->nvec = nvec;
  s->nvals = nvals;
  // iso with no entries too (as SuiteSparse), where the value array holds the one value
  s->iso = r.iso && ((compressed ? nvals > 0 : ndense > 0) || *r.x == nullptr || r.x_size >= ts);

  AdoptAll adopt;
  auto take = [&](void* p, uint64_t bytes, size_t fallback) -> BufferPtr {
    if (p) return adopt.adopt(p, size_t(bytes));
    return Buffer::allocate(fallback, true);
  };
  if (compressed) {
    if (r.vector) {
      s->p = Buffer::allocate(2 * sizeof(int64_t));
      if (s->p) std::memcpy(s->p->ptr(), vp, sizeof vp);
    } else {
      s->p = take(*r.p, r.p_size, 0);
    }
    if (r.format == Format::Hyper) s->h = take(*r.h, r.h_size, sizeof(int64_t));
    s->i = take(*r.i, r.i_size, sizeof(int64_t));
    if (sorted_i) s->i = sorted_i;
  } else if (r.format == Format::Bitmap) {
    s->b = take(*r.b, r.b_size, 1);
  }
  s->x = take(*r.x, r.x_size, std::max<size_t>(ts, 1));
  if (sorted_x) s->x = sorted_x;
  if (!s->x || (compressed && (!s->p || !s->i || (r.format == Format::Hyper && !s->h))) ||
      (r.format == Format::Bitmap && !s->b))
    return GrB_OUT_OF_MEMORY;

  // As SuiteSparse (GB_import builds the header anew): the object takes the orientation of the
  // arrays and the default sparsity control and switches, and keeps the format it was given until
  // something conforms it.
  A->current = make_version(s, A->type, A->nrows, A->ncols);
  if (A->kind == ObjectKind::Matrix) A->by_row = r.by_row;
  A->sparsity_control = GxB_AUTO_SPARSITY;
  A->hyper_switch = global().hyper_switch;
  A->bitmap_switch = bitmap_switch_for(A->nrows, A->ncols);
  adopt.committed = true;
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {
  return GrB_OUT_OF_MEMORY;
}

// After a pack: the arrays are the library's now (the originals of sorted copies were adopted
// too, and freed with their Buffers).
void release_arrays(const PackRequest& r) {
  const bool compressed = r.format == Format::Sparse || r.format == Format::Hyper;
  if (compressed) {
    if (!r.vector) *r.p = nullptr;
    if (r.format == Format::Hyper) *r.h = nullptr;
    *r.i = nullptr;
  } else if (r.format == Format::Bitmap) {
    *r.b = nullptr;
  }
  *r.x = nullptr;
}

}  // namespace

//------------------------------------------------------------------------------------------------
// pack
//------------------------------------------------------------------------------------------------
GrB_Info pack(GB_Matrix_opaque* A, const PackRequest& r, const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_CHECK_OPT(desc);
  // the handles of the arrays this format uses
  const bool compressed = r.format == Format::Sparse || r.format == Format::Hyper;
  if (compressed && !r.vector) GB_RETURN_IF_NULL(r.p);
  if (r.format == Format::Hyper) GB_RETURN_IF_NULL(r.h);
  if (compressed) GB_RETURN_IF_NULL(r.i);
  if (r.format == Format::Bitmap) GB_RETURN_IF_NULL(r.b);
  GB_RETURN_IF_NULL(r.x);
  if (r.vector && A->ncols != 1)
    return fail(A, GrB_DIMENSION_MISMATCH, "a vector pack needs an n-by-1 object");
  const bool secure = desc && desc->import_mode == GxB_SECURE_IMPORT;

  const size_t ts = A->type->size;
  const int64_t vlen = int64_t(r.by_row ? A->ncols : A->nrows);
  const int64_t vdim = int64_t(r.by_row ? A->nrows : A->ncols);

  PackSizes z;
  GB_TRY(compressed ? check_compressed_sizes(A, r, vlen, vdim, ts, &z) : check_dense_sizes(A, r, vlen, vdim, ts, &z));
  const int64_t* I = (compressed && r.i && *r.i) ? reinterpret_cast<const int64_t*>(*r.i) : nullptr;
  int64_t vp[2] = {0, z.nvals};  // the pointers of a packed vector
  const int64_t* PP = r.vector ? vp : z.P;
  if (secure) GB_TRY(check_contents(A, r, z, PP, I, vlen, vdim));
  GB_TRY(adopt_arrays(A, r, z, PP, I, vlen, vdim));
  release_arrays(r);
  return GrB_SUCCESS;
}

//------------------------------------------------------------------------------------------------
// unpack
//------------------------------------------------------------------------------------------------
namespace {

struct OutSlot {
  const BufferPtr* buf;  // the store's slot
  size_t needed;         // bytes the caller must get
  bool null_if_empty;    // an empty index/value array is returned as NULL
  void** dst;
  uint64_t* size;
  // filled in
  void* copy = nullptr;
  bool release = false;
  bool give = false;
};

}  // namespace

GrB_Info unpack(GB_Matrix_opaque* A, const UnpackRequest& r, const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  const bool compressed = r.format == Format::Sparse || r.format == Format::Hyper;
  if (compressed && !r.vector) {
    GB_RETURN_IF_NULL(r.p);
    GB_RETURN_IF_NULL(r.p_size);
  }
  if (r.format == Format::Hyper) {
    GB_RETURN_IF_NULL(r.h);
    GB_RETURN_IF_NULL(r.h_size);
    GB_RETURN_IF_NULL(r.nvec);
  }
  if (compressed) {
    GB_RETURN_IF_NULL(r.i);
    GB_RETURN_IF_NULL(r.i_size);
  }
  if (r.format == Format::Bitmap) {
    GB_RETURN_IF_NULL(r.b);
    GB_RETURN_IF_NULL(r.b_size);
  }
  GB_RETURN_IF_NULL(r.x);
  GB_RETURN_IF_NULL(r.x_size);
  if ((r.vector && compressed) || r.format == Format::Bitmap) GB_RETURN_IF_NULL(r.nvals);
  GB_CHECK_OPT(desc);
  if (r.vector && A->ncols != 1)
    return fail(A, GrB_DIMENSION_MISMATCH, "a vector unpack needs an n-by-1 object");

  VersionPtr old = A->current;
  const bool old_by_row = A->by_row;
  StorePtr cur;
  GB_TRY(wait_store(A, &cur));
  if (r.format == Format::Full) {
    uint64_t n = 0;
    if (!dense_count(cur->vlen, cur->vdim, &n) || uint64_t(cur->nvals) != n)
      return fail(A, GrB_INVALID_VALUE, "a full unpack needs every entry present");
  }

  gb::vector<OutSlot> outs;
  gb::vector<const Store*> ours;
  StorePtr t;
  try {
    // the containers below are filled once A is emptied, where nothing may throw
    outs.reserve(5);
    ours.reserve(2);
    t = in_orientation(cur, r.by_row, A->hyper_switch);
    if (t) {
      switch (r.format) {
        case Format::Sparse: t = as_sparse(t); break;
        case Format::Hyper: t = as_hyper(t); break;
        case Format::Bitmap: t = as_bitmap(t); break;
        case Format::Full: t = as_full(t); break;
      }
    }
    if (t && t->iso && r.iso == nullptr) t = expand_iso(t);
    if (!t) return GrB_OUT_OF_MEMORY;
    // left empty in the unpacked orientation (SuiteSparse converts A to it first), hypersparse
    StorePtr empty = make_empty(A->type, A->nrows, A->ncols, A->kind == ObjectKind::Matrix ? r.by_row : false);
    if (!empty) return GrB_OUT_OF_MEMORY;
    VersionPtr nv = make_version(empty, A->type, A->nrows, A->ncols);
    cur.reset();
    A->current = nv;  // A is empty from here on; `old` keeps its former value for a rollback
    if (A->kind == ObjectKind::Matrix) A->by_row = r.by_row;
  } catch (const std::bad_alloc&) {
    A->current = old;
    A->by_row = old_by_row;
    return GrB_OUT_OF_MEMORY;
  }

  // The arrays to hand out and their sizes.
  const size_t ts = t->tsize;
  const bool dense = !compressed;
  const uint64_t count = dense ? uint64_t(t->vlen) * uint64_t(t->vdim) : uint64_t(t->nvals);
  const size_t xneed = count == 0 ? 0 : (t->iso ? ts : size_t(count) * ts);
  if (compressed && !r.vector)
    outs.push_back({&t->p, size_t(t->nvec + 1) * sizeof(int64_t), false, reinterpret_cast<void**>(r.p), r.p_size});
  if (r.format == Format::Hyper)
    outs.push_back({&t->h, size_t(t->nvec) * sizeof(int64_t), false, reinterpret_cast<void**>(r.h), r.h_size});
  if (compressed)
    outs.push_back({&t->i, size_t(t->nvals) * sizeof(int64_t), true, reinterpret_cast<void**>(r.i), r.i_size});
  if (r.format == Format::Bitmap)
    outs.push_back({&t->b, size_t(count), true, reinterpret_cast<void**>(r.b), r.b_size});
  // Empty arrays are NULL, except the values of an object held full or bitmap (as SuiteSparse's,
  // which keep their value array even with no positions: LAGraph builds from such arrays).
  const bool x_null_if_empty = old->store == nullptr || old->store->is_sparse_or_hyper();
  outs.push_back({&t->x, xneed, x_null_if_empty, r.x, r.x_size});

  // Which stores only this call can still see: t, and A's former value when no other handle or
  // pending operation shares it. A buffer referenced only from those may be handed out as it is.
  const Store* so = old->store.get();
  const bool old_excl = old.use_count() == 1;
  if (t.get() == so) {
    if (old_excl && t.use_count() == 2) ours.push_back(so);
  } else {
    if (t.use_count() == 1) ours.push_back(t.get());
    if (so && old_excl && old->store.use_count() == 1) ours.push_back(so);
  }
  auto exclusive = [&](const BufferPtr& b) {
    if (!b) return false;
    long n = 0;
    for (const Store* s : ours)
      for (const BufferPtr* q : {&s->p, &s->h, &s->i, &s->b, &s->x})
        if (q->get() == b.get()) n++;
    return n > 0 && b.use_count() == n;
  };

  // phase 1: copies of whatever is shared (the only step that can fail)
  for (OutSlot& o : outs) {
    o.give = !(o.null_if_empty && o.needed == 0);
    if (!o.give) continue;
    if (exclusive(*o.buf) && (*o.buf)->bytes() >= o.needed) {
      o.release = true;
      continue;
    }
    const size_t bytes = std::max<size_t>(o.needed, sizeof(int64_t));
    o.copy = mem_alloc(bytes);
    if (!o.copy) {
      for (OutSlot& q : outs) mem_free(q.copy);
      A->current = old;
      A->by_row = old_by_row;
      return GrB_OUT_OF_MEMORY;
    }
    if (o.needed > 0) std::memcpy(o.copy, (*o.buf)->ptr(), o.needed);
    o.needed = bytes;
  }
  // phase 2: hand everything out
  for (OutSlot& o : outs) {
    if (!o.give) {
      *o.dst = nullptr;
      *o.size = 0;
    } else if (o.release) {
      *o.size = (*o.buf)->bytes();
      *o.dst = (*o.buf)->release();
    } else {
      *o.dst = o.copy;
      *o.size = o.needed;
    }
  }
  if (r.iso) *r.iso = t->iso;
  if (r.jumbled) *r.jumbled = false;
  if (r.nvec) *r.nvec = uint64_t(t->nvec);
  if (r.nvals) *r.nvals = uint64_t(t->nvals);
  return GrB_SUCCESS;
}

}  // namespace gb::ie
