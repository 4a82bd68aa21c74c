// A version of a container's value: either materialized (a Store) or the pending output of a DAG
// node (dag/node.hpp).
//
// Every write gives the handle (core/container.hpp) a new version; whoever still reads an older
// version (a pending node, a dup'ed handle) keeps it alive, so the DAG is acyclic by construction
// and aliasing (C = A*C) is safe. Reads that hand data to the user force materialization
// (dag/scheduler.hpp).
#pragma once
#include <memory>
#include <mutex>
#include <string>

#include "core/container.hpp"

namespace gb {

struct Node;

struct Version {
  // Shape and type of the value, fixed for the version's life.
  GrB_Type type = nullptr;
  uint64_t nrows = 0, ncols = 0;

  std::mutex mu;                    // guards materialization when versions are shared
  StorePtr store;                   // set once materialized
  std::shared_ptr<Node> producer;   // set while pending
  GrB_Info exec_error = GrB_SUCCESS;
  std::string exec_message;

  bool materialized() const { return store != nullptr; }
};

// A version that already holds a store.
VersionPtr make_version(StorePtr store, GrB_Type type, uint64_t nrows, uint64_t ncols);
// A version produced by a node (pending; in blocking mode the caller materializes it at once).
VersionPtr make_pending(std::shared_ptr<Node> node, GrB_Type type, uint64_t nrows, uint64_t ncols);

}  // namespace gb
