// GxB_Matrix_fprint, GxB_Vector_fprint and GxB_Scalar_fprint.
//
// The object is checked (handle, type, shape of its kind, structure of its storage); pending work
// is finished first, so what is printed is the value every later read sees. GxB_SUMMARY prints the
// dimensions, type, structure (hypersparse / sparse / bitmap / full, by row / by column), the
// number of entries and the memory used; GxB_SHORT adds the first kShortEntries entries in storage
// order, GxB_COMPLETE all of them; the _VERBOSE levels print floating-point values with all their
// digits. Indices are 0-based unless the global GxB_PRINT_1BASED option is set.
#include <string>

#include "api/matrix/container_api.hpp"
#include "api/print/print_util.hpp"

namespace gb {
namespace {

const char* kind_text(ObjectKind api) {
  switch (api) {
    case ObjectKind::Vector: return "vector";
    case ObjectKind::Scalar: return "scalar";
    default: return "matrix";
  }
}

const char* format_text(Format f) {
  switch (f) {
    case Format::Hyper: return "hypersparse";
    case Format::Sparse: return "sparse";
    case Format::Bitmap: return "bitmap";
    default: return "full";
  }
}

std::string memory_text(size_t bytes) {
  char buf[64];
  if (bytes < 1024) std::snprintf(buf, sizeof buf, "%zu bytes", bytes);
  else if (bytes < (size_t(1) << 20)) std::snprintf(buf, sizeof buf, "%.1f KB", double(bytes) / 1024.0);
  else if (bytes < (size_t(1) << 30)) std::snprintf(buf, sizeof buf, "%.1f MB", double(bytes) / (1024.0 * 1024.0));
  else std::snprintf(buf, sizeof buf, "%.1f GB", double(bytes) / (1024.0 * 1024.0 * 1024.0));
  return buf;
}

std::string control_text(int control) {
  static const struct {
    int bit;
    const char* name;
  } parts[] = {{GxB_HYPERSPARSE, "hypersparse"}, {GxB_SPARSE, "sparse"}, {GxB_BITMAP, "bitmap"}, {GxB_FULL, "full"}};
  std::string s;
  int n = 0;
  for (const auto& p : parts)
    if (control & p.bit) {
      if (!s.empty()) s += "/";
      s += p.name;
      n++;
    }
  return n == 1 ? s + " only" : s;
}

// The problem with an object, or GrB_SUCCESS; *store is its materialized value.
GrB_Info check(GB_Matrix_opaque* A, ObjectKind api, StorePtr* store, std::string* why) {
  GB_TRY(check_container(A));
  if (check_type_object(A->type) != GrB_SUCCESS) {
    *why = "invalid type";
    return GrB_INVALID_OBJECT;
  }
  if ((api == ObjectKind::Vector && A->ncols != 1) || (api == ObjectKind::Scalar && (A->nrows != 1 || A->ncols != 1))) {
    *why = std::string("not a ") + kind_text(api);
    return GrB_INVALID_OBJECT;
  }
  GrB_Info info = wait_store(A, store);
  if (info != GrB_SUCCESS) {
    *why = A->error;
    return info;
  }
  const Store& s = **store;
  if (s.type != A->type || s.nrows() != A->nrows || s.ncols() != A->ncols || s.nvals < 0) {
    *why = "storage does not match the object";
    return GrB_INVALID_OBJECT;
  }
  if (!validate_store(s, why)) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

void print_entries(Printer& pr, const Store& s, GrB_Type type) {
  const int64_t limit = pr.all_entries() ? INT64_MAX : kShortEntries;
  const uint64_t base = global().print_1based ? 1 : 0;
  const bool verbose = pr.verbose();
  int64_t printed = 0;
  bool more = false;
  auto emit = [&](int64_t v, int64_t i, int64_t pos) {
    if (printed >= limit) {
      more = true;
      return false;
    }
    const uint64_t row = uint64_t(s.by_row ? v : i) + base;
    const uint64_t col = uint64_t(s.by_row ? i : v) + base;
    pr("    (%llu,%llu)   %s\n", (unsigned long long)row, (unsigned long long)col,
       format_value(type, s.value_at(pos), verbose).c_str());
    printed++;
    return true;
  };
  if (s.is_sparse_or_hyper()) {
    const int64_t* P = s.P();
    const int64_t* I = s.I();
    for (int64_t k = 0; k < s.nvec && !more; k++) {
      const int64_t v = s.vector_id(k);
      for (int64_t p = P[k]; p < P[k + 1]; p++)
        if (!emit(v, I[p], p)) break;
    }
  } else {
    const int8_t* B = s.B();
    for (int64_t v = 0; v < s.vdim && !more; v++)
      for (int64_t i = 0; i < s.vlen; i++) {
        const int64_t pos = v * s.vlen + i;
        if (B && !B[pos]) continue;
        if (!emit(v, i, pos)) break;
      }
  }
  if (more) pr("    ...\n");
}

GrB_Info container_fprint(GB_Matrix_opaque* A, ObjectKind api, const char* name, int level, FILE* f) {
  GB_RETURN_IF_NOT_INIT();
  Printer pr(f, level);
  const char* kind = kind_text(api);
  StorePtr store;
  std::string why;
  GrB_Info info = check(A, api, &store, &why);
  if (info != GrB_SUCCESS) {
    const char* what = info == GrB_NULL_POINTER           ? "NULL"
                       : info == GrB_UNINITIALIZED_OBJECT ? "uninitialized object"
                       : info == GrB_INVALID_OBJECT       ? "invalid object"
                                                          : "execution error";
    pr("\n  GraphBLAS %s: %s%s%s%s%s\n", kind, (name && name[0]) ? name : "", (name && name[0]) ? ": " : "", what,
       why.empty() ? "" : ": ", why.c_str());
    return info;
  }
  const Store& s = *store;
  pr("\n  %llux%llu GraphBLAS %s %s, %s by %s\n", (unsigned long long)A->nrows, (unsigned long long)A->ncols,
     A->type->name, kind, format_text(s.format), s.by_row ? "row" : "col");
  size_t mem = 0;
  c_memory_usage(&mem, A);
  const int64_t n = s.nvals;
  char count[64];
  if (n == 0) std::snprintf(count, sizeof count, "no entries");
  else std::snprintf(count, sizeof count, "%lld %s", (long long)n, n == 1 ? "entry" : "entries");
  pr("  %s%s%s, memory: %s\n", (name && name[0]) ? name : "", (name && name[0]) ? ", " : "", count,
     memory_text(mem).c_str());
  if (A->name[0]) pr("  GrB_NAME: %s\n", A->name);
  if (s.iso && n > 0) pr("  iso value: %s\n", format_value(A->type, s.X(), pr.verbose()).c_str());
  if (A->sparsity_control != GxB_AUTO_SPARSITY) pr("  sparsity control: %s\n", control_text(A->sparsity_control).c_str());
  if (pr.entries() && n > 0) {
    pr("\n");
    print_entries(pr, s, A->type);
  }
  return pr.result();
}

}  // namespace
}  // namespace gb

extern "C" {

GrB_Info GxB_Matrix_fprint(GrB_Matrix A, const char* name, GxB_Print_Level pr, FILE* f) {
  return gb::container_fprint(A, gb::ObjectKind::Matrix, name, int(pr), f);
}
GrB_Info GxB_Vector_fprint(GrB_Vector v, const char* name, GxB_Print_Level pr, FILE* f) {
  return gb::container_fprint(v, gb::ObjectKind::Vector, name, int(pr), f);
}
GrB_Info GxB_Scalar_fprint(GrB_Scalar s, const char* name, GxB_Print_Level pr, FILE* f) {
  return gb::container_fprint(s, gb::ObjectKind::Scalar, name, int(pr), f);
}

}  // extern "C"
