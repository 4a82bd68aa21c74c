// GrB_Matrix_diag and GxB_Matrix_diag (C = diag(v, k)), GxB_Vector_diag (v = diag(A, k)).
#include <new>

#include "api/ops/op_common.hpp"
#include "dag/nodes/diag_node.hpp"

namespace gb {
namespace {

// n + |k| when it is a valid dimension
bool diag_dim(uint64_t n, int64_t k, uint64_t* N) {
  const uint64_t ak = k >= 0 ? uint64_t(k) : uint64_t(0) - uint64_t(k);
  if (ak > GrB_INDEX_MAX + 1 || n > GrB_INDEX_MAX + 1 - ak) return false;
  *N = n + ak;
  return true;
}

GrB_Info record_diag_matrix(GB_Matrix_opaque* C, GB_Matrix_opaque* v, int64_t k) try {
  auto node = gb::make_shared<DiagMatrixNode>();
  node->k = k;
  return record_op(C, nullptr, nullptr, DescFlags{}, node, {v});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

// length of diag(A, k) for an m-by-n A
uint64_t diag_length(uint64_t m, uint64_t n, int64_t k) {
  if (k >= 0) {
    if (uint64_t(k) >= n) return 0;
    return std::min(m, n - uint64_t(k));
  }
  const uint64_t ak = uint64_t(0) - uint64_t(k);
  if (ak >= m) return 0;
  return std::min(m - ak, n);
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GrB_Matrix_diag(GrB_Matrix* C, const GrB_Vector v, int64_t k) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(C);
  GB_TRY(gb::check_container(v));
  *C = nullptr;
  uint64_t N;
  if (!gb::diag_dim(v->nrows, k, &N)) return GrB_INVALID_VALUE;
  GB_Matrix_opaque* out = nullptr;
  GB_TRY(gb::new_container(&out, gb::ObjectKind::Matrix, v->type, N, N));
  GrB_Info info = gb::record_diag_matrix(out, v, k);
  if (info != GrB_SUCCESS) {
    gb::free_container(out);
    return info;
  }
  *C = out;
  return GrB_SUCCESS;
}

GrB_Info GxB_Matrix_diag(GrB_Matrix C, const GrB_Vector v, int64_t k, const GrB_Descriptor desc) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(gb::check_container(C));
  GB_TRY(gb::check_container(v));
  GB_CHECK_OPT(desc);
  if (!gb::compatible(C->type, v->type))
    return gb::fail(C, GrB_DOMAIN_MISMATCH, "v of type %s cannot be cast to C's type %s", v->type->name,
                    C->type->name);
  uint64_t N;
  if (!gb::diag_dim(v->nrows, k, &N) || C->nrows != N || C->ncols != N)
    return gb::fail(C, GrB_DIMENSION_MISMATCH, "C must be square of dimension n+|k|");
  return gb::record_diag_matrix(C, v, k);
}

GrB_Info GxB_Vector_diag(GrB_Vector v, const GrB_Matrix A, int64_t k, const GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(gb::check_container(v));
  GB_TRY(gb::check_container(A));
  GB_CHECK_OPT(desc);
  if (!gb::compatible(v->type, A->type))
    return gb::fail(v, GrB_DOMAIN_MISMATCH, "A of type %s cannot be cast to v's type %s", A->type->name,
                    v->type->name);
  const uint64_t len = gb::diag_length(A->nrows, A->ncols, k);
  if (v->nrows != len || v->ncols != 1)
    return gb::fail(v, GrB_DIMENSION_MISMATCH, "v has length %llu but diagonal %lld of A has length %llu",
                    (unsigned long long)v->nrows, (long long)k, (unsigned long long)len);
  auto node = gb::make_shared<gb::DiagVectorNode>();
  node->k = k;
  return gb::record_op(v, nullptr, nullptr, gb::DescFlags{}, node, {A});
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

}  // extern "C"
