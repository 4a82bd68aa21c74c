#include "dag/version.hpp"

namespace gb {

VersionPtr make_version(StorePtr store, GrB_Type type, uint64_t nrows, uint64_t ncols) {
  auto v = gb::make_shared<Version>();
  v->type = type;
  v->nrows = nrows;
  v->ncols = ncols;
  v->store = std::move(store);
  return v;
}

VersionPtr make_pending(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols) {
  auto v = gb::make_shared<Version>();
  v->type = type;
  v->nrows = nrows;
  v->ncols = ncols;
  v->producer = std::move(node);
  return v;
}

}  // namespace gb
