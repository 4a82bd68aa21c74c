// Random invalid-argument sequences over the container, type, operator and descriptor methods.
//
// Each seed drives a few thousand calls that mix valid objects with NULL handles, uninitialized
// objects (zero-filled and garbage-filled memory cast to the handle type; never freed pointers),
// out-of-range indices, mismatched domains and dimensions, bad field values. Every call is
// checked against a shadow model of the objects it touches:
//   - a call with no defect must succeed (or return GrB_NO_VALUE where the entry is absent), and
//     its effect must match the model;
//   - a call with one or more defects must fail with the code of one of them (which one wins when
//     there are several is left to the implementation), and leave its outputs untouched: the
//     target's entries, dimensions and any output variables;
//   - nothing crashes, and the memory posing as uninitialized objects is never written.
// Cases where SuiteSparse 7.4 itself behaves differently from the spec (a failed build
// invalidating its output, for one) are not generated.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "test_util.hpp"

namespace {

enum class Dom { FP64, INT32, BOOL, UDT };

struct Udt {
  double a;
  int64_t b;
};

struct Val {
  double d = 0;  // builtin domains
  Udt u{0, 0};   // UDT
  bool operator==(const Val& o) const { return d == o.d && u.a == o.u.a && u.b == o.u.b; }
};

using Key = std::pair<GrB_Index, GrB_Index>;

struct Model {
  Dom dom = Dom::FP64;
  GrB_Index nrows = 0, ncols = 0;
  std::map<Key, Val> e;
};

enum class Kind { Matrix, Vector, Scalar };

struct Slot {
  Kind kind = Kind::Matrix;
  GrB_Matrix h = nullptr;  // a GrB_Vector / GrB_Scalar is handled through the same pointer
  Model m;
};

// The handle an operation receives, and the error it must cause by itself.
template <class H> struct Pick {
  H h = nullptr;
  GrB_Info defect = GrB_SUCCESS;  // GrB_NULL_POINTER, GrB_UNINITIALIZED_OBJECT, or none
  Slot* slot = nullptr;           // the valid object behind h
};

void udt_add(void* z, const void* x, const void* y) {
  Udt a, b;
  std::memcpy(&a, x, sizeof a);
  std::memcpy(&b, y, sizeof b);
  Udt r{a.a + b.a, a.b + b.b};
  std::memcpy(z, &r, sizeof r);
}
void fp64_neg(void* z, const void* x) { *static_cast<double*>(z) = -*static_cast<const double*>(x); }
void fp64_sub(void* z, const void* x, const void* y) {
  *static_cast<double*>(z) = *static_cast<const double*>(x) - *static_cast<const double*>(y);
}

const char* info_name(GrB_Info i) {
  switch (i) {
    case GrB_SUCCESS: return "GrB_SUCCESS";
    case GrB_NO_VALUE: return "GrB_NO_VALUE";
    case GrB_UNINITIALIZED_OBJECT: return "GrB_UNINITIALIZED_OBJECT";
    case GrB_NULL_POINTER: return "GrB_NULL_POINTER";
    case GrB_INVALID_VALUE: return "GrB_INVALID_VALUE";
    case GrB_INVALID_INDEX: return "GrB_INVALID_INDEX";
    case GrB_DOMAIN_MISMATCH: return "GrB_DOMAIN_MISMATCH";
    case GrB_DIMENSION_MISMATCH: return "GrB_DIMENSION_MISMATCH";
    case GrB_OUTPUT_NOT_EMPTY: return "GrB_OUTPUT_NOT_EMPTY";
    case GrB_NOT_IMPLEMENTED: return "GrB_NOT_IMPLEMENTED";
    case GrB_PANIC: return "GrB_PANIC";
    case GrB_OUT_OF_MEMORY: return "GrB_OUT_OF_MEMORY";
    case GrB_INSUFFICIENT_SPACE: return "GrB_INSUFFICIENT_SPACE";
    case GrB_INVALID_OBJECT: return "GrB_INVALID_OBJECT";
    case GrB_INDEX_OUT_OF_BOUNDS: return "GrB_INDEX_OUT_OF_BOUNDS";
    case GrB_EMPTY_OBJECT: return "GrB_EMPTY_OBJECT";
    default: return "(other)";
  }
}

constexpr GrB_Index kHuge = GrB_Index(1) << 40;
constexpr unsigned char kJunk = 0xa5;

class Fuzzer {
 public:
  explicit Fuzzer(uint64_t seed) : rng_(seed), seed_(seed) {
    std::memset(zero_obj_, 0, sizeof zero_obj_);
    std::memset(junk_obj_, kJunk, sizeof junk_obj_);
  }

  void run(int steps) {
    setup();
    trace_ = std::getenv("GRB_FUZZ_TRACE") != nullptr;  // replaying a failure
    const bool trace = trace_;
    for (step_ = 0; step_ < steps && failures_ < 25; step_++) {
      one_step();
      if (trace) std::fprintf(stderr, "seed %llu step %d: %s\n", (unsigned long long)seed_, step_, op_);
      check_sentinels();
    }
    for (Slot& s : slots_) verify(s, "final");
    teardown();
  }

  int calls() const { return calls_; }
  int failed_calls() const { return failed_calls_; }
  // how many failing calls returned the given code
  int returned(GrB_Info code) const {
    auto it = returned_.find(code);
    return it == returned_.end() ? 0 : it->second;
  }

 private:
  std::mt19937_64 rng_;
  uint64_t seed_;
  int step_ = 0, failures_ = 0, calls_ = 0, failed_calls_ = 0;
  bool trace_ = false;
  std::map<GrB_Info, int> returned_;
  const char* op_ = "";
  std::vector<Slot> slots_;
  std::vector<GrB_Descriptor> descs_;
  std::vector<std::map<int, int>> desc_model_;
  GrB_Type udt_ = nullptr;
  GrB_BinaryOp udt_add_ = nullptr;
  alignas(64) unsigned char zero_obj_[2048];
  alignas(64) unsigned char junk_obj_[2048];

  //----------------------------------------------------------------------------------------------
  // randomness
  //----------------------------------------------------------------------------------------------
  uint64_t rnd(uint64_t n) { return n ? std::uniform_int_distribution<uint64_t>(0, n - 1)(rng_) : 0; }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  double small_value() { return double(int64_t(rnd(41)) - 20); }
  Udt udt_value() { return Udt{double(int64_t(rnd(21)) - 10) / 2, int64_t(rnd(1000))}; }

  // An in-range index most of the time; otherwise one of the out-of-range classics.
  GrB_Index pick_index(GrB_Index dim, bool* bad) {
    if (dim > 0 && chance(0.85)) {
      *bad = false;
      if (dim > 1000) return chance(0.5) ? rnd(8) : dim - 1 - rnd(8);
      return rnd(dim);
    }
    const GrB_Index choices[5] = {dim, dim + 1, GrB_INDEX_MAX, GrB_INDEX_MAX + 1, ~GrB_Index(0)};
    const GrB_Index i = choices[rnd(5)];
    *bad = i >= dim;  // GrB_INDEX_MAX is in range when dim is GrB_INDEX_MAX+1
    return i;
  }

  template <class H> H uninit() { return reinterpret_cast<H>(chance(0.5) ? zero_obj_ : junk_obj_); }

  // A handle: mostly a valid object of the wanted kind, sometimes NULL or uninitialized.
  template <class H> Pick<H> pick(Kind kind, double p_valid = 0.85) {
    Pick<H> r;
    if (chance(p_valid)) {
      std::vector<Slot*> c;
      for (Slot& s : slots_)
        if (s.kind == kind) c.push_back(&s);
      r.slot = c[rnd(c.size())];
      r.h = reinterpret_cast<H>(r.slot->h);
    } else if (chance(0.5)) {
      r.h = nullptr;
      r.defect = GrB_NULL_POINTER;
    } else {
      r.h = uninit<H>();
      r.defect = GrB_UNINITIALIZED_OBJECT;
    }
    return r;
  }

  GrB_Type type_of(Dom d) {
    switch (d) {
      case Dom::FP64: return GrB_FP64;
      case Dom::INT32: return GrB_INT32;
      case Dom::BOOL: return GrB_BOOL;
      default: return udt_;
    }
  }
  Dom pick_dom() { return Dom(rnd(4)); }

  // a value of the given domain as stored by an object of domain `to` (builtin casts)
  static double cast_to(Dom to, double v) {
    switch (to) {
      case Dom::INT32: return double(int32_t(v));
      case Dom::BOOL: return v != 0 ? 1.0 : 0.0;
      default: return v;
    }
  }

  //----------------------------------------------------------------------------------------------
  // reporting
  //----------------------------------------------------------------------------------------------
  std::string where() const {
    std::ostringstream o;
    o << "seed " << seed_ << ", step " << step_ << ", " << op_;
    return o.str();
  }
  void fail(const std::string& msg) {
    failures_++;
    ADD_FAILURE() << where() << ": " << msg;
  }

  // Check the result of a call against the defects it was given.
  bool expect(GrB_Info got, const std::set<GrB_Info>& defects, std::initializer_list<GrB_Info> ok = {GrB_SUCCESS}) {
    calls_++;
    if (defects.empty()) {
      if (std::find(ok.begin(), ok.end(), got) == ok.end())
        fail(std::string("valid call returned ") + info_name(got));
    } else {
      failed_calls_++;
      returned_[got]++;
      if (!defects.count(got)) {
        std::string want;
        for (GrB_Info d : defects) want += std::string(" ") + info_name(d);
        fail(std::string("returned ") + info_name(got) + ", expected one of" + want);
      }
    }
    return got == GrB_SUCCESS || got == GrB_NO_VALUE;
  }

  void check_sentinels() {
    for (unsigned char c : zero_obj_)
      if (c != 0) {
        fail("the zero-filled fake object was written to");
        std::memset(zero_obj_, 0, sizeof zero_obj_);
        break;
      }
    for (unsigned char c : junk_obj_)
      if (c != kJunk) {
        fail("the garbage-filled fake object was written to");
        std::memset(junk_obj_, kJunk, sizeof junk_obj_);
        break;
      }
  }

  //----------------------------------------------------------------------------------------------
  // objects and their models
  //----------------------------------------------------------------------------------------------
  GrB_Matrix create(Kind kind, Dom dom, GrB_Index m, GrB_Index n) {
    GrB_Matrix A = nullptr;
    GrB_Info info = GrB_SUCCESS;
    if (kind == Kind::Matrix) {
      info = GrB_Matrix_new(&A, type_of(dom), m, n);
    } else if (kind == Kind::Vector) {
      GrB_Vector v = nullptr;
      info = GrB_Vector_new(&v, type_of(dom), m);
      A = reinterpret_cast<GrB_Matrix>(v);
    } else {
      GrB_Scalar s = nullptr;
      info = GrB_Scalar_new(&s, type_of(dom));
      A = reinterpret_cast<GrB_Matrix>(s);
    }
    EXPECT_EQ(info, GrB_SUCCESS);
    return A;
  }

  void fill_slot(Slot& s, Kind kind) {
    static const GrB_Index dims[] = {1, 2, 3, 5, 8};
    s.kind = kind;
    s.m = Model{};
    s.m.dom = pick_dom();
    if (kind == Kind::Matrix) {
      s.m.nrows = chance(0.15) ? kHuge : dims[rnd(5)];
      s.m.ncols = chance(0.15) ? kHuge : dims[rnd(5)];
    } else if (kind == Kind::Vector) {
      s.m.nrows = chance(0.15) ? kHuge : dims[rnd(5)];
      s.m.ncols = 1;
    } else {
      s.m.nrows = s.m.ncols = 1;
    }
    s.h = create(kind, s.m.dom, s.m.nrows, s.m.ncols);
  }

  void free_slot(Slot& s) {
    GrB_Info info = GrB_SUCCESS;
    if (s.kind == Kind::Matrix) info = GrB_Matrix_free(&s.h);
    else if (s.kind == Kind::Vector) {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(s.h);
      info = GrB_Vector_free(&v);
      s.h = reinterpret_cast<GrB_Matrix>(v);
    } else {
      GrB_Scalar v = reinterpret_cast<GrB_Scalar>(s.h);
      info = GrB_Scalar_free(&v);
      s.h = reinterpret_cast<GrB_Matrix>(v);
    }
    EXPECT_EQ(info, GrB_SUCCESS);
    EXPECT_EQ(s.h, nullptr);
  }

  void setup() {
    ASSERT_EQ(GrB_Type_new(&udt_, sizeof(Udt)), GrB_SUCCESS);
    ASSERT_EQ(GrB_BinaryOp_new(&udt_add_, udt_add, udt_, udt_, udt_), GrB_SUCCESS);
    slots_.resize(10);
    for (int k = 0; k < 10; k++) fill_slot(slots_[k], k < 6 ? Kind::Matrix : (k < 8 ? Kind::Vector : Kind::Scalar));
    for (int k = 0; k < 3; k++) {
      GrB_Descriptor d = nullptr;
      EXPECT_EQ(GrB_Descriptor_new(&d), GrB_SUCCESS);
      descs_.push_back(d);
      desc_model_.emplace_back();
    }
  }

  void teardown() {
    for (Slot& s : slots_) free_slot(s);
    slots_.clear();
    for (GrB_Descriptor& d : descs_) EXPECT_EQ(GrB_Descriptor_free(&d), GrB_SUCCESS);
    descs_.clear();
    EXPECT_EQ(GrB_BinaryOp_free(&udt_add_), GrB_SUCCESS);
    EXPECT_EQ(GrB_Type_free(&udt_), GrB_SUCCESS);
  }

  // The object's dimensions, entries and values must be exactly those of its model.
  void verify(Slot& s, const char* when) {
    const Model& m = s.m;
    GrB_Index nv = 12345;
    GrB_Info info = GrB_Matrix_nvals(&nv, s.h);
    if (info != GrB_SUCCESS) return fail(std::string(when) + ": nvals failed");
    if (nv != m.e.size()) {
      std::ostringstream o;
      o << when << ": nvals " << nv << ", model has " << m.e.size();
      return fail(o.str());
    }
    GrB_Index r = 0, c = 0;
    EXPECT_EQ(GrB_Matrix_nrows(&r, s.h), GrB_SUCCESS);
    EXPECT_EQ(GrB_Matrix_ncols(&c, s.h), GrB_SUCCESS);
    if (r != m.nrows || c != m.ncols) return fail(std::string(when) + ": dimensions changed");
    std::vector<GrB_Index> I(nv + 1), J(nv + 1);
    std::vector<double> X(nv + 1);
    std::vector<Udt> U(nv + 1);
    GrB_Index n = nv;
    if (m.dom == Dom::UDT) info = GrB_Matrix_extractTuples_UDT(I.data(), J.data(), U.data(), &n, s.h);
    else info = GrB_Matrix_extractTuples_FP64(I.data(), J.data(), X.data(), &n, s.h);
    if (info != GrB_SUCCESS || n != nv) return fail(std::string(when) + ": extractTuples failed");
    for (GrB_Index k = 0; k < n; k++) {
      auto it = m.e.find({I[k], J[k]});
      if (it == m.e.end()) {
        std::ostringstream o;
        o << when << ": unexpected entry (" << I[k] << "," << J[k] << ")";
        return fail(o.str());
      }
      const bool same = m.dom == Dom::UDT ? (it->second.u.a == U[k].a && it->second.u.b == U[k].b)
                                          : it->second.d == X[k];
      if (!same) {
        std::ostringstream o;
        o << when << ": wrong value at (" << I[k] << "," << J[k] << ")";
        return fail(o.str());
      }
    }
  }

  // after a failed call: the target must be as it was
  void verify_untouched(Slot* s) {
    if (s) verify(*s, "after a failed call");
  }
  void verify_sometimes(Slot* s) {
    if (s && chance(0.3)) verify(*s, "after a successful call");
  }

  //----------------------------------------------------------------------------------------------
  // operations
  //----------------------------------------------------------------------------------------------
  void one_step() {
    switch (rnd(24)) {
      case 0: case 1: case 2: return op_set_element(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 3: case 4: return op_extract_element(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 5: return op_remove_or_stored(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 6: case 7: return op_build(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 8: return op_extract_tuples(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 9: return op_queries();
      case 10: return op_resize(chance(0.7) ? Kind::Matrix : Kind::Vector);
      case 11: return op_clear();
      case 12: return op_dup();
      case 13: return op_new();
      case 14: return op_free();
      case 15: return op_wait_and_error();
      case 16: return op_option();
      case 17: case 18: return op_scalar();
      case 19: return op_type();
      case 20: return op_operator();
      case 21: return op_monoid_semiring();
      case 22: case 23: return op_descriptor();
    }
  }

  // setElement_{FP64,INT32,BOOL,UDT} on a matrix or vector
  void op_set_element(Kind kind) {
    op_ = kind == Kind::Matrix ? "GrB_Matrix_setElement" : "GrB_Vector_setElement";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    const Dom vd = pick_dom();
    std::set<GrB_Info> defects;
    bool bad_i = false, bad_j = false;
    GrB_Index i = 0, j = 0;
    if (A.slot) {
      i = pick_index(A.slot->m.nrows, &bad_i);
      if (kind == Kind::Matrix) j = pick_index(A.slot->m.ncols, &bad_j);
      if ((vd == Dom::UDT) != (A.slot->m.dom == Dom::UDT)) defects.insert(GrB_DOMAIN_MISMATCH);
      if (bad_i || bad_j) defects.insert(GrB_INVALID_INDEX);
    } else {
      i = rnd(4);
      j = rnd(4);
      defects.insert(A.defect);
    }
    if (trace_ && A.slot)
      std::fprintf(stderr, "  setElement: slot %d %llux%llu at (%llu,%llu)\n", int(A.slot - slots_.data()),
                   (unsigned long long)A.slot->m.nrows, (unsigned long long)A.slot->m.ncols, (unsigned long long)i,
                   (unsigned long long)j);
    const double d = small_value();
    Udt u = udt_value();
    const bool null_x = vd == Dom::UDT && chance(0.1);
    if (null_x) defects.insert(GrB_NULL_POINTER);
    GrB_Info info;
    if (kind == Kind::Matrix) {
      switch (vd) {
        case Dom::FP64: info = GrB_Matrix_setElement_FP64(A.h, d, i, j); break;
        case Dom::INT32: info = GrB_Matrix_setElement_INT32(A.h, int32_t(d), i, j); break;
        case Dom::BOOL: info = GrB_Matrix_setElement_BOOL(A.h, d != 0, i, j); break;
        default: info = GrB_Matrix_setElement_UDT(A.h, null_x ? nullptr : &u, i, j); break;
      }
    } else {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(A.h);
      switch (vd) {
        case Dom::FP64: info = GrB_Vector_setElement_FP64(v, d, i); break;
        case Dom::INT32: info = GrB_Vector_setElement_INT32(v, int32_t(d), i); break;
        case Dom::BOOL: info = GrB_Vector_setElement_BOOL(v, d != 0, i); break;
        default: info = GrB_Vector_setElement_UDT(v, null_x ? nullptr : &u, i); break;
      }
    }
    if (expect(info, defects) && defects.empty()) {
      Val v;
      if (vd == Dom::UDT) v.u = u;
      else v.d = cast_to(A.slot->m.dom, vd == Dom::BOOL ? (d != 0) : d);
      A.slot->m.e[{i, j}] = v;
      verify_sometimes(A.slot);
    } else if (!defects.empty()) {
      verify_untouched(A.slot);
    }
  }

  // extractElement_{FP64,INT32,UDT}: the output is written only when the entry exists
  void op_extract_element(Kind kind) {
    op_ = kind == Kind::Matrix ? "GrB_Matrix_extractElement" : "GrB_Vector_extractElement";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    static const Dom value_doms[3] = {Dom::FP64, Dom::INT32, Dom::UDT};
    const Dom vd = value_doms[rnd(3)];
    std::set<GrB_Info> defects;
    std::initializer_list<GrB_Info> ok = {GrB_SUCCESS, GrB_NO_VALUE};
    bool bad_i = false, bad_j = false;
    GrB_Index i = 0, j = 0;
    bool present = false;
    if (A.slot) {
      i = pick_index(A.slot->m.nrows, &bad_i);
      if (kind == Kind::Matrix) j = pick_index(A.slot->m.ncols, &bad_j);
      present = !bad_i && !bad_j && A.slot->m.e.count({i, j});
      if ((vd == Dom::UDT) != (A.slot->m.dom == Dom::UDT)) {
        defects.insert(GrB_DOMAIN_MISMATCH);
        if (!present && !bad_i && !bad_j) defects.insert(GrB_NO_VALUE);  // SuiteSparse looks first
      }
      if (bad_i || bad_j) defects.insert(GrB_INVALID_INDEX);
    } else {
      defects.insert(A.defect);
    }
    const bool null_x = chance(0.08);
    if (null_x) defects.insert(GrB_NULL_POINTER);
    double d = -777.5;
    int32_t k32 = -7777;
    Udt u{-1.25, -99};
    GrB_Info info;
    if (kind == Kind::Matrix) {
      switch (vd) {
        case Dom::FP64: info = GrB_Matrix_extractElement_FP64(null_x ? nullptr : &d, A.h, i, j); break;
        case Dom::INT32: info = GrB_Matrix_extractElement_INT32(null_x ? nullptr : &k32, A.h, i, j); break;
        default: info = GrB_Matrix_extractElement_UDT(null_x ? nullptr : &u, A.h, i, j); break;
      }
    } else {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(A.h);
      switch (vd) {
        case Dom::FP64: info = GrB_Vector_extractElement_FP64(null_x ? nullptr : &d, v, i); break;
        case Dom::INT32: info = GrB_Vector_extractElement_INT32(null_x ? nullptr : &k32, v, i); break;
        default: info = GrB_Vector_extractElement_UDT(null_x ? nullptr : &u, v, i); break;
      }
    }
    const bool untouched = d == -777.5 && k32 == -7777 && u.a == -1.25 && u.b == -99;
    expect(info, defects, ok);
    if (defects.empty()) {
      if (info == GrB_SUCCESS) {
        if (!present) fail("extractElement found an entry the model does not have");
        const Val& want = A.slot->m.e[{i, j}];
        const bool same = vd == Dom::UDT ? (u.a == want.u.a && u.b == want.u.b)
                                         : (vd == Dom::FP64 ? d == want.d : k32 == int32_t(want.d));
        if (!same) fail("extractElement returned a wrong value");
      } else if (info == GrB_NO_VALUE) {
        if (present) fail("extractElement missed an entry");
        if (!untouched) fail("extractElement wrote its output for an absent entry");
      }
    } else if (info != GrB_SUCCESS && !untouched) {
      fail("a failed extractElement wrote its output");
    }
    if (!defects.empty()) verify_untouched(A.slot);
  }

  void op_remove_or_stored(Kind kind) {
    const bool remove = chance(0.6);
    op_ = remove ? "removeElement" : "isStoredElement";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    std::set<GrB_Info> defects;
    bool bad_i = false, bad_j = false;
    GrB_Index i = 0, j = 0;
    if (A.slot) {
      i = pick_index(A.slot->m.nrows, &bad_i);
      if (kind == Kind::Matrix) j = pick_index(A.slot->m.ncols, &bad_j);
      if (bad_i || bad_j) defects.insert(GrB_INVALID_INDEX);
    } else {
      defects.insert(A.defect);
    }
    GrB_Info info;
    if (kind == Kind::Matrix) {
      info = remove ? GrB_Matrix_removeElement(A.h, i, j) : GxB_Matrix_isStoredElement(A.h, i, j);
    } else {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(A.h);
      info = remove ? GrB_Vector_removeElement(v, i) : GxB_Vector_isStoredElement(v, i);
    }
    if (remove) {
      expect(info, defects);
      if (defects.empty() && info == GrB_SUCCESS) {
        A.slot->m.e.erase({i, j});
        verify_sometimes(A.slot);
      }
    } else {
      expect(info, defects, {GrB_SUCCESS, GrB_NO_VALUE});
      if (defects.empty()) {
        const bool present = A.slot->m.e.count({i, j});
        if ((info == GrB_SUCCESS) != present) fail("isStoredElement disagrees with the model");
      }
    }
    if (!defects.empty()) verify_untouched(A.slot);
  }

  // build_{FP64,UDT} with random tuples: out-of-bounds indices, duplicates with or without a
  // dup operator, NULL arrays, a non-empty output, a bad dup operator
  void op_build(Kind kind) {
    op_ = kind == Kind::Matrix ? "GrB_Matrix_build" : "GrB_Vector_build";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    if (A.slot && A.slot->m.e.size() > 0 && chance(0.6)) {
      // usually build into an empty object
      EXPECT_EQ(GrB_Matrix_clear(A.slot->h), GrB_SUCCESS);
      A.slot->m.e.clear();
    }
    const GrB_Index n = 1 + rnd(6);
    std::vector<GrB_Index> I(n), J(n);
    std::vector<double> X(n);
    std::vector<Udt> U(n);
    const GrB_Index nr = A.slot ? A.slot->m.nrows : 4, nc = A.slot ? A.slot->m.ncols : 4;
    bool any_oob = false;
    for (GrB_Index k = 0; k < n; k++) {
      bool b1 = false, b2 = false;
      I[k] = chance(0.9) ? (nr > 0 ? (nr > 1000 ? rnd(4) : rnd(nr)) : 0) : pick_index(nr, &b1);
      J[k] = kind == Kind::Matrix ? (chance(0.9) ? (nc > 0 ? (nc > 1000 ? rnd(4) : rnd(nc)) : 0) : pick_index(nc, &b2)) : 0;
      any_oob = any_oob || I[k] >= nr || (kind == Kind::Matrix && J[k] >= nc);
      X[k] = small_value();
      U[k] = udt_value();
    }
    std::set<Key> seen;
    bool dups = false;
    for (GrB_Index k = 0; k < n; k++) dups = dups || !seen.insert({I[k], kind == Kind::Matrix ? J[k] : 0}).second;

    const bool as_udt = A.slot ? A.slot->m.dom == Dom::UDT : chance(0.3);
    // the dup operator
    GrB_BinaryOp dup = nullptr;
    GrB_Info dup_defect = GrB_SUCCESS;
    const uint64_t dchoice = rnd(10);
    if (dchoice < 4) dup = as_udt ? udt_add_ : GrB_PLUS_FP64;
    else if (dchoice == 4) dup = as_udt ? GrB_PLUS_FP64 : udt_add_, dup_defect = GrB_DOMAIN_MISMATCH;
    else if (dchoice == 5) dup = uninit<GrB_BinaryOp>(), dup_defect = GrB_UNINITIALIZED_OBJECT;
    // else: no dup operator
    const int null_arr = chance(0.1) ? 1 + int(rnd(kind == Kind::Matrix ? 3 : 2)) : 0;  // I, X (or J)

    std::set<GrB_Info> defects;
    if (!A.slot) {
      defects.insert(A.defect);
    } else {
      if (dup_defect != GrB_SUCCESS) defects.insert(dup_defect);
      if (null_arr) defects.insert(GrB_NULL_POINTER);
      if (!A.slot->m.e.empty()) defects.insert(GrB_OUTPUT_NOT_EMPTY);
      if (defects.empty()) {
        // content errors only show when nothing else is wrong (their order is the implementation's)
        if (any_oob) defects.insert(GrB_INDEX_OUT_OF_BOUNDS);
        if (dups && dup == nullptr) defects.insert(GrB_INVALID_VALUE);
      }
    }
    if (trace_) {
      std::fprintf(stderr, "  build: slot %d dom %d %llux%llu udt %d n %llu dup %p null_arr %d defects %zu:",
                   A.slot ? int(A.slot - slots_.data()) : -1, A.slot ? int(A.slot->m.dom) : -1,
                   (unsigned long long)nr, (unsigned long long)nc, int(as_udt), (unsigned long long)n,
                   (void*)dup, null_arr, defects.size());
      for (GrB_Index k = 0; k < n; k++) std::fprintf(stderr, " (%llu,%llu)", (unsigned long long)I[k], (unsigned long long)J[k]);
      std::fprintf(stderr, "\n");
    }
    const GrB_Index* Ip = null_arr == 1 ? nullptr : I.data();
    const GrB_Index* Jp = null_arr == 3 ? nullptr : J.data();
    const bool null_x = null_arr == 2;
    GrB_Info info;
    if (kind == Kind::Matrix) {
      info = as_udt ? GrB_Matrix_build_UDT(A.h, Ip, Jp, null_x ? nullptr : U.data(), n, dup)
                    : GrB_Matrix_build_FP64(A.h, Ip, Jp, null_x ? nullptr : X.data(), n, dup);
    } else {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(A.h);
      info = as_udt ? GrB_Vector_build_UDT(v, Ip, null_x ? nullptr : U.data(), n, dup)
                    : GrB_Vector_build_FP64(v, Ip, null_x ? nullptr : X.data(), n, dup);
    }
    expect(info, defects);
    if (defects.empty() && info == GrB_SUCCESS) {
      Model& m = A.slot->m;
      for (GrB_Index k = 0; k < n; k++) {
        const Key key{I[k], kind == Kind::Matrix ? J[k] : 0};
        auto it = m.e.find(key);
        if (it == m.e.end()) {
          Val v;
          if (as_udt) v.u = U[k];
          else v.d = cast_to(m.dom, X[k]);
          m.e[key] = v;
        } else if (as_udt) {
          it->second.u = Udt{it->second.u.a + U[k].a, it->second.u.b + U[k].b};
        } else {
          it->second.d = cast_to(m.dom, it->second.d + cast_to(m.dom, X[k]));
        }
      }
      verify(*A.slot, "after build");
    } else if (!defects.empty()) {
      verify_untouched(A.slot);
    }
  }

  // extractTuples with random capacities and NULL output arrays
  void op_extract_tuples(Kind kind) {
    op_ = kind == Kind::Matrix ? "GrB_Matrix_extractTuples" : "GrB_Vector_extractTuples";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    const bool want_udt = A.slot ? (A.slot->m.dom == Dom::UDT) != chance(0.1) : chance(0.5);
    const GrB_Index nv = A.slot ? A.slot->m.e.size() : 0;
    GrB_Index cap = chance(0.8) ? nv + rnd(3) : (nv > 0 ? rnd(nv) : 0);
    const GrB_Index cap0 = cap;
    const size_t len = size_t(std::max<GrB_Index>(cap, 1));
    std::vector<GrB_Index> I(len, 424242), J(len, 434343);
    std::vector<double> X(len, -5.5);
    std::vector<Udt> U(len, Udt{-5.5, -5});
    const bool null_i = chance(0.15), null_j = chance(0.15), null_x = chance(0.15), null_n = chance(0.07);
    std::set<GrB_Info> defects;
    bool lenient = false;  // all outputs NULL with too little room: SuiteSparse accepts it
    if (null_n) defects.insert(GrB_NULL_POINTER);
    if (!A.slot) {
      defects.insert(A.defect);
    } else {
      if (want_udt != (A.slot->m.dom == Dom::UDT)) defects.insert(GrB_DOMAIN_MISMATCH);
      if (cap < nv) {
        defects.insert(GrB_INSUFFICIENT_SPACE);
        lenient = null_i && (null_j || kind != Kind::Matrix) && null_x;
      }
    }
    GrB_Index* np = null_n ? nullptr : &cap;
    GrB_Info info;
    if (kind == Kind::Matrix) {
      info = want_udt ? GrB_Matrix_extractTuples_UDT(null_i ? nullptr : I.data(), null_j ? nullptr : J.data(),
                                                     null_x ? nullptr : U.data(), np, A.h)
                      : GrB_Matrix_extractTuples_FP64(null_i ? nullptr : I.data(), null_j ? nullptr : J.data(),
                                                      null_x ? nullptr : X.data(), np, A.h);
    } else {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(A.h);
      info = want_udt ? GrB_Vector_extractTuples_UDT(null_i ? nullptr : I.data(), null_x ? nullptr : U.data(), np, v)
                      : GrB_Vector_extractTuples_FP64(null_i ? nullptr : I.data(), null_x ? nullptr : X.data(), np, v);
    }
    if (lenient && info == GrB_SUCCESS && defects.size() == 1) {
      calls_++;
      return;
    }
    expect(info, defects);
    if (defects.empty() && info == GrB_SUCCESS) {
      if (cap != nv) fail("extractTuples returned a wrong count");
      for (GrB_Index k = 0; k < cap && k < len; k++) {
        const GrB_Index r = null_i ? GrB_INDEX_MAX : I[k];
        const GrB_Index c = (kind == Kind::Matrix && !null_j) ? J[k] : 0;
        if (null_i) continue;
        if (kind == Kind::Matrix && null_j) continue;
        auto it = A.slot->m.e.find({r, c});
        if (it == A.slot->m.e.end()) {
          fail("extractTuples returned an entry the model does not have");
          break;
        }
        if (!null_x) {
          const bool same = want_udt ? (U[k].a == it->second.u.a && U[k].b == it->second.u.b) : X[k] == it->second.d;
          if (!same) fail("extractTuples returned a wrong value");
        }
      }
    } else if (!defects.empty() && info != GrB_SUCCESS) {
      bool untouched = cap == cap0;
      for (size_t k = 0; k < len; k++)
        untouched = untouched && I[k] == 424242 && J[k] == 434343 && X[k] == -5.5 && U[k].a == -5.5 && U[k].b == -5;
      if (!untouched) fail("a failed extractTuples wrote its outputs");
      verify_untouched(A.slot);
    }
  }

  // nvals, nrows, ncols, size, type
  void op_queries() {
    op_ = "queries";
    const Kind kind = chance(0.6) ? Kind::Matrix : Kind::Vector;
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    const bool null_out = chance(0.15);
    std::set<GrB_Info> defects;
    if (null_out) defects.insert(GrB_NULL_POINTER);
    if (!A.slot) defects.insert(A.defect);
    GrB_Index out = 987654321;
    GrB_Index* outp = null_out ? nullptr : &out;
    GrB_Info info;
    GrB_Index want = 0;
    switch (rnd(4)) {
      case 0:
        op_ = "nvals";
        info = kind == Kind::Matrix ? GrB_Matrix_nvals(outp, A.h) : GrB_Vector_nvals(outp, reinterpret_cast<GrB_Vector>(A.h));
        if (A.slot) want = A.slot->m.e.size();
        break;
      case 1:
        op_ = "nrows/size";
        info = kind == Kind::Matrix ? GrB_Matrix_nrows(outp, A.h) : GrB_Vector_size(outp, reinterpret_cast<GrB_Vector>(A.h));
        if (A.slot) want = A.slot->m.nrows;
        break;
      case 2:
        op_ = "ncols";
        info = GrB_Matrix_ncols(outp, A.h);  // a vector is n-by-1
        if (A.slot) want = A.slot->m.ncols;
        break;
      default: {
        op_ = "GxB_Matrix_type";
        GrB_Type t = reinterpret_cast<GrB_Type>(junk_obj_ + 64);
        GrB_Type t0 = t;
        info = GxB_Matrix_type(null_out ? nullptr : &t, A.h);
        expect(info, defects);
        if (defects.empty() && t != type_of(A.slot->m.dom)) fail("GxB_Matrix_type returned another type");
        if (!defects.empty() && t != t0) fail("a failed GxB_Matrix_type wrote its output");
        return;
      }
    }
    expect(info, defects);
    if (defects.empty() && out != want) fail("query returned a wrong value");
    if (!defects.empty() && out != 987654321) fail("a failed query wrote its output");
  }

  void op_resize(Kind kind) {
    op_ = kind == Kind::Matrix ? "GrB_Matrix_resize" : "GrB_Vector_resize";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    static const GrB_Index dims[] = {0, 1, 2, 3, 4, 7, kHuge, GrB_INDEX_MAX + 1, GrB_INDEX_MAX + 2, ~GrB_Index(0)};
    const GrB_Index nr = dims[rnd(10)], nc = kind == Kind::Matrix ? dims[rnd(10)] : 1;
    std::set<GrB_Info> defects;
    if (!A.slot) defects.insert(A.defect);
    else if (nr > GrB_INDEX_MAX + 1 || nc > GrB_INDEX_MAX + 1) defects.insert(GrB_INVALID_VALUE);
    GrB_Info info = kind == Kind::Matrix ? GrB_Matrix_resize(A.h, nr, nc)
                                         : GrB_Vector_resize(reinterpret_cast<GrB_Vector>(A.h), nr);
    if (expect(info, defects) && defects.empty()) {
      Model& m = A.slot->m;
      m.nrows = nr;
      m.ncols = nc;
      for (auto it = m.e.begin(); it != m.e.end();) {
        if (it->first.first >= nr || it->first.second >= nc) it = m.e.erase(it);
        else ++it;
      }
      verify(*A.slot, "after resize");
    } else if (!defects.empty()) {
      verify_untouched(A.slot);
    }
  }

  void op_clear() {
    op_ = "clear";
    const Kind kind = Kind(rnd(3));
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    std::set<GrB_Info> defects;
    if (!A.slot) defects.insert(A.defect);
    GrB_Info info;
    if (kind == Kind::Matrix) info = GrB_Matrix_clear(A.h);
    else if (kind == Kind::Vector) info = GrB_Vector_clear(reinterpret_cast<GrB_Vector>(A.h));
    else info = GrB_Scalar_clear(reinterpret_cast<GrB_Scalar>(A.h));
    if (expect(info, defects) && defects.empty()) {
      A.slot->m.e.clear();
      verify_sometimes(A.slot);
    }
  }

  // dup into another slot (replacing its object)
  void op_dup() {
    op_ = "dup";
    const Kind kind = Kind(rnd(3));
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    const bool null_out = chance(0.1);
    std::set<GrB_Info> defects;
    if (null_out) defects.insert(GrB_NULL_POINTER);
    if (!A.slot) defects.insert(A.defect);
    GrB_Matrix C = reinterpret_cast<GrB_Matrix>(junk_obj_ + 128);  // sentinel
    GrB_Info info;
    if (kind == Kind::Matrix) {
      info = GrB_Matrix_dup(null_out ? nullptr : &C, A.h);
    } else if (kind == Kind::Vector) {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(C);
      info = GrB_Vector_dup(null_out ? nullptr : &v, reinterpret_cast<GrB_Vector>(A.h));
      C = reinterpret_cast<GrB_Matrix>(v);
    } else {
      GrB_Scalar v = reinterpret_cast<GrB_Scalar>(C);
      info = GrB_Scalar_dup(null_out ? nullptr : &v, reinterpret_cast<GrB_Scalar>(A.h));
      C = reinterpret_cast<GrB_Matrix>(v);
    }
    if (expect(info, defects) && defects.empty()) {
      // the copy replaces another object of the same kind
      std::vector<Slot*> c;
      for (Slot& s : slots_)
        if (s.kind == kind && &s != A.slot) c.push_back(&s);
      if (c.empty()) {
        Slot tmp{kind, C, A.slot->m};
        free_slot(tmp);
        return;
      }
      Slot* dst = c[rnd(c.size())];
      free_slot(*dst);
      dst->h = C;
      dst->m = A.slot->m;
      // the copy and the original are independent
      if (kind != Kind::Scalar && A.slot->m.dom != Dom::UDT && A.slot->m.nrows > 0 && A.slot->m.ncols > 0) {
        EXPECT_EQ(GrB_Matrix_setElement_FP64(A.slot->h, 3.0, 0, 0), GrB_SUCCESS);
        A.slot->m.e[{0, 0}].d = cast_to(A.slot->m.dom, 3.0);
      }
      verify(*dst, "the copy");
      verify_sometimes(A.slot);
    } else if (!defects.empty()) {
      if (C != reinterpret_cast<GrB_Matrix>(junk_obj_ + 128) && C != nullptr) fail("a failed dup wrote a handle");
      verify_untouched(A.slot);
    }
  }

  // new with bad types and dimensions; success replaces a slot
  void op_new() {
    op_ = "new";
    const Kind kind = Kind(rnd(3));
    std::set<GrB_Info> defects;
    GrB_Type type;
    Dom dom = pick_dom();
    const uint64_t tc = rnd(10);
    if (tc < 8) type = type_of(dom);
    else if (tc == 8) type = nullptr, defects.insert(GrB_NULL_POINTER);
    else type = uninit<GrB_Type>(), defects.insert(GrB_UNINITIALIZED_OBJECT);
    static const GrB_Index dims[] = {0, 1, 3, 6, kHuge, GrB_INDEX_MAX + 1, GrB_INDEX_MAX + 2};
    GrB_Index nr = chance(0.9) ? dims[rnd(5)] : dims[rnd(7)], nc = chance(0.9) ? dims[rnd(5)] : dims[rnd(7)];
    if (kind == Kind::Vector) nc = 1;
    if (kind == Kind::Scalar) nr = nc = 1;
    if (nr > GrB_INDEX_MAX + 1 || nc > GrB_INDEX_MAX + 1) defects.insert(GrB_INVALID_VALUE);
    const bool null_out = chance(0.08);
    if (null_out) defects.insert(GrB_NULL_POINTER);
    GrB_Matrix C = reinterpret_cast<GrB_Matrix>(junk_obj_ + 192);
    GrB_Info info;
    if (kind == Kind::Matrix) {
      info = GrB_Matrix_new(null_out ? nullptr : &C, type, nr, nc);
    } else if (kind == Kind::Vector) {
      GrB_Vector v = reinterpret_cast<GrB_Vector>(C);
      info = GrB_Vector_new(null_out ? nullptr : &v, type, nr);
      C = reinterpret_cast<GrB_Matrix>(v);
    } else {
      GrB_Scalar v = reinterpret_cast<GrB_Scalar>(C);
      info = GrB_Scalar_new(null_out ? nullptr : &v, type);
      C = reinterpret_cast<GrB_Matrix>(v);
    }
    if (expect(info, defects) && defects.empty()) {
      std::vector<Slot*> c;
      for (Slot& s : slots_)
        if (s.kind == kind) c.push_back(&s);
      Slot* dst = c[rnd(c.size())];
      free_slot(*dst);
      dst->h = C;
      dst->m = Model{};
      dst->m.dom = dom;
      dst->m.nrows = nr;
      dst->m.ncols = nc;
      verify(*dst, "a new object");
    } else if (!defects.empty()) {
      // SuiteSparse clears the output handle first; otherwise it must be left as it was
      if (C != nullptr && C != reinterpret_cast<GrB_Matrix>(junk_obj_ + 192)) fail("a failed new wrote a handle");
    }
  }

  // free: of a real object (then replaced), of NULL, of a NULL handle, of an uninitialized object
  void op_free() {
    op_ = "free";
    const uint64_t c = rnd(8);
    if (c == 0) {
      expect(GrB_Matrix_free(nullptr), {});
    } else if (c == 1) {
      GrB_Vector v = nullptr;
      expect(GrB_Vector_free(&v), {});
    } else if (c == 2) {
      GrB_Matrix fake = uninit<GrB_Matrix>();
      GrB_Matrix h = fake;
      GrB_Matrix_free(&h);  // nothing safe to do with it: must not crash nor write to it
      calls_++;
    } else {
      Slot& s = slots_[rnd(slots_.size())];
      const Kind kind = s.kind;
      free_slot(s);
      calls_++;
      fill_slot(s, kind);
    }
  }

  void op_wait_and_error() {
    op_ = "wait/error";
    const Kind kind = Kind(rnd(3));
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(kind);
    std::set<GrB_Info> defects;
    if (!A.slot) defects.insert(A.defect);
    if (chance(0.6)) {
      op_ = "wait";
      const int mode = chance(0.9) ? int(rnd(2)) : 7;
      if (mode == 7 && A.slot) defects.insert(GrB_INVALID_VALUE);
      GrB_Info info;
      if (kind == Kind::Matrix) info = GrB_Matrix_wait(A.h, GrB_WaitMode(mode));
      else if (kind == Kind::Vector) info = GrB_Vector_wait(reinterpret_cast<GrB_Vector>(A.h), GrB_WaitMode(mode));
      else info = GrB_Scalar_wait(reinterpret_cast<GrB_Scalar>(A.h), GrB_WaitMode(mode));
      if (mode == 7 && A.slot && info == GrB_SUCCESS) {  // SuiteSparse ignores the mode
        calls_++;
        return;
      }
      expect(info, defects);
      verify_sometimes(A.slot);
    } else {
      op_ = "error";
      const char* msg = "sentinel";
      const bool null_out = chance(0.2);
      if (null_out) defects.insert(GrB_NULL_POINTER);
      GrB_Info info;
      if (kind == Kind::Matrix) info = GrB_Matrix_error(null_out ? nullptr : &msg, A.h);
      else if (kind == Kind::Vector) info = GrB_Vector_error(null_out ? nullptr : &msg, reinterpret_cast<GrB_Vector>(A.h));
      else info = GrB_Scalar_error(null_out ? nullptr : &msg, reinterpret_cast<GrB_Scalar>(A.h));
      expect(info, defects);
      if (defects.empty() && msg == nullptr) fail("GrB_error returned a null string");
      if (!defects.empty() && std::strcmp(msg, "sentinel") != 0) fail("a failed GrB_error wrote its output");
    }
  }

  // GxB_Matrix_Option_set/get: sparsity control and format change the storage, never the entries
  void op_option() {
    op_ = "GxB_Matrix_Option";
    Pick<GrB_Matrix> A = pick<GrB_Matrix>(Kind::Matrix);
    std::set<GrB_Info> defects;
    if (!A.slot) defects.insert(A.defect);
    if (chance(0.7)) {
      int field, value;
      const uint64_t c = rnd(6);
      if (c < 3) {
        field = GxB_SPARSITY_CONTROL;
        static const int s[] = {GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL, GxB_AUTO_SPARSITY,
                                GxB_SPARSE + GxB_BITMAP, GxB_HYPERSPARSE + GxB_FULL};
        value = s[rnd(7)];
      } else if (c < 5) {
        field = GxB_FORMAT;
        value = chance(0.9) ? (chance(0.5) ? GxB_BY_ROW : GxB_BY_COL) : 5;
        if (value == 5 && A.slot) defects.insert(GrB_INVALID_VALUE);
      } else {
        field = 9999;
        value = 1;
        if (A.slot) defects.insert(GrB_INVALID_VALUE);
      }
      GrB_Info info = GxB_Matrix_Option_set_INT32(A.h, GxB_Option_Field(field), value);
      expect(info, defects);
      if (A.slot) verify(*A.slot, "after an option change");
    } else {
      const bool null_out = chance(0.2);
      if (null_out) defects.insert(GrB_NULL_POINTER);
      int32_t v = -4242;
      GrB_Info info = GxB_Matrix_Option_get_INT32(A.h, GxB_SPARSITY_CONTROL, null_out ? nullptr : &v);
      expect(info, defects);
      if (!defects.empty() && v != -4242) fail("a failed Option_get wrote its output");
    }
  }

  void op_scalar() {
    Pick<GrB_Scalar> S = pick<GrB_Scalar>(Kind::Scalar);
    std::set<GrB_Info> defects;
    if (!S.slot) defects.insert(S.defect);
    const bool is_udt = S.slot && S.slot->m.dom == Dom::UDT;
    switch (rnd(4)) {
      case 0: {
        op_ = "GrB_Scalar_setElement";
        const Dom vd = Dom(rnd(2)) == Dom::FP64 ? Dom::FP64 : Dom::UDT;
        if (S.slot && (vd == Dom::UDT) != is_udt) defects.insert(GrB_DOMAIN_MISMATCH);
        const double d = small_value();
        Udt u = udt_value();
        GrB_Info info = vd == Dom::UDT ? GrB_Scalar_setElement_UDT(S.h, &u) : GrB_Scalar_setElement_FP64(S.h, d);
        if (expect(info, defects) && defects.empty()) {
          Val v;
          if (vd == Dom::UDT) v.u = u;
          else v.d = cast_to(S.slot->m.dom, d);
          S.slot->m.e[{0, 0}] = v;
        }
        break;
      }
      case 1: {
        op_ = "GrB_Scalar_extractElement";
        const Dom vd = Dom(rnd(2)) == Dom::FP64 ? Dom::FP64 : Dom::UDT;
        const bool present = S.slot && !S.slot->m.e.empty();
        if (S.slot && (vd == Dom::UDT) != is_udt) {
          defects.insert(GrB_DOMAIN_MISMATCH);
          if (!present) defects.insert(GrB_NO_VALUE);
        }
        const bool null_x = chance(0.1);
        if (null_x) defects.insert(GrB_NULL_POINTER);
        double d = -31.5;
        Udt u{-31.5, -31};
        GrB_Info info = vd == Dom::UDT ? GrB_Scalar_extractElement_UDT(null_x ? nullptr : &u, S.h)
                                       : GrB_Scalar_extractElement_FP64(null_x ? nullptr : &d, S.h);
        expect(info, defects, {GrB_SUCCESS, GrB_NO_VALUE});
        const bool untouched = d == -31.5 && u.a == -31.5 && u.b == -31;
        if (defects.empty()) {
          if ((info == GrB_SUCCESS) != present) fail("Scalar_extractElement disagrees with the model");
          if (info == GrB_SUCCESS) {
            const Val& want = S.slot->m.e[{0, 0}];
            if (vd == Dom::UDT ? (u.a != want.u.a || u.b != want.u.b) : d != want.d) fail("wrong scalar value");
          } else if (!untouched) {
            fail("an empty scalar wrote the output");
          }
        } else if (info != GrB_SUCCESS && !untouched) {
          fail("a failed Scalar_extractElement wrote its output");
        }
        break;
      }
      case 2: {
        op_ = "GrB_Scalar_nvals";
        GrB_Index n = 77;
        const bool null_out = chance(0.15);
        if (null_out) defects.insert(GrB_NULL_POINTER);
        GrB_Info info = GrB_Scalar_nvals(null_out ? nullptr : &n, S.h);
        expect(info, defects);
        if (defects.empty() && n != S.slot->m.e.size()) fail("wrong scalar nvals");
        if (!defects.empty() && n != 77) fail("a failed Scalar_nvals wrote its output");
        break;
      }
      default: {
        op_ = "GrB_Scalar_clear";
        GrB_Info info = GrB_Scalar_clear(S.h);
        if (expect(info, defects) && defects.empty()) S.slot->m.e.clear();
        break;
      }
    }
    if (S.slot) {
      if (defects.empty()) verify_sometimes(S.slot);
      else verify_untouched(S.slot);
    }
  }

  void op_type() {
    op_ = "GrB_Type";
    if (chance(0.5)) {
      const bool null_out = chance(0.2);
      std::set<GrB_Info> defects;
      if (null_out) defects.insert(GrB_NULL_POINTER);
      const size_t size = 1 + rnd(40);
      GrB_Type t = reinterpret_cast<GrB_Type>(junk_obj_ + 256);
      GrB_Info info = GrB_Type_new(null_out ? nullptr : &t, size);
      if (expect(info, defects) && defects.empty()) {
        size_t s = 0;
        EXPECT_EQ(GxB_Type_size(&s, t), GrB_SUCCESS);
        if (s != size) fail("GxB_Type_size returned a wrong size");
        EXPECT_EQ(GrB_Type_free(&t), GrB_SUCCESS);
        EXPECT_EQ(t, nullptr);
      }
    } else {
      op_ = "GxB_Type_size";
      std::set<GrB_Info> defects;
      GrB_Type t;
      size_t want = 0;
      const uint64_t c = rnd(5);
      if (c < 3) {
        const Dom d = pick_dom();
        t = type_of(d);
        want = d == Dom::FP64 ? 8 : d == Dom::INT32 ? 4 : d == Dom::BOOL ? 1 : sizeof(Udt);
      } else if (c == 3) {
        t = nullptr;
        defects.insert(GrB_NULL_POINTER);
      } else {
        t = uninit<GrB_Type>();
        defects.insert(GrB_UNINITIALIZED_OBJECT);
      }
      const bool null_out = chance(0.15);
      if (null_out) defects.insert(GrB_NULL_POINTER);
      size_t s = 31337;
      GrB_Info info = GxB_Type_size(null_out ? nullptr : &s, t);
      expect(info, defects);
      if (defects.empty() && s != want) fail("GxB_Type_size returned a wrong size");
      if (!defects.empty() && s != 31337) fail("a failed GxB_Type_size wrote its output");
    }
  }

  GrB_Type pick_type(std::set<GrB_Info>& defects) {
    const uint64_t c = rnd(12);
    if (c < 10) return type_of(chance(0.8) ? Dom::FP64 : pick_dom());
    if (c == 10) {
      defects.insert(GrB_NULL_POINTER);
      return nullptr;
    }
    defects.insert(GrB_UNINITIALIZED_OBJECT);
    return uninit<GrB_Type>();
  }

  void op_operator() {
    std::set<GrB_Info> defects;
    const bool null_out = chance(0.1);
    if (null_out) defects.insert(GrB_NULL_POINTER);
    const bool null_fn = chance(0.1);
    if (null_fn) defects.insert(GrB_NULL_POINTER);
    if (chance(0.5)) {
      op_ = "GrB_BinaryOp_new";
      GrB_Type z = pick_type(defects), x = pick_type(defects), y = pick_type(defects);
      GrB_BinaryOp op = reinterpret_cast<GrB_BinaryOp>(junk_obj_ + 320);
      GrB_Info info = GrB_BinaryOp_new(null_out ? nullptr : &op, null_fn ? nullptr : fp64_sub, z, x, y);
      if (expect(info, defects) && defects.empty()) {
        EXPECT_EQ(GrB_BinaryOp_free(&op), GrB_SUCCESS);
      } else if (!defects.empty() && op != reinterpret_cast<GrB_BinaryOp>(junk_obj_ + 320) && op != nullptr) {
        fail("a failed BinaryOp_new wrote a handle");
      }
    } else {
      op_ = "GrB_UnaryOp_new";
      GrB_Type z = pick_type(defects), x = pick_type(defects);
      GrB_UnaryOp op = reinterpret_cast<GrB_UnaryOp>(junk_obj_ + 384);
      GrB_Info info = GrB_UnaryOp_new(null_out ? nullptr : &op, null_fn ? nullptr : fp64_neg, z, x);
      if (expect(info, defects) && defects.empty()) {
        EXPECT_EQ(GrB_UnaryOp_free(&op), GrB_SUCCESS);
      } else if (!defects.empty() && op != reinterpret_cast<GrB_UnaryOp>(junk_obj_ + 384) && op != nullptr) {
        fail("a failed UnaryOp_new wrote a handle");
      }
    }
  }

  void op_monoid_semiring() {
    std::set<GrB_Info> defects;
    const bool null_out = chance(0.1);
    if (null_out) defects.insert(GrB_NULL_POINTER);
    if (chance(0.5)) {
      op_ = "GrB_Monoid_new";
      const bool fp64 = chance(0.5);  // GrB_Monoid_new_FP64 or _INT32
      GrB_BinaryOp op;
      const uint64_t c = rnd(8);
      if (c < 3) op = fp64 ? GrB_PLUS_FP64 : GrB_PLUS_INT32;
      else if (c == 3) op = fp64 ? GrB_MAX_FP64 : GrB_TIMES_INT32;
      else if (c == 4) op = fp64 ? GrB_PLUS_INT32 : GrB_PLUS_FP64, defects.insert(GrB_DOMAIN_MISMATCH);
      else if (c == 5) op = fp64 ? GrB_LT_FP64 : GrB_LT_INT32, defects.insert(GrB_DOMAIN_MISMATCH);
      else if (c == 6) op = nullptr, defects.insert(GrB_NULL_POINTER);
      else op = uninit<GrB_BinaryOp>(), defects.insert(GrB_UNINITIALIZED_OBJECT);
      GrB_Monoid m = reinterpret_cast<GrB_Monoid>(junk_obj_ + 448);
      GrB_Info info = fp64 ? GrB_Monoid_new_FP64(null_out ? nullptr : &m, op, 0.0)
                           : GrB_Monoid_new_INT32(null_out ? nullptr : &m, op, 0);
      if (expect(info, defects) && defects.empty()) {
        EXPECT_EQ(GrB_Monoid_free(&m), GrB_SUCCESS);
      } else if (!defects.empty() && m != reinterpret_cast<GrB_Monoid>(junk_obj_ + 448) && m != nullptr) {
        fail("a failed Monoid_new wrote a handle");
      }
    } else {
      op_ = "GrB_Semiring_new";
      GrB_Monoid add;
      const uint64_t a = rnd(8);
      if (a < 6) add = GrB_PLUS_MONOID_FP64;
      else if (a == 6) add = nullptr, defects.insert(GrB_NULL_POINTER);
      else add = uninit<GrB_Monoid>(), defects.insert(GrB_UNINITIALIZED_OBJECT);
      GrB_BinaryOp mul;
      const uint64_t b = rnd(8);
      if (b < 4) mul = GrB_TIMES_FP64;
      else if (b == 4) mul = GrB_TIMES_INT32, defects.insert(GrB_DOMAIN_MISMATCH);
      else if (b == 5) mul = GrB_FIRST_FP64;
      else if (b == 6) mul = nullptr, defects.insert(GrB_NULL_POINTER);
      else mul = uninit<GrB_BinaryOp>(), defects.insert(GrB_UNINITIALIZED_OBJECT);
      // a domain mismatch is only seen once both objects are valid
      if (defects.count(GrB_DOMAIN_MISMATCH) &&
          (defects.count(GrB_NULL_POINTER) || defects.count(GrB_UNINITIALIZED_OBJECT)))
        defects.erase(GrB_DOMAIN_MISMATCH);
      GrB_Semiring s = reinterpret_cast<GrB_Semiring>(junk_obj_ + 512);
      GrB_Info info = GrB_Semiring_new(null_out ? nullptr : &s, add, mul);
      if (expect(info, defects) && defects.empty()) {
        EXPECT_EQ(GrB_Semiring_free(&s), GrB_SUCCESS);
      } else if (!defects.empty() && s != reinterpret_cast<GrB_Semiring>(junk_obj_ + 512) && s != nullptr) {
        fail("a failed Semiring_new wrote a handle");
      }
    }
  }

  // descriptors: a model of the fields of a few user descriptors
  void op_descriptor() {
    GrB_Descriptor d;
    int which = -1;  // the user descriptor, or -1
    GrB_Info handle_defect = GrB_SUCCESS;
    const uint64_t c = rnd(10);
    if (c < 7) {
      which = int(rnd(descs_.size()));
      d = descs_[size_t(which)];
    } else if (c == 7) {
      d = GrB_DESC_RSC;  // predefined
    } else if (c == 8) {
      d = nullptr;
      handle_defect = GrB_NULL_POINTER;
    } else {
      d = uninit<GrB_Descriptor>();
      handle_defect = GrB_UNINITIALIZED_OBJECT;
    }
    static const int fields[] = {GrB_OUTP, GrB_MASK, GrB_INP0, GrB_INP1};
    const int field = chance(0.9) ? fields[rnd(4)] : 777;
    std::set<GrB_Info> defects;
    if (chance(0.6)) {
      op_ = "GrB_Descriptor_set";
      static const int values[] = {GxB_DEFAULT, GrB_REPLACE, GrB_COMP, GrB_STRUCTURE, GrB_TRAN};
      const int value = values[rnd(5)];
      bool valid_value = false;
      switch (field) {
        case GrB_OUTP: valid_value = value == GxB_DEFAULT || value == GrB_REPLACE; break;
        case GrB_MASK: valid_value = value == GxB_DEFAULT || value == GrB_COMP || value == GrB_STRUCTURE; break;
        case GrB_INP0: case GrB_INP1: valid_value = value == GxB_DEFAULT || value == GrB_TRAN; break;
        default: break;
      }
      if (handle_defect != GrB_SUCCESS) defects.insert(handle_defect);
      else if (d == GrB_DESC_RSC || !valid_value) defects.insert(GrB_INVALID_VALUE);  // predefined: read-only
      GrB_Info info = GrB_Descriptor_set(d, GrB_Desc_Field(field), GrB_Desc_Value(value));
      if (expect(info, defects) && defects.empty()) {
        int& f = desc_model_[size_t(which)][field];
        if (field == GrB_MASK && value != GxB_DEFAULT) f |= value;
        else f = value;
      }
    } else {
      op_ = "GxB_Desc_get";
      // a NULL descriptor reads as the defaults; a predefined one can be read
      if (handle_defect == GrB_UNINITIALIZED_OBJECT) defects.insert(handle_defect);
      if (field == 777 && handle_defect != GrB_UNINITIALIZED_OBJECT) defects.insert(GrB_INVALID_VALUE);
      const bool null_out = chance(0.1);
      if (null_out) defects.insert(GrB_NULL_POINTER);
      int32_t v = -99;
      GrB_Info info = GxB_Desc_get_INT32(d, GrB_Desc_Field(field), null_out ? nullptr : &v);
      expect(info, defects);
      if (defects.empty() && info == GrB_SUCCESS) {
        int want = GxB_DEFAULT;
        if (which >= 0) {
          auto it = desc_model_[size_t(which)].find(field);
          if (it != desc_model_[size_t(which)].end()) want = it->second;
        } else if (d == GrB_DESC_RSC) {
          want = field == GrB_OUTP ? GrB_REPLACE : field == GrB_MASK ? GrB_COMP + GrB_STRUCTURE : GxB_DEFAULT;
        }
        if (v != want) fail("descriptor field does not match the model");
      }
      if (!defects.empty() && v != -99) fail("a failed Desc_get wrote its output");
    }
  }
};

// A few thousand calls per seed; fixed seeds so that a failure can be replayed.
class FuzzApi : public ::testing::TestWithParam<uint64_t> {};

TEST_P(FuzzApi, RandomInvalidArgumentSequences) {
  Fuzzer f(GetParam());
  f.run(3000);
  EXPECT_GT(f.calls(), 2500);
  // the sequences do exercise every kind of error
  EXPECT_GT(f.failed_calls(), 500);
  for (GrB_Info code : {GrB_NULL_POINTER, GrB_UNINITIALIZED_OBJECT, GrB_INVALID_INDEX, GrB_DOMAIN_MISMATCH,
                        GrB_INVALID_VALUE, GrB_INDEX_OUT_OF_BOUNDS, GrB_OUTPUT_NOT_EMPTY, GrB_INSUFFICIENT_SPACE})
    EXPECT_GT(f.returned(code), 0) << info_name(code) << " never returned";
}

INSTANTIATE_TEST_SUITE_P(Seeds, FuzzApi, ::testing::Values(1u, 7u, 42u, 2024u, 987654321u));

}  // namespace
