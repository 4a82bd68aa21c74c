// Ahead-of-time export of the fused kernels (issue 6 item 6): export_kernels(dir), called by
// GxB_Global_export_kernels (src/api/global/export_kernels.cpp) and by GRB_JIT_EXPORT=<dir> at
// GrB_finalize (what compiler/tools/grb-aot sets). Every group the planner handed to the JIT in
// this process (src/dag/jit.hpp: jit_recorded_groups) is written as standalone Kokkos C++ a user
// compiles into their own build:
//   <dir>/grb_fused_<hash>.cpp       one per group: the kernel source the JIT compiled (kernel.cpp
//                                    of its cache entry), preceded by three #defines that rename
//                                    its namespaces and its entry point after the group, so several
//                                    exported kernels link into one program
//   <dir>/grb_fused_kernels.h        the calling convention: every kernel's entry and descriptor
//                                    (grb_group_abi.h), its parameters in words and its group text
//                                    in a comment, and a table of all of them
//   <dir>/grb_group_abi.h            the typed interface the entries take (GroupAbi.h)
//   <dir>/grb_fused_kernels.cpp      the table
//   <dir>/grb_fused_kernels.cmake    include() it after find_package(Kokkos): add_library target
//                                    grb_fused_kernels linking Kokkos::kokkos
// Every kernel is bound through its own descriptor, as the library binds it; a group whose
// descriptor was never read in this process is skipped with the reason in the log. Files are
// written to temporary names and renamed into place. Names derive from the cache key's hash, so
// the same group keeps its name from one run (and one export) to the next.
#include "dag/jit_export.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "dag/jit.hpp"
#include "grb_group_abi_text.h"

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
// Every kernel is bound through data (grb_group_abi.h), as the library's JIT binds it:
//   int name_run(grb_kernel_binding* params, int serial);
//   const grb_kernel_descriptor* name_describe(void);
// describe() lists its parameters in order, each with its role (a CSR matrix, a vector, a scalar,
// a vector updated in place, a result) and the group value it carries (operands are numbered in
// the order the group reads them); the caller fills one grb_kernel_binding per parameter and
// calls run(). serial nonzero runs the Kokkos::Serial copy (small problems), else the default
// execution space. run returns 0; 1 when the kernel threw; 2 when alloc returned NULL; 3 when a
// result was not in the blocks it allocated (an internal error). Kokkos must be initialized
// (Kokkos::initialize) first. No kernel keeps a pointer after it returns.
// Floating-point sums are not reassociated across threads: a row (or the whole reduction, from
// row partials in a fixed order) is summed in one order, so results do not depend on the number
// of threads.
#ifndef GRB_FUSED_KERNELS_H
#define GRB_FUSED_KERNELS_H
#include <stddef.h>
#include <stdint.h>

#include "grb_group_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

)";

const char* const kHeaderBottom = R"(
/* Every exported kernel: its name, its group (graphblas dialect text), what it results in (words),
 * the C type of the result's values, its parameters in words (as declared above) and its entry. */
struct grb_fused_kernel {
  const char* name;
  const char* group;
  const char* result_kind;
  const char* result_type;
  const char* arguments;
  grb_kernel_run_fn run;
  grb_kernel_describe_fn describe;
};
extern const struct grb_fused_kernel grb_fused_kernels[];
extern const int grb_fused_kernel_count;

#ifdef __cplusplus
}
#endif
#endif
)";

// How an exported kernel is called: what its result is, the C type of the result's values, and
// one line per parameter.
struct Convention {
  const char* kind_words = nullptr; // for the log and the header
  std::string result_type;          // C type of the result's values
  std::vector<std::string> lines;   // the parameters in words
  std::string why_not;              // not exportable: the reason (the group is skipped)
};

// The C type of a type code (GroupAbi.h numbering), for the declarations.
const char* c_type_of_code(int32_t code) {
  static const char* const names[] = {"?",        "bool",     "int8_t", "uint8_t", "int16_t",
                                      "uint16_t", "int32_t",  "uint32_t", "int64_t", "uint64_t",
                                      "float",    "double",   "float complex", "double complex",
                                      "user-defined"};
  return code >= 0 && code <= 14 ? names[code] : "?";
}

// A kernel of the typed interface: its parameters in words, from its own descriptor.
Convention describe_typed(const JitRecordedGroup& g) {
  Convention c;
  const grb_kernel_descriptor& d = g.descriptor;
  if (d.nparams <= 0) {
    c.why_not = "its descriptor was never read (the kernel was not loaded in this process)";
    return c;
  }
  for (int32_t k = 0; k < d.nparams; k++) {
    const grb_kernel_param& p = d.params[k];
    const char* role = p.role == GRB_PARAM_MATRIX          ? "input: CSR matrix"
                       : p.role == GRB_PARAM_VECTOR_FULL   ? "input: full vector"
                       : p.role == GRB_PARAM_VECTOR_BITMAP ? "input: bitmap vector"
                       : p.role == GRB_PARAM_VECTOR_SPARSE ? "input: sparse vector"
                       : p.role == GRB_PARAM_SCALAR        ? "input: scalar at x"
                       : p.role == GRB_PARAM_INDEX_LIST    ? "input: index list"
                       : p.role == GRB_PARAM_WORK_SPLIT    ? "input: output block boundaries (nvals) at i"
                       : p.role == GRB_RESULT_SCALAR       ? "result: one value written at out_x"
                       : p.role == GRB_RESULT_MATRIX       ? "result: CSR matrix allocated with alloc"
                       : p.role == GRB_RESULT_VECTOR_FULL  ? "result: the caller's nrows values at out_x, all written"
                       : p.role == GRB_RESULT_MATRIX_VALUES
                           ? "result: a matrix with an operand's pattern: the caller's nvals values at out_x"
                       : p.role == GRB_PARAM_VECTOR_BITMAP_INOUT
                           ? "input and result: bitmap vector (b, x) updated in place, nvals set to its new count"
                       : p.role == GRB_RESULT_VECTOR_BITMAP
                           ? "result: the caller's nrows presence bytes at out_b and values at out_x, count in nvals"
                           : "?";
    const bool result = p.role == GRB_RESULT_SCALAR || p.role == GRB_RESULT_MATRIX ||
                        p.role == GRB_RESULT_VECTOR_FULL || p.role == GRB_RESULT_VECTOR_BITMAP ||
                        p.role == GRB_RESULT_MATRIX_VALUES;
    if (result && !c.kind_words) {
      c.kind_words = p.role == GRB_RESULT_SCALAR          ? "scalar"
                     : p.role == GRB_RESULT_MATRIX        ? "matrix"
                     : p.role == GRB_RESULT_MATRIX_VALUES ? "matrix (values over an operand's pattern)"
                     : p.role == GRB_RESULT_VECTOR_FULL   ? "vector"
                                                          : "bitmap vector";
      c.result_type = c_type_of_code(p.type.code);
    }
    std::string line = "params[" + std::to_string(k) + "] = " + role + ", group value " + std::to_string(p.value);
    if (p.role == GRB_PARAM_VECTOR_BITMAP_INOUT) line += " (becomes group value " + std::to_string(p.result) + ")";
    if (p.role == GRB_RESULT_MATRIX_VALUES) line += " (the pattern of group value " + std::to_string(p.result) + ")";
    c.lines.push_back(line + ", values of " + c_type_of_code(p.type.code));
  }
  if (!c.kind_words) c.why_not = "its descriptor names no result";
  return c;
}

}  // namespace

GrB_Info export_kernels(const std::string& dir, std::string* why) {
  jit_wait_background();  // a queued kernel's source is in its cache entry once this returns
  std::vector<JitRecordedGroup> groups;
  jit_recorded_groups(&groups);
  std::vector<std::string> names;
  std::vector<const JitRecordedGroup*> kept;
  std::vector<Convention> conventions;
  std::string skipped;  // the last skipped group's reason
  for (const JitRecordedGroup& g : groups) {
    if (g.source.empty()) {
      skipped = g.error;
      jit_log("export: group " + g.key_hash + " skipped: " + g.error);
      continue;
    }
    Convention c = describe_typed(g);
    if (!c.why_not.empty()) {
      skipped = c.why_not;
      jit_log("export: group " + g.key_hash + " skipped: " + c.why_not);
      continue;
    }
    kept.push_back(&g);
    conventions.push_back(c);
    names.push_back("grb_fused_" + g.key_hash.substr(0, 16));
  }
  if (kept.empty()) {
    *why = groups.empty() ? "no fused group was planned in this process (GRB_JIT at load or on)"
                          : "no group could be exported: " + skipped;
    return GrB_NO_VALUE;
  }
  if (!jit_make_dirs(dir)) {
    *why = "cannot create " + dir;
    return GrB_INVALID_VALUE;
  }
  std::string header = kHeaderTop, table, cmake_sources, kinds;
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
                      name + "_kernels\n#define grb_kernels_serial " + name + "_kernels_serial\n" +
                      "#define grb_kernel_run " + name + "_run\n#define grb_kernel_describe " + name +
                      "_describe\n#define grb_kernel_group_text " + name + "_group_text\n\n" + g.source;
    if (!jit_write_file_atomic(dir + "/" + name + ".cpp", src)) {
      *why = "cannot write " + dir + "/" + name + ".cpp";
      return GrB_INVALID_VALUE;
    }
    const Convention& c = conventions[k];
    std::string arguments;
    for (const std::string& line : c.lines) arguments += line + "\n";
    header += "/* " + name + ": " + c.kind_words + " result\n" + comment_lines(arguments, "     ") + "   group:\n" +
              comment_lines(g.mlir, "     ") + " */\n";
    header += "int " + name + "_run(grb_kernel_binding* params, int serial);\nconst grb_kernel_descriptor* " + name +
              "_describe(void);\n\n";
    table += "    {\"" + name + "\",\n    " + c_literal(g.mlir) + ",\n    \"" + c.kind_words + "\", \"" +
             c.result_type + "\",\n    " + c_literal(arguments) + ",\n    " + name + "_run, " + name + "_describe},\n";
    kinds += std::string(k ? ", " : "") + c.kind_words;
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
  if (!jit_write_file_atomic(dir + "/grb_group_abi.h", kGroupAbiText) ||
      !jit_write_file_atomic(dir + "/grb_fused_kernels.h", header) || !jit_write_file_atomic(dir + "/grb_fused_kernels.cpp", table) ||
      !jit_write_file_atomic(dir + "/grb_fused_kernels.cmake", cmake)) {
    *why = "cannot write into " + dir;
    return GrB_INVALID_VALUE;
  }
  jit_log("exported " + std::to_string(kept.size()) + " fused kernel(s) to " + dir + " (results: " + kinds + ")");
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
