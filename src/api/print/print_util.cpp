#include "api/print/print_util.hpp"

#include <cctype>
#include <cinttypes>
#include <cmath>
#include <complex>
#include <cstdarg>
#include <cstring>
#include <vector>

namespace gb {

//------------------------------------------------------------------------------------------------
// output
//------------------------------------------------------------------------------------------------
Printer::Printer(FILE* f, int level) : f_(f) {
  // out-of-range levels: below SILENT prints a summary, above the last is the most complete
  if (level < GxB_SILENT) level = GxB_SUMMARY;
  if (level > GxB_COMPLETE_VERBOSE) level = GxB_COMPLETE_VERBOSE;
  level_ = level;
}

void Printer::operator()(const char* fmt, ...) {
  if (silent()) return;
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  va_list ap2;
  va_copy(ap2, ap);
  const int n = std::vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  std::string big;
  const char* text = small;
  if (n < 0) {
    va_end(ap2);
    failed_ = true;
    return;
  }
  if (size_t(n) >= sizeof small) {
    big.resize(size_t(n) + 1);
    std::vsnprintf(&big[0], big.size(), fmt, ap2);
    text = big.c_str();
  }
  va_end(ap2);
  if (f_ != nullptr) {
    if (std::fputs(text, f_) < 0) failed_ = true;
    return;
  }
  Global& g = global();
  if (g.printf_fn != nullptr) {
    if (g.printf_fn("%s", text) < 0) failed_ = true;
  } else if (std::fputs(text, stdout) < 0) {
    failed_ = true;
  }
  if (g.flush_fn != nullptr) g.flush_fn();
}

//------------------------------------------------------------------------------------------------
// values
//------------------------------------------------------------------------------------------------
namespace {

std::string real_text(double x, int digits) {
  if (std::isnan(x)) return "NaN";
  if (std::isinf(x)) return x < 0 ? "-Inf" : "Inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", digits, x);
  return buf;
}

std::string complex_text(double re, double im, int digits) {
  std::string s = real_text(re, digits);
  if (std::signbit(im) && !std::isnan(im)) {
    s += " - " + real_text(-im, digits);
  } else {
    s += " + " + real_text(im, digits);
  }
  return s + "i";
}

template <class T> T load(const void* x) {
  T v;
  std::memcpy(&v, x, sizeof(T));
  return v;
}

}  // namespace

std::string format_value(GrB_Type type, const void* x, bool verbose) {
  char buf[64];
  const int fdigits = verbose ? 9 : 6;   // float
  const int ddigits = verbose ? 17 : 6;  // double
  switch (type->code) {
    case TypeCode::Bool: return load<bool>(x) ? "1" : "0";
    case TypeCode::Int8: std::snprintf(buf, sizeof buf, "%d", int(load<int8_t>(x))); return buf;
    case TypeCode::Int16: std::snprintf(buf, sizeof buf, "%d", int(load<int16_t>(x))); return buf;
    case TypeCode::Int32: std::snprintf(buf, sizeof buf, "%" PRId32, load<int32_t>(x)); return buf;
    case TypeCode::Int64: std::snprintf(buf, sizeof buf, "%" PRId64, load<int64_t>(x)); return buf;
    case TypeCode::UInt8: std::snprintf(buf, sizeof buf, "%u", unsigned(load<uint8_t>(x))); return buf;
    case TypeCode::UInt16: std::snprintf(buf, sizeof buf, "%u", unsigned(load<uint16_t>(x))); return buf;
    case TypeCode::UInt32: std::snprintf(buf, sizeof buf, "%" PRIu32, load<uint32_t>(x)); return buf;
    case TypeCode::UInt64: std::snprintf(buf, sizeof buf, "%" PRIu64, load<uint64_t>(x)); return buf;
    case TypeCode::FP32: return real_text(load<float>(x), fdigits);
    case TypeCode::FP64: return real_text(load<double>(x), ddigits);
    case TypeCode::FC32: {
      const auto z = load<std::complex<float>>(x);
      return complex_text(z.real(), z.imag(), fdigits);
    }
    case TypeCode::FC64: {
      const auto z = load<std::complex<double>>(x);
      return complex_text(z.real(), z.imag(), ddigits);
    }
    default: {
      if (!verbose) return "[user-defined value]";
      // the bytes, in memory order
      std::string s = "0x";
      const unsigned char* b = static_cast<const unsigned char*>(x);
      for (size_t k = 0; k < type->size; k++) {
        std::snprintf(buf, sizeof buf, "%02x", unsigned(b[k]));
        s += buf;
      }
      return s;
    }
  }
}

std::string short_op_name(const char* name, bool builtin) {
  std::string s = name ? name : "";
  if (!builtin) {
    // GrB_UnaryOp_new & co. pass the text of their function argument, which may carry a cast:
    // "(GxB_unary_function) f" is the function f
    const size_t close = s.rfind(')');
    if (close != std::string::npos && s[0] == '(') s = s.substr(close + 1);
    const size_t b = s.find_first_not_of(" \t");
    const size_t e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
  }
  if (s.compare(0, 4, "GrB_") == 0 || s.compare(0, 4, "GxB_") == 0) s = s.substr(4);
  static const char* const suffixes[] = {"_BOOL", "_INT8", "_INT16", "_INT32", "_INT64", "_UINT8", "_UINT16",
                                         "_UINT32", "_UINT64", "_FP32", "_FP64", "_FC32", "_FC64"};
  for (const char* suf : suffixes) {
    const size_t n = std::strlen(suf);
    if (s.size() > n && s.compare(s.size() - n, n, suf) == 0) {
      s.resize(s.size() - n);
      break;
    }
  }
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

//------------------------------------------------------------------------------------------------
// validity
//------------------------------------------------------------------------------------------------
namespace {

// A type an object refers to must itself be valid; a broken reference makes the object invalid.
GrB_Info check_ref(GrB_Type t, bool optional) {
  if (t == nullptr) return optional ? GrB_SUCCESS : GrB_INVALID_OBJECT;
  return check_type_object(t) == GrB_SUCCESS ? GrB_SUCCESS : GrB_INVALID_OBJECT;
}

}  // namespace

GrB_Info check_type_object(GrB_Type t) {
  GB_CHECK_OBJ(t);
  const int code = static_cast<int>(t->code);
  if (code < static_cast<int>(TypeCode::Bool) || code > static_cast<int>(TypeCode::UDT)) return GrB_INVALID_OBJECT;
  if (t->size == 0) return GrB_INVALID_OBJECT;
  if (t->code != TypeCode::UDT && t->size != type_size(t->code)) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_unary_object(GrB_UnaryOp op) {
  GB_CHECK_OBJ(op);
  GB_TRY(check_ref(op->ztype, false));
  GB_TRY(check_ref(op->xtype, false));
  if (op->opcode == UnaryOpcode::USER && op->fn == nullptr) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_binary_object(GrB_BinaryOp op) {
  GB_CHECK_OBJ(op);
  if (op->opcode == BinaryOpcode::IGNORE_DUP) return GrB_SUCCESS;  // a marker without types
  GB_TRY(check_ref(op->ztype, false));
  GB_TRY(check_ref(op->xtype, false));
  GB_TRY(check_ref(op->ytype, false));
  if (op->opcode == BinaryOpcode::USER && op->fn == nullptr) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_index_unary_object(GrB_IndexUnaryOp op) {
  GB_CHECK_OBJ(op);
  GB_TRY(check_ref(op->ztype, false));
  GB_TRY(check_ref(op->xtype, true));  // positional operators ignore x
  GB_TRY(check_ref(op->ytype, false));
  if (op->opcode == IndexUnaryOpcode::USER && op->fn == nullptr) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_select_object(GxB_SelectOp op) {
  GB_CHECK_OBJ(op);
  GB_TRY(check_ref(op->xtype, true));
  GB_TRY(check_ref(op->ttype, true));
  if (op->opcode == IndexUnaryOpcode::USER && op->fn == nullptr) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_monoid_object(GrB_Monoid m) {
  GB_CHECK_OBJ(m);
  if (m->op == nullptr || check_binary_object(m->op) != GrB_SUCCESS) return GrB_INVALID_OBJECT;
  const GrB_BinaryOp op = m->op;
  if (op->opcode == BinaryOpcode::IGNORE_DUP) return GrB_INVALID_OBJECT;
  // a monoid's operator maps T x T -> T
  if (op->xtype != op->ztype || op->ytype != op->ztype) return GrB_INVALID_OBJECT;
  if (m->identity.empty() || m->identity.size != op->ztype->size) return GrB_INVALID_OBJECT;
  if (m->has_terminal() && m->terminal.size != op->ztype->size) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_semiring_object(GrB_Semiring s) {
  GB_CHECK_OBJ(s);
  if (s->add == nullptr || check_monoid_object(s->add) != GrB_SUCCESS) return GrB_INVALID_OBJECT;
  if (s->multiply == nullptr || check_binary_object(s->multiply) != GrB_SUCCESS) return GrB_INVALID_OBJECT;
  if (s->multiply->ztype != s->add->op->ztype) return GrB_INVALID_OBJECT;
  return GrB_SUCCESS;
}

GrB_Info check_descriptor_object(GrB_Descriptor d) {
  GB_CHECK_OBJ(d);
  const bool ok_out = d->out == GxB_DEFAULT || d->out == GrB_REPLACE;
  const int mask = d->mask;
  const bool ok_mask = mask == GxB_DEFAULT || mask == GrB_COMP || mask == GrB_STRUCTURE ||
                       mask == GrB_COMP + GrB_STRUCTURE;
  const bool ok_in0 = d->in0 == GxB_DEFAULT || d->in0 == GrB_TRAN;
  const bool ok_in1 = d->in1 == GxB_DEFAULT || d->in1 == GrB_TRAN;
  const bool ok_axb = d->axb == GxB_DEFAULT || d->axb == GxB_AxB_GUSTAVSON || d->axb == GxB_AxB_DOT ||
                      d->axb == GxB_AxB_HASH || d->axb == GxB_AxB_SAXPY;
  return (ok_out && ok_mask && ok_in0 && ok_in1 && ok_axb) ? GrB_SUCCESS : GrB_INVALID_OBJECT;
}

}  // namespace gb
