// GxB_Matrix_concat (C = [A{0,0} A{0,1} ...; A{1,0} ...]) and GxB_Matrix_split (its inverse).
#include <new>

#include "core/memory.hpp"
#include "api/ops/op_common.hpp"
#include "dag/nodes/concat_node.hpp"

namespace gb {
namespace {

GrB_Info concat_entry(GB_Matrix_opaque* C, GB_Matrix_opaque* const* tiles, GrB_Index m, GrB_Index n,
                      GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(C));
  GB_RETURN_IF_NULL(tiles);
  GB_CHECK_OPT(desc);
  if (m == 0 || n == 0) return fail(C, GrB_INVALID_VALUE, "the grid of tiles must be at least 1-by-1");
  if (m > GrB_INDEX_MAX || n > GrB_INDEX_MAX || m * n / n != m)
    return fail(C, GrB_INVALID_VALUE, "the grid of tiles is too large");
  const uint64_t nt = m * n;
  for (uint64_t t = 0; t < nt; t++) GB_TRY(check_container(tiles[t]));
  for (uint64_t t = 0; t < nt; t++)
    if (!compatible(C->type, tiles[t]->type))
      return fail(C, GrB_DOMAIN_MISMATCH, "tile %llu of type %s cannot be cast to C's type %s",
                  (unsigned long long)t, tiles[t]->type->name, C->type->name);
  gb::vector<int64_t> row_off(size_t(m) + 1, 0), col_off(size_t(n) + 1, 0);
  for (uint64_t i = 0; i < m; i++) {
    for (uint64_t j = 0; j < n; j++) {
      GB_Matrix_opaque* A = tiles[i * n + j];
      if (A->nrows != tiles[i * n]->nrows || A->ncols != tiles[j]->ncols)
        return fail(C, GrB_DIMENSION_MISMATCH, "tile (%llu,%llu) is %llu-by-%llu, inconsistent with its tile row and column",
                    (unsigned long long)i, (unsigned long long)j, (unsigned long long)A->nrows,
                    (unsigned long long)A->ncols);
    }
    row_off[size_t(i) + 1] = row_off[size_t(i)] + int64_t(tiles[i * n]->nrows);
    if (uint64_t(row_off[size_t(i) + 1]) > C->nrows)
      return fail(C, GrB_DIMENSION_MISMATCH, "the tiles have more rows than C");
  }
  for (uint64_t j = 0; j < n; j++) {
    col_off[size_t(j) + 1] = col_off[size_t(j)] + int64_t(tiles[j]->ncols);
    if (uint64_t(col_off[size_t(j) + 1]) > C->ncols)
      return fail(C, GrB_DIMENSION_MISMATCH, "the tiles have more columns than C");
  }
  if (uint64_t(row_off[size_t(m)]) != C->nrows || uint64_t(col_off[size_t(n)]) != C->ncols)
    return fail(C, GrB_DIMENSION_MISMATCH, "the tiles make a %lld-by-%lld matrix but C is %llu-by-%llu",
                (long long)row_off[size_t(m)], (long long)col_off[size_t(n)], (unsigned long long)C->nrows,
                (unsigned long long)C->ncols);
  auto node = gb::make_shared<ConcatNode>();
  node->m = int64_t(m);
  node->n = int64_t(n);
  node->row_off = std::move(row_off);
  node->col_off = std::move(col_off);
  gb::vector<GB_Matrix_opaque*> operands(tiles, tiles + nt);
  return record_op(C, nullptr, nullptr, DescFlags{}, node, operands);
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

// One pending split node per tile, each tile a new container appended to `made` (the caller frees
// them all when this fails or throws).
GrB_Info record_tiles(gb::vector<GB_Matrix_opaque*>& made, GrB_Index m, GrB_Index n, const GrB_Index* tile_nrows,
                      const GrB_Index* tile_ncols, const gb::vector<int64_t>& row_off,
                      const gb::vector<int64_t>& col_off, GB_Matrix_opaque* A) {
  auto source = gb::make_shared<SparseOnce>();
  made.reserve(size_t(m * n));
  VersionPtr a_version = A->current;  // every tile reads the same value of A
  GrB_Info info = GrB_SUCCESS;
  for (uint64_t i = 0; i < m && info == GrB_SUCCESS; i++) {
    for (uint64_t j = 0; j < n && info == GrB_SUCCESS; j++) {
      GB_Matrix_opaque* T = nullptr;
      info = new_container(&T, ObjectKind::Matrix, A->type, tile_nrows[i], tile_ncols[j]);
      if (info != GrB_SUCCESS) break;
      made.push_back(T);
      auto node = gb::make_shared<SplitNode>();
      node->source = source;
      node->r0 = row_off[size_t(i)];
      node->r1 = row_off[size_t(i) + 1];
      node->c0 = col_off[size_t(j)];
      node->c1 = col_off[size_t(j) + 1];
      // (A is not written here, but every tile must read the same version of it)
      GB_Matrix_opaque snapshot = *A;
      snapshot.current = a_version;
      info = record_op(T, nullptr, nullptr, DescFlags{}, node, {&snapshot});
    }
  }
  return info;
}

GrB_Info split_entry(GB_Matrix_opaque** tiles, GrB_Index m, GrB_Index n, const GrB_Index* tile_nrows,
                     const GrB_Index* tile_ncols, GB_Matrix_opaque* A, GrB_Descriptor desc) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(tiles);
  GB_RETURN_IF_NULL(tile_nrows);
  GB_RETURN_IF_NULL(tile_ncols);
  GB_TRY(check_container(A));
  GB_CHECK_OPT(desc);
  if (m == 0 || n == 0) return GrB_INVALID_VALUE;
  gb::vector<int64_t> row_off(size_t(m) + 1, 0), col_off(size_t(n) + 1, 0);
  for (uint64_t i = 0; i < m; i++) {
    if (tile_nrows[i] > A->nrows - uint64_t(row_off[size_t(i)])) return GrB_DIMENSION_MISMATCH;
    row_off[size_t(i) + 1] = row_off[size_t(i)] + int64_t(tile_nrows[i]);
  }
  for (uint64_t j = 0; j < n; j++) {
    if (tile_ncols[j] > A->ncols - uint64_t(col_off[size_t(j)])) return GrB_DIMENSION_MISMATCH;
    col_off[size_t(j) + 1] = col_off[size_t(j)] + int64_t(tile_ncols[j]);
  }
  if (uint64_t(row_off[size_t(m)]) != A->nrows || uint64_t(col_off[size_t(n)]) != A->ncols)
    return GrB_DIMENSION_MISMATCH;
  if (m * n / n != m) return GrB_OUT_OF_MEMORY;
  gb::vector<GB_Matrix_opaque*> made;
  GrB_Info info;
  try {
    info = record_tiles(made, m, n, tile_nrows, tile_ncols, row_off, col_off, A);
  } catch (const std::bad_alloc&) {
    info = GrB_OUT_OF_MEMORY;
  }
  if (info != GrB_SUCCESS) {
    for (GB_Matrix_opaque* T : made) free_container(T);
    return info;
  }
  for (size_t t = 0; t < made.size(); t++) tiles[t] = made[t];
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // before any tile exists
  return GrB_OUT_OF_MEMORY;
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GxB_Matrix_concat(GrB_Matrix C, const GrB_Matrix* Tiles, const GrB_Index m, const GrB_Index n,
                           const GrB_Descriptor desc) {
  return gb::concat_entry(C, Tiles, m, n, desc);
}

GrB_Info GxB_Matrix_split(GrB_Matrix* Tiles, const GrB_Index m, const GrB_Index n, const GrB_Index* Tile_nrows,
                          const GrB_Index* Tile_ncols, const GrB_Matrix A, const GrB_Descriptor desc) {
  return gb::split_entry(Tiles, m, n, Tile_nrows, Tile_ncols, A, desc);
}

}  // extern "C"
