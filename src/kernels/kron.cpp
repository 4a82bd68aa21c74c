// Kronecker product: T = kron(op(A), op(B)), T(ia*mb + ib, ja*nb + jb) = A(ia,ja) (op) B(ib,jb).
// In storage terms (both operands in T's orientation) output vector va*B.vdim + vb holds, in
// order, the entries ka*B.vlen + kb of A(va,:) x B(vb,:); counts are products of lengths, so the
// output is sized in one pass and filled in parallel by output vector.
#include "core/memory.hpp"
#include "core/global.hpp"
#include "kernels/ewise.hpp"
#include "kernels/functors.hpp"
#include "kernels/mxm.hpp"
#include "kernels/mxm_semiring.hpp"
#include "kernels/views.hpp"

namespace gb {

namespace {
alignas(64) const char kZerosK[256] = {};
}

GrB_Info kron(const StorePtr& A0, bool tran_a, const StorePtr& B0, bool tran_b, const BinaryOpRef& op, bool by_row,
              uint64_t nrows, uint64_t ncols, StorePtr* T) {
  GrB_Type ztype = op.z.type ? op.z.type : builtin_type(op.z.code);
  if (A0->nvals == 0 || B0->nvals == 0) {
    auto e = make_empty(ztype, nrows, ncols, by_row);
    if (!e) return GrB_OUT_OF_MEMORY;
    *T = e;
    return GrB_SUCCESS;
  }
  StorePtr A = oriented(A0, tran_a, by_row);
  StorePtr B = oriented(B0, tran_b, by_row);
  if (!A || !B) return GrB_OUT_OF_MEMORY;
  const SparseView a(*A), b(*B);
  // values as the operator reads them (a zeroed dummy for an ignored operand)
  StorePtr Ax, Bx;
  const bool rx = axb::mult_reads_x(op), ry = axb::mult_reads_y(op);
  if (rx && !(Ax = cast_values(A, op.x))) return GrB_OUT_OF_MEMORY;
  if (ry && !(Bx = cast_values(B, op.y))) return GrB_OUT_OF_MEMORY;
  const char* ax = rx ? static_cast<const char*>(Ax->X()) : kZerosK;
  const char* bx = ry ? static_cast<const char*>(Bx->X()) : kZerosK;
  const bool a_iso = rx ? Ax->iso : true, b_iso = ry ? Bx->iso : true;
  const int64_t vlen = a.vlen * b.vlen, vdim = a.vdim * b.vdim;
  // output vectors: every pair of non-empty vectors (hypersparse), or all of them
  gb::vector<int64_t> sa, sb;  // slots of the non-empty vectors
  for (int64_t k = 0; k < a.nvec; k++)
    if (a.p[k + 1] > a.p[k]) sa.push_back(k);
  for (int64_t k = 0; k < b.nvec; k++)
    if (b.p[k + 1] > b.p[k]) sb.push_back(k);
  const int64_t npairs = int64_t(sa.size()) * int64_t(sb.size());
  VectorPlan plan;
  plan.hyper = a.hyper || b.hyper || prefer_hyper(vdim, npairs, global().hyper_switch);
  plan.nvec = plan.hyper ? npairs : vdim;
  if (plan.hyper) {
    plan.ids.resize(size_t(npairs));
    for (size_t x = 0; x < sa.size(); x++)
      for (size_t y = 0; y < sb.size(); y++)
        plan.ids[x * sb.size() + y] = a.vector_id(sa[x]) * b.vdim + b.vector_id(sb[y]);
  }
  OutputBuilder ob;
  if (!ob.begin(ztype, vlen, vdim, by_row, plan)) return GrB_OUT_OF_MEMORY;
  // slots in A and B of output vector k
  auto slots = [&](int64_t k, int64_t& ka, int64_t& kb) {
    if (plan.hyper) {
      ka = sa[size_t(k / int64_t(sb.size()))];
      kb = sb[size_t(k % int64_t(sb.size()))];
    } else {
      ka = a.slot(k / b.vdim);
      kb = b.slot(k % b.vdim);
    }
  };
  const int64_t work = npairs + A->nvals * B->nvals;
  parallel_for(plan.nvec, work, [&](int64_t k) {
    int64_t ka, kb;
    slots(k, ka, kb);
    ob.P[k] = (ka < 0 || kb < 0) ? 0 : (a.p[ka + 1] - a.p[ka]) * (b.p[kb + 1] - b.p[kb]);
  });
  if (!ob.allocate(op.z.size)) return GrB_OUT_OF_MEMORY;
  return with_binary(op, [&](const auto& f) {
    parallel_for(plan.nvec, work, [&](int64_t k) {
      int64_t ka, kb;
      slots(k, ka, kb);
      if (ka < 0 || kb < 0) return;
      const int64_t va = a.vector_id(ka), vb = b.vector_id(kb);
      int64_t q = ob.P[k];
      for (int64_t pa = a.p[ka]; pa < a.p[ka + 1]; pa++) {
        const int64_t ia = a.i[pa];
        for (int64_t pb = b.p[kb]; pb < b.p[kb + 1]; pb++, q++) {
          const int64_t ib = b.i[pb];
          ob.I[q] = ia * b.vlen + ib;
          // row and column of each operand's entry, for positional operators
          if (by_row) f(ob.X, q, ax, a_iso ? 0 : pa, bx, b_iso ? 0 : pb, va, ia, vb, ib);
          else f(ob.X, q, ax, a_iso ? 0 : pa, bx, b_iso ? 0 : pb, ia, va, ib, vb);
        }
      }
    });
    *T = ob.finish();
    return GrB_SUCCESS;
  });
}

}  // namespace gb
