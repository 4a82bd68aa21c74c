#include "dag/compiler_group.hpp"

#include <cstdio>

namespace gb {

// The interface numbers operators as the library does; these checks keep the two in step (a
// reordering in core/op_functors.hpp without GroupAbi.h following stops the build here).
static_assert(int(UnaryOpcode::IDENTITY) == GRB_UNOP_IDENTITY && int(UnaryOpcode::ABS) == GRB_UNOP_ABS &&
                  int(UnaryOpcode::ISFINITE) == GRB_UNOP_ISFINITE && int(UnaryOpcode::USER) == GRB_UNOP_USER,
              "UnaryOpcode and grb_abi_unop differ");
static_assert(int(BinaryOpcode::FIRST) == GRB_BINOP_FIRST && int(BinaryOpcode::PLUS) == GRB_BINOP_PLUS &&
                  int(BinaryOpcode::LXNOR) == GRB_BINOP_LXNOR && int(BinaryOpcode::BSHIFT) == GRB_BINOP_BSHIFT &&
                  int(BinaryOpcode::SECONDJ1) == GRB_BINOP_SECONDJ1 && int(BinaryOpcode::USER) == GRB_BINOP_USER,
              "BinaryOpcode and grb_abi_binop differ");
static_assert(int(IndexUnaryOpcode::ROWINDEX) == GRB_IDXOP_ROWINDEX &&
                  int(IndexUnaryOpcode::VALUEGE) == GRB_IDXOP_VALUEGE && int(IndexUnaryOpcode::USER) == GRB_IDXOP_USER,
              "IndexUnaryOpcode and grb_abi_idxop differ");
static_assert(int(TypeCode::Bool) == 1 && int(TypeCode::FP64) == 11 && int(TypeCode::UDT) == 14,
              "type codes are SuiteSparse's in GroupAbi.h");

grb_abi_type abi_type(TypeCode code, size_t size) { return grb_abi_type{int32_t(code), uint32_t(size)}; }
grb_abi_type abi_type(const TypeRef& t) { return abi_type(t.code, t.size); }

grb_abi_op abi_op(const BinaryOpRef& op) {
  return grb_abi_op{int32_t(op.opcode), abi_type(op.z), abi_type(op.x), abi_type(op.y), reinterpret_cast<void*>(op.fn)};
}
grb_abi_op abi_op(const UnaryOpRef& op) {
  return grb_abi_op{int32_t(op.opcode), abi_type(op.z), abi_type(op.x), grb_abi_type{0, 0},
                    reinterpret_cast<void*>(op.fn)};
}
grb_abi_op abi_op(const IndexUnaryOpRef& op) {
  return grb_abi_op{int32_t(op.opcode), abi_type(op.z), abi_type(op.x), abi_type(op.y), reinterpret_cast<void*>(op.fn)};
}
grb_abi_op abi_no_op() { return grb_abi_op{-1, {0, 0}, {0, 0}, {0, 0}, nullptr}; }

grb_group_node abi_blank_node(grb_node_family family, const char* origin) {
  grb_group_node n{};
  n.family = family;
  n.result = n.a = n.b = n.c_in = n.mask = n.scalar0 = n.scalar1 = n.rows = n.cols = -1;
  n.op = n.monoid = n.accum = abi_no_op();
  n.origin = origin;
  return n;
}

int32_t GroupDescription::operand(const Store& s, bool values_read, bool vectors_as_rows) {
  grb_group_value v{};
  const bool vector = s.vdim == 1 && !s.by_row && !vectors_as_rows;
  v.kind = vector ? GRB_VALUE_VECTOR : GRB_VALUE_MATRIX;
  v.type = abi_type(s.code, s.tsize);
  v.storage = s.format == Format::Hyper    ? GRB_STORAGE_HYPER
              : s.format == Format::Bitmap ? GRB_STORAGE_BITMAP
              : s.format == Format::Full   ? GRB_STORAGE_FULL
                                           : GRB_STORAGE_SPARSE;
  const bool by_row = s.by_row || vectors_as_rows;
  v.by_row = vector ? 0 : (by_row ? 1 : 0);
  // an iso operand whose values the kernel never reads is as good as any other
  v.iso = s.iso && values_read ? 1 : 0;
  v.index_bits = 64;
  v.nrows = uint64_t(by_row ? s.vdim : s.vlen);
  v.ncols = uint64_t(by_row ? s.vlen : s.vdim);
  v.producer = -1;
  v.pattern_of = -1;
  values_.push_back(v);
  return int32_t(values_.size() - 1);
}

int32_t GroupDescription::vector_operand(grb_abi_type t, grb_storage storage, uint64_t n) {
  grb_group_value v{};
  v.kind = GRB_VALUE_VECTOR;
  v.type = t;
  v.storage = storage;
  v.index_bits = 64;
  v.nrows = n;
  v.ncols = 1;
  v.producer = -1;
  v.pattern_of = -1;
  values_.push_back(v);
  return int32_t(values_.size() - 1);
}

int32_t GroupDescription::scalar(grb_abi_type t) {
  grb_group_value v{};
  v.kind = GRB_VALUE_SCALAR;
  v.type = t;
  v.storage = GRB_STORAGE_FULL;
  v.index_bits = 64;
  v.nrows = v.ncols = 1;
  v.producer = -1;
  v.pattern_of = -1;
  values_.push_back(v);
  return int32_t(values_.size() - 1);
}

int32_t GroupDescription::node(grb_group_node n, grb_value_kind kind, grb_abi_type type, uint64_t nrows,
                               uint64_t ncols, grb_storage storage) {
  grb_group_value v{};
  v.kind = kind;
  v.type = type;
  v.storage = kind == GRB_VALUE_SCALAR ? GRB_STORAGE_FULL : storage;
  v.by_row = kind == GRB_VALUE_MATRIX ? 1 : 0;
  v.index_bits = 64;
  v.nrows = nrows;
  v.ncols = ncols;
  v.producer = int32_t(nodes_.size());
  v.pattern_of = -1;
  values_.push_back(v);
  n.result = int32_t(values_.size() - 1);
  nodes_.push_back(n);
  return n.result;
}

void GroupDescription::same_pattern(int32_t value, int32_t as) {
  values_.at(size_t(value)).pattern_of = as;
}

grb_group GroupDescription::group() const {
  return grb_group{GRB_GROUP_ABI_VERSION, int32_t(values_.size()), int32_t(nodes_.size()),
                   int32_t(results_.size()), values_.data(),   nodes_.data(),
                   results_.data()};
}

std::string GroupDescription::structure() const {
  std::string s = "v" + std::to_string(GRB_GROUP_ABI_VERSION);
  char buf[160];
  auto op = [](const grb_abi_op& o) {
    return std::to_string(o.opcode) + "/" + std::to_string(o.z.code) + "." + std::to_string(o.x.code) + "." +
           std::to_string(o.y.code);
  };
  for (const grb_group_value& v : values_) {
    std::snprintf(buf, sizeof buf, ";V%d.%d.%u.%d.%d.%d.%d.%d.%d", v.kind, v.type.code, v.type.size, v.storage,
                  v.by_row, v.iso, v.index_bits, v.producer, v.pattern_of);
    s += buf;
  }
  for (const grb_group_node& n : nodes_) {
    std::snprintf(buf, sizeof buf, ";N%d.%d.%d.%d.%d.%d.%d.%d.%d.%d.%u:", n.family, n.result, n.a, n.b, n.c_in, n.mask,
                  n.scalar0, n.scalar1, n.rows, n.cols, n.flags);
    s += buf + op(n.op) + ":" + op(n.monoid) + ":" + op(n.accum);
  }
  for (int32_t r : results_) s += ";R" + std::to_string(r);
  return s;
}

}  // namespace gb
