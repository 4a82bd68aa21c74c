// mxv / vxm kernels, in row form: the vector u is the single left row L(0,:) (indices k).
//
// push: T(0,:) = ⊕_{k in u} u(k) ⊗ R(k,:). A dense accumulator over the output (state + values),
//       its range split into blocks that run in parallel; each block visits u's entries in
//       increasing k and only the part of R(k,:) inside the block, so every output entry is still
//       reduced in increasing k (and the number of blocks never changes a result). When the output
//       dimension is huge compared with the work, a hash accumulator instead.
// pull: T(0,w) = u . D(w,:) for every w (or every mask entry w), in parallel; u is read in place
//       when full or bitmap, scattered into a dense position array, or searched when its
//       dimension is huge. Terminal values (ANY, LOR, MIN/MAX at their limits) stop a row early.
// The mask is applied here (entries it excludes are not computed); the writeback applies it too.
#include <limits>

#include "core/memory.hpp"
#include "kernels/mxm_internal.hpp"

namespace gb {
namespace axb {
namespace {

// What the pull reads for a valued bitmap mask at a position its bitmap lacks (see its row loop).
constexpr bool kAbsentMaskValue = false;

// A typed semiring that reduces (not ANY, which the search loop handles, nor a PLUS_PAIR count);
// `stops`: its monoid can stop at a terminal value (MIN, MAX, LOR, LAND: connected components'
// MIN_SECOND, SSSP's MIN_PLUS).
template <class S, class = void> struct TypedReduce {
  static constexpr bool value = false, stops = false;
};
template <class S> struct TypedReduce<S, std::void_t<decltype(std::declval<S>().mon)>> {
  static constexpr bool value = !S::generic && !S::pattern && !S::is_any && !S::count_only;
  static constexpr bool stops = value && std::decay_t<decltype(std::declval<S>().mon)>::may_stop;
};

// A typed monoid with an identity e such that f(e, y) is y, bit for bit, for every y that `exact`
// passes: PLUS, TIMES, MIN and MAX over integers and reals. A NaN y is not passed (MIN/MAX ignore
// a NaN operand, and a signalling NaN would come back quieted): it takes the state test. The
// push then starts every output slot at e and folds each product in without asking whether the
// slot was touched, a branch that mispredicts on every other product of a scattered frontier.
template <class S, class = void> struct ExactIdentity {
  static constexpr bool available = false;
};
template <class S> struct ExactIdentity<S, std::enable_if_t<TypedReduce<S>::value>> {
  using Z = typename S::Z;
  static constexpr BinaryOpcode op = std::decay_t<decltype(std::declval<S>().mon)>::opcode;
  static constexpr bool available = std::is_arithmetic_v<Z> && !std::is_same_v<Z, bool> &&
                                    (op == BinaryOpcode::PLUS || op == BinaryOpcode::TIMES ||
                                     op == BinaryOpcode::MIN || op == BinaryOpcode::MAX);
  static Z value() {
    constexpr bool fp = std::is_floating_point_v<Z>;
    if constexpr (op == BinaryOpcode::PLUS) return fp ? Z(-0.0) : Z(0);  // -0 + y is y, +0 included
    else if constexpr (op == BinaryOpcode::TIMES) return Z(1);
    else if constexpr (op == BinaryOpcode::MIN) return fp ? std::numeric_limits<Z>::infinity() : std::numeric_limits<Z>::max();
    else return fp ? -std::numeric_limits<Z>::infinity() : std::numeric_limits<Z>::lowest();
  }
  static bool exact(Z y) {
    if constexpr (std::is_floating_point_v<Z>) return y == y;
    else return true;
  }
};

// A typed multiply of two FP64 operands into an FP64 result (PLUS_TIMES_FP64, MIN_PLUS_FP64, ...):
// the kind whose operand values may be read from exact float copies (Buffer::narrow_f32), since a
// float widens back to the very double it came from and the product and sum are then computed
// as before, bit for bit. Other semirings never instantiate the float loops (build time).
template <class S, class = void> struct Fp64Mul : std::false_type {
  static constexpr bool reads_x = false, reads_y = false;
};
template <class S>
struct Fp64Mul<S, std::void_t<typename std::decay_t<decltype(std::declval<S>().mul)>::F>> {
  using M = std::decay_t<decltype(std::declval<S>().mul)>;
  static constexpr bool value = !S::generic && !S::pattern && std::is_same_v<typename M::X, double> &&
                                std::is_same_v<typename M::Y, double> && std::is_same_v<typename M::Z, double>;
  static constexpr bool reads_x = value && M::reads_x, reads_y = value && M::reads_y;
};

// Fp64Mul's multiply on two doubles (called only where Fp64Mul<S>::value holds). A function
// template, so that M is named only where it exists: clang 14 instantiates the discarded branch
// of an `if constexpr` inside a lambda nested in a generic lambda.
template <class S> double fp64_mul(double x, double y) {
  if constexpr (Fp64Mul<S>::value) return Fp64Mul<S>::M::F::f(x, y);
  else return 0;
}

// A typed multiply whose product is its x operand's value (FIRST; in the pull x is u(k): the
// PLUS_SECOND of a ranking iteration's A' * w, dispatched flipped), with a PLUS monoid whose identity leaves
// every sum's bits as they are (ExactIdentity: -0.0 for reals, 0 for integers).
template <class S, bool = TypedReduce<S>::value> struct PlusWithIdentity : std::false_type {};
template <class S> struct PlusWithIdentity<S, true> {
  static constexpr bool value = ExactIdentity<S>::available && ExactIdentity<S>::op == BinaryOpcode::PLUS;
};
template <class S, class = void> struct TermIsFirstPlus : std::false_type {};
template <class S>
struct TermIsFirstPlus<S, std::void_t<typename std::decay_t<decltype(std::declval<S>().mul)>::F>> {
  using M = std::decay_t<decltype(std::declval<S>().mul)>;
  static constexpr bool value = PlusWithIdentity<S>::value && !TypedReduce<S>::stops && M::reads_x && !M::reads_y;
};

// Candidates [b, e) whose flag byte has `bit` set, visited in increasing order: eight flags are
// read as one word and a word without the bit is skipped, so a sparse result costs about W / 8
// word reads rather than W byte tests with a branch each (a traversal step over a long, thin frontier
// compacts a W-byte state array per level). Flags hold small states (0/1, or 0/1/2 where only
// "present", 2, has the bit of value 2), never other bits that would alias.
template <class F> inline void for_each_flagged(const int8_t* flags, uint64_t bit, int64_t b, int64_t e, F&& f) {
  const uint64_t lanes = bit * 0x0101010101010101ULL;
  int64_t q = b;
  for (; q < e && (q & 7); q++)
    if (uint64_t(uint8_t(flags[q])) & bit) f(q);
  for (; q + 8 <= e; q += 8) {
    uint64_t w;
    std::memcpy(&w, flags + q, 8);
    w &= lanes;
    while (w) {
      f(q + (__builtin_ctzll(w) >> 3));
      w &= w - 1;
    }
  }
  for (; q < e; q++)
    if (uint64_t(uint8_t(flags[q])) & bit) f(q);
}

inline int64_t count_flagged(const int8_t* flags, uint64_t bit, int64_t b, int64_t e) {
  const uint64_t lanes = bit * 0x0101010101010101ULL;
  int64_t c = 0, q = b;
  for (; q < e && (q & 7); q++) c += (uint64_t(uint8_t(flags[q])) & bit) != 0;
  for (; q + 8 <= e; q += 8) {
    uint64_t w;
    std::memcpy(&w, flags + q, 8);
    // one 0/1 per byte after the shift; the multiply sums the eight bytes into the top one (no
    // popcount instruction is assumed: the library is built for the baseline x86-64)
    c += int64_t((((w & lanes) >> __builtin_ctzll(bit)) * 0x0101010101010101ULL) >> 56);
  }
  for (; q < e; q++) c += (uint64_t(uint8_t(flags[q])) & bit) != 0;
  return c;
}

// f(j) for every set bit j of the bit set words[0, nw), in increasing j.
template <class F> inline void for_each_set_bit(const uint64_t* words, int64_t nw, F&& f) {
  for (int64_t w = 0; w < nw; w++)
    for (uint64_t b = words[w]; b; b &= b - 1) f(w * 64 + __builtin_ctzll(b));
}

// A sparse vector store of nz entries with its pointer array set and its index and value arrays
// allocated (an iso result's one value written); null when out of memory.
StorePtr new_sparse_vector(int64_t nz, int64_t vlen, GrB_Type ztype, size_t zs, const gb::vector<unsigned char>& iso_value) {
  MutableStorePtr s = vector_header(ztype, vlen, Format::Sparse);
  s->p = Buffer::allocate(2 * sizeof(int64_t), true);
  if (!s->p) return nullptr;
  s->nvals = nz;
  s->P()[0] = 0;
  s->P()[1] = nz;
  const bool iso = !iso_value.empty();
  s->iso = iso && nz > 0;
  s->i = Buffer::allocate(sizeof(int64_t) * size_t(std::max<int64_t>(nz, 1)));
  s->x = Buffer::allocate(std::max<size_t>(iso ? s->tsize : zs * size_t(nz), 1));
  if (!s->i || !s->x) return nullptr;
  if (iso) std::memcpy(s->X(), iso_value.data(), s->tsize);
  return s;
}

// Compact the candidates [0, ncand) into a sparse vector store: candidate q is kept when its flag
// byte has `bit` set (every candidate when flags is null), its index is idx(q), its value at
// vals + q * zs.
template <class Idx>
StorePtr compact_vector(int64_t ncand, int64_t vlen, GrB_Type ztype, size_t zs, const gb::vector<unsigned char>& iso_value,
                        const int8_t* flags, uint64_t bit, Idx idx, const char* vals) {
  Chunks ch(ncand, 65536, 256);
  gb::vector<int64_t> cnt(size_t(ch.count) + 1, 0);
  parallel_for(ch.count, ncand, [&](int64_t t) {
    cnt[size_t(t)] = flags ? count_flagged(flags, bit, ch.begin(t), ch.end(t)) : ch.end(t) - ch.begin(t);
  });
  const int64_t nz = exclusive_scan(cnt.data(), ch.count);
  StorePtr s = new_sparse_vector(nz, vlen, ztype, zs, iso_value);
  if (!s) return nullptr;
  const bool iso = !iso_value.empty();
  int64_t* I = s->I();
  char* X = static_cast<char*>(s->X());
  parallel_for(ch.count, ncand, [&](int64_t t) {
    int64_t o = cnt[size_t(t)];
    auto emit = [&](int64_t q) {
      I[o] = idx(q);
      if (!iso) std::memcpy(X + size_t(o) * zs, vals + size_t(q) * zs, zs);
      o++;
    };
    if (flags) {
      for_each_flagged(flags, bit, ch.begin(t), ch.end(t), emit);
    } else {
      for (int64_t q = ch.begin(t), q_stop = ch.end(t); q < q_stop; q++) emit(q);
    }
  });
  return s;
}

// How the pull reads u: in place (full, or bitmap: u's own or a sparse u scattered into one), by
// dense positions, or by searching its sorted indices.
enum UMode { kFull, kBitmap, kScatter, kSearch };

// The pull's choices and the arrays its phases share (see VectorKernel::pull).
struct PullPlan {
  const MaskOperand* M = nullptr;
  bool mdense = false;             // the mask is read in place
  bool by_mask = false;            // the candidates are a sparse mask's entries
  int64_t m0 = 0, m1 = 0;          // a sparse mask's entries
  gb::vector<int64_t> clist;      // the listed rows (list_allowed_rows)
  bool listed = false;
  int64_t ncand = 0;
  gb::vector<int8_t> mflag;       // a complemented sparse mask as dense flags
  bool comp = false;               // a complemented sparse mask
  UMode mode = kFull;
  int64_t u0 = 0, u1 = 0;          // a sparse u's entries
  gb::vector<int64_t> upos_arr;
  gb::vector<int8_t> sbit;        // u scattered (sparse u read as a bitmap)
  gb::vector<char> sval;
  bool scattered = false;
  const int8_t* ub = nullptr;      // u's bitmap (its own or the scattered one)
  const char* uxv = nullptr;       // u's values as the rows read them
  const int32_t* di32 = nullptr;   // D's 32-bit indices
  const int32_t* dp32 = nullptr;   // and row pointers (the plain sum's unmasked rows)
  bool plain_rows = false;         // the plain-sum loop may run
  const float* dx32 = nullptr;     // exact float copies of D's and u's values
  const float* ux32 = nullptr;
  std::shared_ptr<Buffer> ux32_buf;
  // candidate c's presence flag and value; found per chunk of candidates
  int8_t* present = nullptr;
  char* vals = nullptr;
  Chunks ch{0, 1};
  gb::vector<int64_t> chunk_found;
};

template <class S> struct VectorKernel {
  const S& sr;
  const VectorArgs& a;
  const size_t zs;
  // u's entries: k and the position of its value
  gb::vector<int64_t> ulist;  // bitmap u: present k's
  int64_t nu = 0;
  bool u_identity = false;     // full u: entry e is k = e

  VectorKernel(const S& s, const VectorArgs& args) : sr(s), a(args), zs(s.zsize()) {}

  // A result holding at least 1/16 of its W positions keeps the kernel's dense arrays as its
  // storage: flags (1 = present) as the bitmap, values in place (unset where absent; an iso
  // result holds its one value alone). No compaction pass, no index array; full when every position
  // is present.
  StorePtr dense_result(int64_t W, int64_t nz, std::shared_ptr<Buffer> flags, std::shared_ptr<Buffer> vals) const {
    auto s = gb::make_shared<Store>();
    s->type = a.ztype;
    s->code = a.ztype->code;
    s->tsize = a.ztype->size;
    s->vlen = W;
    s->vdim = 1;
    s->by_row = false;
    s->nvec = 1;
    s->nvals = nz;
    s->iso = !a.iso_value.empty();
    if (s->iso) {
      s->x = Buffer::allocate(std::max<size_t>(s->tsize, 1));
      if (!s->x) return nullptr;
      std::memcpy(s->X(), a.iso_value.data(), s->tsize);
    } else {
      s->x = std::move(vals);
    }
    s->format = nz == W ? Format::Full : Format::Bitmap;
    if (s->format == Format::Bitmap) s->b = std::move(flags);
    return s;
  }

  int64_t uk(int64_t e) const {
    if (u_identity) return e;
    if (!a.u_sparse) return ulist[size_t(e)];
    return a.U.s.i[a.U.s.p[0] + e];
  }
  int64_t upos(int64_t e) const {
    if (!a.u_sparse) return a.U.xp(uk(e));
    return a.U.xp(a.U.s.p[0] + e);
  }

  gb::vector<int64_t> balanced_split(const SparseView& r, const gb::vector<int64_t>& rs, int64_t flops,
                                      int64_t nb) const {
    return push_output_split(r.p, r.i, rs.data(), nu, flops, a.W, nb);
  }

  void gather_u() {
    const Store& u = *a.u;
    if (a.u_sparse) {
      nu = a.U.s.nvec > 0 ? a.U.s.p[a.U.s.nvec] - a.U.s.p[0] : 0;
    } else if (u.format == Format::Full) {
      u_identity = true;
      nu = a.K;
    } else {
      const int8_t* b = u.B();
      for (int64_t k = 0; k < a.K; k++)
        if (b[k]) ulist.push_back(k);
      nu = int64_t(ulist.size());
    }
  }

  //--------------------------------------------------------------------------------------------
  // push
  //--------------------------------------------------------------------------------------------
  // The push of an iso result over a frontier (u's entries, their R slots rs) small next to W:
  // bit sets over the output positions (see push).
  GrB_Info push_pattern(const gb::vector<int64_t>& rs, int64_t words, StorePtr* T) const {
    const SparseView& r = a.R.s;
    const MaskOperand* M = a.mask;
    const bool comp = a.mask_comp;
    gb::vector<uint64_t> decided(size_t(words), 0), present(size_t(words), 0);
    // a sparse mask: positions it allows are undecided, the others decided (not present)
    if (M && !M->dense) {
      gb::vector<uint64_t> on(size_t(words), 0);
      const int64_t m0 = M->s.nvec > 0 ? M->s.p[0] : 0, m1 = M->s.nvec > 0 ? M->s.p[M->s.nvec] : 0;
      for (int64_t q = m0; q < m1; q++)
        if (M->on(q)) on[size_t(M->s.i[q] >> 6)] |= uint64_t(1) << (M->s.i[q] & 63);
      for (int64_t w = 0; w < words; w++) decided[size_t(w)] = comp ? on[size_t(w)] : ~on[size_t(w)];
    }
    const bool dense_mask = M && M->dense;
    const int64_t* __restrict rp = r.p;
    const int64_t* __restrict ri = r.i;
    uint64_t* __restrict dec = decided.data();
    uint64_t* __restrict pre = present.data();
    int64_t nz = 0;
    const int64_t* __restrict const slots = rs.data();
    for (int64_t e = 0; e < nu; e++) {
      prefetch_rows_ahead(slots, e, nu, rp, ri);  // a traversal's rows are anywhere in R
      const int64_t s = slots[e];
      if (s < 0) continue;
      for (int64_t q = rp[s], q1 = rp[s + 1]; q < q1; q++) {
        const int64_t j = ri[q];
        const uint64_t bit = uint64_t(1) << (j & 63);
        uint64_t& d = dec[j >> 6];
        if (d & bit) continue;
        d |= bit;
        if (dense_mask && M->dense_on(j) == comp) continue;
        pre[j >> 6] |= bit;
        nz++;
      }
    }
    StorePtr out = new_sparse_vector(nz, a.W, a.ztype, zs, a.iso_value);
    if (!out) return GrB_OUT_OF_MEMORY;
    int64_t* I = out->I();
    int64_t o = 0;
    for_each_set_bit(pre, words, [&](int64_t j) { I[o++] = j; });
    *T = out;
    return GrB_SUCCESS;
  }

  // The push into a hash accumulator (an output dimension huge next to the work): u's entries
  // and R slots rs, the flops, a sparse mask's entries [m0, m1).
  GrB_Info push_hash(const gb::vector<int64_t>& rs, int64_t flops, int64_t m0, int64_t m1, StorePtr* T) const {
    const SparseView& r = a.R.s;
    const int64_t W = a.W;
    const MaskOperand* M = a.mask;
    const bool mdense = M && M->dense;
    // whether output position j may receive an entry, for a mask read in place
    auto dense_allows = [&](int64_t j) { return M->dense_on(j) != a.mask_comp; };
    gb::vector<char> tmp0(2 * std::max<size_t>(zs, 1));
    // hash accumulator; states: 1 masked out, 3 allowed (non-complemented mask), 2 present
    const int64_t need = 2 * (flops + (m1 - m0));
    int64_t bits = 4;
    while ((int64_t(1) << bits) < need) bits++;
    const int64_t hs = int64_t(1) << bits, hm = hs - 1;
    const int shift = int(64 - bits);
    gb::vector<int64_t> key(size_t(hs), -1);
    gb::vector<int8_t> st(size_t(hs), 0);
    gb::vector<char> hv(std::max<size_t>(size_t(hs) * zs, 1));
    gb::vector<int64_t> list;
    auto find = [&](int64_t j) {
      int64_t h = int64_t((uint64_t(j) * 0x9E3779B97F4A7C15ULL) >> shift);
      while (key[size_t(h)] != -1 && key[size_t(h)] != j) h = (h + 1) & hm;
      return h;
    };
    for (int64_t q = m0; q < m1; q++) {
      if (!M->on(q)) continue;
      const int64_t h = find(M->s.i[q]);
      key[size_t(h)] = M->s.i[q];
      st[size_t(h)] = a.mask_comp ? 1 : 3;
    }
    const bool restrict = M && !a.mask_comp;
    const int64_t* __restrict const slots = rs.data();
    for (int64_t e = 0; e < nu; e++) {
      prefetch_rows_ahead(slots, e, nu, r.p, r.i);
      const int64_t s = slots[e];
      if (s < 0) continue;
      const int64_t k = uk(e), pu = upos(e);
      for (int64_t q = r.p[s]; q < r.p[s + 1]; q++) {
        const int64_t j = r.i[q];
        const int64_t h = find(j);
        if (key[size_t(h)] == -1) {
          if (restrict && !mdense) continue;
          key[size_t(h)] = j;
          st[size_t(h)] = (mdense && !dense_allows(j)) ? 1 : 3;
        }
        int8_t& x = st[size_t(h)];
        if (x == 3) {
          x = 2;
          list.push_back(h);
          sr.set(hv.data(), h, a.U.x, pu, a.R.x, a.R.xp(q), 0, k, j, tmp0.data());
        } else if (x == 2) {
          sr.upd(hv.data(), h, a.U.x, pu, a.R.x, a.R.xp(q), 0, k, j, tmp0.data());
        }
      }
    }
    // In order of output index. When a bit per output position is cheap next to a sort (W / 64
    // words against n log n comparisons: a traversal push over a thin frontier of a large graph), the
    // indices are marked in a bit set and read back in order, each slot found again by its key
    // (the table is small and warm); otherwise (index, slot) pairs are sorted.
    const int64_t n = int64_t(list.size());
    gb::vector<std::pair<int64_t, int64_t>> order(static_cast<size_t>(n));
    if (W / 64 <= 8 * n) {
      gb::vector<uint64_t> seen(size_t(W / 64 + 1), 0);
      for (int64_t h : list) seen[size_t(key[size_t(h)] >> 6)] |= uint64_t(1) << (key[size_t(h)] & 63);
      int64_t o = 0;
      for_each_set_bit(seen.data(), int64_t(seen.size()), [&](int64_t j) { order[size_t(o++)] = {j, find(j)}; });
    } else {
      for (int64_t q = 0; q < n; q++) order[size_t(q)] = {key[size_t(list[size_t(q)])], list[size_t(q)]};
      std::sort(order.begin(), order.end());
    }
    const bool iso_out = !a.iso_value.empty();
    gb::vector<char> outv(iso_out ? 1 : std::max<size_t>(size_t(n) * zs, 1));
    if (!iso_out)
      for (int64_t q = 0; q < n; q++) sr.copy(outv.data(), q, hv.data(), order[size_t(q)].second);
    StorePtr out = compact_vector(
        n, W, a.ztype, zs, a.iso_value, nullptr, 0, [&](int64_t q) { return order[size_t(q)].first; }, outv.data());
    if (!out) return GrB_OUT_OF_MEMORY;
    *T = out;
    return GrB_SUCCESS;
  }

  // The dense accumulator's initial states (0 not allowed, 1 allowed): the mask applied.
  void init_push_state(int8_t* state, int64_t m0, int64_t m1) const {
    const int64_t W = a.W;
    const MaskOperand* M = a.mask;
    const bool mdense = M && M->dense;
    // whether output position j may receive an entry, for a mask read in place
    auto dense_allows = [&](int64_t j) { return M->dense_on(j) != a.mask_comp; };
    const int8_t init = (M && !a.mask_comp) ? 0 : 1;
    {
      Chunks ch(W, 65536, 256);
      const int8_t* mb = mdense ? M->dense_b : nullptr;
      const bool mstruct = mdense && !M->val, comp = a.mask_comp;
      parallel_for(ch.count, W, [&](int64_t t) {
        if (mstruct && mb) {
          // a structural bitmap mask (a traversal's visited set): one byte operation per position
          for (int64_t j = ch.begin(t), j_stop = ch.end(t); j < j_stop; j++) state[j] = int8_t((mb[j] != 0) != comp);
        } else if (mstruct) {
          std::memset(state + ch.begin(t), comp ? 0 : 1, size_t(ch.end(t) - ch.begin(t)));
        } else if (mdense) {
          for (int64_t j = ch.begin(t), j_stop = ch.end(t); j < j_stop; j++) state[size_t(j)] = dense_allows(j) ? 1 : 0;
        } else {
          std::memset(state + ch.begin(t), init, size_t(ch.end(t) - ch.begin(t)));
        }
      });
    }
    for (int64_t q = m0; q < m1; q++)
      if (M->on(q)) state[size_t(M->s.i[q])] = a.mask_comp ? 0 : 1;
  }

  // R's 32-bit indices and exact float values, where the push may stream them instead.
  void narrow_r(int64_t flops, const int32_t*& ri32, const float*& rx32) const {
    const SparseView& r = a.R.s;
    const int64_t W = a.W;
    const bool riso = a.R.iso;
    // 32-bit indices of R (a copy made on R's second use and kept with its buffer, as the pull
    // does for D): a vxm over a whole matrix streams 4 index bytes per entry instead of 8
    if constexpr (!S::generic) {
      if (W <= INT32_MAX && !r.hyper && a.R.keep && a.R.keep->i && flops >= (int64_t(1) << 20) && r.nvec > 0 &&
          r.p[0] == 0)
        ri32 = a.R.keep->i->narrow32(r.p[r.nvec]);
    }
    // R's values as exact floats (Buffer::narrow_f32), with its 32-bit indices: 8 bytes streamed
    // per product instead of 12 (SSSP's MIN_PLUS and PLUS_TIMES vxm over integer weights)
    if constexpr (Fp64Mul<S>::reads_y && !S::is_any) {
      if (ri32 && !riso && a.R.keep->x && a.R.x == a.R.keep->x->ptr()) rx32 = a.R.keep->x->narrow_f32(r.p[r.nvec]);
    }
  }

  // The dense accumulator's scan: the output range split into the blocks wsplit, each block
  // visiting u's entries in increasing k and the part of each R(k,:) inside it. Returns the
  // number of entries found.
  int64_t push_dense_scan(const gb::vector<int64_t>& rs, int64_t flops, const gb::vector<int64_t>& wsplit,
                          int8_t* const state, char* const vals) const {
    const SparseView& r = a.R.s;
    const int64_t W = a.W;
    const int64_t nb = int64_t(wsplit.size()) - 1;
    const MaskOperand* M = a.mask;
    WorkspacePool pool;
    for (Workspace& ws : pool.ws) ws.tmp.resize(2 * std::max<size_t>(zs, 1));
    const int64_t* __restrict rp = r.p;
    const int64_t* __restrict ri = r.i;
    const int64_t* __restrict rsl = rs.data();
    const char* ux = a.U.x;
    const char* rx = a.R.x;
    const bool riso = a.R.iso;
    int8_t* __restrict stt = state;
    char* __restrict vv = vals;
    gb::vector<int64_t> block_found(size_t(nb), 0);
    const S sr_ = sr;
    const bool usp = a.u_sparse, uiso = a.U.iso;
    const int64_t up0 = usp && a.U.s.nvec > 0 ? a.U.s.p[0] : 0;
    const int64_t* __restrict ukp = u_identity ? nullptr : (usp ? a.U.s.i + up0 : ulist.data());
    const int32_t* ri32 = nullptr;
    const float* rx32 = nullptr;
    narrow_r(flops, ri32, rx32);
    // Slots started at the monoid's identity (ExactIdentity) when the products are many enough
    // to pay for filling the block's values first (one in eight positions or more).
    bool branch_free = false;
    if constexpr (ExactIdentity<S>::available) branch_free = flops * 8 >= W;
    const bool masked = M != nullptr;
    auto scan = [&](auto idx_tag, auto val_tag) {
      using Idx = decltype(idx_tag);
      constexpr bool kF32 = std::is_same_v<decltype(val_tag), float>;
      const Idx* __restrict ri_idx = std::is_same_v<Idx, int32_t> ? reinterpret_cast<const Idx*>(ri32)
                                                                   : reinterpret_cast<const Idx*>(ri);
      parallel_for(nb, flops + nb, [&](int64_t b) {
        with_workspace(pool, [&](Workspace& ws) {
          // private copies: stores through the char-typed state would otherwise force reloads
          const int64_t* __restrict rp_ = rp;
          const Idx* __restrict ri_ = ri_idx;
          const int64_t* __restrict rsl_ = rsl;
          const int64_t* __restrict ukp_ = ukp;
          const char* ux_ = ux;
          const char* rx_ = rx;
          const float* rx32_ = rx32;
          int8_t* __restrict stt_ = stt;
          char* __restrict vv_ = vv;
          const bool riso_ = riso, uiso_ = uiso, usp_ = usp;
          const int64_t up0_ = up0, nu_ = nu;
          const S sr2 = sr_;
          const int64_t w0 = wsplit[size_t(b)], w1 = wsplit[size_t(b) + 1];
          if (w0 >= w1) return;
          const bool bf_ = branch_free, masked_ = masked;
          if constexpr (ExactIdentity<S>::available) {
            if (bf_) std::fill(reinterpret_cast<typename S::Z*>(vv_) + w0, reinterpret_cast<typename S::Z*>(vv_) + w1,
                               ExactIdentity<S>::value());
          }
          char* tmp = ws.tmp.data();
          int64_t nfound = 0;
          for (int64_t e = 0; e < nu_; e++) {
            prefetch_rows_ahead(rsl_, e, nu_, rp_, ri_);
            const int64_t s = rsl_[e];
            if (s < 0) continue;
            int64_t q = rp_[s];
            const int64_t q1 = rp_[s + 1];
            if (q == q1) continue;
            if (w0 > 0) {
              if (ri_[q1 - 1] < w0) continue;
              if (ri_[q] < w0) q = std::lower_bound(ri_ + q, ri_ + q1, w0) - ri_;
            }
            const int64_t k = ukp_ ? ukp_[e] : e;
            const int64_t pu = uiso_ ? 0 : (usp_ ? up0_ + e : k);
            if constexpr (TypedReduce<S>::value) {
              // typed: each product in a register (from R's float copy when kF32: u(k) read once)
              using Z = typename S::Z;
              Z* __restrict vz = reinterpret_cast<Z*>(vv_);
              double uval = 0;
              if constexpr (kF32) uval = Fp64Mul<S>::reads_x ? reinterpret_cast<const double*>(ux_)[pu] : 0.0;
              auto product = [&](int64_t q_, int64_t j_) -> Z {
                if constexpr (kF32) return fp64_mul<S>(uval, double(rx32_[q_]));
                else return sr2.mul(ux_, pu, rx_, riso_ ? 0 : q_, 0, k, j_);
              };
              for (; q < q1; q++) {
                const int64_t j = ri_[q];
                if (j >= w1) break;
                if constexpr (ExactIdentity<S>::available) {
                  if (bf_) {
                    // slots start at the identity: fold in without the touched test
                    if (masked_ && stt_[j] == 0) continue;
                    const Z p = product(q, j);
                    if (ExactIdentity<S>::exact(p)) {
                      stt_[j] = 2;
                      sr2.mon.add(vz[j], p);
                      continue;
                    }
                  }
                }
                const int8_t x = stt_[j];
                if (x == 0) continue;
                const Z p = product(q, j);
                if (x == 1) {
                  stt_[j] = 2;
                  nfound++;
                  vz[j] = p;
                } else {
                  sr2.mon.add(vz[j], p);
                }
              }
            } else {
              for (; q < q1; q++) {
                const int64_t j = ri_[q];
                if (j >= w1) break;
                const int8_t x = stt_[j];
                if (x == 1) {
                  stt_[j] = 2;
                  nfound++;
                  sr2.set(vv_, j, ux_, pu, rx_, riso_ ? 0 : q, 0, k, j, tmp);
                } else if (x == 2) {
                  sr2.upd(vv_, j, ux_, pu, rx_, riso_ ? 0 : q, 0, k, j, tmp);
                }
              }
            }
          }
          if (bf_) {
            // the loop counted only the slots it first set through the state test
            nfound = 0;
            for (int64_t j = w0; j < w1; j++) nfound += stt_[j] == 2;
          }
          block_found[size_t(b)] = nfound;
        });
      });
    };
    if constexpr (Fp64Mul<S>::reads_y && !S::is_any) {
      if (rx32) scan(int32_t{}, float{});
      else if (ri32) scan(int32_t{}, char{});
      else scan(int64_t{}, char{});
    } else {
      if (ri32) scan(int32_t{}, char{});
      else scan(int64_t{}, char{});
    }
    int64_t nz = 0;
    for (int64_t f : block_found) nz += f;
    return nz;
  }

  // T(0,:) = sum over u's entries k of u(k) R(k,:) (see the file's comment): a pattern bit set,
  // a hash accumulator, or a dense accumulator split into blocks of the output range.
  GrB_Info push(StorePtr* T) {
    gather_u();
    const SparseView& r = a.R.s;
    const int64_t W = a.W;
    // R slot of each u entry, and the flops (chunks summed in order)
    gb::vector<int64_t> rs(size_t(std::max<int64_t>(nu, 1)));
    int64_t flops = 0;
    {
      const Chunks ch(nu, 16384, 256);
      gb::vector<int64_t> part(size_t(ch.count), 0);
      parallel_for(ch.count, nu, [&](int64_t c) {
        int64_t f = 0;
        for (int64_t e = ch.begin(c), e_stop = ch.end(c); e < e_stop; e++) {
          const int64_t s = r.slot(uk(e));
          rs[size_t(e)] = s;
          if (s >= 0) f += r.p[s + 1] - r.p[s];
        }
        part[size_t(c)] = f;
      });
      for (int64_t f : part) flops += f;
    }
    const MaskOperand* M = a.mask;
    const bool mdense = M && M->dense;
    const int64_t m0 = (M && !mdense && M->s.nvec > 0) ? M->s.p[0] : 0;
    const int64_t m1 = (M && !mdense && M->s.nvec > 0) ? M->s.p[M->s.nvec] : 0;
    const int nth = max_threads();
    const bool dense_allowed = a.method != AxBMethod::Hash && dense_ok(W, zs, 1);
    const bool use_hash = !dense_allowed || (a.method != AxBMethod::Gustavson && (flops + (m1 - m0)) * 16 < W);
    // An iso result (any.pair: a traversal's frontier) is its pattern alone: a bit per output position
    // says whether it is decided and one whether it is present, and the result's indices are read
    // back from the present bits in order. Zeroing and scanning W / 64 words is cheap next to the
    // products when W / 64 is within a few times their number; it replaces the hash table (and
    // its sort) for thin frontiers and the byte-per-position state array (its initialisation and
    // compaction) for frontiers too small to be worth splitting between threads.
    const int64_t words = W / 64 + 1;
    if (!a.iso_value.empty() && a.method == AxBMethod::Auto && W > 0 && words <= 8 * (flops + (m1 - m0)) + 1024 &&
        (use_hash || (flops * 4 < W && (flops < 4 * kMxmParallelWork || nth == 1))))
      return push_pattern(rs, words, T);
    if (use_hash) return push_hash(rs, flops, m0, m1, T);
    // dense accumulator: state 0 not allowed, 1 allowed, 2 present
    // (the state and value arrays become the result when it is dense enough: see dense_result)
    std::shared_ptr<Buffer> state_buf = Buffer::allocate(size_t(std::max<int64_t>(W, 1)));
    std::shared_ptr<Buffer> vals_buf = Buffer::allocate(std::max<size_t>(size_t(W) * zs, 1));
    if (!state_buf || !vals_buf) return GrB_OUT_OF_MEMORY;
    int8_t* const state = static_cast<int8_t*>(state_buf->ptr());
    init_push_state(state, m0, m1);
    // blocks of the output range; more blocks only add parallelism, never change a result
    const int64_t nb = push_block_count(flops, nu, W, nth);
    const gb::vector<int64_t> wsplit = balanced_split(r, rs, flops, nb);
    const int64_t nz = push_dense_scan(rs, flops, wsplit, state, static_cast<char*>(vals_buf->ptr()));
    if (W > 0 && (zs == a.ztype->size || !a.iso_value.empty()) && nz > 0 && nz >= W / 16) {
      // present entries have state 2; a bitmap holds 1
      Chunks ch(W, 65536, 256);
      parallel_for(ch.count, W, [&](int64_t t) {
        for (int64_t j = ch.begin(t), j_stop = ch.end(t); j < j_stop; j++) state[j] = state[j] == 2;
      });
      *T = dense_result(W, nz, std::move(state_buf), std::move(vals_buf));
      return *T ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
    }
    // present entries have state 2, the only state with the bit of value 2
    StorePtr out = compact_vector(W, W, a.ztype, zs, a.iso_value, state, 2, [](int64_t q) { return q; },
                                  static_cast<const char*>(vals_buf->ptr()));
    if (!out) return GrB_OUT_OF_MEMORY;
    *T = out;
    return GrB_SUCCESS;
  }

  //--------------------------------------------------------------------------------------------
  // pull
  //--------------------------------------------------------------------------------------------
  // A structural mask read in place that allows few positions (a traversal's last pull steps,
  // q<!v> = A' q with nearly every vertex visited: 6K of 262K at 2^18 vertices): the allowed
  // positions are listed first (a pass over the mask), and only their rows are
  // pulled, as the candidates of a mask list. Walking every position instead mispredicts the
  // mask test at each allowed row, so their row loads (p, then i) come one at a time, each a
  // cache miss. The result would be compacted anyway (at most 1/16 of the positions).
  // Returns whether the rows were listed (into clist).
  bool list_allowed_rows(gb::vector<int64_t>& clist) const {
    const SparseView& d = a.D.s;
    const MaskOperand* M = a.mask;
    const int64_t W = a.W;
    if (!(M && M->dense && !M->val && M->keep && !d.hyper && d.nvec == W && W > 0)) return false;
    const int64_t allowed = a.mask_comp ? W - M->keep->nvals : M->keep->nvals;
    if (allowed * 16 >= W) return false;
    const int8_t* __restrict mb = M->dense_b;  // null: a full mask, every position present
    const int8_t want = a.mask_comp ? 0 : 1;
    Chunks lc(W, 65536, 256);
    gb::vector<int64_t> loff(size_t(lc.count) + 1, 0);
    parallel_for(lc.count, W, [&](int64_t t) {
      int64_t n = 0;
      for (int64_t c = lc.begin(t), c_stop = lc.end(t); c < c_stop; c++) n += ((mb ? mb[c] != 0 : 1) == want);
      loff[size_t(t)] = n;
    });
    clist.resize(size_t(exclusive_scan(loff.data(), lc.count)));
    int64_t* __restrict cl = clist.data();
    parallel_for(lc.count, W, [&](int64_t t) {
      int64_t o = loff[size_t(t)];
      for (int64_t c = lc.begin(t), c_stop = lc.end(t); c < c_stop; c++)
        if ((mb ? mb[c] != 0 : 1) == want) cl[o++] = c;
    });
    return true;
  }

  // The pull's candidates (mask entries, listed rows, or every D vector) and a complemented
  // sparse mask's dense flags.
  void plan_pull_candidates(PullPlan& plan) const {
    const SparseView& d = a.D.s;
    const MaskOperand* M = a.mask;
    const int64_t W = a.W;
    plan.M = M;
    // candidates: mask entries (non-complemented mask) or every D vector
    // (a mask read in place is tested per candidate, complemented or not)
    plan.mdense = M && M->dense;
    plan.by_mask = M && !a.mask_comp && !plan.mdense;
    plan.m0 = (M && !plan.mdense && M->s.nvec > 0) ? M->s.p[0] : 0;
    plan.m1 = (M && !plan.mdense && M->s.nvec > 0) ? M->s.p[M->s.nvec] : 0;
    plan.listed = list_allowed_rows(plan.clist);
    plan.ncand = plan.by_mask ? plan.m1 - plan.m0 : (plan.listed ? int64_t(plan.clist.size()) : d.nvec);
    // complemented mask: dense flags, or search the mask's sorted indices
    plan.comp = M && a.mask_comp && !plan.mdense;
    if (plan.comp && dense_ok(W, 0, 1)) {
      plan.mflag.assign(size_t(std::max<int64_t>(W, 1)), 0);
      for (int64_t q = plan.m0; q < plan.m1; q++)
        if (M->on(q)) plan.mflag[size_t(M->s.i[q])] = 1;
    }
  }

  // How u is read: in place (full or bitmap), a sparse u scattered into a dense bitmap and
  // values, or searched.
  void plan_pull_u(PullPlan& plan) const {
    const Store& u = *a.u;
    if (a.u_sparse) {
      plan.u0 = a.U.s.nvec > 0 ? a.U.s.p[0] : 0;
      plan.u1 = a.U.s.nvec > 0 ? a.U.s.p[a.U.s.nvec] : 0;
    }
    const int64_t u0 = plan.u0, u1 = plan.u1;
    if (!a.u_sparse) {
      plan.mode = u.format == Format::Full ? kFull : kBitmap;
    } else if (u1 - u0 == a.K && a.K > 0) {
      plan.mode = kFull;  // sparse with every entry: i[p] == p
    } else if (dense_ok(a.K, 0, 1) && a.method != AxBMethod::Hash) {
      // scatter u into a dense bitmap + values: the inner loop then reads u(k) directly
      plan.mode = kBitmap;
      const size_t uxs = (a.U.iso || !a.U.keep_values) ? 0 : a.U.keep_values->tsize;
      plan.sbit.assign(size_t(std::max<int64_t>(a.K, 1)), 0);
      if (uxs) plan.sval.resize(std::max<size_t>(size_t(a.K) * uxs, 1));
      int8_t* __restrict sb = plan.sbit.data();
      char* __restrict sv = plan.sval.data();
      const int64_t* __restrict ui = a.U.s.i;
      const char* __restrict ux0 = a.U.x;
      Chunks cu(u1 - u0, 65536);
      parallel_for(cu.count, u1 - u0, [&](int64_t t) {
        for (int64_t p = u0 + cu.begin(t), p_stop = u0 + cu.end(t); p < p_stop; p++) {
          const int64_t k = ui[p];
          sb[k] = 1;
          if (uxs) std::memcpy(sv + size_t(k) * uxs, ux0 + size_t(p) * uxs, uxs);
        }
      });
      plan.scattered = true;
    } else {
      plan.mode = kSearch;
    }
    plan.ub = plan.scattered ? plan.sbit.data() : u.B();
    plan.uxv = (plan.scattered && !plan.sval.empty()) ? plan.sval.data() : a.U.x;
  }

  // 32-bit index and exact float value copies the pull's loops may stream instead of D's and u's.
  void plan_pull_narrow(PullPlan& plan) const {
    const SparseView& d = a.D.s;
    const MaskOperand* M = a.mask;
    const auto mode = plan.mode;
    const bool mdense = plan.mdense, by_mask = plan.by_mask, listed = plan.listed;
    const gb::vector<int8_t>& mflag = plan.mflag;
    const int64_t u0 = plan.u0;
    const int32_t*& di32 = plan.di32;
    // 32-bit indices of D when its rows are streamed whole against a full u (the typed plain
    // reduction below): half the index bytes of a memory-bound loop, for matrices multiplied
    // again and again (a ranking iteration); the copy is made on D's second use and kept with its buffer.
    // From 2^17 entries (1 MiB of indices, past a core's L2): a matrix of about a million entries
    // is memory-bound already.
    if constexpr (!S::generic && !S::pattern && !S::is_any) {
      // (a PLUS_PAIR count over a full u reads no index at all: no copy for it)
      if ((mode == kBitmap || (mode == kFull && !S::count_only)) && d.vlen <= INT32_MAX && !d.hyper && a.D.keep && a.D.keep->i &&
          d.nvals() >= (int64_t(1) << 17) && d.nvec > 0 && d.p[0] == 0)
        di32 = a.D.keep->i->narrow32(d.p[d.nvec]);
      // and its row pointers (nvec + 1 of them, each at most nvals: below 2^31 as the indices)
      if (di32 && d.p[d.nvec] <= INT32_MAX && a.D.keep->p && d.p == a.D.keep->p->ptr())
        plan.dp32 = a.D.keep->p->narrow32(d.nvec + 1);
    }
    // Exact float copies of the operands of a plain FP64 sum over a full u with D's 32-bit
    // indices (PLUS_TIMES_FP64 mxv): D's values copied once and kept with their buffer (when every
    // one is exact), u's per call when u is long enough that its random reads leave the cache
    // (a pass over u, against one random read of it per entry of D: worth it from two entries of D
    // per entry of u; a mesh's dual graph has four). 8 bytes per entry of D and a
    // u half the size instead of 12 and a full-size u: about a quarter off the loop when both
    // apply (integer weights and vectors), nothing changed in the results.
    // (Both are read only by the plain-sum loop below, whose rows are every row of D: no mask list,
    // and a mask, if any, read in place or as the dense flags of a complemented one.)
    plan.plain_rows = mode == kFull && !by_mask && !listed && !d.hyper && (!M || mdense || !mflag.empty());
    const bool plain_rows = plan.plain_rows;
    const float*& dx32 = plan.dx32;
    const float*& ux32 = plan.ux32;
    std::shared_ptr<Buffer>& ux32_buf = plan.ux32_buf;
    if constexpr (Fp64Mul<S>::reads_x && Fp64Mul<S>::reads_y && TypedReduce<S>::value && !TypedReduce<S>::stops) {
      if (di32 && plain_rows) {
        if (!a.D.iso && a.D.keep->x && a.D.x == a.D.keep->x->ptr())
          dx32 = a.D.keep->x->narrow_f32(d.p[d.nvec]);
        const int64_t uoff = a.u_sparse ? u0 : 0;
        if (!a.U.iso && a.K >= (int64_t(1) << 16) && d.nvals() >= 2 * a.K) {
          ux32_buf = Buffer::allocate(size_t(a.K) * sizeof(float));
          if (ux32_buf && narrow_exact_f32(reinterpret_cast<const double*>(a.U.x) + uoff, a.K,
                                           static_cast<float*>(ux32_buf->ptr())))
            ux32 = static_cast<const float*>(ux32_buf->ptr());
        }
      }
    }
  }

  // u's values with the monoid's identity where u is absent (a FIRST-type product over a
  // bitmap u with PLUS, a ranking iteration's A' * w where w = r ./ outdeg lacks the vertices without
  // out-edges): a row then finds its first present entry by the bitmap and adds every later
  // entry from this copy, one gather per entry and no branch, where the row loop below
  // otherwise tests u's bitmap and then reads the value for each entry (two gathers, one
  // branch). The sums' bits are the same: e + y is y and x + e is x for every x but a
  // signalling NaN, which comes back quiet. A pass over u (K flags and values read, K values
  // written) against a gather saved per entry of D: made when D has at least two entries per
  // position of u.
  std::shared_ptr<Buffer> fill_u_with_identity(const PullPlan& plan) const {
    std::shared_ptr<Buffer> ufill_buf;
    if constexpr (TermIsFirstPlus<S>::value) {
      using Z = typename S::Z;
      const SparseView& d = a.D.s;
      if (plan.mode == kBitmap && !a.U.iso && a.K >= 4096 && d.nvals() >= 2 * a.K) {
        ufill_buf = Buffer::allocate(size_t(a.K) * sizeof(Z));
        if (ufill_buf) {
          Z* __restrict const uf = static_cast<Z*>(ufill_buf->ptr());
          const int8_t* __restrict const fb = plan.ub;
          const char* const fx = plan.uxv;
          const S sr_ = sr;
          const Z e = ExactIdentity<S>::value();
          Chunks cf(a.K, 65536);
          parallel_for(cf.count, a.K, [&](int64_t t) {
            for (int64_t k = cf.begin(t), k_stop = cf.end(t); k < k_stop; k++)
              uf[k] = fb[k] ? sr_.mul(fx, k, nullptr, 0, 0, k, 0) : e;
          });
        }
      }
    }
    return ufill_buf;
  }

  // A search, not a sum (ANY, or only the pattern: a traversal's q<!v> = A' any.pair q and the parent
  // step's any.secondi): a row stops at its first k with u(k) present; or a count (PLUS_PAIR:
  // no product is read, the row's length when u is full). Every row of a
  // non-hypersparse D is a candidate, u is read in place (bitmap or full) and the mask, if
  // any, in place too: the loop below reads everything through local copies, because its
  // stores through the byte-typed present/value arrays would otherwise make the compiler
  // reload the mask's and D's pointers from their structs for every row (about 40% of the
  // traversal pull's samples were those reloads and the generic loop's per-row tests).
  // (A sum that cannot stop, over a full u, keeps the plain reduction loop further below.)
  // Returns whether it ran (else another loop computes the candidates).
  bool pull_search_rows(PullPlan& plan, WorkspacePool& pool) {
    if constexpr ((S::is_any && !S::generic) || S::count_only || TypedReduce<S>::value) {
      const SparseView& d = a.D.s;
      const MaskOperand* const M = plan.M;
      const auto mode = plan.mode;
      const bool mdense = plan.mdense, by_mask = plan.by_mask, listed = plan.listed;
      const int64_t u0 = plan.u0, ncand = plan.ncand;
      const int8_t* const ub = plan.ub;
      const char* const uxv = plan.uxv;
      const int32_t* const di32 = plan.di32;
      int8_t* const present = plan.present;
      char* const vals = plan.vals;
      const Chunks& ch = plan.ch;
      gb::vector<int64_t>& chunk_found = plan.chunk_found;
      const gb::vector<int64_t>& clist = plan.clist;
      const bool plain_sum = TypedReduce<S>::value && !TypedReduce<S>::stops && mode == kFull;
      if (!(!by_mask && !d.hyper && (mode == kFull || mode == kBitmap) && (!M || mdense) && !plain_sum)) return false;
      const int8_t* const m_b = mdense ? M->dense_b : nullptr;
      const bool* const m_val = mdense ? M->val : nullptr;
      const bool m_val_iso = mdense && M->val_iso;
      const int64_t u_off = (mode == kFull && a.u_sparse) ? u0 : 0;
      const std::shared_ptr<Buffer> ufill_buf = fill_u_with_identity(plan);  // kept until the rows are done
      const void* const ufill = ufill_buf ? ufill_buf->ptr() : nullptr;
      parallel_for(ch.count, d.nvals() + ncand, [&](int64_t t) {
        with_workspace(pool, [&](Workspace& ws) {
          char* const tmp = ws.tmp.data();
          const int64_t* __restrict const dp = d.p;
          const int64_t* __restrict const di = d.i;
          const int32_t* __restrict const d32 = di32;
          const int8_t* __restrict const u_b = mode == kBitmap ? ub : nullptr;
          const int8_t* __restrict const mb = m_b;
          const bool* __restrict const mv = m_val;
          const bool mv_iso = m_val_iso, has_mask = mdense, comp = a.mask_comp;
          const bool uiso = a.U.iso, diso = a.D.iso;
          const int64_t uoff = u_off;
          const char* const ux = uxv;
          const char* const dx = a.D.x;
          int8_t* __restrict const pres = present;
          char* const out = vals;
          const S sr_ = sr;
          const int64_t* __restrict const cl = clist.data();
          // Where a valued bitmap mask lacks position c its value was never written (to_bitmap
          // and the kernels that fill bitmaps leave it, as SuiteSparse does), and loading it as
          // a bool is undefined (UBSan: "load of value 190, which is not a valid value for type
          // 'bool'"). The row test reads msel[mbit][c & -mbit] instead: the mask's value where
          // present, a constant false where absent. Indexing keeps it free of branches: with
          // mbit ? mv + c : &false, GCC split the test back into a branch on the bitmap (+70%
          // on a random bitmap in a replica of this loop alone, +15-20% with the table; the
          // whole masked pull of a 2^20-row mxv showed no difference beyond noise). A
          // structural mask (mv null, a traversal) does not read msel.
          const bool* const msel[2] = {&kAbsentMaskValue, mv};
          int64_t nfound = 0;
          // candidate c is row w: every row in turn, or the listed rows (the mask applied)
          auto rows = [&](auto listed_tag) {
            for (int64_t c = ch.begin(t), c_stop = ch.end(t); c < c_stop; c++) {
              int64_t w = c;
              if constexpr (decltype(listed_tag)::value) {
                w = cl[c];
              } else if (has_mask) {
                // One branch on "the mask allows c and row c has entries", computed without
                // branches: in a traversal's late pulls most unvisited rows are empty (an R-MAT graph's
                // isolated vertices), so this test is nearly always false and predicted, where a
                // branch on the mask alone (visited or not: a third either way) mispredicted
                // about every other row. (Written as a mask on the
                // length: with && or & on two bools GCC splits it back into two branches.)
                // A valued mask's value is read only where its bitmap has the position (see
                // msel above): without a branch, one more load from the stack.
                const int mbit = mb ? mb[c] != 0 : 1;
                const int vbit = mv ? int(msel[mbit][(mv_iso ? 0 : c) & -int64_t(mbit)]) : 1;
                const int64_t pass = int64_t((mbit & vbit) ^ int(comp));
                if (((dp[c + 1] - dp[c]) & -pass) == 0) continue;
              }
              const int64_t d1 = dp[w + 1];
              int64_t pd = dp[w];
              if constexpr (TypedReduce<S>::value) {
                // a reduction (a ranking iteration's PLUS_SECOND over a bitmap u, or one that may stop at the
                // monoid's terminal value), in column order from the row's first product (the
                // general loop's order and bits); 32-bit indices when D has them
                using Z = typename S::Z;
                const Z* __restrict const uf = static_cast<const Z*>(ufill);
                auto row = [&](const auto* __restrict idx) -> bool {
                  if (uf) {  // u's values filled with the identity (above)
                    while (pd < d1 && !u_b[idx[pd]]) pd++;
                    if (pd >= d1) return false;
                    Z acc = uf[idx[pd]];
                    for (pd++; pd < d1; pd++) sr_.mon.add(acc, uf[idx[pd]]);
                    reinterpret_cast<Z*>(out)[c] = acc;
                    return true;
                  }
                  for (; pd < d1; pd++) {
                    const int64_t k = idx[pd];
                    if (u_b && !u_b[k]) continue;
                    Z acc = sr_.mul(ux, uiso ? 0 : uoff + k, dx, diso ? 0 : pd, 0, k, w);
                    for (pd++; pd < d1 && !sr_.mon.done(acc); pd++) {
                      const int64_t k2 = idx[pd];
                      if (u_b && !u_b[k2]) continue;
                      sr_.mon.add(acc, sr_.mul(ux, uiso ? 0 : uoff + k2, dx, diso ? 0 : pd, 0, k2, w));
                    }
                    reinterpret_cast<Z*>(out)[c] = acc;
                    return true;
                  }
                  return false;
                };
                if (!(d32 ? row(d32) : row(di))) continue;
              } else if constexpr (S::count_only) {
                // PLUS_PAIR (a degree: A * 1 with a full 1): the row's count of present u(k),
                // which is its length when u is full (integers wrap as repeated adds would)
                int64_t cnt = d1 - pd;
                if (u_b) {
                  cnt = 0;
                  if (d32)
                    for (; pd < d1; pd++) cnt += u_b[d32[pd]] != 0;
                  else
                    for (; pd < d1; pd++) cnt += u_b[di[pd]] != 0;
                }
                if (cnt == 0) continue;
                reinterpret_cast<typename S::Z*>(out)[c] = static_cast<typename S::Z>(cnt);
              } else {
                if (u_b)
                  while (pd < d1 && !u_b[di[pd]]) pd++;
                if (pd >= d1) continue;
                const int64_t k = di[pd];
                sr_.set(out, c, ux, uiso ? 0 : uoff + k, dx, diso ? 0 : pd, 0, k, w, tmp);
              }
              pres[c] = 1;
              nfound++;
            }
          };
          if (listed) rows(std::true_type{});
          else rows(std::false_type{});
          chunk_found[size_t(t)] = nfound;
        });
      });
      return true;
    }
    return false;
  }

  // A plain sum over a full u (PLUS_TIMES mxv, a ranking iteration's A' * w): every row of a
  // non-hypersparse D is a candidate and is streamed whole, in column order from its first
  // product (the general loop's order and bits), through local copies of every pointer and
  // flag; a mask is read in place, or as the dense flags of a complemented sparse one. In the
  // general loop below, each row paid for its mode, mask and slot tests and
  // for reloads of D's and u's pointers from their structs (its stores go through byte
  // pointers, which may alias them): on many short rows those costs exceed the row's own work.
  // Returns whether it ran.
  bool pull_plain_sum(PullPlan& plan) {
    if constexpr (TypedReduce<S>::value && !TypedReduce<S>::stops) {
      if (!plan.plain_rows) return false;
      const SparseView& d = a.D.s;
      const MaskOperand* const M = plan.M;
      const bool mdense = plan.mdense;
      const gb::vector<int8_t>& mflag = plan.mflag;
      const int64_t u0 = plan.u0, ncand = plan.ncand;
      const char* const uxv = plan.uxv;
      const int32_t* const di32 = plan.di32;
      const float* const dx32 = plan.dx32;
      const float* const ux32 = plan.ux32;
      int8_t* const present = plan.present;
      char* const vals = plan.vals;
      const Chunks& ch = plan.ch;
      gb::vector<int64_t>& chunk_found = plan.chunk_found;
      using Z = typename S::Z;
      const int8_t* const m_b = mdense ? M->dense_b : nullptr;
      const int8_t* const m_flag = mflag.empty() ? nullptr : mflag.data();  // a complemented sparse mask's
      const bool* const m_val = mdense ? M->val : nullptr;
      const bool m_val_iso = mdense && M->val_iso;
      const int64_t u_off = a.u_sparse ? u0 : 0;
      // C's old values, added to every row's sum (and kept in rows without one) when the
      // accumulator is this monoid's addition: every row is then present
      const Z* const c_old = a.accum_c ? static_cast<const Z*>(a.accum_c->X()) : nullptr;
      const bool c_old_iso = c_old && a.accum_c->iso;
      parallel_for(ch.count, d.nvals() + ncand, [&](int64_t t) {
        const int64_t* __restrict const dp = d.p;
        const int32_t* __restrict const dp32 = plan.dp32;
        const Z* __restrict const cx = c_old;
        const bool cx_iso = c_old_iso;
        const int8_t* __restrict const mb = m_b;
        const bool* __restrict const mv = m_val;
        const int8_t* __restrict const mf = m_flag;
        const bool mv_iso = m_val_iso, has_mask = mdense, comp = a.mask_comp;
        const bool uiso = a.U.iso, diso = a.D.iso;
        const int64_t uoff = u_off;
        const char* const ux = uxv;
        const char* const dx = a.D.x;
        int8_t* __restrict const pres = present;
        Z* __restrict const out = reinterpret_cast<Z*>(vals);
        const S sr_ = sr;
        const int64_t c0 = ch.begin(t), c1 = ch.end(t);
        int64_t nfound = 0;
        // term(k, pd, w): the product of u(k) and D's entry pd, in row w. Rows without a mask
        // test run their own copy of the loop: on rows of a few entries each, every test and
        // reload per row is a sizeable part of the row's work.
        // The loop reads only its own locals and a term capturing by value: its byte stores (the
        // presence flags) may alias anything reached through a reference, which the compiler
        // would then reload for every row.
        auto rows_of = [&](const auto* __restrict idx, const auto* __restrict rp, auto term, auto masked, auto flagged) {
          const int8_t* __restrict const mb_ = mb;
          const bool* __restrict const mv_ = mv;
          const int8_t* __restrict const mf_ = mf;
          const bool mv_iso_ = mv_iso, has_mask_ = has_mask, comp_ = comp;
          const Z* __restrict const cx_ = cx;
          const bool cx_iso_ = cx_iso;
          int8_t* __restrict const pres_ = pres;
          Z* __restrict const out_ = out;
          const S sr2 = sr_;
          const int64_t c0_ = c0, c1_ = c1;
          int64_t found = 0;
          for (int64_t c = c0_; c < c1_; c++) {
            if constexpr (decltype(masked)::value) {
              if (has_mask_ && ((!mb_ || mb_[c]) && (!mv_ || mv_[mv_iso_ ? 0 : c])) == comp_) continue;
              if (mf_ && mf_[c]) continue;
            }
            const int64_t d0 = rp[c], d1 = rp[c + 1];
            if (d0 == d1 && !cx_) continue;
            Z acc;
            if (d0 == d1) {
              acc = cx_[cx_iso_ ? 0 : c];
            } else {
              acc = term(idx[d0], d0, c);
              for (int64_t pd = d0 + 1; pd < d1; pd++) sr2.mon.add(acc, term(idx[pd], pd, c));
              if (cx_) {
                Z z = cx_[cx_iso_ ? 0 : c];  // accum(c, t): C's value on the left
                sr2.mon.add(z, acc);
                acc = z;
              }
            }
            out_[c] = acc;
            if constexpr (decltype(flagged)::value) pres_[c] = 1;
            found++;
          }
          nfound += found;
        };
        auto rows = [&](const auto* __restrict idx, auto term) {
          // rows streamed whole with 32-bit indices read 32-bit row pointers too, when made
          if constexpr (std::is_same_v<std::decay_t<decltype(*idx)>, int32_t>) {
            if (dp32 && !has_mask && !mf) {
              if (pres) rows_of(idx, dp32, term, std::false_type{}, std::true_type{});
              else rows_of(idx, dp32, term, std::false_type{}, std::false_type{});
              return;
            }
          }
          if (has_mask || mf) rows_of(idx, dp, term, std::true_type{}, std::true_type{});
          else if (pres) rows_of(idx, dp, term, std::false_type{}, std::true_type{});
          else rows_of(idx, dp, term, std::false_type{}, std::false_type{});
        };
        auto by_positions = [&](const auto* __restrict idx) {
          if (uiso) {
            rows(idx, [=](int64_t k, int64_t pd, int64_t w) { return sr_.mul(ux, 0, dx, diso ? 0 : pd, 0, k, w); });
            return;
          }
          rows(idx, [=](int64_t k, int64_t pd, int64_t w) { return sr_.mul(ux, uoff + k, dx, diso ? 0 : pd, 0, k, w); });
        };
        bool done = false;
        if constexpr (Fp64Mul<S>::reads_x && Fp64Mul<S>::reads_y) {
          if (!uiso && !diso) {
            // both operands from arrays: their float copies where made, else the doubles
            using F = typename Fp64Mul<S>::M::F;
            const double* __restrict const u64 = reinterpret_cast<const double*>(ux) + uoff;
            const double* __restrict const d64 = reinterpret_cast<const double*>(dx);
            auto arrays = [&](const auto* __restrict idx, const auto* __restrict uv, const auto* __restrict dv) {
              rows(idx, [=](int64_t k, int64_t pd, int64_t) { return F::f(double(uv[k]), double(dv[pd])); });
            };
            if (di32 && ux32 && dx32) arrays(di32, ux32, dx32);
            else if (di32 && dx32) arrays(di32, u64, dx32);
            else if (di32 && ux32) arrays(di32, ux32, d64);
            else if (di32) arrays(di32, u64, d64);
            else arrays(d.i, u64, d64);
            done = true;
          }
        }
        if (!done) {
          if (di32) by_positions(di32);
          else by_positions(d.i);
        }
        chunk_found[size_t(t)] = nfound;
      });
      if (c_old) *a.accum_done = true;
      return true;
    }
    return false;
  }

  // Whether the plain sum below runs over every row with C's old values added (an accumulated
  // product over a full u, no mask: MxmSpec::accum_c): each row is then present, even an empty
  // one (C's value), so the result is full and the loop writes no presence flags.
  bool plain_sum_fills_every_row(const PullPlan& plan, bool dense_candidates) const {
    if constexpr (TypedReduce<S>::value && !TypedReduce<S>::stops)
      return plan.plain_rows && a.accum_c && !plan.M && plan.mflag.empty() && dense_candidates;
    return false;
  }

  // The general row loop: any semiring, any candidates (mask entries, listed rows or every D
  // vector), u read in place, scattered or searched.
  void pull_general(PullPlan& plan, WorkspacePool& pool) {
    const SparseView& d = a.D.s;
    const MaskOperand* const M = plan.M;
    const auto mode = plan.mode;
    const bool mdense = plan.mdense, by_mask = plan.by_mask, listed = plan.listed, comp = plan.comp;
    const int64_t m0 = plan.m0, m1 = plan.m1, u0 = plan.u0, u1 = plan.u1, ncand = plan.ncand;
    const gb::vector<int64_t>& clist = plan.clist;
    const gb::vector<int8_t>& mflag = plan.mflag;
    const gb::vector<int64_t>& upos_arr = plan.upos_arr;
    const int8_t* const ub = plan.ub;
    const char* const uxv = plan.uxv;
    const int32_t* const di32 = plan.di32;
    int8_t* const present = plan.present;
    char* const vals = plan.vals;
    const Chunks& ch = plan.ch;
    gb::vector<int64_t>& chunk_found = plan.chunk_found;
    auto masked_out = [&](int64_t w) -> bool {
      if (mdense) return M->dense_on(w) == a.mask_comp;
      if (!comp) return false;
      if (!mflag.empty()) return mflag[size_t(w)] != 0;
      const int64_t* it = std::lower_bound(M->s.i + m0, M->s.i + m1, w);
      return it != M->s.i + m1 && *it == w && M->on(it - M->s.i);
    };
    parallel_for(ch.count, d.nvals() + ncand, [&](int64_t t) {
      with_workspace(pool, [&](Workspace& ws) {
        char* tmp = ws.tmp.data();
        char* out = vals;
        int64_t nfound = 0;
        for (int64_t c = ch.begin(t), c_stop = ch.end(t); c < c_stop; c++) {
          int64_t w, ds;
          if (by_mask) {
            const int64_t q = m0 + c;
            if (!M->on(q)) continue;
            w = M->s.i[q];
            ds = d.slot(w);
            if (ds < 0) continue;
          } else if (listed) {
            w = clist[size_t(c)];
            ds = w;  // D is not hypersparse: row w is slot w
          } else {
            ds = c;
            w = d.vector_id(c);
            if (masked_out(w)) continue;
          }
          const int64_t d0 = d.p[ds], d1 = d.p[ds + 1];
          if (d0 == d1) continue;
          bool found = false;
          if (mode == kFull || mode == kBitmap || mode == kScatter) {
            const int64_t* __restrict di = d.i;
            const char* ux = uxv;
            const char* dx = a.D.x;
            const bool diso = a.D.iso, uiso = a.U.iso;
            const int64_t uoff = (mode == kFull && a.u_sparse) ? u0 : 0;
            const bool bitmap = mode == kBitmap;
            const bool scatter = mode == kScatter;
            const int64_t* __restrict up = scatter ? upos_arr.data() : nullptr;
            const S sr_ = sr;
            // position of u(k)'s value, or -1 when u has no entry k
            auto upos_of = [&](int64_t k) -> int64_t {
              if (scatter) return up[k];
              if (bitmap && !ub[k]) return -1;
              return uoff + k;
            };
            if constexpr (S::generic || S::pattern) {
              for (int64_t pd = d0; pd < d1; pd++) {
                const int64_t k = di[pd];
                const int64_t pu = upos_of(k);
                if (pu < 0) continue;
                if (!found) {
                  sr_.set(out, c, ux, uiso ? 0 : pu, dx, diso ? 0 : pd, 0, k, w, tmp);
                  found = true;
                } else {
                  sr_.upd(out, c, ux, uiso ? 0 : pu, dx, diso ? 0 : pd, 0, k, w, tmp);
                }
                if (sr_.done(out, c)) break;
              }
            } else if (!bitmap && !scatter && !std::decay_t<decltype(sr_.mon)>::may_stop && !S::is_any) {
              // typed, every u(k) present, no terminal value: a plain reduction in a register
              using Z = typename S::Z;
              auto row_sum = [&](const auto* __restrict idx) {
                auto term = [&](int64_t pd) {
                  const int64_t k = idx[pd];
                  return sr_.mul(ux, uiso ? 0 : uoff + k, dx, diso ? 0 : pd, 0, k, w);
                };
                Z acc = term(d0);
                for (int64_t pd = d0 + 1; pd < d1; pd++) sr_.mon.add(acc, term(pd));
                return acc;
              };
              found = true;
              reinterpret_cast<Z*>(out)[c] = di32 ? row_sum(di32) : row_sum(di);
            } else {
              // typed: accumulate in a register
              using Z = typename S::Z;
              Z acc{};
              auto row_sum = [&](const auto* __restrict idx) {
                for (int64_t pd = d0; pd < d1; pd++) {
                  const int64_t k = idx[pd];
                  const int64_t pu = upos_of(k);
                  if (pu < 0) continue;
                  const Z p = sr_.mul(ux, uiso ? 0 : pu, dx, diso ? 0 : pd, 0, k, w);
                  if (!found) {
                    acc = p;
                    found = true;
                  } else {
                    sr_.mon.add(acc, p);
                  }
                  if (sr_.mon.done(acc)) break;
                }
              };
              if (di32 && !scatter) row_sum(di32);
              else row_sum(di);
              if (found) reinterpret_cast<Z*>(out)[c] = acc;
            }
          } else {
            found = dot_one(sr, out, c, a.U, u0, u1, a.D, d0, d1, mode == kScatter ? upos_arr.data() : nullptr, 0, w,
                            tmp);
          }
          if (found) {
            present[size_t(c)] = 1;
            nfound++;
          }
        }
        chunk_found[size_t(t)] = nfound;
      });
    });
  }

  // T = u . D(w,:) for every candidate w (see the file's comment); the phases above.
  GrB_Info pull(StorePtr* T) {
    const SparseView& d = a.D.s;
    const int64_t W = a.W;
    PullPlan plan;
    plan_pull_candidates(plan);
    plan_pull_u(plan);
    plan_pull_narrow(plan);
    const bool by_mask = plan.by_mask, listed = plan.listed;
    const int64_t ncand = plan.ncand, m0 = plan.m0;
    const MaskOperand* const M = plan.M;
    const gb::vector<int64_t>& clist = plan.clist;
    // Candidate c's presence flag and value. When the candidates are every output position (no
    // mask list, D neither hypersparse nor short), these two arrays become the result itself: a
    // bitmap (or full) vector, no compaction pass and no index array. Values are written only
    // where present, so neither array is initialized beyond the flags.
    const bool dense_candidates =
        !by_mask && !d.hyper && ncand == W && W > 0 && (zs == a.ztype->size || !a.iso_value.empty());
    // An accumulated product summed over every row (see plain_sum_fills_every_row) is full: no flags.
    const bool every_row = plain_sum_fills_every_row(plan, dense_candidates);
    std::shared_ptr<Buffer> present_buf =
        every_row ? nullptr : Buffer::allocate(size_t(std::max<int64_t>(ncand, 1)), true);
    std::shared_ptr<Buffer> vals_buf = Buffer::allocate(std::max<size_t>(size_t(ncand) * zs, 1));
    if ((!every_row && !present_buf) || !vals_buf) return GrB_OUT_OF_MEMORY;
    int8_t* const present = every_row ? nullptr : static_cast<int8_t*>(present_buf->ptr());
    char* const vals = static_cast<char*>(vals_buf->ptr());
    WorkspacePool pool;
    for (Workspace& ws : pool.ws) ws.tmp.resize(2 * std::max<size_t>(zs, 1));
    plan.present = present;
    plan.vals = vals;
    plan.ch = Chunks(ncand, 512, 1 << 16);
    plan.chunk_found.assign(size_t(plan.ch.count), 0);
    if (!pull_search_rows(plan, pool) && !pull_plain_sum(plan)) pull_general(plan, pool);
    int64_t nz = 0;
    for (int64_t f : plan.chunk_found) nz += f;
    // dense enough (1/16 of the positions) to keep as it is; sparser results are compacted
    if (dense_candidates && nz > 0 && nz >= W / 16) {
      *T = dense_result(W, nz, std::move(present_buf), std::move(vals_buf));
      return *T ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
    }
    StorePtr out = compact_vector(
        ncand, W, a.ztype, zs, a.iso_value, present, 1,
        [&](int64_t c) { return by_mask ? M->s.i[m0 + c] : (listed ? clist[size_t(c)] : d.vector_id(c)); }, vals);
    if (!out) return GrB_OUT_OF_MEMORY;
    *T = out;
    return GrB_SUCCESS;
  }
};

}  // namespace

// The semiring table of mxm_semiring.hpp, plus typed paths the vector kernels see often
// (a ranking iteration's PLUS_FIRST / PLUS_SECOND on FP32, single-precision PLUS_TIMES and MIN_PLUS).
template <class F> auto with_vector_semiring(const SemiringRef& sr, bool flip, F&& f) {
  const BinaryOpcode mon = sr.add.op.opcode;
  const TypeCode zc = sr.add.op.z.code;
  const BinaryOpRef& m = sr.mult;
  if (!is_pattern_semiring(sr) && mon != BinaryOpcode::USER && sr.add.op.x.code == zc && sr.add.op.y.code == zc &&
      m.opcode != BinaryOpcode::USER && !m.positional() && m.z.code == zc && (m.x.code == zc || !mult_reads_x(m)) &&
      (m.y.code == zc || !mult_reads_y(m))) {
    BinaryOpcode mop = m.opcode;
    if (flip && mop == BinaryOpcode::FIRST) mop = BinaryOpcode::SECOND;
    else if (flip && mop == BinaryOpcode::SECOND) mop = BinaryOpcode::FIRST;
#define GB_VEC_TYPED_CASE(MON, MUL, CODE, CT)                                                          \
  if (mon == BinaryOpcode::MON && mop == BinaryOpcode::MUL && zc == TypeCode::CODE)                    \
    return f(TypedSR<TMon<BinaryOpcode::MON, CT>, TMul<BinaryOpcode::MUL, CT>>{                        \
        make_tmon<BinaryOpcode::MON, CT>(sr.add), TMul<BinaryOpcode::MUL, CT>{}});
    GB_VEC_TYPED_CASE(PLUS, FIRST, FP32, float)
    GB_VEC_TYPED_CASE(PLUS, SECOND, FP32, float)
    GB_VEC_TYPED_CASE(MIN, PLUS, FP32, float)
    GB_VEC_TYPED_CASE(MIN, FIRST, FP32, float)
    GB_VEC_TYPED_CASE(MIN, SECOND, FP32, float)
    // connected components (FastSV: MIN_SECOND on the parent ids, 64- or 32-bit)
    GB_VEC_TYPED_CASE(MIN, FIRST, UInt64, uint64_t)
    GB_VEC_TYPED_CASE(MIN, SECOND, UInt64, uint64_t)
    GB_VEC_TYPED_CASE(MIN, FIRST, UInt32, uint32_t)
    GB_VEC_TYPED_CASE(MIN, SECOND, UInt32, uint32_t)
#undef GB_VEC_TYPED_CASE
  }
  return with_semiring(sr, flip, std::forward<F>(f));
}

GrB_Info vector_product(const SemiringRef& sr, bool flip, const VectorArgs& a, StorePtr* T) {
  return with_vector_semiring(sr, flip, [&](const auto& s) {
    VectorKernel<std::decay_t<decltype(s)>> kern(s, a);
    return a.pull ? kern.pull(T) : kern.push(T);
  });
}

}  // namespace axb

// Boundaries of nb output blocks [w_b, w_b+1) holding about equal shares of the products: the
// columns of u's rows R(k,:) need not be uniform (a graph numbered by degree, hubs first, crowds
// its entries into the first columns), and equal ranges of W would then leave one thread with
// most of a vxm while the other waits. The shares come from 4096 products sampled at equal
// steps over all of them (u's rows in order, then positions within a row); the blocks never
// change a result, only who computes which columns.
// Below this many products the output range is split evenly: sorting the split's 4096 sampled
// indices costs more than an uneven split loses (4elt's vxm, 86k products: the sort was a
// third of the call at 2 threads).
static constexpr int64_t kSampledSplitFlops = int64_t(1) << 20;

gb::vector<int64_t> push_output_split(const int64_t* rp, const int64_t* ri, const int64_t* rs, int64_t nu,
                                      int64_t flops, int64_t W, int64_t nb) {
  gb::vector<int64_t> split(size_t(nb) + 1);
  for (int64_t b = 0; b <= nb; b++) split[size_t(b)] = W * b / nb;
  if (nb <= 1 || flops < kSampledSplitFlops) return split;
  constexpr int64_t kSamples = 4096;
  gb::vector<int64_t> sample;
  sample.reserve(kSamples);
  auto slot = [&](int64_t e) { return rs ? rs[e] : e; };
  int64_t e = 0, before = 0;  // products in u's rows before row e
  for (int64_t t = 0; t < kSamples; t++) {
    const int64_t f = (flops * t) / kSamples + flops / (2 * kSamples);  // the f-th product
    for (; e < nu; e++) {
      const int64_t s = slot(e);
      const int64_t len = s < 0 ? 0 : rp[s + 1] - rp[s];
      if (f < before + len) break;
      before += len;
    }
    if (e >= nu) break;
    sample.push_back(ri[rp[slot(e)] + (f - before)]);
  }
  if (sample.size() < size_t(kSamples / 2)) return split;
  std::sort(sample.begin(), sample.end());
  const int64_t ns = int64_t(sample.size());
  for (int64_t b = 1; b < nb; b++) split[size_t(b)] = std::max(split[size_t(b) - 1], sample[size_t(ns * b / nb)]);
  return split;
}

// Only where parallel_for runs the blocks in parallel (below kSerialCutoff it runs them one after
// another, and every block scans all of u). Every block visits each of u's rows (a few cache
// misses to find the row's part in the block) besides its share of the products, so there are at
// most half as many blocks as products per row: a mesh's frontier (4 products a row) split 16
// ways ran slower than on one thread.
int64_t push_block_count(int64_t flops, int64_t nu, int64_t W, int nth) {
  if (flops + 2 < kSerialCutoff || nth <= 1) return 1;
  const int64_t per_row = flops / std::max<int64_t>(nu, 1);
  return std::min<int64_t>({int64_t(nth), std::max<int64_t>(1, W / 1024), std::max<int64_t>(2, per_row / 2)});
}

}  // namespace gb
