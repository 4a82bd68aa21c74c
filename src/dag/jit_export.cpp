// Ahead-of-time export of the fused kernels (issue 6 item 6): export_kernels(dir), called by
// GxB_Global_export_kernels (src/api/global/export_kernels.cpp) and by GRB_JIT_EXPORT=<dir> at
// GrB_finalize (what compiler/tools/grb-aot sets). Every group the planner handed to the JIT in
// this process (src/dag/jit.hpp: jit_recorded_groups) is written as standalone Kokkos C++ a user
// compiles into their own build:
//   <dir>/grb_fused_<hash>.cpp       one per group: the kernel source the JIT compiled (kernel.cpp
//                                    of its cache entry), preceded by three #defines that rename
//                                    its namespaces and its entry point after the group, so several
//                                    exported kernels link into one program
//   <dir>/grb_fused_kernels.h        the C calling convention (the structs the wrappers read and
//                                    write, what `result` points to per kind of result), one
//                                    declaration per kernel (its arguments in words and its group
//                                    text in a comment), and a table of all of them with the kind
//                                    of each one's result
//   <dir>/grb_fused_kernels.cpp      the table
//   <dir>/grb_fused_kernels.cmake    include() it after find_package(Kokkos): add_library target
//                                    grb_fused_kernels linking Kokkos::kokkos
// Every kind of group the planners hand to the JIT is exported (scalar and matrix results:
// planner.cpp; the mxv_accum vector result: planner_vector.cpp; the masked vxm + assign step's pull and push:
// planner_bfs.cpp); a group whose signature describe_convention does not recognize is skipped
// with the reason in the log. Files are written to temporary names and renamed into place. Names derive from the cache key's
// hash, so the same group keeps its name from one run (and one export) to the next.
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
// Every kernel has one C entry point (the JIT's own, renamed after the kernel):
//   int name(const struct grb_jit_matrix* m, const void* const* s, void* result, int serial);
//   m       the group's matrix and vector operands, in host memory (struct grb_jit_matrix below);
//           which m[k] is which operand: the kernel's declaration below (and `arguments` in its
//           entry of grb_fused_kernels[])
//   s       pointers to its scalar arguments and auxiliary arrays, as the declaration lists them
//   result  where the result goes; what it points to depends on the kind of the group's result
//           (enum grb_fused_result_kind, `result_kind` in grb_fused_kernels[]):
//             GRB_FUSED_SCALAR    one value of the group's return type (double, int64_t, ...)
//             GRB_FUSED_MATRIX    struct grb_jit_csr_result: the kernel allocates the CSR arrays
//                                 with the caller's alloc and hands them over
//             GRB_FUSED_VECTOR    the caller's array of m[0].nrows values: the full result vector
//             GRB_FUSED_BFS_PULL  struct grb_fused_bfs_result (q1: the caller's arrays of n
//                                 entries), and v (m[2].x, s[1]) updated in place
//             GRB_FUSED_BFS_PUSH  the same
//   serial  nonzero: run the Kokkos::Serial copy (small problems), else the default space
// A kernel of result kind GRB_FUSED_KERNEL is bound through data instead (grb_group_abi.h):
//   int name_run(grb_kernel_binding* params, int serial);
//   const grb_kernel_descriptor* name_describe(void);
// describe() lists its parameters in order, each with its role (a CSR matrix, a vector, a scalar,
// the result) and the group value it carries (operands are numbered in the order the group reads
// them); the caller fills one grb_kernel_binding per parameter and calls run(), which returns the
// codes below. Its entry in grb_fused_kernels[] has run NULL and typed_run / describe set.
// Returns 0; 1 when the kernel threw; 2 (GRB_FUSED_MATRIX) when alloc returned NULL (3: its result
// was not in the blocks it allocated, an internal error). Kokkos must be
// initialized (Kokkos::initialize) first. No kernel keeps a pointer after it returns.
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

/* One operand (read only unless its kernel's declaration says "updated in place").
 * A matrix: CSR by row, as the group text's !graphblas.matrix<T, csr> argument.
 * A vector (!graphblas.vector<T, full | sparse | bitmap>): nrows = its size, ncols = 1, p unused.
 * The kernels never free, keep or resize these arrays. */
struct grb_jit_matrix {
  int64_t nrows, ncols, nvals; /* matrix: rows, columns, stored entries; vector: size, 1, entries */
  const int64_t* p;            /* matrix: nrows+1 row offsets (p[0] = 0, p[nrows] = nvals); vector: unused */
  const int64_t* i;            /* matrix: nvals column indices, sorted within each row;
                                  sparse vector: its nvals indices, sorted; full/bitmap vector: unused */
  const void* x;               /* the values, of the element type the group text names (bool for i1):
                                  matrix and sparse vector: nvals, full vector: nrows, one per
                                  position (an iso operand is expanded); unused (may be NULL) where
                                  the declaration says the values are not read */
  int64_t xn;                  /* how many values x holds (nvals, or 1 for an unread pattern's) */
};

/* GRB_FUSED_MATRIX: the result matrix, CSR by row. The caller sets alloc and initializes the three
 * pointers to NULL; the kernel allocates p, i and x with alloc (in that order, as it learns their
 * sizes) and writes the result into them directly (so the result is freed with the caller's own
 * allocator: malloc/free, or the library's allocator inside GraphBLAS; no copy).
 * After the call the caller owns whatever of p, i, x is not NULL, also when it returned nonzero. */
struct grb_jit_csr_result {
  void* (*alloc)(size_t);      /* set by the caller: allocates bytes (NULL: out of memory, returns 2) */
  int64_t nrows, ncols, nvals; /* written: the result's shape and number of entries */
  int64_t* p;                  /* written: nrows+1 row offsets */
  int64_t* i;                  /* written: nvals column indices, sorted within each row (max(nvals,1) allocated) */
  void* x;                     /* written: nvals values of the result's type (max(nvals,1) allocated) */
};

/* GRB_FUSED_BFS_PULL / _PUSH, one breadth-first-search level step (q: frontier, v: levels):
 *   q1<!v, struct, replace> = q any.pair A    the next frontier: unvisited vertices reached from q
 *   v1<q1, struct> = level                    they get the level
 * result points to five pointers in this order (the kernel reads them as void* [5]; this struct
 * has that layout). Every array holds n = m[0].nrows entries and is allocated by the caller. */
struct grb_fused_bfs_result {
  int8_t* q1_present; /* written at every position: 1 where the vertex is in the next frontier, else 0 */
  void* q1_values;    /* q1's values (its type: the group's first result type); any.pair writes 1
                         (true) where q1_present is 1, and nothing elsewhere; read only there */
  int8_t* v1_present; /* unused (NULL): v1 is v, updated in place (s[1] and m[2].x: presence 1 and
                         the level where q1_present is 1, nothing else written) */
  void* v1_values;    /* unused (NULL) */
  int64_t* q1_nvals;  /* written: the number of entries of q1 (nvals(v1) = nvals(v) + this) */
};

/* What a kernel's `result` points to (above). */
enum grb_fused_result_kind {
  GRB_FUSED_SCALAR = 0,
  GRB_FUSED_MATRIX = 1,
  GRB_FUSED_VECTOR = 2,
  GRB_FUSED_BFS_PULL = 3,
  GRB_FUSED_BFS_PUSH = 4,
  GRB_FUSED_KERNEL = 5 /* bound through its descriptor (typed_run, describe) */
};

typedef int (*grb_fused_entry)(const struct grb_jit_matrix* m, const void* const* s, void* result, int serial);

)";

const char* const kHeaderBottom = R"(
/* Every exported kernel: its name, its group (graphblas dialect text), its entry point, the kind of
 * its result, the C type of the result's values and its arguments in words (as declared above). */
struct grb_fused_kernel {
  const char* name;
  const char* group;
  grb_fused_entry run;
  enum grb_fused_result_kind result_kind;
  const char* result_type;
  const char* arguments;
  grb_kernel_run_fn typed_run;       /* GRB_FUSED_KERNEL only (else NULL) */
  grb_kernel_describe_fn describe;   /* GRB_FUSED_KERNEL only (else NULL) */
};
extern const struct grb_fused_kernel grb_fused_kernels[];
extern const int grb_fused_kernel_count;

#ifdef __cplusplus
}
#endif
#endif
)";

// One argument of the group's function: "%name: type".
struct GroupArg {
  std::string name, type;
};

// The arguments and the return type of `func.func @grb_fused(...) -> R attributes ...` (R may be a
// parenthesized tuple: the masked vxm + assign step's two vectors). False when the text is not of that shape.
bool parse_signature(const std::string& mlir, std::vector<GroupArg>* args, std::string* ret) {
  const std::string head = "func.func @grb_fused(";
  size_t at = mlir.find(head);
  if (at == std::string::npos) return false;
  at += head.size();
  int depth = 0;
  std::string cur;
  size_t k = at;
  auto flush = [&]() {
    const size_t b = cur.find_first_not_of(' '), colon = cur.find(": ");
    if (b == std::string::npos || cur[b] != '%' || colon == std::string::npos) return false;
    args->push_back({cur.substr(b + 1, colon - b - 1), cur.substr(colon + 2)});
    cur.clear();
    return true;
  };
  for (; k < mlir.size(); k++) {
    const char c = mlir[k];
    if (c == '<' || c == '(' || c == '[' || c == '{') depth++;
    else if (c == '>' || c == ']' || c == '}') depth--;
    else if (c == ')') {
      if (depth == 0) break;
      depth--;
    }
    if (depth == 0 && c == ',') {
      if (!flush()) return false;
      continue;
    }
    cur += c;
  }
  if (k >= mlir.size() || (!cur.empty() && !flush())) return false;
  if (mlir.compare(k, 5, ") -> ") != 0) return false;
  // the planners write "-> R attributes {grb.arg_names = [...]} {"
  const size_t r = k + 5, e = mlir.find(" attributes", r);
  if (e == std::string::npos || e == r) return false;
  *ret = mlir.substr(r, e - r);
  return true;
}

// The C type of a dialect element type (i1 is bool; the dialect's integers are signless: the
// library passes its unsigned types with the same bits).
const char* c_type(const std::string& t) {
  if (t == "i1") return "bool";
  if (t == "i8") return "int8_t";
  if (t == "i16") return "int16_t";
  if (t == "i32") return "int32_t";
  if (t == "i64") return "int64_t";
  if (t == "f32") return "float";
  if (t == "f64") return "double";
  return nullptr;
}
// The element type of "!graphblas.matrix<f64, csr>" / "!graphblas.vector<i1, bitmap>" and its format.
std::string elem_of(const std::string& type) {
  const size_t lt = type.find('<'), comma = type.find(',');
  return lt == std::string::npos || comma == std::string::npos ? "" : type.substr(lt + 1, comma - lt - 1);
}
std::string format_of(const std::string& type) {
  const size_t comma = type.find(", "), gt = type.rfind('>');
  return comma == std::string::npos || gt == std::string::npos ? "" : type.substr(comma + 2, gt - comma - 2);
}
bool is_matrix(const std::string& type) { return type.rfind("!graphblas.matrix<", 0) == 0; }
bool is_vector(const std::string& type) { return type.rfind("!graphblas.vector<", 0) == 0; }

// How an exported kernel is called: the kind of its result, the C type of the result's values,
// and one line per argument (m[k], s[k], result). These mirror the C wrappers the planners append
// to the emitted source (planner.cpp prepare_group: scalar and matrix results; planner_vector.cpp:
// the mxv_accum group; planner_bfs.cpp: the masked vxm + assign step's pull and push forms), which the exported
// source carries at its end; the ctest jit_aot_export calls exported kernels this way.
struct Convention {
  const char* kind = nullptr;       // enumerator name (GRB_FUSED_...)
  const char* kind_words = nullptr; // for the log and the header
  std::string result_type;          // C type of the result's values
  std::vector<std::string> lines;   // the arguments in words
  std::string why_not;              // not recognized: the reason (the group is skipped)
};

// An operand line: what m[k] holds for argument `a` of the group.
std::string operand_words(const GroupArg& a, bool values_read, const std::string& extra = "") {
  const char* ct = c_type(elem_of(a.type));
  std::string w = "%" + a.name + ": ";
  if (is_matrix(a.type)) {
    w += "CSR matrix";
  } else {
    const std::string f = format_of(a.type);
    w += f + " vector, nrows = its size";
    if (f == "sparse") w += ", i = its nvals sorted indices";
    if (f == "bitmap") w += " (presence bytes: see s[])";
  }
  if (values_read) w += std::string(", x = its values as ") + (ct ? ct : "?") + (is_vector(a.type) && format_of(a.type) != "sparse" ? " (nrows of them)" : "");
  else w += ", values not read (x may be NULL, xn 0)";
  return w + extra;
}

Convention describe_convention(const std::string& mlir) {
  Convention c;
  std::vector<GroupArg> args;
  std::string ret;
  if (!parse_signature(mlir, &args, &ret)) {
    c.why_not = "the group's function signature was not recognized";
    return c;
  }
  auto m = [](size_t k) { return "m[" + std::to_string(k) + "] = "; };
  auto s = [](size_t k) { return "s[" + std::to_string(k) + "] = "; };
  if (c_type(ret) || is_matrix(ret)) {
    // planner.cpp: every matrix argument %aK is m[K], every scalar %sJ is s[J]
    const bool matrix = is_matrix(ret);
    c.kind = matrix ? "GRB_FUSED_MATRIX" : "GRB_FUSED_SCALAR";
    c.kind_words = matrix ? "matrix" : "scalar";
    c.result_type = c_type(matrix ? elem_of(ret) : ret) ? c_type(matrix ? elem_of(ret) : ret) : "";
    size_t nm = 0, ns = 0;
    for (const GroupArg& a : args) {
      if (is_matrix(a.type)) {
        // Roles in an mxm group (C<M,struct> = A*B' then a chain): the mask is read for its
        // structure only; A and B by value only under plus.times; B is multiplied as passed, as
        // the transpose of the matrix it holds (graphblas.transpose %aK says so): for C = A*B the
        // planner passes B' by row, i.e. B's CSC arrays. One argument may be both mask and A.
        // A chain's leaf (no mxm) is read by value.
        const bool has_mxm = mlir.find("graphblas.mxm ") != std::string::npos;
        const bool mask = mlir.find("mask(%" + a.name + " ") != std::string::npos;
        const bool mxm_a = mlir.find("graphblas.mxm %" + a.name + ",") != std::string::npos;
        const bool mxm_b = mlir.find("graphblas.transpose %" + a.name + " ") != std::string::npos;
        const bool times = mlir.find("semiring<plus, times>") != std::string::npos;
        std::string role;
        if (mask) role = mxm_a ? " (the mxm's mask, its structure, and its A)" : " (the mxm's mask: its structure only)";
        else if (mxm_a) role = " (the mxm's A)";
        if (mxm_b)
          role += " (the mxm's B, multiplied transposed: for C = A*B pass B' by row, i.e. B's CSC arrays; "
                  "for C = A*B' pass B by row)";
        c.lines.push_back(m(nm++) + operand_words(a, !has_mxm || ((mxm_a || mxm_b) && times), role));
      } else if (c_type(a.type)) {
        c.lines.push_back(s(ns++) + "%" + a.name + ": const " + c_type(a.type) + "*: the thunk of a select");
      } else {
        c.why_not = "argument %" + a.name + " of type " + a.type + " in a " + c.kind_words + " group";
        return c;
      }
    }
    c.lines.push_back(matrix ? "result = struct grb_jit_csr_result* (alloc set, p/i/x NULL): the CSR result of " + c.result_type + " values"
                             : "result = " + c.result_type + "*: the value, written");
    return c;
  }
  if (ret.rfind("!graphblas.vector<", 0) == 0 && format_of(ret) == "full" && mlir.find("graphblas.mxv") != std::string::npos) {
    // planner_vector.cpp, the mxv_accum group w = c accum (A (+.*) u)
    c.kind = "GRB_FUSED_VECTOR";
    c.kind_words = "vector";
    c.result_type = c_type(elem_of(ret)) ? c_type(elem_of(ret)) : "";
    const bool assigned = mlir.find("graphblas.assign") != std::string::npos;
    const bool reads_a = mlir.find(", second>") == std::string::npos && mlir.find(", pair>") == std::string::npos;
    size_t nm = 0;
    std::string scalar;
    for (const GroupArg& a : args) {
      if (a.name == "A") c.lines.push_back(m(nm++) + operand_words(a, reads_a));
      else if (a.name == "c" && assigned) c.lines.push_back("(%c: not passed: the assigned scalar replaces w's old value)");
      else if (a.name == "c") c.lines.push_back(m(nm++) + operand_words(a, true, " (w's old value, accumulated into)"));
      else if (is_vector(a.type)) c.lines.push_back(m(nm++) + operand_words(a, true));
      else if (c_type(a.type)) scalar = std::string("const ") + c_type(a.type) + "* %" + a.name + ": the scalar assigned into all of w's old value";
      else {
        c.why_not = "argument %" + a.name + " of type " + a.type + " in an mxv_accum group";
        return c;
      }
    }
    c.lines.push_back(s(0) + "const int32_t*: m[0].i narrowed to 32 bits (nvals of them, an optional faster copy), or NULL");
    c.lines.push_back(s(1) + (assigned ? scalar : "unused"));
    c.lines.push_back("result = " + c.result_type + "*: the caller's array of m[0].nrows values: w, written at every position (w is full)");
    return c;
  }
  if (ret.size() > 2 && ret[0] == '(' && mlir.find("graphblas.fused \"vxm_assign\"") != std::string::npos &&
      args.size() == 4 && args[1].name.size() && is_vector(args[0].type) && is_vector(args[2].type)) {
    // planner_bfs.cpp: pull (AT scanned by row: tran_a) and push (A's rows from the frontier)
    const bool pull = mlir.find("tran_a") != std::string::npos;
    c.kind = pull ? "GRB_FUSED_BFS_PULL" : "GRB_FUSED_BFS_PUSH";
    c.kind_words = pull ? "frontier step (pull)" : "frontier step (push)";
    const std::string q1 = elem_of(ret.substr(1)), v = elem_of(args[2].type), qf = format_of(args[0].type);
    c.result_type = c_type(q1) ? c_type(q1) : "";
    const char* vt = c_type(v) ? c_type(v) : "?";
    c.lines.push_back(m(0) + "%" + args[1].name + ": CSR matrix, pattern only (values not read); n = its nrows" +
                      (pull ? " (row j: the in-neighbours of j)" : " (row i: the out-neighbours of i)"));
    c.lines.push_back(m(1) + "%q: the frontier, " + qf + " vector" +
                      (qf == "sparse" ? ": nvals, i = its sorted indices" : qf == "bitmap" ? ": presence in s[0]" : ": every vertex") +
                      " (values not read)");
    c.lines.push_back(m(2) + "%v: the levels, bitmap: x = n values of " + vt + ", UPDATED IN PLACE, nvals = its entries");
    c.lines.push_back(s(0) + (qf == "bitmap" ? "const int8_t*: q's n presence bytes" : "unused (NULL)"));
    c.lines.push_back(s(1) + (pull ? "int8_t*: v's n presence bytes, UPDATED IN PLACE"
                                   : "int8_t*: v's n presence bytes, UPDATED IN PLACE (claimed by atomic compare-and-swap)"));
    c.lines.push_back(s(2) + "const " + vt + "*: the level assigned to the newly reached vertices");
    c.lines.push_back("result = struct grb_fused_bfs_result*: q1 of " + c.result_type + " (v1: v itself)");
    return c;
  }
  c.why_not = "its result (" + ret + ") is of no kind grb_fused_kernels.h describes";
  return c;
}

// The highest k of "<array>[k]" in `text`, or -1.
int highest_index(const std::string& text, const std::string& array) {
  int best = -1;
  const std::string open = array + "[";
  for (size_t at = text.find(open); at != std::string::npos; at = text.find(open, at + 1)) {
    if (at > 0 && (std::isalnum((unsigned char)text[at - 1]) || text[at - 1] == '_')) continue;  // out[..], ..m[
    size_t e = at + open.size();
    int k = 0;
    bool digits = false;
    while (e < text.size() && std::isdigit((unsigned char)text[e])) k = k * 10 + (text[e++] - '0'), digits = true;
    if (digits && e < text.size() && text[e] == ']' && k > best) best = k;
  }
  return best;
}

// "" when the group's C wrapper (what the exported source ends with) agrees with the convention
// the declaration describes: it reads as many operands m[] as the convention lists, no scalar
// s[] beyond those listed, and hands the result over as the kind says. A planner whose wrapper
// changed without describe_convention following gets its group skipped with this reason (the
// ctest jit_aot_export fails on any skip) rather than a wrong declaration.
std::string check_against_wrapper(const Convention& c, const std::string& wrapper) {
  int m_lines = 0, s_lines = 0;
  for (const std::string& line : c.lines) {
    if (line.rfind("m[", 0) == 0) m_lines++;
    if (line.rfind("s[", 0) == 0) s_lines++;
  }
  const int m_max = highest_index(wrapper, "m"), s_max = highest_index(wrapper, "s");
  if (m_max != m_lines - 1)
    return "its wrapper reads m[" + std::to_string(m_max) + "], the convention lists " + std::to_string(m_lines) +
           " operand(s)";
  if (s_max > s_lines - 1)
    return "its wrapper reads s[" + std::to_string(s_max) + "], the convention lists " + std::to_string(s_lines) +
           " scalar(s)";
  const std::string kind = c.kind;
  const char* marker = kind == "GRB_FUSED_SCALAR"   ? "std::memcpy(result, &r, sizeof r)"
                       : kind == "GRB_FUSED_MATRIX" ? "static_cast<grb_jit_csr_result*>(result)"
                       : kind == "GRB_FUSED_VECTOR" ? "*>(result), m[0].nrows)"
                                                    : "*static_cast<int64_t*>(out[4]) = nq;";
  if (wrapper.find(marker) == std::string::npos)
    return std::string("its wrapper does not hand the result over as ") + c.kind + " says";
  return "";
}

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
  c.kind = "GRB_FUSED_KERNEL";
  for (int32_t k = 0; k < d.nparams; k++) {
    const grb_kernel_param& p = d.params[k];
    const char* role = p.role == GRB_PARAM_MATRIX          ? "input: CSR matrix"
                       : p.role == GRB_PARAM_VECTOR_FULL   ? "input: full vector"
                       : p.role == GRB_PARAM_VECTOR_BITMAP ? "input: bitmap vector"
                       : p.role == GRB_PARAM_VECTOR_SPARSE ? "input: sparse vector"
                       : p.role == GRB_PARAM_SCALAR        ? "input: scalar at x"
                       : p.role == GRB_PARAM_INDEX_LIST    ? "input: index list"
                       : p.role == GRB_RESULT_SCALAR       ? "result: one value written at out_x"
                       : p.role == GRB_RESULT_MATRIX       ? "result: CSR matrix allocated with alloc"
                       : p.role == GRB_RESULT_VECTOR_FULL  ? "result: the caller's nrows values at out_x, all written"
                                                           : "?";
    if (p.role == GRB_RESULT_SCALAR || p.role == GRB_RESULT_MATRIX || p.role == GRB_RESULT_VECTOR_FULL) {
      c.kind_words = p.role == GRB_RESULT_SCALAR ? "scalar" : p.role == GRB_RESULT_MATRIX ? "matrix" : "vector";
      c.result_type = c_type_of_code(p.type.code);
    }
    c.lines.push_back("params[" + std::to_string(k) + "] = " + role + ", group value " + std::to_string(p.value) +
                      ", values of " + c_type_of_code(p.type.code));
  }
  if (!c.kind_words) c.why_not = "its descriptor names no result";
  return c;
}

}  // namespace

GrB_Info export_kernels(const std::string& dir, std::string* why) {
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
    Convention c = g.typed ? describe_typed(g) : describe_convention(g.mlir);
    if (!g.typed && c.kind && c.why_not.empty()) c.why_not = check_against_wrapper(c, g.wrapper);
    if (!c.kind || !c.why_not.empty()) {
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
                      (g.typed ? "#define grb_kernel_run " + name + "_run\n#define grb_kernel_describe " + name +
                                     "_describe\n#define grb_kernel_group_text " + name + "_group_text\n"
                               : "#define grb_jit_run " + name + "\n") +
                      "\n" + g.source;
    if (!jit_write_file_atomic(dir + "/" + name + ".cpp", src)) {
      *why = "cannot write " + dir + "/" + name + ".cpp";
      return GrB_INVALID_VALUE;
    }
    const Convention& c = conventions[k];
    std::string arguments;
    for (const std::string& line : c.lines) arguments += line + "\n";
    header += "/* " + name + ": " + c.kind_words + " result (" + c.kind + ")\n" + comment_lines(arguments, "     ") +
              "   group:\n" + comment_lines(g.mlir, "     ") + " */\n";
    if (g.typed)
      header += "int " + name + "_run(grb_kernel_binding* params, int serial);\nconst grb_kernel_descriptor* " + name +
                "_describe(void);\n\n";
    else
      header += "int " + name + "(const struct grb_jit_matrix* m, const void* const* s, void* result, int serial);\n\n";
    table += "    {\"" + name + "\",\n    " + c_literal(g.mlir) + ",\n    " + (g.typed ? "NULL" : name) + ", " + c.kind +
             ", \"" + c.result_type + "\",\n    " + c_literal(arguments) + ",\n    " +
             (g.typed ? name + "_run, " + name + "_describe" : std::string("NULL, NULL")) + "},\n";
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
