// Matrix Market reader, including the "%%GraphBLAS type <ctype>" extension LAGraph writes.
// Every malformed input is reported with a message and GrB_INVALID_VALUE; nothing is left allocated.
#include "grb_algorithms.h"

#include <complex.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef enum { MM_REAL, MM_INTEGER, MM_PATTERN, MM_COMPLEX } mm_field;
typedef enum { MM_GENERAL, MM_SYMMETRIC, MM_SKEW, MM_HERMITIAN } mm_symmetry;

static GrB_Info mm_fail(char* msg, const char* fmt, ...) {
  if (msg) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, GRB_MSG_LEN, fmt, ap);
    va_end(ap);
  }
  return GrB_INVALID_VALUE;
}

static void lower(char* s) {
  for (; *s; s++) *s = (char)tolower((unsigned char)*s);
}

// The GraphBLAS type named in a %%GraphBLAS header, or NULL.
static GrB_Type type_from_ctype(const char* name) {
  static const struct {
    const char* name;
    GrB_Type* type;
  } table[] = {{"bool", &GrB_BOOL},         {"int8_t", &GrB_INT8},     {"int16_t", &GrB_INT16},
               {"int32_t", &GrB_INT32},     {"int64_t", &GrB_INT64},   {"uint8_t", &GrB_UINT8},
               {"uint16_t", &GrB_UINT16},   {"uint32_t", &GrB_UINT32}, {"uint64_t", &GrB_UINT64},
               {"float", &GrB_FP32},        {"double", &GrB_FP64},     {"float complex", &GxB_FC32},
               {"double complex", &GxB_FC64}};
  for (size_t k = 0; k < sizeof table / sizeof table[0]; k++)
    if (strcmp(name, table[k].name) == 0) return *table[k].type;
  return NULL;
}

// Parse one value token: integers exactly (with range check), reals with inf/nan.
static int parse_integer(const char* tok, int64_t* v, uint64_t* u, int is_unsigned) {
  char* end;
  errno = 0;
  if (is_unsigned) {
    if (tok[0] == '-') return 0;
    *u = strtoull(tok, &end, 10);
  } else {
    *v = strtoll(tok, &end, 10);
  }
  return errno == 0 && end != tok && *end == '\0';
}
static int parse_real(const char* tok, double* x) {
  char* end;
  *x = strtod(tok, &end);
  return end != tok && *end == '\0';
}

// Whether a real value is an integer an int64_t holds: outside [-2^63, 2^63), and for NaN, the
// cast is undefined, so the range is checked on the double first.
static int real_is_int64(double d) {
  return d >= -9223372036854775808.0 && d < 9223372036854775808.0 && d == (double)(int64_t)d;
}

// Range of an integer type; returns 0 if out of range.
static int int_in_range(GrB_Type t, int64_t v) {
  if (t == GrB_BOOL) return v == 0 || v == 1;
  if (t == GrB_INT8) return v >= INT8_MIN && v <= INT8_MAX;
  if (t == GrB_INT16) return v >= INT16_MIN && v <= INT16_MAX;
  if (t == GrB_INT32) return v >= INT32_MIN && v <= INT32_MAX;
  if (t == GrB_UINT8) return v >= 0 && v <= UINT8_MAX;
  if (t == GrB_UINT16) return v >= 0 && v <= UINT16_MAX;
  if (t == GrB_UINT32) return v >= 0 && v <= (int64_t)UINT32_MAX;
  return 1;
}

typedef struct {
  GrB_Index *I, *J;
  void* X;
  size_t n, cap, xsize;
} tuples;

static int push(tuples* t, GrB_Index i, GrB_Index j, const void* x) {
  if (t->n == t->cap) {
    size_t cap = t->cap ? 2 * t->cap : 1024;
    GrB_Index* I = realloc(t->I, cap * sizeof(GrB_Index));
    if (I) t->I = I;
    GrB_Index* J = realloc(t->J, cap * sizeof(GrB_Index));
    if (J) t->J = J;
    void* X = realloc(t->X, cap * t->xsize);
    if (X) t->X = X;
    if (!I || !J || !X) return 0;
    t->cap = cap;
  }
  t->I[t->n] = i;
  t->J[t->n] = j;
  memcpy((char*)t->X + t->n * t->xsize, x, t->xsize);
  t->n++;
  return 1;
}

// Read the next non-comment, non-blank line into buf; 0 at end of file.
static int next_line(FILE* f, char* buf, size_t len) {
  while (fgets(buf, (int)len, f)) {
    const char* s = buf;
    while (isspace((unsigned char)*s)) s++;
    if (*s == '\0' || *s == '%') continue;
    return 1;
  }
  return 0;
}

GrB_Info grb_mmread(GrB_Matrix* A, FILE* f, char* msg) {
  if (msg) msg[0] = '\0';
  if (A == NULL || f == NULL) return GrB_NULL_POINTER;
  *A = NULL;
  char line[4096];
  if (!fgets(line, sizeof line, f)) return mm_fail(msg, "empty file");
  char banner[64] = "", object[64] = "", format[64] = "", field[64] = "", symmetry[64] = "";
  int coordinate;
  mm_field fld;
  mm_symmetry sym;
  if (strncmp(line, "%%MatrixMarket", 14) != 0) {
    // no banner: a general real matrix; the first line is the size line (2 numbers: array format)
    uint64_t a, b, c;
    const int k = sscanf(line, "%" SCNu64 " %" SCNu64 " %" SCNu64, &a, &b, &c);
    if (k != 2 && k != 3) return mm_fail(msg, "bad header line");
    coordinate = (k == 3);
    fld = MM_REAL;
    sym = MM_GENERAL;
    strcpy(field, "real");
    rewind(f);
  } else {
    if (sscanf(line, "%63s %63s %63s %63s %63s", banner, object, format, field, symmetry) != 5)
      return mm_fail(msg, "bad header line");
    lower(object);
    lower(format);
    lower(field);
    lower(symmetry);
    if (strcmp(object, "matrix") != 0) return mm_fail(msg, "object '%s' is not 'matrix'", object);
    if (strcmp(format, "coordinate") == 0) coordinate = 1;
    else if (strcmp(format, "array") == 0) coordinate = 0;
    else return mm_fail(msg, "unknown format '%s'", format);
    if (strcmp(field, "real") == 0) fld = MM_REAL;
    else if (strcmp(field, "integer") == 0) fld = MM_INTEGER;
    else if (strcmp(field, "pattern") == 0) fld = MM_PATTERN;
    else if (strcmp(field, "complex") == 0) fld = MM_COMPLEX;
    else return mm_fail(msg, "unknown field '%s'", field);
    if (strcmp(symmetry, "general") == 0) sym = MM_GENERAL;
    else if (strcmp(symmetry, "symmetric") == 0) sym = MM_SYMMETRIC;
    else if (strcmp(symmetry, "skew-symmetric") == 0) sym = MM_SKEW;
    else if (strcmp(symmetry, "hermitian") == 0) sym = MM_HERMITIAN;
    else return mm_fail(msg, "unknown symmetry '%s'", symmetry);
  }
  if (fld == MM_PATTERN && !coordinate) return mm_fail(msg, "array format cannot be pattern");
  if (sym == MM_HERMITIAN && fld != MM_COMPLEX) return mm_fail(msg, "hermitian requires complex values");
  if (sym == MM_SKEW && fld == MM_PATTERN) return mm_fail(msg, "skew-symmetric pattern matrix");

  // default type by field, then the %%GraphBLAS type line if any (it precedes the size line)
  GrB_Type type = (fld == MM_REAL) ? GrB_FP64 : (fld == MM_INTEGER) ? GrB_INT64 : (fld == MM_PATTERN) ? GrB_BOOL : GxB_FC64;
  long pos = ftell(f);
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, "%%GraphBLAS", 11) == 0) {
      char* p = line + 11;
      while (isspace((unsigned char)*p)) p++;
      if (strncmp(p, "type", 4) == 0) {
        p += 4;
        while (isspace((unsigned char)*p)) p++;
        char* e = p + strlen(p);
        while (e > p && isspace((unsigned char)e[-1])) *--e = '\0';
        type = type_from_ctype(p);
        if (!type) return mm_fail(msg, "unknown %%%%GraphBLAS type '%s'", p);
      }
      pos = ftell(f);
      continue;
    }
    if (line[0] == '%') {
      pos = ftell(f);
      continue;
    }
    break;
  }
  fseek(f, pos, SEEK_SET);
  const int is_complex_type = (type == GxB_FC32 || type == GxB_FC64);
  const int is_float_type = (type == GrB_FP32 || type == GrB_FP64);
  if (is_complex_type != (fld == MM_COMPLEX)) return mm_fail(msg, "type does not match the '%s' field", field);
  // a "real" file read into an integer type must hold integral values (checked per entry)
  const int real_to_int = (fld == MM_REAL && !is_float_type && !is_complex_type);

  if (!next_line(f, line, sizeof line)) return mm_fail(msg, "missing size line");
  uint64_t nrows = 0, ncols = 0, nz = 0;
  int got = coordinate ? sscanf(line, "%" SCNu64 " %" SCNu64 " %" SCNu64, &nrows, &ncols, &nz)
                       : sscanf(line, "%" SCNu64 " %" SCNu64, &nrows, &ncols);
  if (got != (coordinate ? 3 : 2)) return mm_fail(msg, "bad size line");
  if (sym != MM_GENERAL && nrows != ncols) return mm_fail(msg, "symmetric matrix must be square");
  if (!coordinate) {
    nz = (sym == MM_GENERAL) ? nrows * ncols : (sym == MM_SKEW ? nrows * (nrows - 1) / 2 : nrows * (nrows + 1) / 2);
  }

  size_t xsize = is_complex_type ? sizeof(double complex) : (is_float_type ? sizeof(double) : sizeof(int64_t));
  const int is_unsigned64 = (type == GrB_UINT64);
  if (is_unsigned64) xsize = sizeof(uint64_t);
  tuples t = {NULL, NULL, NULL, 0, 0, xsize};
  GrB_Info info = GrB_SUCCESS;
  // position in array format: column major, only the lower triangle for symmetric kinds (strictly
  // lower for skew-symmetric)
  uint64_t ai = (sym == MM_SKEW) ? 1 : 0, aj = 0;
  for (uint64_t k = 0; k < nz; k++) {
    if (!next_line(f, line, sizeof line)) {
      info = mm_fail(msg, "expected %" PRIu64 " entries, found %" PRIu64, nz, k);
      break;
    }
    char* tok[5];
    int ntok = 0;
    for (char* s = strtok(line, " \t\r\n"); s && ntok < 5; s = strtok(NULL, " \t\r\n")) tok[ntok++] = s;
    uint64_t i, j;
    int first = 0;
    if (coordinate) {
      int64_t ii, jj;
      uint64_t dummy;
      if (ntok < 2 || !parse_integer(tok[0], &ii, &dummy, 0) || !parse_integer(tok[1], &jj, &dummy, 0)) {
        info = mm_fail(msg, "bad indices on entry %" PRIu64, k + 1);
        break;
      }
      if (ii < 1 || jj < 1 || (uint64_t)ii > nrows || (uint64_t)jj > ncols) {
        info = mm_fail(msg, "index out of range on entry %" PRIu64, k + 1);
        break;
      }
      i = (uint64_t)ii - 1;
      j = (uint64_t)jj - 1;
      first = 2;
    } else {
      i = ai;
      j = aj;
      if (++ai == nrows) {
        aj++;
        ai = (sym == MM_GENERAL) ? 0 : aj + (sym == MM_SKEW ? 1 : 0);
      }
    }
    const int want = (fld == MM_PATTERN) ? 0 : (fld == MM_COMPLEX ? 2 : 1);
    if (ntok - first != want) {
      info = mm_fail(msg, "entry %" PRIu64 " has %d values, expected %d", k + 1, ntok - first, want);
      break;
    }
    // (either triangle may be given for a symmetric matrix: the mirror entry is added)
    if (sym == MM_SKEW && i == j) {
      info = mm_fail(msg, "diagonal entry in a skew-symmetric matrix");
      break;
    }
    unsigned char x[16], xt[16];
    memset(x, 0, sizeof x);
    if (fld == MM_PATTERN) {
      if (is_complex_type) { double complex v = 1; memcpy(x, &v, sizeof v); }
      else if (is_float_type) { double v = 1; memcpy(x, &v, sizeof v); }
      else { int64_t v = 1; memcpy(x, &v, sizeof v); }
    } else if (is_complex_type) {
      double re, im;
      if (!parse_real(tok[first], &re) || !parse_real(tok[first + 1], &im)) {
        info = mm_fail(msg, "bad complex value on entry %" PRIu64, k + 1);
        break;
      }
      // a double complex is laid out as {real, imaginary} (C11 6.2.5); glibc's CMPLX is gcc-only
      const double v[2] = {re, im};
      memcpy(x, v, sizeof v);
    } else if (real_to_int) {
      double d;
      int64_t v;
      if (!parse_real(tok[first], &d) || !real_is_int64(d) || !int_in_range(type, (int64_t)d)) {
        info = mm_fail(msg, "non-integral or out-of-range value on entry %" PRIu64, k + 1);
        break;
      }
      v = (int64_t)d;
      memcpy(x, &v, sizeof v);
    } else if (is_float_type) {
      double v;
      if (!parse_real(tok[first], &v)) {
        info = mm_fail(msg, "bad value on entry %" PRIu64, k + 1);
        break;
      }
      memcpy(x, &v, sizeof v);
    } else {
      int64_t v = 0;
      uint64_t u = 0;
      if (!parse_integer(tok[first], &v, &u, is_unsigned64) || (!is_unsigned64 && !int_in_range(type, v))) {
        info = mm_fail(msg, "bad or out-of-range integer on entry %" PRIu64, k + 1);
        break;
      }
      if (is_unsigned64) memcpy(x, &u, sizeof u);
      else memcpy(x, &v, sizeof v);
    }
    if (!push(&t, i, j, x)) {
      info = GrB_OUT_OF_MEMORY;
      break;
    }
    if (sym != MM_GENERAL && i != j) {
      memcpy(xt, x, sizeof xt);
      if (sym == MM_SKEW) {
        if (is_complex_type) { double complex v; memcpy(&v, xt, sizeof v); v = -v; memcpy(xt, &v, sizeof v); }
        else if (is_float_type) { double v; memcpy(&v, xt, sizeof v); v = -v; memcpy(xt, &v, sizeof v); }
        else { int64_t v; memcpy(&v, xt, sizeof v); v = -v; memcpy(xt, &v, sizeof v); }
      } else if (sym == MM_HERMITIAN) {
        double complex v; memcpy(&v, xt, sizeof v); v = conj(v); memcpy(xt, &v, sizeof v);
      }
      if (!push(&t, j, i, xt)) {
        info = GrB_OUT_OF_MEMORY;
        break;
      }
    }
  }
  if (info == GrB_SUCCESS && next_line(f, line, sizeof line)) info = mm_fail(msg, "more entries than declared");
  GrB_Matrix M = NULL;
  if (info == GrB_SUCCESS) info = GrB_Matrix_new(&M, type, nrows, ncols);
  if (info == GrB_SUCCESS && t.n > 0) {
    if (is_complex_type) info = GxB_Matrix_build_FC64(M, t.I, t.J, (GxB_FC64_t*)t.X, t.n, NULL);
    else if (is_float_type) info = GrB_Matrix_build_FP64(M, t.I, t.J, (double*)t.X, t.n, NULL);
    else if (is_unsigned64) info = GrB_Matrix_build_UINT64(M, t.I, t.J, (uint64_t*)t.X, t.n, NULL);
    else info = GrB_Matrix_build_INT64(M, t.I, t.J, (int64_t*)t.X, t.n, NULL);
    if (info == GrB_INVALID_VALUE) mm_fail(msg, "duplicate entries");
  }
  free(t.I);
  free(t.J);
  free(t.X);
  if (info != GrB_SUCCESS) {
    GrB_Matrix_free(&M);
    return info;
  }
  *A = M;
  return GrB_SUCCESS;
}
