// Ahead-of-time export of the fused kernels (issue 6 item 6): GxB_Global_export_kernels(dir), and
// GRB_JIT_EXPORT=<dir> at GrB_finalize (what compiler/tools/grb-aot sets). Every group the
// planner handed to the JIT in this process (src/dag/jit.hpp: jit_recorded_groups) is written as
// standalone Kokkos C++ a user compiles into their own build:
//   <dir>/grb_fused_<hash>.cpp       one per group: the kernel source the JIT compiled (kernel.cpp
//                                    of its cache entry), preceded by three #defines that rename
//                                    its namespaces and its entry point after the group, so several
//                                    exported kernels link into one program
//   <dir>/grb_fused_kernels.h        the C calling convention, one declaration per kernel (its
//                                    group text in a comment), and a table of all of them
//   <dir>/grb_fused_kernels.cpp      the table
//   <dir>/grb_fused_kernels.cmake    include() it after find_package(Kokkos): add_library target
//                                    grb_fused_kernels linking Kokkos::kokkos
// Files are written to temporary names and renamed into place. Names derive from the cache key's
// hash, so the same group keeps its name from one run (and one export) to the next.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "api/api.hpp"
#include "dag/jit.hpp"

namespace gb {
namespace {

// A C string literal of any text.
std::string c_literal(const std::string& s) {
  std::string r = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') r += '\\', r += c;
    else if (c == '\n') r += "\\n\"\n    \"";
    else r += c;
  }
  return r + "\"";
}

// The group text as comment lines.
std::string comment_lines(const std::string& text, const char* prefix) {
  std::string r;
  size_t b = 0;
  while (b < text.size()) {
    size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    r += prefix + text.substr(b, e - b) + "\n";
    b = e + 1;
  }
  return r;
}

const char* const kHeaderTop = R"(// Fused GraphBLAS kernels exported ahead of time by Kokkos GraphBLAS (GxB_Global_export_kernels
// or grb-aot): standalone Kokkos C++, one source per fused group the program's JIT planned.
// Build: include(grb_fused_kernels.cmake) after find_package(Kokkos) and link grb_fused_kernels.
//
// Calling convention of every kernel (the JIT's own entry point, renamed):
//   m       the group's matrix operands a0, a1, ... in argument order (the group text below), each
//           a CSR matrix in host memory: p[nrows+1] row offsets, i[nvals] column indices sorted
//           within each row, x the values in the type the group names (xn = nvals, or 1 for an
//           operand whose values the kernel does not read: a pattern)
//   s       pointers to its scalar arguments s0, s1, ... (select thunks: int64_t for positional
//           operators, the value type otherwise)
//   result  where the group's result goes (its C type: the group's return type)
//   serial  nonzero: run the Kokkos::Serial copy (small problems), else the default space
// Returns 0, or 1 when the kernel threw. Kokkos must be initialized (Kokkos::initialize) first.
// Floating-point sums reduce row partials in a fixed order: the result does not depend on the
// number of threads.
#ifndef GRB_FUSED_KERNELS_H
#define GRB_FUSED_KERNELS_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct grb_jit_matrix {
  int64_t nrows, ncols, nvals;
  const int64_t* p;
  const int64_t* i;
  const void* x;
  int64_t xn;
};

typedef int (*grb_fused_entry)(const struct grb_jit_matrix* m, const void* const* s, void* result, int serial);

)";

const char* const kHeaderBottom = R"(
/* Every exported kernel: its name, its group (graphblas dialect text) and its entry point. */
struct grb_fused_kernel {
  const char* name;
  const char* group;
  grb_fused_entry run;
};
extern const struct grb_fused_kernel grb_fused_kernels[];
extern const int grb_fused_kernel_count;

#ifdef __cplusplus
}
#endif
#endif
)";

}  // namespace

// GrB_SUCCESS, GrB_NO_VALUE (nothing planned in this process: nothing written), GrB_INVALID_VALUE
// (the directory cannot be made or written; a group cannot be emitted: *why says).
GrB_Info export_kernels(const std::string& dir, std::string* why) {
  std::vector<JitRecordedGroup> groups;
  jit_recorded_groups(&groups);
  std::vector<std::string> names;
  std::vector<const JitRecordedGroup*> kept;
  for (const JitRecordedGroup& g : groups) {
    if (g.source.empty()) {
      jit_log("export: group " + g.key_hash + " skipped: " + g.error);
      continue;
    }
    // groups with a matrix or vector result hand their output through wrapper callbacks that
    // grb_fused_kernels.h does not describe yet: only reductions to a scalar are exported
    const size_t arrow = g.mlir.find(") -> ");
    if (arrow == std::string::npos || g.mlir.compare(arrow + 5, 11, "!graphblas.") == 0) {
      jit_log("export: group " + g.key_hash + " skipped: its result is not a scalar (not exported yet)");
      continue;
    }
    kept.push_back(&g);
    names.push_back("grb_fused_" + g.key_hash.substr(0, 16));
  }
  if (kept.empty()) {
    *why = groups.empty() ? "no fused group was planned in this process (GRB_JIT at load or on)"
                          : "no group could be emitted: " + groups.front().error;
    return GrB_NO_VALUE;
  }
  if (!jit_make_dirs(dir)) {
    *why = "cannot create " + dir;
    return GrB_INVALID_VALUE;
  }
  std::string header = kHeaderTop, table, cmake_sources;
  table = "// The table of the exported kernels (grb_fused_kernels.h).\n#include \"grb_fused_kernels.h\"\n\n"
          "const struct grb_fused_kernel grb_fused_kernels[] = {\n";
  for (size_t k = 0; k < kept.size(); k++) {
    const std::string& name = names[k];
    const JitRecordedGroup& g = *kept[k];
    std::string src = "// " + name +
                      ": a fused GraphBLAS kernel exported ahead of time (Kokkos GraphBLAS; JIT cache entry " +
                      g.key_hash + ").\n// Entry point and calling convention: grb_fused_kernels.h. The defines "
                      "give the emitted file's namespaces and\n// entry point this kernel's name, so several "
                      "exported kernels link into one program.\n#define grb_kernels " +
                      name + "_kernels\n#define grb_kernels_serial " + name + "_kernels_serial\n#define grb_jit_run " +
                      name + "\n\n" + g.source;
    if (!jit_write_file_atomic(dir + "/" + name + ".cpp", src)) {
      *why = "cannot write " + dir + "/" + name + ".cpp";
      return GrB_INVALID_VALUE;
    }
    header += "/* " + name + ":\n" + comment_lines(g.mlir, "     ") + " */\nint " + name +
              "(const struct grb_jit_matrix* m, const void* const* s, void* result, int serial);\n\n";
    table += "    {\"" + name + "\",\n    " + c_literal(g.mlir) + ",\n    " + name + "},\n";
    cmake_sources += "    ${CMAKE_CURRENT_LIST_DIR}/" + name + ".cpp\n";
  }
  header += kHeaderBottom;
  table += "};\nconst int grb_fused_kernel_count = " + std::to_string(kept.size()) + ";\n";
  const std::string cmake =
      "# Fused GraphBLAS kernels exported ahead of time by Kokkos GraphBLAS (" + std::to_string(kept.size()) +
      " kernel(s)).\n# In your CMakeLists.txt, after find_package(Kokkos REQUIRED):\n"
      "#   include(<this directory>/grb_fused_kernels.cmake)\n"
      "#   target_link_libraries(<your target> PRIVATE grb_fused_kernels)\n"
      "# and call the kernels through grb_fused_kernels.h (Kokkos initialized first).\n"
      "if(NOT TARGET grb_fused_kernels)\n"
      "  add_library(grb_fused_kernels STATIC\n    ${CMAKE_CURRENT_LIST_DIR}/grb_fused_kernels.cpp\n" +
      cmake_sources +
      "  )\n  target_include_directories(grb_fused_kernels PUBLIC ${CMAKE_CURRENT_LIST_DIR})\n"
      "  target_link_libraries(grb_fused_kernels PUBLIC Kokkos::kokkos)\n"
      "  target_compile_features(grb_fused_kernels PUBLIC cxx_std_17)\n"
      "  set_target_properties(grb_fused_kernels PROPERTIES POSITION_INDEPENDENT_CODE ON)\nendif()\n";
  if (!jit_write_file_atomic(dir + "/grb_fused_kernels.h", header) || !jit_write_file_atomic(dir + "/grb_fused_kernels.cpp", table) ||
      !jit_write_file_atomic(dir + "/grb_fused_kernels.cmake", cmake)) {
    *why = "cannot write into " + dir;
    return GrB_INVALID_VALUE;
  }
  jit_log("exported " + std::to_string(kept.size()) + " fused kernel(s) to " + dir);
  return GrB_SUCCESS;
}

// GRB_JIT_EXPORT=<dir>: export at GrB_finalize (grb-aot runs a program this way).
void jit_export_at_finalize() {
  const char* dir = std::getenv("GRB_JIT_EXPORT");
  if (!dir || !*dir) return;
  std::string why;
  const GrB_Info info = export_kernels(dir, &why);
  if (info != GrB_SUCCESS) {
    std::fprintf(stderr, "GRB_JIT_EXPORT=%s: nothing exported: %s\n", dir, why.c_str());
    jit_log("GRB_JIT_EXPORT: nothing exported: " + why);
  }
}

}  // namespace gb

extern "C" GrB_Info GxB_Global_export_kernels(const char* dir) {
  GB_RETURN_IF_NOT_INIT();
  if (dir == nullptr) return GrB_NULL_POINTER;
  if (*dir == '\0') return GrB_INVALID_VALUE;
  std::string why;
  const GrB_Info info = gb::export_kernels(dir, &why);
  if (info != GrB_SUCCESS) gb::jit_log(std::string("GxB_Global_export_kernels: ") + why);
  return info;
}
