// SuiteSparse 7.4's rules for iso results (GB_iso_AxB, GB_iso_emult, GB_iso_add), applied to our
// stores. Each value is computed the way SuiteSparse computes it, so the iso value a client reads
// is bit for bit SuiteSparse's (a sum of n copies is formed by repeated doubling, as there).
#include "kernels/iso_rules.hpp"

#include <algorithm>
#include <cstring>

#include "kernels/compensated.hpp"
#include "kernels/mxm_diagonal.hpp"

namespace gb {

namespace {

using Value = gb::vector<unsigned char>;

bool as_if_full(const Store& s) {
  int64_t total = 0;
  return dense_size(s, &total) && s.nvals == total;
}

// One value in a buffer of at least 16 bytes (operators write whole words).
Value scratch_of(size_t size) { return Value(std::max<size_t>(size, 16), 0); }

// SuiteSparse's renaming of boolean operators that compute the same function (GB_boolean_rename).
BinaryOpcode boolean_renamed(BinaryOpcode c) {
  switch (c) {
    case BinaryOpcode::DIV: return BinaryOpcode::FIRST;
    case BinaryOpcode::RDIV: return BinaryOpcode::SECOND;
    case BinaryOpcode::MIN: case BinaryOpcode::TIMES: return BinaryOpcode::LAND;
    case BinaryOpcode::MAX: case BinaryOpcode::PLUS: return BinaryOpcode::LOR;
    case BinaryOpcode::MINUS: case BinaryOpcode::RMINUS: case BinaryOpcode::ISNE: case BinaryOpcode::NE:
      return BinaryOpcode::LXOR;
    case BinaryOpcode::ISEQ: case BinaryOpcode::LXNOR: return BinaryOpcode::EQ;
    default: return c;
  }
}

// (to) ((via) x): a stored value cast to an operator's input type, then to the result's type.
Value cast_through(const TypeRef& to, const TypeRef& via, const Store& s) {
  Value v = scratch_of(via.size), r = scratch_of(to.size);
  cast_value(via.code, v.data(), s.code, s.X(), via.size);
  cast_value(to.code, r.data(), via.code, v.data(), to.size);
  r.resize(to.size);
  return r;
}

// z = op((x) a, (y) b) in the operator's z type.
Value apply_op(const BinaryOpRef& op, const Store& A, const Store& B) {
  Value x = scratch_of(op.x.size), y = scratch_of(op.y.size), z = scratch_of(op.z.size);
  cast_value(op.x.code, x.data(), A.code, A.X(), op.x.size);
  cast_value(op.y.code, y.data(), B.code, B.X(), op.y.size);
  op.fn(z.data(), x.data(), y.data());
  z.resize(op.z.size);
  return z;
}

// The monoid's sum of n copies of t, by repeated doubling (GB_iso_reduce_worker).
void sum_of_copies(GxB_binary_function add, unsigned char* s, const unsigned char* t, uint64_t n, size_t size) {
  if (n <= 1) {
    std::memcpy(s, t, size);
    return;
  }
  sum_of_copies(add, s, t, n / 2, size);
  add(s, s, s);
  if (n & 1) add(s, s, t);
}

// Monoids whose sum of copies of a value is that value (after the boolean renaming).
bool idempotent_monoid(BinaryOpcode add) {
  switch (add) {
    case BinaryOpcode::ANY: case BinaryOpcode::LAND: case BinaryOpcode::LOR: case BinaryOpcode::BAND:
    case BinaryOpcode::BOR: case BinaryOpcode::MAX: case BinaryOpcode::MIN:
      return true;
    default: return false;
  }
}

}  // namespace

bool product_iso_value(const SemiringRef& sr, const Store& L, const Store& R, uint64_t n, Value* value) {
  const BinaryOpRef& mu = sr.mult;
  const BinaryOpRef& ad = sr.add.op;
  // an operand without entries: SuiteSparse returns a new, valued empty result
  if (mu.positional() || !mu.fn || L.nvals == 0 || R.nvals == 0) return false;
  const BinaryOpcode add = ad.z.code == TypeCode::Bool ? boolean_renamed(ad.opcode) : ad.opcode;
  const BinaryOpcode mult = mu.x.code == TypeCode::Bool ? boolean_renamed(mu.opcode) : mu.opcode;
  using B = BinaryOpcode;
  // a diagonal operand (a row or column scaling) forms no sums, so any monoid is as good as an
  // idempotent one there; the diagonal scan runs only where a rule asks for it
  const bool idempotent = idempotent_monoid(add);
  int scaling = -1;
  auto nice = [&] {
    if (idempotent) return true;
    if (scaling < 0) scaling = axb::is_diagonal(L) || axb::is_diagonal(R);
    return scaling == 1;
  };
  const bool first = mult == B::ANY || mult == B::FIRST;
  const bool second = mult == B::ANY || mult == B::SECOND;
  // an operand of one entry counts as iso, unless it is a bitmap (as SuiteSparse)
  const bool l_iso = L.iso || (L.nvals == 1 && L.format != Format::Bitmap);
  const bool r_iso = R.iso || (R.nvals == 1 && R.format != Format::Bitmap);
  const TypeRef& z = ad.z;
  if (mult == B::PAIR && (add == B::EQ || add == B::TIMES || nice())) {
    const bool one = true;
    value->assign(std::max<size_t>(z.size, 16), 0);
    cast_value(z.code, value->data(), TypeCode::Bool, &one, z.size);
    value->resize(z.size);
    return true;
  }
  if (r_iso && second && nice()) return *value = cast_through(z, mu.y, R), true;
  if (l_iso && first && nice()) return *value = cast_through(z, mu.x, L), true;
  if (!l_iso || !r_iso) return false;
  if (nice()) return *value = apply_op(mu, L, R), true;
  // both full and iso: every entry sums n copies of the same product (not under compensated
  // summation, whose sums this doubling would not follow)
  if (!as_if_full(L) || !as_if_full(R)) return false;
  if (compensated_monoid(sr.add)) return false;
  const Value t = apply_op(mu, L, R);
  value->assign(std::max<size_t>(z.size, 16), 0);
  sum_of_copies(ad.fn, value->data(), t.data(), n, z.size);
  value->resize(z.size);
  return true;
}

bool reduce_to_vector_iso_value(const MonoidRef& m, const Store& A, uint64_t n, Value* value) {
  const BinaryOpRef& ad = m.op;
  const BinaryOpcode add = ad.z.code == TypeCode::Bool ? boolean_renamed(ad.opcode) : ad.opcode;
  const bool nice = idempotent_monoid(add);
  const bool a_iso = A.iso || (A.nvals == 1 && A.format != Format::Bitmap);
  if (!a_iso) return false;
  // the implicit FIRST: each product is A's value in the monoid's type
  Value t = scratch_of(ad.z.size);
  cast_value(ad.z.code, t.data(), A.code, A.X(), ad.z.size);
  t.resize(ad.z.size);
  if (nice) return *value = t, true;
  if (!as_if_full(A)) return false;
  if (compensated_monoid(m)) return false;
  value->assign(std::max<size_t>(ad.z.size, 16), 0);
  sum_of_copies(ad.fn, value->data(), t.data(), n, ad.z.size);
  value->resize(ad.z.size);
  return true;
}

bool emult_iso_value(const BinaryOpRef& op, const Store& A, const Store& B, Value* value) {
  // an operand without entries: SuiteSparse returns a new, valued empty result
  if (op.positional() || !op.fn || A.nvals == 0 || B.nvals == 0) return false;
  const TypeRef& z = op.z;
  switch (op.opcode) {
    case BinaryOpcode::PAIR: {
      const bool one = true;
      value->assign(std::max<size_t>(z.size, 16), 0);
      cast_value(z.code, value->data(), TypeCode::Bool, &one, z.size);
      value->resize(z.size);
      return true;
    }
    default: break;
  }
  const bool second = op.opcode == BinaryOpcode::SECOND || op.opcode == BinaryOpcode::ANY;
  const bool first = op.opcode == BinaryOpcode::FIRST || op.opcode == BinaryOpcode::ANY;
  if (B.iso && second) return *value = cast_through(z, op.y, B), true;
  if (A.iso && first) return *value = cast_through(z, op.x, A), true;
  if (A.iso && B.iso) return *value = apply_op(op, A, B), true;
  return false;
}

bool add_iso_value(const BinaryOpRef& op, const Store& A, const Store& B, bool as_union, const Value& alpha,
                   const Value& beta, Value* value) {
  // both full: eWiseAdd, eWiseUnion and eWiseMult compute the same thing
  if (as_if_full(A) && as_if_full(B)) return emult_iso_value(op, A, B, value);
  if (op.positional() || !op.fn) return false;
  const TypeRef& z = op.z;
  if (!as_union) {
    // both iso, the same value in z's type, and op(a, b) equal to it
    if (!A.iso || !B.iso) return false;
    const Value a = cast_through(z, z, A), b = cast_through(z, z, B);
    if (std::memcmp(a.data(), b.data(), z.size) != 0) return false;
    if (std::memcmp(apply_op(op, A, B).data(), a.data(), z.size) != 0) return false;
    return *value = a, true;
  }
  const bool second = op.opcode == BinaryOpcode::SECOND || op.opcode == BinaryOpcode::ANY;
  const bool first = op.opcode == BinaryOpcode::FIRST || op.opcode == BinaryOpcode::ANY;
  if (op.opcode == BinaryOpcode::PAIR) return emult_iso_value(op, A, B, value);
  if (B.iso && second) {
    const Value b = cast_through(op.y, op.y, B);
    if (beta.size() < op.y.size || std::memcmp(b.data(), beta.data(), op.y.size) != 0) return false;
    return *value = b, true;
  }
  if (A.iso && first) {
    const Value a = cast_through(op.x, op.x, A);
    if (alpha.size() < op.x.size || std::memcmp(a.data(), alpha.data(), op.x.size) != 0) return false;
    return *value = a, true;
  }
  if (!A.iso || !B.iso || alpha.size() < op.x.size || beta.size() < op.y.size) return false;
  // iso when op(a, beta) == op(a, b) == op(alpha, b)
  const Value a = cast_through(op.x, op.x, A), b = cast_through(op.y, op.y, B);
  Value c = scratch_of(z.size), t = scratch_of(z.size);
  op.fn(c.data(), a.data(), b.data());
  op.fn(t.data(), a.data(), beta.data());
  if (std::memcmp(c.data(), t.data(), z.size) != 0) return false;
  op.fn(t.data(), alpha.data(), b.data());
  if (std::memcmp(c.data(), t.data(), z.size) != 0) return false;
  c.resize(z.size);
  return *value = c, true;
}

StorePtr with_iso_value(const StorePtr& s, const Value& value) {
  if (s->iso && std::memcmp(s->X(), value.data(), s->tsize) == 0) return s;
  auto t = gb::make_shared<Store>(*s);
  t->iso = true;
  t->x = Buffer::allocate(std::max<size_t>(s->tsize, 1));
  if (!t->x) return nullptr;
  std::memcpy(t->X(), value.data(), s->tsize);
  return t;
}

}  // namespace gb
