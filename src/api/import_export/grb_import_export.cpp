// GrB_Matrix_import / GrB_Matrix_export (C API 2.0): copies between the caller's CSR, CSC or COO
// arrays and a matrix; GrB_Matrix_exportSize and GrB_Matrix_exportHint.
//
// Import treats its input as untrusted (there is no descriptor). As in SuiteSparse 7.4:
//  - the type argument must be exactly the type of the typed entry point (GrB_DOMAIN_MISMATCH);
//  - CSR/CSC: Ap_len >= vdim+1 and Ai_len, Ax_len >= Ap[vdim] (GrB_INVALID_VALUE); a bad Ap or an
//    index out of range is GrB_INVALID_OBJECT; indices may be unsorted within a vector (they are
//    sorted), duplicates are GrB_INDEX_OUT_OF_BOUNDS;
//  - COO: Ap holds the row indices, Ai the column indices, and the three lengths must be equal
//    (GrB_INVALID_VALUE); tuples may come in any order; an index out of range is
//    GrB_INDEX_OUT_OF_BOUNDS; duplicates are not an error: the last one in input order is kept.
// Export copies (expanding an iso value) into arrays whose lengths come from exportSize;
// shorter arrays give GrB_INSUFFICIENT_SPACE. Entries come out sorted within each row (CSR),
// column (CSC), or in storage order (COO).
#include <algorithm>
#include <new>
#include <numeric>
#include <vector>

#include "core/memory.hpp"
#include "api/import_export/import_export.hpp"

using gb::TypeCode;

namespace gb::ie {
namespace {

bool valid_format(int f) { return f == GrB_CSR_FORMAT || f == GrB_CSC_FORMAT || f == GrB_COO_FORMAT; }

// The typed entry point's value type against the matrix type: exactly the same built-in type, or
// any user-defined type for the _UDT entry points.
bool same_domain(GrB_Type type, TypeCode xcode) {
  return xcode == TypeCode::UDT ? type->code == TypeCode::UDT : type->code == xcode;
}

GrB_Info import_copy(GB_Matrix_opaque** A, GrB_Type type, TypeCode xcode, GrB_Index nrows, GrB_Index ncols,
                     const GrB_Index* Ap, const GrB_Index* Ai, const void* Ax, GrB_Index Ap_len, GrB_Index Ai_len,
                     GrB_Index Ax_len, int format) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(A);
  GB_CHECK_OBJ(type);
  if (!same_domain(type, xcode)) return GrB_DOMAIN_MISMATCH;
  *A = nullptr;
  if (!valid_dim(nrows) || !valid_dim(ncols)) return GrB_INVALID_VALUE;
  if (!valid_format(format)) return GrB_INVALID_VALUE;
  GB_RETURN_IF_NULL(Ap);
  GB_RETURN_IF_NULL(Ai);
  GB_RETURN_IF_NULL(Ax);
  const size_t ts = type->size;
  const char* X = static_cast<const char*>(Ax);

  try {
    bool by_row;
    int64_t vlen, vdim, n;
    gb::vector<int64_t> vec, idx;
    gb::vector<char> vals;
    if (format == GrB_COO_FORMAT) {
      if (Ai_len != Ap_len || Ax_len != Ap_len || Ap_len > kMaxEntries) return GrB_INVALID_VALUE;
      n = int64_t(Ap_len);
      by_row = global().format == GxB_BY_ROW;
      vlen = int64_t(by_row ? ncols : nrows);
      vdim = int64_t(by_row ? nrows : ncols);
      for (int64_t k = 0; k < n; k++)
        if (Ap[k] >= nrows || Ai[k] >= ncols) return GrB_INDEX_OUT_OF_BOUNDS;
      const GrB_Index* V = by_row ? Ap : Ai;
      const GrB_Index* J = by_row ? Ai : Ap;
      // order of the tuples by (vector, index); stable, so the last of equal tuples is last
      gb::vector<int64_t> order(static_cast<size_t>(n));
      std::iota(order.begin(), order.end(), 0);
      bool sorted = true;
      for (int64_t k = 1; k < n && sorted; k++)
        sorted = V[k - 1] < V[k] || (V[k - 1] == V[k] && J[k - 1] <= J[k]);
      if (!sorted)
        std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
          return V[a] != V[b] ? V[a] < V[b] : J[a] < J[b];
        });
      vec.reserve(size_t(n));
      idx.reserve(size_t(n));
      vals.reserve(size_t(n) * ts);
      for (int64_t e = 0; e < n; e++) {
        const int64_t k = order[size_t(e)];
        const bool dup_of_next =
            e + 1 < n && V[order[size_t(e + 1)]] == V[k] && J[order[size_t(e + 1)]] == J[k];
        if (dup_of_next) continue;  // a later duplicate replaces this one
        vec.push_back(int64_t(V[k]));
        idx.push_back(int64_t(J[k]));
        vals.insert(vals.end(), X + size_t(k) * ts, X + size_t(k + 1) * ts);
      }
      n = int64_t(vec.size());
    } else {
      by_row = format == GrB_CSR_FORMAT;
      vlen = int64_t(by_row ? ncols : nrows);
      vdim = int64_t(by_row ? nrows : ncols);
      if (Ap_len < uint64_t(vdim) + 1) return GrB_INVALID_VALUE;
      const GrB_Index nv = Ap[vdim];
      if (nv > kMaxEntries || Ai_len < nv || Ax_len < nv) return GrB_INVALID_VALUE;
      n = int64_t(nv);
      const int64_t* P = reinterpret_cast<const int64_t*>(Ap);
      const int64_t* I = reinterpret_cast<const int64_t*>(Ai);
      // Ap and the index range first (INVALID_OBJECT), then order within the vectors
      GrB_Info info = check_compressed(P, nullptr, I, vdim, vlen, vdim, /*jumbled=*/true, nullptr);
      if (info != GrB_SUCCESS) return info;
      vec.resize(size_t(n));
      idx.resize(size_t(n));
      vals.resize(size_t(n) * ts);
      gb::vector<int64_t> perm;
      for (int64_t v = 0; v < vdim; v++) {
        const int64_t lo = P[v], len = P[v + 1] - P[v];
        if (len == 0) continue;
        bool sorted = true;
        for (int64_t p = lo + 1; p < lo + len && sorted; p++) sorted = I[p - 1] < I[p];
        perm.resize(size_t(len));
        std::iota(perm.begin(), perm.end(), lo);
        if (!sorted) {
          std::sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) { return I[a] < I[b]; });
          for (int64_t q = 1; q < len; q++)
            if (I[perm[size_t(q)]] == I[perm[size_t(q - 1)]]) return GrB_INDEX_OUT_OF_BOUNDS;
        }
        for (int64_t q = 0; q < len; q++) {
          const int64_t src = perm[size_t(q)];
          vec[size_t(lo + q)] = v;
          idx[size_t(lo + q)] = I[src];
          std::memcpy(vals.data() + size_t(lo + q) * ts, X + size_t(src) * ts, ts);
        }
      }
    }
    MutableStorePtr s = store_from_sorted(type, vlen, vdim, by_row, vec.data(), idx.data(), vals.data(), n,
                                          false, global().hyper_switch);
    if (!s) return GrB_OUT_OF_MEMORY;
    GB_Matrix_opaque* C = nullptr;
    GB_TRY(new_container(&C, ObjectKind::Matrix, type, nrows, ncols));
    C->by_row = by_row;
    try {
      set_store(C, s);
    } catch (const std::bad_alloc&) {
      free_container(C);
      return GrB_OUT_OF_MEMORY;
    }
    *A = C;
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

GrB_Info export_copy(GrB_Index* Ap, GrB_Index* Ai, void* Ax, GrB_Index* Ap_len, GrB_Index* Ai_len,
                     GrB_Index* Ax_len, int format, GB_Matrix_opaque* A, TypeCode xcode) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(Ap);
  GB_RETURN_IF_NULL(Ai);
  GB_RETURN_IF_NULL(Ax);
  GB_RETURN_IF_NULL(Ap_len);
  GB_RETURN_IF_NULL(Ai_len);
  GB_RETURN_IF_NULL(Ax_len);
  GB_TRY(check_container(A));
  if (!same_domain(A->type, xcode))
    return fail(A, GrB_DOMAIN_MISMATCH, "the export type does not match the matrix type %s", A->type->name);
  if (!valid_format(format)) return fail(A, GrB_INVALID_VALUE, "invalid export format %d", format);
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  try {
    const int64_t n = s->nvals;
    const size_t ts = s->tsize;
    char* X = static_cast<char*>(Ax);
    if (format == GrB_COO_FORMAT) {
      if (*Ap_len < uint64_t(n) || *Ai_len < uint64_t(n) || *Ax_len < uint64_t(n))
        return fail(A, GrB_INSUFFICIENT_SPACE, "output arrays too small: %lld entries",
                    (long long)n);
      int64_t e = 0;
      for_each_entry(*s, [&](int64_t v, int64_t i, int64_t pos) {
        Ap[e] = GrB_Index(s->by_row ? v : i);
        Ai[e] = GrB_Index(s->by_row ? i : v);
        std::memcpy(X + size_t(e) * ts, s->value_at(pos), ts);
        e++;
      });
      *Ap_len = *Ai_len = *Ax_len = GrB_Index(n);
      return GrB_SUCCESS;
    }
    const bool by_row = format == GrB_CSR_FORMAT;
    const uint64_t vdim = by_row ? A->nrows : A->ncols;
    if (*Ap_len < vdim + 1 || *Ai_len < uint64_t(n) || *Ax_len < uint64_t(n))
      return fail(A, GrB_INSUFFICIENT_SPACE, "output arrays too small: %llu pointers and %lld entries needed",
                  (unsigned long long)(vdim + 1), (long long)n);
    StorePtr t = in_orientation(s, by_row, A->hyper_switch);
    if (!t) return GrB_OUT_OF_MEMORY;
    std::fill(Ap, Ap + vdim + 1, GrB_Index(0));
    int64_t e = 0;
    for_each_entry(*t, [&](int64_t v, int64_t i, int64_t pos) {
      Ap[v + 1]++;
      Ai[e] = GrB_Index(i);
      std::memcpy(X + size_t(e) * ts, t->value_at(pos), ts);
      e++;
    });
    for (uint64_t v = 0; v < vdim; v++) Ap[v + 1] += Ap[v];
    *Ap_len = vdim + 1;
    *Ai_len = *Ax_len = GrB_Index(n);
    return GrB_SUCCESS;
  } catch (const std::bad_alloc&) {
    return GrB_OUT_OF_MEMORY;
  }
}

}  // namespace
}  // namespace gb::ie

extern "C" {

#define GB_IMPORT_EXPORT(S, C, K, PFX)                                                                         \
  GrB_Info PFX##_Matrix_import_##S(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols,            \
                                   const GrB_Index* Ap, const GrB_Index* Ai, const C* Ax, GrB_Index Ap_len,   \
                                   GrB_Index Ai_len, GrB_Index Ax_len, GrB_Format format) {                   \
    return gb::ie::import_copy(A, type, TypeCode::K, nrows, ncols, Ap, Ai, Ax, Ap_len, Ai_len, Ax_len,        \
                               int(format));                                                                  \
  }                                                                                                            \
  GrB_Info PFX##_Matrix_export_##S(GrB_Index* Ap, GrB_Index* Ai, C* Ax, GrB_Index* Ap_len, GrB_Index* Ai_len, \
                                   GrB_Index* Ax_len, GrB_Format format, GrB_Matrix A) {                      \
    return gb::ie::export_copy(Ap, Ai, Ax, Ap_len, Ai_len, Ax_len, int(format), A, TypeCode::K);             \
  }
GB_TYPES_REAL(GB_IMPORT_EXPORT, GrB)
GB_TYPES_COMPLEX(GB_IMPORT_EXPORT, GxB)
#undef GB_IMPORT_EXPORT

GrB_Info GrB_Matrix_import_UDT(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, const GrB_Index* Ap,
                               const GrB_Index* Ai, const void* Ax, GrB_Index Ap_len, GrB_Index Ai_len,
                               GrB_Index Ax_len, GrB_Format format) {
  return gb::ie::import_copy(A, type, TypeCode::UDT, nrows, ncols, Ap, Ai, Ax, Ap_len, Ai_len, Ax_len, int(format));
}
GrB_Info GrB_Matrix_export_UDT(GrB_Index* Ap, GrB_Index* Ai, void* Ax, GrB_Index* Ap_len, GrB_Index* Ai_len,
                               GrB_Index* Ax_len, GrB_Format format, GrB_Matrix A) {
  return gb::ie::export_copy(Ap, Ai, Ax, Ap_len, Ai_len, Ax_len, int(format), A, TypeCode::UDT);
}

GrB_Info GrB_Matrix_exportSize(GrB_Index* Ap_len, GrB_Index* Ai_len, GrB_Index* Ax_len, GrB_Format format,
                               GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(Ap_len);
  GB_RETURN_IF_NULL(Ai_len);
  GB_RETURN_IF_NULL(Ax_len);
  GB_TRY(gb::check_container(A));
  if (!gb::ie::valid_format(int(format))) return gb::fail(A, GrB_INVALID_VALUE, "invalid export format %d", int(format));
  gb::StorePtr s;
  GB_TRY(gb::wait_store(A, &s));
  const GrB_Index n = GrB_Index(s->nvals);
  switch (format) {
    case GrB_CSR_FORMAT: *Ap_len = A->nrows + 1; break;
    case GrB_CSC_FORMAT: *Ap_len = A->ncols + 1; break;
    default: *Ap_len = n; break;
  }
  *Ai_len = n;
  *Ax_len = n;
  return GrB_SUCCESS;
}

GrB_Info GrB_Matrix_exportHint(GrB_Format* format, GrB_Matrix A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(format);
  GB_TRY(gb::check_container(A));
  gb::StorePtr s;
  GB_TRY(gb::wait_store(A, &s));
  // Hypersparse: expanding the pointers of a (possibly huge) dimension costs; the tuples do not.
  if (s->format == gb::Format::Hyper) *format = GrB_COO_FORMAT;
  else *format = s->by_row ? GrB_CSR_FORMAT : GrB_CSC_FORMAT;
  return GrB_SUCCESS;
}

}  // extern "C"
