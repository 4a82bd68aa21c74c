//===- GroupFile.h - a grb_group as bytes, for the emitter the library spawns -------------------===//
//
// libgraphblas.so hands a group it compiles in the background to `grb-jit-emit`, a process of its
// own (the compiler library, MLIR included, is never loaded into the program: loading it and
// running the passes there slowed the call running beside them). This is the file between the two:
// a magic string, the group's counts, its values and nodes as they are (each node's origin string
// after it), its results, and the group's cache key. Plain C++17, no MLIR.
//
//===----------------------------------------------------------------------------------------===//
#ifndef GRAPHBLAS_MLIR_JIT_GROUPFILE_H
#define GRAPHBLAS_MLIR_JIT_GROUPFILE_H

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "graphblas-mlir/Jit/GroupAbi.h"

namespace grb_group_file {

inline constexpr char kMagic[8] = {'G', 'R', 'B', 'G', 'R', 'P', '1', '\n'};

/// A kernel's whole C++ source through the compiler library's entry (`compile`, and `release` for
/// what it hands back), whoever calls it (the library in its process, or grb-jit-emit). The first
/// line names the group (its cache key): the export finds a cache entry's kernel.cpp by it. False
/// with *why when the compiler refuses the group.
inline bool emitSource(grb_compiler_compile_group_fn compile, void (*release)(char *), const grb_group &group,
                       const std::string &key, std::string *source, std::string *why) {
  char *cpp = nullptr;
  char *err = nullptr;
  grb_kernel_descriptor descriptor{};
  if (compile(&group, &descriptor, &cpp, &err) != 0) {
    *why = std::string("the compiler refused the group: ") + (err ? err : "(no message)");
    if (err)
      release(err);
    while (!why->empty() && why->back() == '\n')
      why->pop_back();
    return false;
  }
  *source = "// graphblas group structure (the cache key): " + key + "\n" + cpp;
  release(cpp);
  return true;
}

inline void put(std::string &out, const void *p, size_t n) { out.append(static_cast<const char *>(p), n); }

inline void putString(std::string &out, const std::string &s) {
  const uint32_t n = uint32_t(s.size());
  put(out, &n, sizeof n);
  out += s;
}

/// The bytes of `g` and its cache key.
inline std::string write(const grb_group &g, const std::string &key) {
  std::string out(kMagic, sizeof kMagic);
  const int32_t head[4] = {g.abi_version, g.nvalues, g.nnodes, g.nresults};
  put(out, head, sizeof head);
  put(out, g.values, sizeof(grb_group_value) * size_t(g.nvalues));
  for (int32_t k = 0; k < g.nnodes; k++) {
    grb_group_node n = g.nodes[k];
    const std::string origin = n.origin ? n.origin : "";
    n.origin = nullptr;
    put(out, &n, sizeof n);
    putString(out, origin);
  }
  put(out, g.results, sizeof(int32_t) * size_t(g.nresults));
  putString(out, key);
  return out;
}

/// A group read back: the arrays it points into live here.
struct Group {
  std::vector<grb_group_value> values;
  std::vector<grb_group_node> nodes;
  std::vector<std::string> origins;
  std::vector<int32_t> results;
  std::string key;
  grb_group group{};
};

/// Reads `in` into `g`; false when the bytes are not a whole group of this ABI.
inline bool read(const std::string &in, Group *g) {
  size_t at = 0;
  auto take = [&](void *p, size_t n) {
    if (in.size() - at < n)
      return false;
    std::memcpy(p, in.data() + at, n);
    at += n;
    return true;
  };
  auto takeString = [&](std::string *s) {
    uint32_t n = 0;
    if (!take(&n, sizeof n) || in.size() - at < n)
      return false;
    s->assign(in.data() + at, n);
    at += n;
    return true;
  };
  char magic[sizeof kMagic];
  int32_t head[4];
  if (!take(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0 || !take(head, sizeof head))
    return false;
  if (head[0] != GRB_GROUP_ABI_VERSION || head[1] < 0 || head[2] < 0 || head[3] < 0 || head[1] > (1 << 20) ||
      head[2] > (1 << 20) || head[3] > (1 << 20))
    return false;
  g->values.resize(size_t(head[1]));
  g->nodes.resize(size_t(head[2]));
  g->origins.resize(size_t(head[2]));
  g->results.resize(size_t(head[3]));
  if (!take(g->values.data(), sizeof(grb_group_value) * g->values.size()))
    return false;
  for (size_t k = 0; k < g->nodes.size(); k++)
    if (!take(&g->nodes[k], sizeof(grb_group_node)) || !takeString(&g->origins[k]))
      return false;
  if (!take(g->results.data(), sizeof(int32_t) * g->results.size()) || !takeString(&g->key) || at != in.size())
    return false;
  for (size_t k = 0; k < g->nodes.size(); k++)
    g->nodes[k].origin = g->origins[k].c_str();
  g->group.abi_version = head[0];
  g->group.nvalues = head[1];
  g->group.nnodes = head[2];
  g->group.nresults = head[3];
  g->group.values = g->values.data();
  g->group.nodes = g->nodes.data();
  g->group.results = g->results.data();
  return true;
}

} // namespace grb_group_file

#endif // GRAPHBLAS_MLIR_JIT_GROUPFILE_H
