// Internal interface of the import/export family (src/api/import_export/):
//
//  - pack / unpack: the GxB move semantics. A pack adopts the caller's arrays as the matrix's
//    storage (Buffer::adopt, zero-copy whenever the layout is already ours: our Store keeps
//    p/h/i as int64 arrays in exactly the CSR/CSC/hypersparse/bitmap/full layouts of the API).
//    An unpack hands the storage back (Buffer::release) when nobody else can see it, and a copy
//    when another version still reads it (after GrB_Matrix_dup, by a pending DAG node, ...).
//  - the storage conversions an unpack or an export needs, each preserving iso-ness.
//  - structural checks of untrusted arrays.
#pragma once
#include <cstdint>

#include "api/matrix/container_api.hpp"

namespace gb::ie {

// a * b without overflow; false when the product does not fit.
inline bool mul_ok(uint64_t a, uint64_t b, uint64_t* r) { return !__builtin_mul_overflow(a, b, r); }
inline bool add_ok(uint64_t a, uint64_t b, uint64_t* r) { return !__builtin_add_overflow(a, b, r); }

// The largest number of entries a matrix may hold (GrB_INDEX_MAX + 1).
constexpr uint64_t kMaxEntries = uint64_t(1) << 60;

// Visit the entries of a store in storage order: f(vector, index, position of the value).
template <class F> void for_each_entry(const Store& s, F&& f) {
  switch (s.format) {
    case Format::Full:
      for (int64_t v = 0; v < s.vdim; v++)
        for (int64_t i = 0; i < s.vlen; i++) f(v, i, v * s.vlen + i);
      break;
    case Format::Bitmap: {
      const int8_t* B = s.B();
      for (int64_t v = 0; v < s.vdim; v++)
        for (int64_t i = 0; i < s.vlen; i++)
          if (B[v * s.vlen + i]) f(v, i, v * s.vlen + i);
      break;
    }
    default: {
      const int64_t* P = s.P();
      const int64_t* I = s.I();
      for (int64_t k = 0; k < s.nvec; k++) {
        const int64_t v = s.vector_id(k);
        for (int64_t p = P[k]; p < P[k + 1]; p++) f(v, I[p], p);
      }
    }
  }
}

// A pack request in storage terms. Pointers to the caller's array handles; a handle that the
// format does not use stays null.
struct PackRequest {
  Format format = Format::Sparse;
  bool by_row = true;
  bool vector = false;          // GxB_Vector_pack_CSC: no p array, nvals given
  GrB_Index** p = nullptr;
  uint64_t p_size = 0;
  GrB_Index** h = nullptr;
  uint64_t h_size = 0;
  GrB_Index** i = nullptr;
  uint64_t i_size = 0;
  int8_t** b = nullptr;
  uint64_t b_size = 0;
  void** x = nullptr;
  uint64_t x_size = 0;
  bool iso = false;
  bool jumbled = false;
  uint64_t nvec = 0;            // hypersparse: entries of h
  uint64_t nvals = 0;           // bitmap and vector CSC
};

// An unpack request: where to write each array and its size (null where the format has none).
struct UnpackRequest {
  Format format = Format::Sparse;
  bool by_row = true;
  bool vector = false;
  GrB_Index** p = nullptr;
  uint64_t* p_size = nullptr;
  GrB_Index** h = nullptr;
  uint64_t* h_size = nullptr;
  GrB_Index** i = nullptr;
  uint64_t* i_size = nullptr;
  int8_t** b = nullptr;
  uint64_t* b_size = nullptr;
  void** x = nullptr;
  uint64_t* x_size = nullptr;
  bool* iso = nullptr;          // optional: null asks for expanded values
  bool* jumbled = nullptr;      // optional: ours are never jumbled
  uint64_t* nvec = nullptr;     // hypersparse
  uint64_t* nvals = nullptr;    // bitmap and vector formats
};

// Validate the request, then make the caller's arrays A's new value. On success the caller's
// handles are null; on failure nothing changes and the arrays still belong to the caller.
GrB_Info pack(GB_Matrix_opaque* A, const PackRequest& r, const GB_Descriptor_opaque* desc);
// Give A's value to the caller in the requested format; A keeps its type and shape, empty.
// On failure nothing changes and every output is left as it was.
GrB_Info unpack(GB_Matrix_opaque* A, const UnpackRequest& r, const GB_Descriptor_opaque* desc);

// Storage conversions (each returns its input when nothing changes, null when out of memory).
// Results share buffers with the input where the layout allows.
StorePtr as_sparse(const StorePtr& s);   // non-hypersparse compressed vectors
StorePtr as_hyper(const StorePtr& s);    // hypersparse
StorePtr as_bitmap(const StorePtr& s);   // keeps iso
StorePtr as_full(const StorePtr& s);     // requires every entry present; keeps iso
StorePtr in_orientation(const StorePtr& s, bool by_row, double hyper_switch);

// Structural check of caller-provided compressed arrays (P[nvec+1], optional H[nvec], I[nvals]):
// GrB_INVALID_OBJECT for a bad p, a bad hyperlist or an index out of range,
// GrB_INDEX_OUT_OF_BOUNDS for indices out of order or duplicated within a vector (only checked
// when !jumbled). The caller has checked that P[nvec] == nvals fits the I array.
GrB_Info check_compressed(const int64_t* P, const int64_t* H, const int64_t* I, int64_t nvec,
                          int64_t vlen, int64_t vdim, bool jumbled, std::string* why);

}  // namespace gb::ie
