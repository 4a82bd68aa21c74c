// Descriptors: GrB_Descriptor_new/set, GxB_Desc_set/get, and the predefined GrB_DESC_* objects.
#include "api/object_common.hpp"

namespace gb {
namespace {

GrB_Info desc_set(GrB_Descriptor d, GrB_Desc_Field field, int value, double fvalue) {
  GB_RETURN_IF_NOT_INIT();
  GB_CHECK_OBJ(d);
  if (d->builtin) return fail(d, GrB_INVALID_VALUE, "predefined descriptors cannot be modified");
  switch (int(field)) {
    case GrB_OUTP:
      if (value != GxB_DEFAULT && value != GrB_REPLACE)
        return fail(d, GrB_INVALID_VALUE, "GrB_OUTP must be GxB_DEFAULT or GrB_REPLACE");
      d->out = GrB_Desc_Value(value);
      return GrB_SUCCESS;
    case GrB_MASK:
      // GrB_COMP and GrB_STRUCTURE accumulate; GxB_DEFAULT clears both
      switch (value) {
        case GxB_DEFAULT: d->mask = GxB_DEFAULT; break;
        case GrB_COMP: d->mask = GrB_Desc_Value(d->mask | GrB_COMP); break;
        case GrB_STRUCTURE: d->mask = GrB_Desc_Value(d->mask | GrB_STRUCTURE); break;
        case GrB_COMP + GrB_STRUCTURE: d->mask = GrB_Desc_Value(GrB_COMP + GrB_STRUCTURE); break;
        default: return fail(d, GrB_INVALID_VALUE, "invalid value for GrB_MASK");
      }
      return GrB_SUCCESS;
    case GrB_INP0:
    case GrB_INP1:
      if (value != GxB_DEFAULT && value != GrB_TRAN)
        return fail(d, GrB_INVALID_VALUE, "GrB_INP0/GrB_INP1 must be GxB_DEFAULT or GrB_TRAN");
      (field == GrB_INP0 ? d->in0 : d->in1) = GrB_Desc_Value(value);
      return GrB_SUCCESS;
    case GxB_AxB_METHOD:
      if (value != GxB_DEFAULT && value != GxB_AxB_GUSTAVSON && value != GxB_AxB_DOT &&
          value != GxB_AxB_HASH && value != GxB_AxB_SAXPY)
        return fail(d, GrB_INVALID_VALUE, "invalid GxB_AxB_METHOD");
      d->axb = GrB_Desc_Value(value);
      return GrB_SUCCESS;
    case GxB_DESCRIPTOR_NTHREADS: d->nthreads = value; return GrB_SUCCESS;
    case GxB_DESCRIPTOR_CHUNK: d->chunk = fvalue; return GrB_SUCCESS;
    case GxB_SORT: d->sort = value; return GrB_SUCCESS;
    case GxB_COMPRESSION: d->compression = value; return GrB_SUCCESS;
    case GxB_IMPORT:
      d->import_mode = (value == GxB_FAST_IMPORT) ? GxB_FAST_IMPORT : GxB_SECURE_IMPORT;
      return GrB_SUCCESS;
    case GxB_DESCRIPTOR_GPU_CONTROL:
    case GxB_DESCRIPTOR_GPU_CHUNK: return GrB_SUCCESS;  // no GPU placement hints yet
    default: return fail(d, GrB_INVALID_VALUE, "invalid descriptor field %d", int(field));
  }
}

// Read a field; a null descriptor reads as all defaults.
GrB_Info desc_get(GrB_Descriptor d, GrB_Desc_Field field, int* value, double* fvalue) {
  GB_RETURN_IF_NOT_INIT();
  GB_CHECK_OPT(d);
  static const GB_Descriptor_opaque defaults;
  const GB_Descriptor_opaque& s = d ? *d : defaults;
  switch (int(field)) {
    case GrB_OUTP: *value = s.out; return GrB_SUCCESS;
    case GrB_MASK: *value = s.mask; return GrB_SUCCESS;
    case GrB_INP0: *value = s.in0; return GrB_SUCCESS;
    case GrB_INP1: *value = s.in1; return GrB_SUCCESS;
    case GxB_AxB_METHOD: *value = s.axb; return GrB_SUCCESS;
    case GxB_DESCRIPTOR_NTHREADS: *value = s.nthreads; return GrB_SUCCESS;
    case GxB_DESCRIPTOR_CHUNK: *fvalue = s.chunk; return GrB_SUCCESS;
    case GxB_SORT: *value = s.sort; return GrB_SUCCESS;
    case GxB_COMPRESSION: *value = s.compression; return GrB_SUCCESS;
    case GxB_IMPORT: *value = s.import_mode; return GrB_SUCCESS;
    case GxB_DESCRIPTOR_GPU_CONTROL: *value = GxB_DEFAULT; return GrB_SUCCESS;
    case GxB_DESCRIPTOR_GPU_CHUNK: *fvalue = 0; return GrB_SUCCESS;
    default: return GrB_INVALID_VALUE;
  }
}

bool is_double_field(GrB_Desc_Field f) {
  return int(f) == GxB_DESCRIPTOR_CHUNK || int(f) == GxB_DESCRIPTOR_GPU_CHUNK;
}

GB_Descriptor_opaque make_predefined(const char* name, bool replace, bool comp, bool structure, bool t0,
                                     bool t1) {
  GB_Descriptor_opaque d;
  d.builtin = true;
  d.out = replace ? GrB_REPLACE : GxB_DEFAULT;
  d.mask = GrB_Desc_Value((comp ? GrB_COMP : 0) | (structure ? GrB_STRUCTURE : 0));
  d.in0 = t0 ? GrB_TRAN : GxB_DEFAULT;
  d.in1 = t1 ? GrB_TRAN : GxB_DEFAULT;
  set_name(d.name, name);
  return d;
}

}  // namespace

// X(NAME, REPLACE, COMP, STRUCTURE, T0, T1): the spec's 31 predefined descriptors
#define GB_PREDEFINED_DESCRIPTORS(X)                                                        \
  X(T1, 0, 0, 0, 0, 1) X(T0, 0, 0, 0, 1, 0) X(T0T1, 0, 0, 0, 1, 1)                          \
  X(C, 0, 1, 0, 0, 0) X(CT1, 0, 1, 0, 0, 1) X(CT0, 0, 1, 0, 1, 0) X(CT0T1, 0, 1, 0, 1, 1)   \
  X(S, 0, 0, 1, 0, 0) X(ST1, 0, 0, 1, 0, 1) X(ST0, 0, 0, 1, 1, 0) X(ST0T1, 0, 0, 1, 1, 1)   \
  X(SC, 0, 1, 1, 0, 0) X(SCT1, 0, 1, 1, 0, 1) X(SCT0, 0, 1, 1, 1, 0) X(SCT0T1, 0, 1, 1, 1, 1) \
  X(R, 1, 0, 0, 0, 0) X(RT1, 1, 0, 0, 0, 1) X(RT0, 1, 0, 0, 1, 0) X(RT0T1, 1, 0, 0, 1, 1)   \
  X(RC, 1, 1, 0, 0, 0) X(RCT1, 1, 1, 0, 0, 1) X(RCT0, 1, 1, 0, 1, 0) X(RCT0T1, 1, 1, 0, 1, 1) \
  X(RS, 1, 0, 1, 0, 0) X(RST1, 1, 0, 1, 0, 1) X(RST0, 1, 0, 1, 1, 0) X(RST0T1, 1, 0, 1, 1, 1) \
  X(RSC, 1, 1, 1, 0, 0) X(RSCT1, 1, 1, 1, 0, 1) X(RSCT0, 1, 1, 1, 1, 0) X(RSCT0T1, 1, 1, 1, 1, 1)

#define GB_DEFINE_DESC(N, R, C, S, T0, T1) \
  static GB_Descriptor_opaque desc_##N = make_predefined("GrB_DESC_" #N, R, C, S, T0, T1);
GB_PREDEFINED_DESCRIPTORS(GB_DEFINE_DESC)
#undef GB_DEFINE_DESC

}  // namespace gb

#define GB_PUBLIC_DESC(N, R, C, S, T0, T1) GrB_Descriptor GrB_DESC_##N = &gb::desc_##N;
GB_PREDEFINED_DESCRIPTORS(GB_PUBLIC_DESC)
#undef GB_PUBLIC_DESC

extern "C" {

GrB_Info GrB_Descriptor_new(GrB_Descriptor* descriptor) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(descriptor);
  *descriptor = new (std::nothrow) GB_Descriptor_opaque;
  return *descriptor ? GrB_SUCCESS : GrB_OUT_OF_MEMORY;
}
GrB_Info GrB_Descriptor_set(GrB_Descriptor desc, GrB_Desc_Field field, GrB_Desc_Value val) {
  return gb::desc_set(desc, field, int(val), double(val));
}
GrB_Info GxB_Desc_set_INT32(GrB_Descriptor desc, GrB_Desc_Field field, int32_t value) {
  return gb::desc_set(desc, field, value, double(value));
}
GrB_Info GxB_Desc_set_FP64(GrB_Descriptor desc, GrB_Desc_Field field, double value) {
  return gb::desc_set(desc, field, int(value), value);
}
GrB_Info GxB_Desc_set(GrB_Descriptor desc, GrB_Desc_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info;
  if (gb::is_double_field(field)) {
    info = GxB_Desc_set_FP64(desc, field, va_arg(ap, double));
  } else {
    info = GxB_Desc_set_INT32(desc, field, va_arg(ap, int));
  }
  va_end(ap);
  return info;
}
GrB_Info GxB_Desc_get_INT32(GrB_Descriptor desc, GrB_Desc_Field field, int32_t* value) {
  GB_RETURN_IF_NULL(value);
  int v = 0;
  double f = 0;
  GB_TRY(gb::desc_get(desc, field, &v, &f));
  *value = gb::is_double_field(field) ? int32_t(f) : v;
  return GrB_SUCCESS;
}
GrB_Info GxB_Desc_get_FP64(GrB_Descriptor desc, GrB_Desc_Field field, double* value) {
  GB_RETURN_IF_NULL(value);
  int v = 0;
  double f = 0;
  GB_TRY(gb::desc_get(desc, field, &v, &f));
  *value = gb::is_double_field(field) ? f : double(v);
  return GrB_SUCCESS;
}
GrB_Info GxB_Desc_get(GrB_Descriptor desc, GrB_Desc_Field field, ...) {
  va_list ap;
  va_start(ap, field);
  GrB_Info info;
  if (gb::is_double_field(field)) {
    info = GxB_Desc_get_FP64(desc, field, va_arg(ap, double*));
  } else {
    // GrB_Desc_Value and int are the same size: the caller passes either
    info = GxB_Desc_get_INT32(desc, field, reinterpret_cast<int32_t*>(va_arg(ap, int*)));
  }
  va_end(ap);
  return info;
}
GrB_Info GxB_Descriptor_get(GrB_Desc_Value* val, GrB_Descriptor desc, GrB_Desc_Field field) {
  GB_RETURN_IF_NULL(val);
  int32_t v = 0;
  GB_TRY(GxB_Desc_get_INT32(desc, field, &v));
  *val = GrB_Desc_Value(v);
  return GrB_SUCCESS;
}
GrB_Info GrB_Descriptor_free(GrB_Descriptor* d) { return gb::free_object(d); }
GrB_Info GrB_Descriptor_wait(GrB_Descriptor d, GrB_WaitMode m) { return gb::wait_object(d, m); }
GrB_Info GrB_Descriptor_error(const char** e, const GrB_Descriptor d) { return gb::error_of(e, d); }

}  // extern "C"
