// Predefined constants that are not operators: GrB_ALL, the hypersparsity switches, GrB_GLOBAL.
#include "api/api.hpp"

struct GB_Global_opaque {
  int64_t magic = gb::kMagicLive;
};

namespace gb {
// GrB_ALL is compared by address: any list of indices that is this pointer means "all of them".
static const uint64_t all_indices_sentinel = 0;
static GB_Global_opaque global_object;
}  // namespace gb

const uint64_t* GrB_ALL = &gb::all_indices_sentinel;
const GxB_Format_Value GxB_FORMAT_DEFAULT = GxB_BY_ROW;
const double GxB_HYPER_DEFAULT = 0.0625;
const double GxB_ALWAYS_HYPER = 1.0;   // hyper_switch >= 1: always hypersparse
const double GxB_NEVER_HYPER = -1.0;   // hyper_switch < 0: never hypersparse
const GrB_Global GrB_GLOBAL = &gb::global_object;

namespace gb {
GrB_Info not_implemented(const char* name) {
  (void)name;
  return GrB_NOT_IMPLEMENTED;
}
}  // namespace gb
