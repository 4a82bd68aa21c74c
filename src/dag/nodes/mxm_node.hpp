// The node of GrB_mxm, GrB_mxv and GrB_vxm (entry points: src/api/mxm/mxm.cpp).
#pragma once
#include "core/memory.hpp"
#include "dag/opnode.hpp"
#include "kernels/mxm.hpp"

namespace gb {

enum class MxmKind { MxM, MxV, VxM };

struct MxmNode final : OpNode {
  MxmKind how = MxmKind::MxM;
  SemiringRef sr;
  bool tran_a = false, tran_b = false;
  bool mask_struct_flag = false, mask_comp_flag = false;
  AxBMethod method = AxBMethod::Auto;
  StorePtr mask_store;  // set while running: the kernels skip work the mask excludes
  StorePtr accum_c;     // set while running: C's old value, when a vector kernel may accumulate into it
  const char* kind() const override {
    return how == MxmKind::MxM ? "mxm" : (how == MxmKind::MxV ? "mxv" : "vxm");
  }
  bool describe(FusionOp* f) const override;
  bool describe_vector(VectorFusionOp* f) const override;
  GrB_Info run(const gb::vector<StorePtr>& in, StorePtr* out, std::string* msg) override;
  GrB_Info compute(const gb::vector<StorePtr>& in, StorePtr* T, std::string*) override;

 private:
  // the kernels' arguments for a product on `semiring` (sr, or sr lifted for a compensated sum)
  MxmSpec base_spec(const SemiringRef& semiring);
  // T = the product's values as the kernels compute them (compute adds SuiteSparse's iso rule)
  GrB_Info compute_values(const gb::vector<StorePtr>& in, StorePtr* T);
  // T = the product of the operands
  GrB_Info product(const gb::vector<StorePtr>& in, MxmSpec spec, StorePtr* T);
};

}  // namespace gb
