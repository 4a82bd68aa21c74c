// GxB_Type_fprint, GxB_UnaryOp_fprint, GxB_BinaryOp_fprint, GxB_IndexUnaryOp_fprint,
// GxB_SelectOp_fprint, GxB_Monoid_fprint, GxB_Semiring_fprint and GxB_Descriptor_fprint.
//
// Each checks the object first: a null handle is GrB_NULL_POINTER, a handle to something that was
// never a GraphBLAS object GrB_UNINITIALIZED_OBJECT, a freed or corrupted object (or one that
// refers to such an object) GrB_INVALID_OBJECT; the problem is printed unless the level is
// GxB_SILENT. A valid object is described on a few lines (GxB_SUMMARY and up); GxB_SHORT and up
// add the C definitions of user-defined objects.
#include <string>

#include "api/getset/getset.hpp"
#include "api/print/print_util.hpp"

namespace gb {
namespace {

const char* problem(GrB_Info info) {
  switch (info) {
    case GrB_NULL_POINTER: return "NULL";
    case GrB_UNINITIALIZED_OBJECT: return "uninitialized object";
    default: return "invalid object";
  }
}

// "name: " or nothing
std::string label(const char* name) { return (name && name[0]) ? std::string(name) + ": " : std::string(); }

GrB_Info report(Printer& pr, const char* what, const char* name, GrB_Info info) {
  pr("\n  GraphBLAS %s: %s%s\n", what, label(name).c_str(), problem(info));
  return info;
}

const char* origin(bool builtin) { return builtin ? "built-in" : "user-defined"; }

// an object's own name followed by a space, or nothing when it has none
std::string ident(const char* s) { return (s && s[0]) ? std::string(s) + " " : std::string(); }

void type_line(Printer& pr, const char* indent, const char* role, GrB_Type t) {
  if (t == nullptr) return;
  pr("%s  %s: %s, size %zu\n", indent, role, t->name, t->size);
}

void definition(Printer& pr, const char* indent, const char* defn) {
  if (pr.entries() && defn && defn[0]) pr("%s  definition: %s\n", indent, defn);
}

void print_unary(Printer& pr, GrB_UnaryOp op, const char* name, const char* indent) {
  const std::string f = short_op_name(op->name, op->builtin);
  pr("%sGraphBLAS UnaryOp: %s%s (%s) z=%s(x)\n", indent, label(name).c_str(),
     (op->builtin || op->user_name) ? grb_name(op) : f.c_str(), origin(op->builtin), f.c_str());
  type_line(pr, indent, "ztype", op->ztype);
  if (!is_positional(op->opcode)) type_line(pr, indent, "xtype", op->xtype);
  definition(pr, indent, op->defn);
}

void print_index_unary(Printer& pr, GrB_IndexUnaryOp op, const char* name, const char* indent) {
  const std::string f = short_op_name(op->name, op->builtin);
  pr("%sGraphBLAS IndexUnaryOp: %s%s (%s) z=%s(x,i,j,y)\n", indent, label(name).c_str(),
     (op->builtin || op->user_name) ? grb_name(op) : f.c_str(), origin(op->builtin), f.c_str());
  type_line(pr, indent, "ztype", op->ztype);
  type_line(pr, indent, "xtype", op->xtype);
  type_line(pr, indent, "ytype", op->ytype);
  definition(pr, indent, op->defn);
}

void print_select(Printer& pr, GxB_SelectOp op, const char* name, const char* indent) {
  const std::string f = short_op_name(op->name, op->builtin);
  pr("%sGraphBLAS SelectOp: %s%s (%s) C=%s(A,k)\n", indent, label(name).c_str(), op->builtin ? op->name : f.c_str(),
     origin(op->builtin), f.c_str());
  type_line(pr, indent, "xtype", op->xtype);
  type_line(pr, indent, "thunk type", op->ttype);
  definition(pr, indent, op->defn);
}

void print_semiring(Printer& pr, GrB_Semiring s, const char* name, const char* indent) {
  pr("%sGraphBLAS Semiring: %s%s(%s)\n", indent, label(name).c_str(), ident(grb_name(s)).c_str(),
     origin(s->builtin));
  const std::string inner = std::string(indent) + "  ";
  print_monoid(pr, s->add, "semiring->add", inner.c_str());
  print_binary(pr, s->multiply, "semiring->multiply", inner.c_str());
}

const char* mask_text(int mask) {
  switch (mask) {
    case GrB_COMP: return "complement";
    case GrB_STRUCTURE: return "structural";
    case GrB_COMP + GrB_STRUCTURE: return "structural complement";
    default: return "default";
  }
}

const char* axb_text(int axb) {
  switch (axb) {
    case GxB_AxB_GUSTAVSON: return "Gustavson";
    case GxB_AxB_DOT: return "dot";
    case GxB_AxB_HASH: return "hash";
    case GxB_AxB_SAXPY: return "saxpy";
    default: return "default";
  }
}

void print_descriptor(Printer& pr, GrB_Descriptor d, const char* name) {
  pr("\n  GraphBLAS Descriptor: %s%s(%s)\n", label(name).c_str(), ident(d->name).c_str(), origin(d->builtin));
  pr("    out      = %s\n", d->out == GrB_REPLACE ? "replace" : "default");
  pr("    mask     = %s\n", mask_text(d->mask));
  pr("    in0      = %s\n", d->in0 == GrB_TRAN ? "transpose" : "default");
  pr("    in1      = %s\n", d->in1 == GrB_TRAN ? "transpose" : "default");
  pr("    axb      = %s\n", axb_text(d->axb));
  if (d->nthreads > 0) pr("    nthreads = %d\n", d->nthreads);
  else pr("    nthreads = default\n");
  if (d->chunk > 0) pr("    chunk    = %g\n", d->chunk);
  else pr("    chunk    = default\n");
  if (d->sort != 0) pr("    sort     = %d\n", d->sort);
  if (d->compression != 0) pr("    compression = %d\n", d->compression);
  if (d->import_mode != 0) pr("    import   = %s\n", d->import_mode == GxB_SECURE_IMPORT ? "secure" : "fast");
}

}  // namespace

void print_type(Printer& pr, GrB_Type t, const char* name, const char* indent) {
  if (t->code == TypeCode::UDT) {
    pr("%sGraphBLAS Type: %s%s (user-defined), size %zu\n", indent, label(name).c_str(), t->name, t->size);
    definition(pr, indent, t->defn);
  } else {
    pr("%sGraphBLAS Type: %s%s (built-in %s), size %zu\n", indent, label(name).c_str(), t->name,
       type_grb_name(t), t->size);
  }
}

void print_binary(Printer& pr, GrB_BinaryOp op, const char* name, const char* indent) {
  if (op->opcode == BinaryOpcode::IGNORE_DUP) {
    pr("%sGraphBLAS BinaryOp: %s%s (built-in) ignore duplicates\n", indent, label(name).c_str(), op->name);
    return;
  }
  const std::string f = short_op_name(op->name, op->builtin);
  pr("%sGraphBLAS BinaryOp: %s%s (%s) z=%s(x,y)\n", indent, label(name).c_str(),
     (op->builtin || op->user_name) ? grb_name(op) : f.c_str(), origin(op->builtin), f.c_str());
  type_line(pr, indent, "ztype", op->ztype);
  if (!is_positional(op->opcode)) {
    type_line(pr, indent, "xtype", op->xtype);
    type_line(pr, indent, "ytype", op->ytype);
  }
  definition(pr, indent, op->defn);
}

void print_monoid(Printer& pr, GrB_Monoid m, const char* name, const char* indent) {
  pr("%sGraphBLAS Monoid: %s%s(%s)\n", indent, label(name).c_str(), ident(grb_name(m)).c_str(),
     origin(m->builtin));
  const std::string inner = std::string(indent) + "  ";
  print_binary(pr, m->op, "monoid->op", inner.c_str());
  const GrB_Type t = m->op->ztype;
  const bool v = pr.verbose();
  if (m->has_terminal()) {
    pr("%s  identity: [ %s ] terminal: [ %s ]\n", indent, format_value(t, m->identity.data(), v).c_str(),
       format_value(t, m->terminal.data(), v).c_str());
  } else {
    pr("%s  identity: [ %s ]\n", indent, format_value(t, m->identity.data(), v).c_str());
  }
}

}  // namespace gb

// Check, then print; the checks and the printers are the only things that differ per kind.
#define GB_FPRINT_BODY(WHAT, CHECK, PRINT_STMT)                 \
  GB_RETURN_IF_NOT_INIT();                                      \
  gb::Printer p(f, int(pr));                                    \
  GrB_Info info = CHECK;                                        \
  if (info != GrB_SUCCESS) return gb::report(p, WHAT, name, info); \
  p("\n");                                                      \
  PRINT_STMT;                                                   \
  return p.result();

extern "C" {

GrB_Info GxB_Type_fprint(GrB_Type type, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("Type", gb::check_type_object(type), gb::print_type(p, type, name, "  "))
}
GrB_Info GxB_UnaryOp_fprint(GrB_UnaryOp unaryop, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("UnaryOp", gb::check_unary_object(unaryop), gb::print_unary(p, unaryop, name, "  "))
}
GrB_Info GxB_BinaryOp_fprint(GrB_BinaryOp binaryop, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("BinaryOp", gb::check_binary_object(binaryop), gb::print_binary(p, binaryop, name, "  "))
}
GrB_Info GxB_IndexUnaryOp_fprint(GrB_IndexUnaryOp op, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("IndexUnaryOp", gb::check_index_unary_object(op), gb::print_index_unary(p, op, name, "  "))
}
GrB_Info GxB_SelectOp_fprint(GxB_SelectOp selectop, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("SelectOp", gb::check_select_object(selectop), gb::print_select(p, selectop, name, "  "))
}
GrB_Info GxB_Monoid_fprint(GrB_Monoid monoid, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("Monoid", gb::check_monoid_object(monoid), gb::print_monoid(p, monoid, name, "  "))
}
GrB_Info GxB_Semiring_fprint(GrB_Semiring semiring, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_FPRINT_BODY("Semiring", gb::check_semiring_object(semiring), gb::print_semiring(p, semiring, name, "  "))
}
GrB_Info GxB_Descriptor_fprint(GrB_Descriptor descriptor, const char* name, GxB_Print_Level pr, FILE* f) {
  GB_RETURN_IF_NOT_INIT();
  gb::Printer p(f, int(pr));
  GrB_Info info = gb::check_descriptor_object(descriptor);
  if (info != GrB_SUCCESS) return gb::report(p, "Descriptor", name, info);
  gb::print_descriptor(p, descriptor, name);
  return p.result();
}

}  // extern "C"
