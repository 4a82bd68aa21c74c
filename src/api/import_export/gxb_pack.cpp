// GxB pack/unpack (move the arrays of a matrix or vector between the caller and the library), the
// older GxB import/export forms (the same, plus creating / freeing the handle), and the
// hyper-hash pack/unpack.
//
// Arrays handed to a pack must come from the library's allocator (the malloc given to GxB_init,
// plain malloc by default); arrays handed out by an unpack are freed with the matching free.
// A pack with GxB_IMPORT = GxB_SECURE_IMPORT in the descriptor checks the structure first;
// otherwise the arrays are trusted (only their declared sizes are checked).
#include "api/import_export/import_export.hpp"

using gb::Format;
using gb::ObjectKind;
using gb::ie::PackRequest;
using gb::ie::UnpackRequest;

namespace {

// The older import: create the handle, then pack into it. *A is null on failure.
GrB_Info import_new(GB_Matrix_opaque** A, ObjectKind kind, GrB_Type type, GrB_Index nrows, GrB_Index ncols,
                    const PackRequest& r, const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(A);
  *A = nullptr;
  GB_CHECK_OBJ(type);
  GB_CHECK_OPT(desc);
  if (!gb::valid_dim(nrows) || !gb::valid_dim(ncols)) return GrB_INVALID_VALUE;
  GB_Matrix_opaque* C = nullptr;
  GB_TRY(gb::new_container(&C, kind, type, nrows, ncols));
  GrB_Info info = gb::ie::pack(C, r, desc);
  if (info != GrB_SUCCESS) {
    gb::free_container(C);
    return info;
  }
  *A = C;
  return GrB_SUCCESS;
}

// The older export: unpack, then free the handle and report its type and shape.
GrB_Info export_free(GB_Matrix_opaque** A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols,
                     const UnpackRequest& r, const GB_Descriptor_opaque* desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(A);
  GB_RETURN_IF_NULL(type);
  GB_RETURN_IF_NULL(nrows);
  if (!r.vector) GB_RETURN_IF_NULL(ncols);
  GB_TRY(gb::check_container(*A));
  GB_Matrix_opaque* M = *A;
  GB_TRY(gb::ie::unpack(M, r, desc));
  *type = M->type;
  *nrows = M->nrows;
  if (ncols) *ncols = M->ncols;
  gb::free_container(M);
  *A = nullptr;
  return GrB_SUCCESS;
}

PackRequest compressed_req(bool by_row, GrB_Index** Ap, GrB_Index** Ai, void** Ax, GrB_Index Ap_size,
                           GrB_Index Ai_size, GrB_Index Ax_size, bool iso, bool jumbled) {
  PackRequest r;
  r.format = Format::Sparse;
  r.by_row = by_row;
  r.p = Ap;
  r.p_size = Ap_size;
  r.i = Ai;
  r.i_size = Ai_size;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  r.jumbled = jumbled;
  return r;
}

PackRequest hyper_req(bool by_row, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Ai, void** Ax, GrB_Index Ap_size,
                      GrB_Index Ah_size, GrB_Index Ai_size, GrB_Index Ax_size, bool iso, GrB_Index nvec,
                      bool jumbled) {
  PackRequest r = compressed_req(by_row, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled);
  r.format = Format::Hyper;
  r.h = Ah;
  r.h_size = Ah_size;
  r.nvec = nvec;
  return r;
}

PackRequest bitmap_req(bool by_row, int8_t** Ab, void** Ax, GrB_Index Ab_size, GrB_Index Ax_size, bool iso,
                       GrB_Index nvals) {
  PackRequest r;
  r.format = Format::Bitmap;
  r.by_row = by_row;
  r.b = Ab;
  r.b_size = Ab_size;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  r.nvals = nvals;
  return r;
}

PackRequest full_req(bool by_row, void** Ax, GrB_Index Ax_size, bool iso) {
  PackRequest r;
  r.format = Format::Full;
  r.by_row = by_row;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  return r;
}

PackRequest vector_csc_req(GrB_Index** vi, void** vx, GrB_Index vi_size, GrB_Index vx_size, bool iso,
                           GrB_Index nvals, bool jumbled) {
  PackRequest r = compressed_req(false, nullptr, vi, vx, 0, vi_size, vx_size, iso, jumbled);
  r.vector = true;
  r.nvals = nvals;
  return r;
}

UnpackRequest compressed_out(bool by_row, GrB_Index** Ap, GrB_Index** Ai, void** Ax, GrB_Index* Ap_size,
                             GrB_Index* Ai_size, GrB_Index* Ax_size, bool* iso, bool* jumbled) {
  UnpackRequest r;
  r.format = Format::Sparse;
  r.by_row = by_row;
  r.p = Ap;
  r.p_size = Ap_size;
  r.i = Ai;
  r.i_size = Ai_size;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  r.jumbled = jumbled;
  return r;
}

UnpackRequest hyper_out(bool by_row, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Ai, void** Ax, GrB_Index* Ap_size,
                        GrB_Index* Ah_size, GrB_Index* Ai_size, GrB_Index* Ax_size, bool* iso, GrB_Index* nvec,
                        bool* jumbled) {
  UnpackRequest r = compressed_out(by_row, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled);
  r.format = Format::Hyper;
  r.h = Ah;
  r.h_size = Ah_size;
  r.nvec = nvec;
  return r;
}

UnpackRequest bitmap_out(bool by_row, int8_t** Ab, void** Ax, GrB_Index* Ab_size, GrB_Index* Ax_size, bool* iso,
                         GrB_Index* nvals) {
  UnpackRequest r;
  r.format = Format::Bitmap;
  r.by_row = by_row;
  r.b = Ab;
  r.b_size = Ab_size;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  r.nvals = nvals;
  return r;
}

UnpackRequest full_out(bool by_row, void** Ax, GrB_Index* Ax_size, bool* iso) {
  UnpackRequest r;
  r.format = Format::Full;
  r.by_row = by_row;
  r.x = Ax;
  r.x_size = Ax_size;
  r.iso = iso;
  return r;
}

UnpackRequest vector_csc_out(GrB_Index** vi, void** vx, GrB_Index* vi_size, GrB_Index* vx_size, bool* iso,
                             GrB_Index* nvals, bool* jumbled) {
  UnpackRequest r = compressed_out(false, nullptr, vi, vx, nullptr, vi_size, vx_size, iso, jumbled);
  r.vector = true;
  r.nvals = nvals;
  return r;
}

}  // namespace

extern "C" {

//------------------------------------------------------------------------------------------------
// matrix pack / unpack
//------------------------------------------------------------------------------------------------
GrB_Info GxB_Matrix_pack_CSR(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Aj, void** Ax, GrB_Index Ap_size,
                             GrB_Index Aj_size, GrB_Index Ax_size, bool iso, bool jumbled, const GrB_Descriptor desc) {
  return gb::ie::pack(A, compressed_req(true, Ap, Aj, Ax, Ap_size, Aj_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_pack_CSC(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ai, void** Ax, GrB_Index Ap_size,
                             GrB_Index Ai_size, GrB_Index Ax_size, bool iso, bool jumbled, const GrB_Descriptor desc) {
  return gb::ie::pack(A, compressed_req(false, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_pack_HyperCSR(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Aj, void** Ax,
                                  GrB_Index Ap_size, GrB_Index Ah_size, GrB_Index Aj_size, GrB_Index Ax_size,
                                  bool iso, GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) {
  return gb::ie::pack(
      A, hyper_req(true, Ap, Ah, Aj, Ax, Ap_size, Ah_size, Aj_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_pack_HyperCSC(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Ai, void** Ax,
                                  GrB_Index Ap_size, GrB_Index Ah_size, GrB_Index Ai_size, GrB_Index Ax_size,
                                  bool iso, GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) {
  return gb::ie::pack(
      A, hyper_req(false, Ap, Ah, Ai, Ax, Ap_size, Ah_size, Ai_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_pack_BitmapR(GrB_Matrix A, int8_t** Ab, void** Ax, GrB_Index Ab_size, GrB_Index Ax_size,
                                 bool iso, GrB_Index nvals, const GrB_Descriptor desc) {
  return gb::ie::pack(A, bitmap_req(true, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_pack_BitmapC(GrB_Matrix A, int8_t** Ab, void** Ax, GrB_Index Ab_size, GrB_Index Ax_size,
                                 bool iso, GrB_Index nvals, const GrB_Descriptor desc) {
  return gb::ie::pack(A, bitmap_req(false, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_pack_FullR(GrB_Matrix A, void** Ax, GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) {
  return gb::ie::pack(A, full_req(true, Ax, Ax_size, iso), desc);
}
GrB_Info GxB_Matrix_pack_FullC(GrB_Matrix A, void** Ax, GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) {
  return gb::ie::pack(A, full_req(false, Ax, Ax_size, iso), desc);
}

GrB_Info GxB_Matrix_unpack_CSR(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Aj, void** Ax, GrB_Index* Ap_size,
                               GrB_Index* Aj_size, GrB_Index* Ax_size, bool* iso, bool* jumbled,
                               const GrB_Descriptor desc) {
  return gb::ie::unpack(A, compressed_out(true, Ap, Aj, Ax, Ap_size, Aj_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_unpack_CSC(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ai, void** Ax, GrB_Index* Ap_size,
                               GrB_Index* Ai_size, GrB_Index* Ax_size, bool* iso, bool* jumbled,
                               const GrB_Descriptor desc) {
  return gb::ie::unpack(A, compressed_out(false, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_unpack_HyperCSR(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Aj, void** Ax,
                                    GrB_Index* Ap_size, GrB_Index* Ah_size, GrB_Index* Aj_size, GrB_Index* Ax_size,
                                    bool* iso, GrB_Index* nvec, bool* jumbled, const GrB_Descriptor desc) {
  return gb::ie::unpack(
      A, hyper_out(true, Ap, Ah, Aj, Ax, Ap_size, Ah_size, Aj_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_unpack_HyperCSC(GrB_Matrix A, GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Ai, void** Ax,
                                    GrB_Index* Ap_size, GrB_Index* Ah_size, GrB_Index* Ai_size, GrB_Index* Ax_size,
                                    bool* iso, GrB_Index* nvec, bool* jumbled, const GrB_Descriptor desc) {
  return gb::ie::unpack(
      A, hyper_out(false, Ap, Ah, Ai, Ax, Ap_size, Ah_size, Ai_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_unpack_BitmapR(GrB_Matrix A, int8_t** Ab, void** Ax, GrB_Index* Ab_size, GrB_Index* Ax_size,
                                   bool* iso, GrB_Index* nvals, const GrB_Descriptor desc) {
  return gb::ie::unpack(A, bitmap_out(true, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_unpack_BitmapC(GrB_Matrix A, int8_t** Ab, void** Ax, GrB_Index* Ab_size, GrB_Index* Ax_size,
                                   bool* iso, GrB_Index* nvals, const GrB_Descriptor desc) {
  return gb::ie::unpack(A, bitmap_out(false, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_unpack_FullR(GrB_Matrix A, void** Ax, GrB_Index* Ax_size, bool* iso,
                                 const GrB_Descriptor desc) {
  return gb::ie::unpack(A, full_out(true, Ax, Ax_size, iso), desc);
}
GrB_Info GxB_Matrix_unpack_FullC(GrB_Matrix A, void** Ax, GrB_Index* Ax_size, bool* iso,
                                 const GrB_Descriptor desc) {
  return gb::ie::unpack(A, full_out(false, Ax, Ax_size, iso), desc);
}

//------------------------------------------------------------------------------------------------
// vector pack / unpack (an n-by-1 matrix held by column)
//------------------------------------------------------------------------------------------------
GrB_Info GxB_Vector_pack_CSC(GrB_Vector v, GrB_Index** vi, void** vx, GrB_Index vi_size, GrB_Index vx_size,
                             bool iso, GrB_Index nvals, bool jumbled, const GrB_Descriptor desc) {
  return gb::ie::pack(v, vector_csc_req(vi, vx, vi_size, vx_size, iso, nvals, jumbled), desc);
}
GrB_Info GxB_Vector_pack_Bitmap(GrB_Vector v, int8_t** vb, void** vx, GrB_Index vb_size, GrB_Index vx_size,
                                bool iso, GrB_Index nvals, const GrB_Descriptor desc) {
  PackRequest r = bitmap_req(false, vb, vx, vb_size, vx_size, iso, nvals);
  r.vector = true;
  return gb::ie::pack(v, r, desc);
}
GrB_Info GxB_Vector_pack_Full(GrB_Vector v, void** vx, GrB_Index vx_size, bool iso, const GrB_Descriptor desc) {
  PackRequest r = full_req(false, vx, vx_size, iso);
  r.vector = true;
  return gb::ie::pack(v, r, desc);
}

GrB_Info GxB_Vector_unpack_CSC(GrB_Vector v, GrB_Index** vi, void** vx, GrB_Index* vi_size, GrB_Index* vx_size,
                               bool* iso, GrB_Index* nvals, bool* jumbled, const GrB_Descriptor desc) {
  return gb::ie::unpack(v, vector_csc_out(vi, vx, vi_size, vx_size, iso, nvals, jumbled), desc);
}
GrB_Info GxB_Vector_unpack_Bitmap(GrB_Vector v, int8_t** vb, void** vx, GrB_Index* vb_size, GrB_Index* vx_size,
                                  bool* iso, GrB_Index* nvals, const GrB_Descriptor desc) {
  UnpackRequest r = bitmap_out(false, vb, vx, vb_size, vx_size, iso, nvals);
  r.vector = true;
  return gb::ie::unpack(v, r, desc);
}
GrB_Info GxB_Vector_unpack_Full(GrB_Vector v, void** vx, GrB_Index* vx_size, bool* iso,
                                const GrB_Descriptor desc) {
  UnpackRequest r = full_out(false, vx, vx_size, iso);
  r.vector = true;
  return gb::ie::unpack(v, r, desc);
}

//------------------------------------------------------------------------------------------------
// older import (creates the handle) / export (frees it)
//------------------------------------------------------------------------------------------------
GrB_Info GxB_Matrix_import_CSR(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, GrB_Index** Ap,
                               GrB_Index** Aj, void** Ax, GrB_Index Ap_size, GrB_Index Aj_size, GrB_Index Ax_size,
                               bool iso, bool jumbled, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols,
                    compressed_req(true, Ap, Aj, Ax, Ap_size, Aj_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_import_CSC(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, GrB_Index** Ap,
                               GrB_Index** Ai, void** Ax, GrB_Index Ap_size, GrB_Index Ai_size, GrB_Index Ax_size,
                               bool iso, bool jumbled, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols,
                    compressed_req(false, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_import_HyperCSR(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, GrB_Index** Ap,
                                    GrB_Index** Ah, GrB_Index** Aj, void** Ax, GrB_Index Ap_size,
                                    GrB_Index Ah_size, GrB_Index Aj_size, GrB_Index Ax_size, bool iso,
                                    GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols,
                    hyper_req(true, Ap, Ah, Aj, Ax, Ap_size, Ah_size, Aj_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_import_HyperCSC(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, GrB_Index** Ap,
                                    GrB_Index** Ah, GrB_Index** Ai, void** Ax, GrB_Index Ap_size,
                                    GrB_Index Ah_size, GrB_Index Ai_size, GrB_Index Ax_size, bool iso,
                                    GrB_Index nvec, bool jumbled, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols,
                    hyper_req(false, Ap, Ah, Ai, Ax, Ap_size, Ah_size, Ai_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_import_BitmapR(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, int8_t** Ab,
                                   void** Ax, GrB_Index Ab_size, GrB_Index Ax_size, bool iso, GrB_Index nvals,
                                   const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols, bitmap_req(true, Ab, Ax, Ab_size, Ax_size, iso, nvals),
                    desc);
}
GrB_Info GxB_Matrix_import_BitmapC(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, int8_t** Ab,
                                   void** Ax, GrB_Index Ab_size, GrB_Index Ax_size, bool iso, GrB_Index nvals,
                                   const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols,
                    bitmap_req(false, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_import_FullR(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, void** Ax,
                                 GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols, full_req(true, Ax, Ax_size, iso), desc);
}
GrB_Info GxB_Matrix_import_FullC(GrB_Matrix* A, GrB_Type type, GrB_Index nrows, GrB_Index ncols, void** Ax,
                                 GrB_Index Ax_size, bool iso, const GrB_Descriptor desc) {
  return import_new(A, ObjectKind::Matrix, type, nrows, ncols, full_req(false, Ax, Ax_size, iso), desc);
}

GrB_Info GxB_Vector_import_CSC(GrB_Vector* v, GrB_Type type, GrB_Index n, GrB_Index** vi, void** vx,
                               GrB_Index vi_size, GrB_Index vx_size, bool iso, GrB_Index nvals, bool jumbled,
                               const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = import_new(&A, ObjectKind::Vector, type, n, 1,
                             vector_csc_req(vi, vx, vi_size, vx_size, iso, nvals, jumbled), desc);
  *v = static_cast<GrB_Vector>(A);
  return info;
}
GrB_Info GxB_Vector_import_Bitmap(GrB_Vector* v, GrB_Type type, GrB_Index n, int8_t** vb, void** vx,
                                  GrB_Index vb_size, GrB_Index vx_size, bool iso, GrB_Index nvals,
                                  const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  PackRequest r = bitmap_req(false, vb, vx, vb_size, vx_size, iso, nvals);
  r.vector = true;
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = import_new(&A, ObjectKind::Vector, type, n, 1, r, desc);
  *v = static_cast<GrB_Vector>(A);
  return info;
}
GrB_Info GxB_Vector_import_Full(GrB_Vector* v, GrB_Type type, GrB_Index n, void** vx, GrB_Index vx_size, bool iso,
                                const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  PackRequest r = full_req(false, vx, vx_size, iso);
  r.vector = true;
  GB_Matrix_opaque* A = nullptr;
  GrB_Info info = import_new(&A, ObjectKind::Vector, type, n, 1, r, desc);
  *v = static_cast<GrB_Vector>(A);
  return info;
}

GrB_Info GxB_Matrix_export_CSR(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, GrB_Index** Ap,
                               GrB_Index** Aj, void** Ax, GrB_Index* Ap_size, GrB_Index* Aj_size, GrB_Index* Ax_size,
                               bool* iso, bool* jumbled, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols,
                     compressed_out(true, Ap, Aj, Ax, Ap_size, Aj_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_export_CSC(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, GrB_Index** Ap,
                               GrB_Index** Ai, void** Ax, GrB_Index* Ap_size, GrB_Index* Ai_size, GrB_Index* Ax_size,
                               bool* iso, bool* jumbled, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols,
                     compressed_out(false, Ap, Ai, Ax, Ap_size, Ai_size, Ax_size, iso, jumbled), desc);
}
GrB_Info GxB_Matrix_export_HyperCSR(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols,
                                    GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Aj, void** Ax, GrB_Index* Ap_size,
                                    GrB_Index* Ah_size, GrB_Index* Aj_size, GrB_Index* Ax_size, bool* iso,
                                    GrB_Index* nvec, bool* jumbled, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols,
                     hyper_out(true, Ap, Ah, Aj, Ax, Ap_size, Ah_size, Aj_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_export_HyperCSC(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols,
                                    GrB_Index** Ap, GrB_Index** Ah, GrB_Index** Ai, void** Ax, GrB_Index* Ap_size,
                                    GrB_Index* Ah_size, GrB_Index* Ai_size, GrB_Index* Ax_size, bool* iso,
                                    GrB_Index* nvec, bool* jumbled, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols,
                     hyper_out(false, Ap, Ah, Ai, Ax, Ap_size, Ah_size, Ai_size, Ax_size, iso, nvec, jumbled), desc);
}
GrB_Info GxB_Matrix_export_BitmapR(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, int8_t** Ab,
                                   void** Ax, GrB_Index* Ab_size, GrB_Index* Ax_size, bool* iso, GrB_Index* nvals,
                                   const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols, bitmap_out(true, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_export_BitmapC(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, int8_t** Ab,
                                   void** Ax, GrB_Index* Ab_size, GrB_Index* Ax_size, bool* iso, GrB_Index* nvals,
                                   const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols, bitmap_out(false, Ab, Ax, Ab_size, Ax_size, iso, nvals), desc);
}
GrB_Info GxB_Matrix_export_FullR(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, void** Ax,
                                 GrB_Index* Ax_size, bool* iso, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols, full_out(true, Ax, Ax_size, iso), desc);
}
GrB_Info GxB_Matrix_export_FullC(GrB_Matrix* A, GrB_Type* type, GrB_Index* nrows, GrB_Index* ncols, void** Ax,
                                 GrB_Index* Ax_size, bool* iso, const GrB_Descriptor desc) {
  return export_free(A, type, nrows, ncols, full_out(false, Ax, Ax_size, iso), desc);
}

GrB_Info GxB_Vector_export_CSC(GrB_Vector* v, GrB_Type* type, GrB_Index* n, GrB_Index** vi, void** vx,
                               GrB_Index* vi_size, GrB_Index* vx_size, bool* iso, GrB_Index* nvals, bool* jumbled,
                               const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  GB_Matrix_opaque* A = *v;
  GrB_Info info = export_free(&A, type, n, nullptr, vector_csc_out(vi, vx, vi_size, vx_size, iso, nvals, jumbled), desc);
  if (info == GrB_SUCCESS) *v = nullptr;
  return info;
}
GrB_Info GxB_Vector_export_Bitmap(GrB_Vector* v, GrB_Type* type, GrB_Index* n, int8_t** vb, void** vx,
                                  GrB_Index* vb_size, GrB_Index* vx_size, bool* iso, GrB_Index* nvals,
                                  const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  UnpackRequest r = bitmap_out(false, vb, vx, vb_size, vx_size, iso, nvals);
  r.vector = true;
  GB_Matrix_opaque* A = *v;
  GrB_Info info = export_free(&A, type, n, nullptr, r, desc);
  if (info == GrB_SUCCESS) *v = nullptr;
  return info;
}
GrB_Info GxB_Vector_export_Full(GrB_Vector* v, GrB_Type* type, GrB_Index* n, void** vx, GrB_Index* vx_size,
                                bool* iso, const GrB_Descriptor desc) {
  GB_RETURN_IF_NULL(v);
  UnpackRequest r = full_out(false, vx, vx_size, iso);
  r.vector = true;
  GB_Matrix_opaque* A = *v;
  GrB_Info info = export_free(&A, type, n, nullptr, r, desc);
  if (info == GrB_SUCCESS) *v = nullptr;
  return info;
}

//------------------------------------------------------------------------------------------------
// hyper-hash: this library keeps no hyper-hash (hyperlist lookups use binary search), so there is
// never one to unpack, and a pack leaves the caller's Y with the caller, exactly as SuiteSparse
// does when A already has one: nothing happens, Y is unchanged and still the caller's to free.
//------------------------------------------------------------------------------------------------
GrB_Info GxB_unpack_HyperHash(GrB_Matrix A, GrB_Matrix* Y, const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(gb::check_container(A));
  GB_RETURN_IF_NULL(Y);
  GB_CHECK_OPT(desc);
  *Y = nullptr;
  return GrB_SUCCESS;
}
GrB_Info GxB_pack_HyperHash(GrB_Matrix A, GrB_Matrix* Y, const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(gb::check_container(A));
  GB_RETURN_IF_NULL(Y);
  GB_CHECK_OPT(desc);
  if (*Y != nullptr) GB_TRY(gb::check_container(*Y));
  return GrB_SUCCESS;
}

}  // extern "C"
