// Shared pieces of the GxB_*_fprint methods: where the text goes, how values look, and the
// validity checks of each object kind.
#pragma once
#include <cstdio>
#include <string>

#include "api/object_common.hpp"

namespace gb {

// Writes formatted text to f; when f is null, to the GxB_PRINTF function if one is set (then calls
// GxB_FLUSH if set), else to stdout. Remembers whether any write failed.
class Printer {
 public:
  Printer(FILE* f, int level);
  void operator()(const char* fmt, ...) __attribute__((format(printf, 2, 3)));
  bool failed() const { return failed_; }
  // the print level, normalized to GxB_SILENT .. GxB_COMPLETE_VERBOSE
  int level() const { return level_; }
  bool silent() const { return level_ == GxB_SILENT; }
  bool entries() const { return level_ >= GxB_SHORT; }                   // print entries / details
  bool all_entries() const { return level_ == GxB_COMPLETE || level_ == GxB_COMPLETE_VERBOSE; }
  bool verbose() const { return level_ == GxB_SHORT_VERBOSE || level_ == GxB_COMPLETE_VERBOSE; }
  // GrB_SUCCESS, or GrB_INVALID_VALUE when the output could not be written
  GrB_Info result() const { return failed_ ? GrB_INVALID_VALUE : GrB_SUCCESS; }

 private:
  FILE* f_;
  int level_;
  bool failed_ = false;
};

// How many entries GxB_SHORT prints before "...".
constexpr int64_t kShortEntries = 30;

// One value of a type, as text ("1.5", "-3", "2 + 1i", "Inf", ...).
std::string format_value(GrB_Type type, const void* x, bool verbose);
// "ainv" for GrB_AINV_FP64, "plus" for GrB_PLUS_INT32, "tril" for GrB_TRIL: the lower-case
// operator name without prefix and type suffix (user-defined operators: their C name).
std::string short_op_name(const char* name, bool builtin);

// Validity checks (beyond the handle's magic number) used by fprint: GrB_SUCCESS,
// GrB_NULL_POINTER, GrB_UNINITIALIZED_OBJECT or GrB_INVALID_OBJECT.
GrB_Info check_type_object(GrB_Type t);
GrB_Info check_unary_object(GrB_UnaryOp op);
GrB_Info check_binary_object(GrB_BinaryOp op);
GrB_Info check_index_unary_object(GrB_IndexUnaryOp op);
GrB_Info check_select_object(GxB_SelectOp op);
GrB_Info check_monoid_object(GrB_Monoid m);
GrB_Info check_semiring_object(GrB_Semiring s);
GrB_Info check_descriptor_object(GrB_Descriptor d);

// Printers of the operator-like objects, nested with an indentation (used by the monoid and
// semiring printers too). They assume the object passed its check.
void print_type(Printer& pr, GrB_Type t, const char* name, const char* indent);
void print_binary(Printer& pr, GrB_BinaryOp op, const char* name, const char* indent);
void print_monoid(Printer& pr, GrB_Monoid m, const char* name, const char* indent);

}  // namespace gb
