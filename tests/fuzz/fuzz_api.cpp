// libFuzzer target: the input is decoded into a sequence of GraphBLAS calls on a few small matrices
// and vectors of random types and dimensions (huge ones included), with random operators, masks,
// accumulators and descriptors. Invariants: nothing crashes or trips a sanitizer, every call
// returns a GrB_Info of the enum (never GrB_PANIC), and after any failed call every live object
// still waits, counts and hands out its entries (fuzz::check_matrix / check_vector).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

#include "fuzz_common.hpp"

namespace {

// Reads the input a byte at a time; past its end every read is 0.
struct Reader {
  const uint8_t* p;
  size_t n;
  uint8_t byte() { return n ? (n--, *p++) : 0; }
  template <class T, size_t N> T pick(const std::array<T, N>& a) { return a[byte() % N]; }
};

struct Udt {
  double a;
  int64_t b;
};
void udt_add(void* z, const void* x, const void* y) {
  Udt a, b;
  std::memcpy(&a, x, sizeof a);
  std::memcpy(&b, y, sizeof b);
  const Udt r{a.a + b.a, int64_t(uint64_t(a.b) + uint64_t(b.b))};
  std::memcpy(z, &r, sizeof r);
}

GrB_Type g_udt = nullptr;
GrB_BinaryOp g_udt_add = nullptr;
GrB_Descriptor g_desc_one_thread = nullptr;  // GxB_NTHREADS 1, transposes A

void make_user_objects() {
  if (g_udt) return;
  fuzz::checked(GrB_Type_new(&g_udt, sizeof(Udt)), "GrB_Type_new");
  fuzz::checked(GrB_BinaryOp_new(&g_udt_add, udt_add, g_udt, g_udt, g_udt), "GrB_BinaryOp_new");
  fuzz::checked(GrB_Descriptor_new(&g_desc_one_thread), "GrB_Descriptor_new");
  GxB_Desc_set(g_desc_one_thread, GrB_Desc_Field(GxB_NTHREADS), 1);
  GrB_Descriptor_set(g_desc_one_thread, GrB_INP0, GrB_TRAN);
}

GrB_Type type_of(uint8_t b) {
  const GrB_Type t[] = {GrB_BOOL,   GrB_INT8,   GrB_UINT8, GrB_INT16, GrB_UINT16, GrB_INT32, GrB_UINT32,
                        GrB_INT64,  GrB_UINT64, GrB_FP32,  GrB_FP64,  GxB_FC32,   GxB_FC64,  g_udt};
  return t[b % (sizeof t / sizeof t[0])];
}

constexpr GrB_Index kHuge40 = GrB_Index(1) << 40;
constexpr GrB_Index kMaxDim = GrB_INDEX_MAX + 1;  // 2^60

GrB_Index dim_of(uint8_t b) {
  const GrB_Index d[] = {0, 1, 2, 3, 4, 5, 7, 8, 16, 100, GrB_Index(1) << 32, kHuge40, kMaxDim, kMaxDim + 1};
  return d[b % (sizeof d / sizeof d[0])];
}

// Mostly small indices; sometimes huge or just past the end of a huge dimension.
GrB_Index index_of(uint8_t b) {
  if (b < 224) return b % 9;
  const GrB_Index h[] = {GrB_Index(1) << 32, kHuge40 - 1, kHuge40, kMaxDim - 1, kMaxDim, UINT64_MAX, 99, 100};
  return h[b % 8];
}

double value_of(uint8_t b) {
  const double v[] = {0, 1, -1, 2, 3, 0.5, -128, 255, 65535, 1e300, -1e300, 2147483648.0, 9.3e18,
                      INFINITY, -INFINITY, NAN, -0.0, 42};
  return v[b % (sizeof v / sizeof v[0])];
}

GrB_BinaryOp binop_of(uint8_t b) {
  const GrB_BinaryOp o[] = {nullptr,         GrB_PLUS_FP64,   GrB_TIMES_INT8,   GrB_MINUS_UINT16,
                            GrB_DIV_INT32,   GrB_MIN_FP32,    GxB_BSHIFT_INT64, GrB_LAND,
                            GxB_FIRSTI_INT64, GrB_ONEB_BOOL,  GrB_SECOND_UINT64, GxB_PLUS_FC32,
                            GxB_POW_FP64,    GxB_ISEQ_INT16,  GrB_MAX_UINT8,    GxB_RDIV_INT64,
                            GxB_SECONDJ1_INT32, GrB_BOR_UINT32, GxB_ATAN2_FP32, g_udt_add};
  return o[b % (sizeof o / sizeof o[0])];
}

GrB_UnaryOp unop_of(uint8_t b) {
  const GrB_UnaryOp o[] = {nullptr,          GrB_AINV_INT32,  GrB_ABS_FP64,    GrB_LNOT,
                           GxB_SQRT_FP32,    GrB_IDENTITY_UINT8, GxB_POSITIONI_INT64, GrB_MINV_INT16,
                           GxB_ONE_FC64,     GrB_BNOT_UINT32, GxB_LGAMMA_FP64, GxB_POSITIONJ1_INT32,
                           GrB_MINV_UINT64,  GxB_ABS_FC32};
  return o[b % (sizeof o / sizeof o[0])];
}

GrB_Monoid monoid_of(uint8_t b) {
  const GrB_Monoid m[] = {nullptr,           GrB_PLUS_MONOID_FP64, GrB_MIN_MONOID_INT32, GrB_MAX_MONOID_UINT8,
                          GrB_LOR_MONOID_BOOL, GxB_ANY_INT64_MONOID, GrB_TIMES_MONOID_INT16, GxB_PLUS_FC64_MONOID,
                          GrB_PLUS_MONOID_UINT64, GrB_MAX_MONOID_FP32, GrB_LXOR_MONOID_BOOL, GxB_BOR_UINT16_MONOID};
  return m[b % (sizeof m / sizeof m[0])];
}

GrB_Semiring semiring_of(uint8_t b) {
  const GrB_Semiring s[] = {nullptr,
                            GrB_PLUS_TIMES_SEMIRING_FP64, GrB_PLUS_TIMES_SEMIRING_INT32,
                            GrB_MIN_PLUS_SEMIRING_INT64,  GxB_ANY_PAIR_BOOL,
                            GrB_LOR_LAND_SEMIRING_BOOL,   GrB_MAX_MIN_SEMIRING_UINT8,
                            GxB_PLUS_TIMES_FC64,          GxB_MIN_FIRST_FP32,
                            GxB_PLUS_SECONDI_INT64,       GxB_ANY_FIRSTJ_INT64,
                            GxB_MAX_SECOND_UINT16,        GxB_PLUS_PAIR_INT8,
                            GxB_ANY_SECONDI1_INT32,       GxB_MIN_SECOND_FP64,
                            GxB_TIMES_TIMES_UINT32,       GrB_MAX_PLUS_SEMIRING_FP32};
  return s[b % (sizeof s / sizeof s[0])];
}

GrB_IndexUnaryOp idxop_of(uint8_t b) {
  const GrB_IndexUnaryOp o[] = {nullptr,          GrB_TRIL,         GrB_TRIU,        GrB_DIAG,
                                GrB_OFFDIAG,      GrB_ROWLE,        GrB_COLGT,       GrB_VALUEGT_FP64,
                                GrB_VALUEEQ_INT32, GrB_VALUENE_BOOL, GrB_ROWINDEX_INT64, GrB_COLINDEX_INT32,
                                GrB_DIAGINDEX_INT64, GrB_VALUELE_UINT8, GrB_COLLE};
  return o[b % (sizeof o / sizeof o[0])];
}

GrB_Descriptor desc_of(uint8_t b) {
  const GrB_Descriptor d[] = {nullptr,      GrB_DESC_T0,   GrB_DESC_T1,   GrB_DESC_T0T1,  GrB_DESC_R,
                              GrB_DESC_C,   GrB_DESC_S,    GrB_DESC_RSC,  GrB_DESC_RC,    GrB_DESC_RT0,
                              GrB_DESC_SC,  GrB_DESC_RS,   GrB_DESC_ST1,  GrB_DESC_RSCT0T1, g_desc_one_thread};
  return d[b % (sizeof d / sizeof d[0])];
}

constexpr int kSlots = 4;

struct State {
  GrB_Matrix A[kSlots] = {};
  GrB_Vector v[kSlots] = {};
  GrB_Scalar s = nullptr;

  size_t udt_size(GrB_Matrix M) const {
    GrB_Type t = nullptr;
    return (M && GxB_Matrix_type(&t, M) == GrB_SUCCESS && t == g_udt) ? sizeof(Udt) : 0;
  }
  size_t udt_size(GrB_Vector w) const {
    GrB_Type t = nullptr;
    return (w && GxB_Vector_type(&t, w) == GrB_SUCCESS && t == g_udt) ? sizeof(Udt) : 0;
  }
  void check_all() {
    for (GrB_Matrix M : A) fuzz::check_matrix(M, udt_size(M));
    for (GrB_Vector w : v) fuzz::check_vector(w, udt_size(w));
  }
  void free_all() {
    for (GrB_Matrix& M : A) fuzz::checked(GrB_Matrix_free(&M), "GrB_Matrix_free");
    for (GrB_Vector& w : v) fuzz::checked(GrB_Vector_free(&w), "GrB_Vector_free");
    fuzz::checked(GrB_Scalar_free(&s), "GrB_Scalar_free");
  }
};

// An index list for extract/assign: GrB_ALL, or up to 6 indices read from the input.
struct IndexList {
  GrB_Index buf[6];
  const GrB_Index* ptr = GrB_ALL;
  GrB_Index n = 0;
  void read(Reader& r, GrB_Index all_n) {
    const uint8_t k = r.byte() % 8;
    if (k >= 6) {
      ptr = GrB_ALL;
      n = (k == 6) ? all_n : index_of(r.byte());  // a wrong count with GrB_ALL is an error case
      return;
    }
    for (uint8_t q = 0; q < k; q++) buf[q] = index_of(r.byte());
    ptr = buf;
    n = k;
  }
};

GrB_Index nrows_of(GrB_Matrix M) {
  GrB_Index n = 0;
  if (M) GrB_Matrix_nrows(&n, M);
  return n;
}
GrB_Index ncols_of(GrB_Matrix M) {
  GrB_Index n = 0;
  if (M) GrB_Matrix_ncols(&n, M);
  return n;
}

GrB_Info nvals_of(GrB_Index* n, GrB_Matrix A) { return GrB_Matrix_nvals(n, A); }
GrB_Info nvals_of(GrB_Index* n, GrB_Vector v) { return GrB_Vector_nvals(n, v); }
GrB_Info clear_of(GrB_Matrix A) { return GrB_Matrix_clear(A); }
GrB_Info clear_of(GrB_Vector v) { return GrB_Vector_clear(v); }

// A scalar assigned to all of a huge object makes an iso full one (O(1) memory, as in
// SuiteSparse), with which later operations (used as a mask, added, applied) take time in
// proportion to its 2^40 entries: not a bug the fuzzer can tell from a hang. Such a result is
// cleared at once (the assign itself has run: nvals waits for it).
template <class H> GrB_Info without_huge(H C, GrB_Info info) {
  GrB_Index nvals = 0;
  if (info == GrB_SUCCESS && C && fuzz::checked(nvals_of(&nvals, C), "nvals") == GrB_SUCCESS &&
      nvals > (GrB_Index(1) << 24))
    fuzz::checked(clear_of(C), "clear");
  return info;
}

// One call decoded from the input; returns its result.
GrB_Info step(State& st, Reader& r) {
  const uint8_t op = r.byte();
  GrB_Matrix& C = st.A[r.byte() % kSlots];
  GrB_Matrix A = st.A[r.byte() % kSlots];
  GrB_Matrix B = st.A[r.byte() % kSlots];
  GrB_Vector& w = st.v[r.byte() % kSlots];
  GrB_Vector u = st.v[r.byte() % kSlots];
  const uint8_t mb = r.byte();
  GrB_Matrix M = (mb & 1) ? st.A[(mb >> 1) % kSlots] : nullptr;
  GrB_Vector mv = (mb & 1) ? st.v[(mb >> 1) % kSlots] : nullptr;
  const GrB_BinaryOp accum = (r.byte() % 4 == 0) ? binop_of(r.byte()) : nullptr;
  const GrB_Descriptor d = desc_of(r.byte());
  switch (op % 36) {
    case 0: {
      GrB_Matrix_free(&C);
      const GrB_Type t = type_of(r.byte());
      const GrB_Index m = dim_of(r.byte()), n = dim_of(r.byte());
      return GrB_Matrix_new(&C, t, m, n);
    }
    case 1: {
      GrB_Vector_free(&w);
      const GrB_Type t = type_of(r.byte());
      return GrB_Vector_new(&w, t, dim_of(r.byte()));
    }
    case 2: {
      const GrB_Index i = index_of(r.byte()), j = index_of(r.byte());
      if (st.udt_size(C)) {
        const Udt x{value_of(r.byte()), int64_t(r.byte())};
        return GrB_Matrix_setElement_UDT(C, (void*)&x, i, j);
      }
      return (r.byte() & 1) ? GrB_Matrix_setElement_FP64(C, value_of(r.byte()), i, j)
                            : GrB_Matrix_setElement_INT64(C, int64_t(r.byte()) - 128, i, j);
    }
    case 3: {
      const GrB_Index i = index_of(r.byte());
      if (st.udt_size(w)) {
        const Udt x{value_of(r.byte()), int64_t(r.byte())};
        return GrB_Vector_setElement_UDT(w, (void*)&x, i);
      }
      return GrB_Vector_setElement_FP64(w, value_of(r.byte()), i);
    }
    case 4: return GrB_Matrix_removeElement(C, index_of(r.byte()), index_of(r.byte()));
    case 5: {
      GrB_Index I[7], J[7];
      double X[7];
      const GrB_Index n = r.byte() % 8;
      for (GrB_Index k = 0; k < n; k++) {
        I[k] = index_of(r.byte());
        J[k] = index_of(r.byte());
        X[k] = value_of(r.byte());
      }
      return GrB_Matrix_build_FP64(C, I, J, X, n, binop_of(r.byte()));
    }
    case 6: {
      GrB_Index I[7];
      int64_t X[7];
      const GrB_Index n = r.byte() % 8;
      for (GrB_Index k = 0; k < n; k++) {
        I[k] = index_of(r.byte());
        X[k] = int64_t(r.byte()) - 100;
      }
      return GrB_Vector_build_INT64(w, I, X, n, binop_of(r.byte()));
    }
    case 7: return GrB_mxm(C, M, accum, semiring_of(r.byte()), A, B, d);
    case 8: return GrB_mxv(w, mv, accum, semiring_of(r.byte()), A, u, d);
    case 9: return GrB_vxm(w, mv, accum, semiring_of(r.byte()), u, A, d);
    case 10: return GrB_Matrix_eWiseAdd_BinaryOp(C, M, accum, binop_of(r.byte()), A, B, d);
    case 11: return GrB_Matrix_eWiseMult_BinaryOp(C, M, accum, binop_of(r.byte()), A, B, d);
    case 12: return GrB_Vector_eWiseAdd_Monoid(w, mv, accum, monoid_of(r.byte()), u, w, d);
    case 13: return GrB_Matrix_apply(C, M, accum, unop_of(r.byte()), A, d);
    case 14: return GrB_Matrix_select_INT64(C, M, accum, idxop_of(r.byte()), A, int64_t(r.byte()) - 4, d);
    case 15: return GrB_Matrix_reduce_Monoid(w, mv, accum, monoid_of(r.byte()), A, d);
    case 16: {
      if (!st.s) fuzz::checked(GrB_Scalar_new(&st.s, type_of(r.byte())), "GrB_Scalar_new");
      return GrB_Matrix_reduce_Monoid_Scalar(st.s, accum, monoid_of(r.byte()), A, d);
    }
    case 17: return GrB_transpose(C, M, accum, A, d);
    case 18: {
      IndexList I, J;
      I.read(r, nrows_of(A));
      J.read(r, ncols_of(A));
      return GrB_Matrix_extract(C, M, accum, A, I.ptr, I.n, J.ptr, J.n, d);
    }
    case 19: {
      IndexList I, J;
      I.read(r, nrows_of(C));
      J.read(r, ncols_of(C));
      return GrB_Matrix_assign(C, M, accum, A, I.ptr, I.n, J.ptr, J.n, d);
    }
    case 20: {
      IndexList I, J;
      I.read(r, nrows_of(C));
      J.read(r, ncols_of(C));
      return without_huge(C, GrB_Matrix_assign_FP64(C, M, accum, value_of(r.byte()), I.ptr, I.n, J.ptr, J.n, d));
    }
    case 21: {
      IndexList I;
      GrB_Index n = 0;
      if (w) GrB_Vector_size(&n, w);
      I.read(r, n);
      return without_huge(w, GrB_Vector_assign_INT32(w, mv, accum, int32_t(r.byte()), I.ptr, I.n, d));
    }
    case 22: return GrB_Matrix_kronecker_BinaryOp(C, M, accum, binop_of(r.byte()), A, B, d);
    case 23: {
      if (C == A) return GrB_SUCCESS;
      GrB_Matrix_free(&C);
      return GrB_Matrix_dup(&C, A);
    }
    case 24: return GrB_Matrix_resize(C, dim_of(r.byte()), dim_of(r.byte()));
    case 25: return (r.byte() & 1) ? GrB_Matrix_clear(C) : GrB_Vector_clear(w);
    case 26: {
      const uint8_t f = r.byte();
      if (f % 3 == 0) return GxB_Matrix_Option_set(C, GxB_SPARSITY_CONTROL, int(r.byte() % 17));
      if (f % 3 == 1) return GxB_Matrix_Option_set(C, GxB_FORMAT, (r.byte() & 1) ? GxB_BY_ROW : GxB_BY_COL);
      return GxB_Matrix_Option_set(C, GxB_HYPER_SWITCH, value_of(r.byte()));
    }
    case 27: {
      void* blob = nullptr;
      GrB_Index size = 0;
      GrB_Info info = GxB_Matrix_serialize(&blob, &size, A, nullptr);
      if (info != GrB_SUCCESS) return info;
      GrB_Matrix_free(&C);
      const GrB_Type t = (r.byte() & 1) ? nullptr : type_of(r.byte());
      info = GxB_Matrix_deserialize(&C, t, blob, size, nullptr);
      std::free(blob);
      return info;
    }
    case 28: {
      st.check_all();
      return GrB_SUCCESS;
    }
    case 29: {
      double x = 0;
      if (st.udt_size(A)) return GrB_SUCCESS;
      return GrB_Matrix_extractElement_FP64(&x, A, index_of(r.byte()), index_of(r.byte()));
    }
    case 30: return GrB_Matrix_apply_BinaryOp2nd_FP64(C, M, accum, binop_of(r.byte()), A, value_of(r.byte()), d);
    case 31: {
      GrB_Matrix_free(&C);
      return GrB_Matrix_diag(&C, u, int64_t(r.byte()) - 128);
    }
    case 32: {
      IndexList I;
      I.read(r, 0);
      return GrB_Vector_extract(w, mv, accum, u, I.ptr, I.n, d);
    }
    case 33: return GxB_Matrix_sort(C, (r.byte() & 1) ? B : nullptr, binop_of(r.byte()), A, d);
    case 34: return GrB_Matrix_eWiseMult_Semiring(C, M, accum, semiring_of(r.byte()), A, B, d);
    default: return GrB_Col_extract(w, mv, accum, A, GrB_ALL, nrows_of(A), index_of(r.byte()), d);
  }
}

}  // namespace

// Each call is decoded from a record of kRecord bytes (zero-padded at the end of the input), so
// that a mutation inside one call leaves the others as they were.
constexpr size_t kRecord = 32;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::start();
  make_user_objects();
  State st;
  static const bool trace = std::getenv("GRB_FUZZ_TRACE") != nullptr;  // print each call
  // check every object after every call (to find the call that broke one; changes what stays pending)
  static const bool check_each = std::getenv("GRB_FUZZ_CHECK_EACH") != nullptr;
  for (size_t at = 0, calls = 0; at < size && calls < 64; at += kRecord, calls++) {
    uint8_t record[kRecord] = {};
    std::memcpy(record, data + at, std::min(kRecord, size - at));
    Reader r{record, kRecord};
    if (trace) std::fprintf(stderr, "call %zu: op %d ...", calls, int(record[0] % 36));
    const GrB_Info info = fuzz::checked(step(st, r), "a fuzzed call");
    if (trace) std::fprintf(stderr, " %d\n", int(info));
    if (check_each || (info != GrB_SUCCESS && info != GrB_NO_VALUE)) st.check_all();
  }
  st.check_all();
  st.free_all();
  return 0;
}
