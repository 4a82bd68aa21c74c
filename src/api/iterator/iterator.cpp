// GxB_Iterator: entry-by-entry access to a matrix or vector.
//
// The iterator struct is part of the ABI: programs compiled against GraphBLAS.h (ours or
// SuiteSparse 7.4's) inline most iterator methods as macros that read and write its fields
// directly. Attach therefore fills the fields with the meaning those macros expect:
//
//   A_sparsity   GxB_HYPERSPARSE / GxB_SPARSE / GxB_BITMAP / GxB_FULL of the materialized store
//   avlen/avdim  length / number of the stored vectors (rows when held by row, else columns)
//   anvec        number of vector slots: len(h) when hypersparse, otherwise avdim
//   Ap, Ah, Ai   the store's p, h, i arrays (only those the format has; Ai is NULL for bitmap
//                and full, which is how the index macros tell the formats apart)
//   Ab           the bitmap's presence flags (bitmap only)
//   Ax           the values; a single value when iso
//   pmax         nvals, or avlen*avdim for bitmap/full (0 when there are no entries)
//   pstart, pend, p, k   the position: set to 0 by attach, moved by seek/next
//
// The iterator points into the matrix's current storage and does not keep it alive: the matrix
// must not be modified or freed while an iterator is in use (as documented by SuiteSparse).
//
// Every exported function tolerates a NULL or never-attached (zeroed) iterator without crashing;
// the macro forms, being user code, cannot.
#include <cstring>

#include "api/api.hpp"

namespace {

using Iter = GB_Iterator_opaque;

// Position the iterator past its last vector (row/column iterators).
inline GrB_Info rc_exhaust(Iter* it) {
  it->pstart = 0;
  it->pend = 0;
  it->p = 0;
  it->k = it->anvec;
  return GxB_EXHAUSTED;
}

// Bitmap (row/column iterator): advance p to the next present entry in [p, pend).
inline GrB_Info rc_bitmap_scan(Iter* it) {
  if (it->Ab == nullptr) {
    // not a bitmap (or not attached): nothing to skip
    return (it->p < it->pend) ? GrB_SUCCESS : GrB_NO_VALUE;
  }
  for (; it->p < it->pend; it->p++) {
    if (it->Ab[it->p]) return GrB_SUCCESS;
  }
  return GrB_NO_VALUE;
}

// Bitmap (entry / vector iterator): advance p to the next present entry in [p, pmax).
// When there is none, p stops at pmax (or stays where it was, if already past it).
inline GrB_Info entry_bitmap_scan(Iter* it) {
  if (it->Ab == nullptr) return (it->p < it->pmax) ? GrB_SUCCESS : GxB_EXHAUSTED;
  for (; it->p < it->pmax; it->p++) {
    if (it->Ab[it->p]) return GrB_SUCCESS;
  }
  return GxB_EXHAUSTED;
}

// Row/column iterator: move to vector slot k (0 <= k < anvec), at its first entry.
GrB_Info rc_at_slot(Iter* it, int64_t k) {
  it->k = k;
  switch (it->A_sparsity) {
    case GxB_HYPERSPARSE:
    case GxB_SPARSE:
      if (it->Ap == nullptr) return rc_exhaust(it);
      it->pstart = it->Ap[k];
      it->pend = it->Ap[k + 1];
      it->p = it->pstart;
      return (it->p < it->pend) ? GrB_SUCCESS : GrB_NO_VALUE;
    case GxB_BITMAP:
      it->pstart = k * it->avlen;
      it->pend = it->pstart + it->avlen;
      it->p = it->pstart;
      return rc_bitmap_scan(it);
    case GxB_FULL:
      it->pstart = k * it->avlen;
      it->pend = it->pstart + it->avlen;
      it->p = it->pstart;
      return (it->p < it->pend) ? GrB_SUCCESS : GrB_NO_VALUE;
    default:  // never attached
      return rc_exhaust(it);
  }
}

// First slot k with Ah[k] >= j (anvec when there is none).
int64_t hyper_lower_bound(const Iter* it, int64_t j) {
  int64_t lo = 0, hi = it->anvec;
  if (it->Ah == nullptr) return hi;
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (it->Ah[mid] < j) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Entry iterator on a sparse/hypersparse matrix: the slot k whose range holds position p
// (the last k with Ap[k] <= p, so empty vectors before it are skipped).
int64_t sparse_slot_of(const Iter* it, int64_t p) {
  int64_t lo = 0, hi = it->anvec - 1;
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo + 1) / 2;
    if (it->Ap[mid] <= p) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Entry iterator: make k, pstart and pend describe the vector holding position p (p < pmax).
void entry_locate(Iter* it) {
  switch (it->A_sparsity) {
    case GxB_HYPERSPARSE:
    case GxB_SPARSE: {
      if (it->Ap == nullptr || it->anvec <= 0) return;
      if (it->p >= it->pstart && it->p < it->pend) return;  // still in the current vector
      const int64_t k = sparse_slot_of(it, it->p);
      it->k = k;
      it->pstart = it->Ap[k];
      it->pend = it->Ap[k + 1];
      return;
    }
    case GxB_BITMAP:
    case GxB_FULL: {
      if (it->avlen <= 0) return;
      const int64_t k = it->p / it->avlen;
      it->k = k;
      it->pstart = k * it->avlen;
      it->pend = it->pstart + it->avlen;
      return;
    }
    default:
      return;
  }
}

// Position of the current value in Ax (0 when iso).
inline size_t value_offset(const Iter* it) {
  return it->iso ? 0 : it->type_size * size_t(it->p);
}

template <class T> T get_value(GxB_Iterator it) {
  if (it == nullptr || it->Ax == nullptr) return T();
  T v;
  std::memcpy(static_cast<void*>(&v), static_cast<const unsigned char*>(it->Ax) + value_offset(it), sizeof(T));
  return v;
}

// The row/column index of the current vector (GB_Iterator_rc_getj).
inline GrB_Index rc_getj(GxB_Iterator it) {
  if (it == nullptr) return 0;
  if (it->k >= it->anvec) return GrB_Index(it->avdim);
  if (it->A_sparsity == GxB_HYPERSPARSE) return it->Ah ? GrB_Index(it->Ah[it->k]) : 0;
  return GrB_Index(it->k);
}

// The index within the vector of the current entry (GB_Iterator_rc_geti).
inline GrB_Index rc_geti(GxB_Iterator it) {
  if (it == nullptr) return 0;
  if (it->Ai != nullptr) return GrB_Index(it->Ai[it->p]);
  return GrB_Index(it->p - it->pstart);
}

// GB_Iterator_rc_knext
inline GrB_Info rc_knext(GxB_Iterator it) {
  if (it == nullptr) return GrB_NULL_POINTER;
  if (++(it->k) >= it->anvec) return rc_exhaust(it);
  if (it->A_sparsity == GxB_HYPERSPARSE || it->A_sparsity == GxB_SPARSE) return rc_at_slot(it, it->k);
  // bitmap or full: the next vector follows the current one
  it->pstart += it->avlen;
  it->pend += it->avlen;
  it->p = it->pstart;
  if (it->A_sparsity == GxB_BITMAP) return rc_bitmap_scan(it);
  return (it->p < it->pend) ? GrB_SUCCESS : GrB_NO_VALUE;
}

// GB_Iterator_rc_inext
inline GrB_Info rc_inext(GxB_Iterator it) {
  if (it == nullptr) return GrB_NULL_POINTER;
  if (++(it->p) >= it->pend) return GrB_NO_VALUE;
  if (it->A_sparsity == GxB_BITMAP) return rc_bitmap_scan(it);
  return GrB_SUCCESS;
}

// GB_Vector_Iterator_seek
inline GrB_Info vector_seek(GxB_Iterator it, GrB_Index q) {
  if (it == nullptr) return GrB_NULL_POINTER;
  if (it->pmax <= 0 || q >= GrB_Index(it->pmax)) {
    it->p = it->pmax;
    return GxB_EXHAUSTED;
  }
  it->p = int64_t(q);
  if (it->A_sparsity == GxB_BITMAP) return entry_bitmap_scan(it);
  return GrB_SUCCESS;
}

// GB_Vector_Iterator_next
inline GrB_Info vector_next(GxB_Iterator it) {
  if (it == nullptr) return GrB_NULL_POINTER;
  if (++(it->p) >= it->pmax) {
    it->p = it->pmax;
    return GxB_EXHAUSTED;
  }
  if (it->A_sparsity == GxB_BITMAP) return entry_bitmap_scan(it);
  return GrB_SUCCESS;
}

}  // namespace

extern "C" {

//------------------------------------------------------------------------------------------------
// new / free
//------------------------------------------------------------------------------------------------

GrB_Info (GxB_Iterator_new)(GxB_Iterator* iterator) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(iterator);
  *iterator = nullptr;
  void* mem = gb::mem_calloc(sizeof(GB_Iterator_opaque));
  if (mem == nullptr) return GrB_OUT_OF_MEMORY;
  GxB_Iterator it = static_cast<GxB_Iterator>(mem);  // all fields zero: attached to nothing
  it->header_size = sizeof(GB_Iterator_opaque);
  *iterator = it;
  return GrB_SUCCESS;
}

GrB_Info (GxB_Iterator_free)(GxB_Iterator* iterator) {
  if (iterator == nullptr || *iterator == nullptr) return GrB_SUCCESS;
  gb::mem_free(*iterator);
  *iterator = nullptr;
  return GrB_SUCCESS;
}

//------------------------------------------------------------------------------------------------
// attach (the internal function behind every *_attach macro and function)
//------------------------------------------------------------------------------------------------

GrB_Info (GB_Iterator_attach)(GxB_Iterator iterator, GrB_Matrix A, GxB_Format_Value format,
                              GrB_Descriptor desc) {
  (void)desc;  // only a thread-count hint in SuiteSparse; never validated there either
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(iterator);
  GB_TRY(gb::check_container(A));

  // A row iterator needs A held by row and a column iterator A held by column; any other format
  // value asks for an entry iterator, which works in either orientation.
  const bool by_row = gb::wants_by_row(A);
  if ((format == GxB_BY_ROW && !by_row) || (format == GxB_BY_COL && by_row)) {
    return gb::fail(A, GrB_NOT_IMPLEMENTED, "a %s iterator needs the matrix held %s",
                    format == GxB_BY_ROW ? "row" : "column", format == GxB_BY_ROW ? "by row" : "by column");
  }

  // finish all pending work on A
  gb::StorePtr s;
  GB_TRY(gb::wait_store(A, &s));
  const gb::Store& st = *s;
  if ((format == GxB_BY_ROW && !st.by_row) || (format == GxB_BY_COL && st.by_row)) {
    // the handle could not be given its preferred orientation (out of memory while converting)
    return gb::fail(A, GrB_NOT_IMPLEMENTED, "the matrix is not held in the orientation the iterator needs");
  }

  int sparsity = GxB_SPARSE;
  switch (st.format) {
    case gb::Format::Hyper: sparsity = GxB_HYPERSPARSE; break;
    case gb::Format::Sparse: sparsity = GxB_SPARSE; break;
    case gb::Format::Bitmap: sparsity = GxB_BITMAP; break;
    case gb::Format::Full: sparsity = GxB_FULL; break;
  }
  const bool sparse_or_hyper = st.is_sparse_or_hyper();

  iterator->pstart = 0;
  iterator->pend = 0;
  iterator->p = 0;
  iterator->k = 0;
  if (st.nvals == 0) {
    iterator->pmax = 0;
  } else {
    iterator->pmax = sparse_or_hyper ? st.nvals : st.vlen * st.vdim;
  }
  iterator->avlen = st.vlen;
  iterator->avdim = st.vdim;
  iterator->anvec = (st.format == gb::Format::Hyper) ? st.nvec : st.vdim;
  iterator->Ap = sparse_or_hyper ? st.P() : nullptr;
  iterator->Ah = (st.format == gb::Format::Hyper) ? st.H() : nullptr;
  iterator->Ab = (st.format == gb::Format::Bitmap) ? st.B() : nullptr;
  iterator->Ai = sparse_or_hyper ? st.I() : nullptr;
  iterator->Ax = st.X();
  iterator->type_size = st.tsize;
  iterator->A_sparsity = sparsity;
  iterator->iso = st.iso;
  iterator->by_col = !st.by_row;
  return GrB_SUCCESS;
}

//------------------------------------------------------------------------------------------------
// row / column iterators: the internal functions the macros call
//------------------------------------------------------------------------------------------------

GrB_Info (GB_Iterator_rc_seek)(GxB_Iterator iterator, GrB_Index j, bool jth_vector) {
  GB_RETURN_IF_NULL(iterator);
  Iter* it = iterator;
  const int64_t limit = jth_vector ? it->anvec : it->avdim;
  if (limit <= 0 || j >= GrB_Index(limit)) return rc_exhaust(it);
  int64_t k = int64_t(j);
  if (it->A_sparsity == GxB_HYPERSPARSE && !jth_vector) {
    // vector j, or the first vector after it that has storage
    k = hyper_lower_bound(it, int64_t(j));
    if (k >= it->anvec) return rc_exhaust(it);
  }
  return rc_at_slot(it, k);
}

GrB_Info (GB_Iterator_rc_bitmap_next)(GxB_Iterator iterator) {
  GB_RETURN_IF_NULL(iterator);
  return rc_bitmap_scan(iterator);
}

GrB_Info (GB_Vector_Iterator_bitmap_seek)(GxB_Iterator iterator, GrB_Index unused) {
  (void)unused;
  GB_RETURN_IF_NULL(iterator);
  return entry_bitmap_scan(iterator);
}

//------------------------------------------------------------------------------------------------
// row iterator
//------------------------------------------------------------------------------------------------

GrB_Info (GxB_rowIterator_attach)(GxB_Iterator iterator, GrB_Matrix A, GrB_Descriptor desc) {
  return GB_Iterator_attach(iterator, A, GxB_BY_ROW, desc);
}
GrB_Index (GxB_rowIterator_kount)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->anvec) : 0;
}
GrB_Info (GxB_rowIterator_seekRow)(GxB_Iterator iterator, GrB_Index row) {
  return GB_Iterator_rc_seek(iterator, row, false);
}
GrB_Info (GxB_rowIterator_kseek)(GxB_Iterator iterator, GrB_Index k) {
  return GB_Iterator_rc_seek(iterator, k, true);
}
GrB_Info (GxB_rowIterator_nextRow)(GxB_Iterator iterator) { return rc_knext(iterator); }
GrB_Info (GxB_rowIterator_nextCol)(GxB_Iterator iterator) { return rc_inext(iterator); }
GrB_Index (GxB_rowIterator_getRowIndex)(GxB_Iterator iterator) { return rc_getj(iterator); }
GrB_Index (GxB_rowIterator_getColIndex)(GxB_Iterator iterator) { return rc_geti(iterator); }

//------------------------------------------------------------------------------------------------
// column iterator
//------------------------------------------------------------------------------------------------

GrB_Info (GxB_colIterator_attach)(GxB_Iterator iterator, GrB_Matrix A, GrB_Descriptor desc) {
  return GB_Iterator_attach(iterator, A, GxB_BY_COL, desc);
}
GrB_Index (GxB_colIterator_kount)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->anvec) : 0;
}
GrB_Info (GxB_colIterator_seekCol)(GxB_Iterator iterator, GrB_Index col) {
  return GB_Iterator_rc_seek(iterator, col, false);
}
GrB_Info (GxB_colIterator_kseek)(GxB_Iterator iterator, GrB_Index k) {
  return GB_Iterator_rc_seek(iterator, k, true);
}
GrB_Info (GxB_colIterator_nextCol)(GxB_Iterator iterator) { return rc_knext(iterator); }
GrB_Info (GxB_colIterator_nextRow)(GxB_Iterator iterator) { return rc_inext(iterator); }
GrB_Index (GxB_colIterator_getColIndex)(GxB_Iterator iterator) { return rc_getj(iterator); }
GrB_Index (GxB_colIterator_getRowIndex)(GxB_Iterator iterator) { return rc_geti(iterator); }

//------------------------------------------------------------------------------------------------
// entry iterator (functions only: no macro forms)
//------------------------------------------------------------------------------------------------

GrB_Info (GxB_Matrix_Iterator_attach)(GxB_Iterator iterator, GrB_Matrix A, GrB_Descriptor desc) {
  return GB_Iterator_attach(iterator, A, GxB_NO_FORMAT, desc);
}

GrB_Index (GxB_Matrix_Iterator_getpmax)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->pmax) : 0;
}

GrB_Info (GxB_Matrix_Iterator_seek)(GxB_Iterator iterator, GrB_Index p) {
  GB_RETURN_IF_NULL(iterator);
  Iter* it = iterator;
  if (it->pmax <= 0 || p >= GrB_Index(it->pmax)) {
    it->p = it->pmax;
    return GxB_EXHAUSTED;
  }
  it->p = int64_t(p);
  if (it->A_sparsity == GxB_SPARSE || it->A_sparsity == GxB_HYPERSPARSE) {
    it->pstart = 0;  // force a search: a seek may move backwards
    it->pend = 0;
  } else if (it->A_sparsity == GxB_BITMAP) {
    GrB_Info info = entry_bitmap_scan(it);
    if (info != GrB_SUCCESS) return info;
  }
  entry_locate(it);
  return GrB_SUCCESS;
}

GrB_Info (GxB_Matrix_Iterator_next)(GxB_Iterator iterator) {
  GB_RETURN_IF_NULL(iterator);
  Iter* it = iterator;
  if (++(it->p) >= it->pmax) {
    it->p = it->pmax;
    return GxB_EXHAUSTED;
  }
  if (it->A_sparsity == GxB_BITMAP) {
    GrB_Info info = entry_bitmap_scan(it);
    if (info != GrB_SUCCESS) return info;
  }
  if (it->p >= it->pend) entry_locate(it);
  return GrB_SUCCESS;
}

GrB_Index (GxB_Matrix_Iterator_getp)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->p) : 0;
}

void (GxB_Matrix_Iterator_getIndex)(GxB_Iterator iterator, GrB_Index* row, GrB_Index* col) {
  if (iterator == nullptr) return;
  const Iter* it = iterator;
  int64_t i = 0, j = 0;  // index within the vector, and the vector
  switch (it->A_sparsity) {
    case GxB_HYPERSPARSE:
      i = it->Ai ? it->Ai[it->p] : 0;
      j = it->Ah ? it->Ah[it->k] : 0;
      break;
    case GxB_SPARSE:
      i = it->Ai ? it->Ai[it->p] : 0;
      j = it->k;
      break;
    case GxB_BITMAP:
    case GxB_FULL:
      i = it->p - it->pstart;
      j = it->k;
      break;
    default:
      break;
  }
  const int64_t r = it->by_col ? i : j;
  const int64_t c = it->by_col ? j : i;
  if (row) *row = GrB_Index(r);
  if (col) *col = GrB_Index(c);
}

//------------------------------------------------------------------------------------------------
// vector iterator
//------------------------------------------------------------------------------------------------

GrB_Info (GxB_Vector_Iterator_attach)(GxB_Iterator iterator, GrB_Vector v, GrB_Descriptor desc) {
  return GB_Iterator_attach(iterator, static_cast<GrB_Matrix>(v), GxB_NO_FORMAT, desc);
}
GrB_Index (GxB_Vector_Iterator_getpmax)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->pmax) : 0;
}
GrB_Info (GxB_Vector_Iterator_seek)(GxB_Iterator iterator, GrB_Index p) { return vector_seek(iterator, p); }
GrB_Info (GxB_Vector_Iterator_next)(GxB_Iterator iterator) { return vector_next(iterator); }
GrB_Index (GxB_Vector_Iterator_getp)(GxB_Iterator iterator) {
  return iterator ? GrB_Index(iterator->p) : 0;
}
GrB_Index (GxB_Vector_Iterator_getIndex)(GxB_Iterator iterator) {
  if (iterator == nullptr) return 0;
  return iterator->Ai ? GrB_Index(iterator->Ai[iterator->p]) : GrB_Index(iterator->p);
}

//------------------------------------------------------------------------------------------------
// values (no typecasting: the type must be the matrix's)
//------------------------------------------------------------------------------------------------

bool (GxB_Iterator_get_BOOL)(GxB_Iterator iterator) { return get_value<bool>(iterator); }
int8_t (GxB_Iterator_get_INT8)(GxB_Iterator iterator) { return get_value<int8_t>(iterator); }
int16_t (GxB_Iterator_get_INT16)(GxB_Iterator iterator) { return get_value<int16_t>(iterator); }
int32_t (GxB_Iterator_get_INT32)(GxB_Iterator iterator) { return get_value<int32_t>(iterator); }
int64_t (GxB_Iterator_get_INT64)(GxB_Iterator iterator) { return get_value<int64_t>(iterator); }
uint8_t (GxB_Iterator_get_UINT8)(GxB_Iterator iterator) { return get_value<uint8_t>(iterator); }
uint16_t (GxB_Iterator_get_UINT16)(GxB_Iterator iterator) { return get_value<uint16_t>(iterator); }
uint32_t (GxB_Iterator_get_UINT32)(GxB_Iterator iterator) { return get_value<uint32_t>(iterator); }
uint64_t (GxB_Iterator_get_UINT64)(GxB_Iterator iterator) { return get_value<uint64_t>(iterator); }
float (GxB_Iterator_get_FP32)(GxB_Iterator iterator) { return get_value<float>(iterator); }
double (GxB_Iterator_get_FP64)(GxB_Iterator iterator) { return get_value<double>(iterator); }
GxB_FC32_t (GxB_Iterator_get_FC32)(GxB_Iterator iterator) { return get_value<GxB_FC32_t>(iterator); }
GxB_FC64_t (GxB_Iterator_get_FC64)(GxB_Iterator iterator) { return get_value<GxB_FC64_t>(iterator); }

void (GxB_Iterator_get_UDT)(GxB_Iterator iterator, void* value) {
  if (iterator == nullptr || value == nullptr || iterator->Ax == nullptr) return;
  std::memcpy(value, static_cast<const unsigned char*>(iterator->Ax) + value_offset(iterator),
              iterator->type_size);
}

}  // extern "C"
