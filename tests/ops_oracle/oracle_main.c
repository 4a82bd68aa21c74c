// Operator oracle: prints every built-in operator's result on edge-case inputs, byte for byte.
// Built twice (this library, SuiteSparse 7.4) and compared by compare_oracle.py. Uses only the
// public C API: eWiseMult for binary operators, apply for unary and index-unary ones, reduce for
// monoids.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle_main.h"

enum { NT = 13, MAXV = 12 };
static GrB_Type* const types[NT] = {&GrB_BOOL,   &GrB_INT8,   &GrB_INT16,  &GrB_INT32, &GrB_INT64,
                                    &GrB_UINT8,  &GrB_UINT16, &GrB_UINT32, &GrB_UINT64, &GrB_FP32,
                                    &GrB_FP64,   &GxB_FC32,   &GxB_FC64};
static const size_t sizes[NT] = {1, 1, 2, 4, 8, 1, 2, 4, 8, 4, 8, 8, 16};

static int type_index(GrB_Type t) {
  for (int k = 0; k < NT; k++)
    if (*types[k] == t) return k;
  return -1;
}

// edge values as doubles (real, imag) for each type, cast by the typed setters
typedef struct { double re, im; } cval;
static int edge_values(int ti, cval* v) {
  int n = 0;
#define V(r, i) (v[n].re = (r), v[n].im = (i), n++)
  switch (ti) {
    case 0: V(0, 0); V(1, 0); break;
    case 1: V(-128, 0); V(-7, 0); V(-1, 0); V(0, 0); V(1, 0); V(2, 0); V(9, 0); V(127, 0); break;
    case 2: V(-32768, 0); V(-7, 0); V(-1, 0); V(0, 0); V(1, 0); V(3, 0); V(9, 0); V(32767, 0); break;
    case 3: V(-2147483648.0, 0); V(-7, 0); V(-1, 0); V(0, 0); V(1, 0); V(3, 0); V(33, 0); V(2147483647.0, 0); break;
    case 4: V(-9.2233720368547758e18, 0); V(-7, 0); V(-1, 0); V(0, 0); V(1, 0); V(3, 0); V(65, 0); V(9.2e18, 0); break;
    case 5: V(0, 0); V(1, 0); V(2, 0); V(7, 0); V(9, 0); V(255, 0); break;
    case 6: V(0, 0); V(1, 0); V(2, 0); V(7, 0); V(17, 0); V(65535, 0); break;
    case 7: V(0, 0); V(1, 0); V(2, 0); V(7, 0); V(33, 0); V(4294967295.0, 0); break;
    case 8: V(0, 0); V(1, 0); V(2, 0); V(7, 0); V(65, 0); V(1.8e19, 0); break;
    case 9: case 10:
      V(-INFINITY, 0); V(-2.5, 0); V(-1, 0); V(-0.0, 0); V(0, 0); V(0.5, 0); V(1, 0); V(3.25, 0);
      V(INFINITY, 0); V(NAN, 0); V(1e30, 0); V(7, 0);
      break;
    default:
      V(0, 0); V(1, 0); V(0, 1); V(-1.5, 2); V(2, -3); V(INFINITY, 0); V(NAN, 0); V(0.5, 0.25);
      break;
  }
#undef V
  return n;
}

static GrB_Info set_value(GrB_Matrix A, int ti, cval x, GrB_Index i, GrB_Index j) {
  switch (ti) {
    case 0: return GrB_Matrix_setElement_BOOL(A, x.re != 0, i, j);
    case 1: return GrB_Matrix_setElement_INT8(A, (int8_t)x.re, i, j);
    case 2: return GrB_Matrix_setElement_INT16(A, (int16_t)x.re, i, j);
    case 3: return GrB_Matrix_setElement_INT32(A, (int32_t)x.re, i, j);
    case 4: return GrB_Matrix_setElement_INT64(A, x.re <= -9.2e18 ? INT64_MIN : (int64_t)x.re, i, j);
    case 5: return GrB_Matrix_setElement_UINT8(A, (uint8_t)x.re, i, j);
    case 6: return GrB_Matrix_setElement_UINT16(A, (uint16_t)x.re, i, j);
    case 7: return GrB_Matrix_setElement_UINT32(A, (uint32_t)x.re, i, j);
    case 8: return GrB_Matrix_setElement_UINT64(A, x.re >= 1.8e19 ? UINT64_MAX : (uint64_t)x.re, i, j);
    case 9: return GrB_Matrix_setElement_FP32(A, (float)x.re, i, j);
    case 10: return GrB_Matrix_setElement_FP64(A, x.re, i, j);
    case 11: return GxB_Matrix_setElement_FC32(A, GxB_CMPLXF((float)x.re, (float)x.im), i, j);
    default: return GxB_Matrix_setElement_FC64(A, GxB_CMPLX(x.re, x.im), i, j);
  }
}

static GrB_Info tuples(GrB_Matrix C, int ti, GrB_Index* I, GrB_Index* J, void* X, GrB_Index* n) {
  switch (ti) {
    case 0: return GrB_Matrix_extractTuples_BOOL(I, J, X, n, C);
    case 1: return GrB_Matrix_extractTuples_INT8(I, J, X, n, C);
    case 2: return GrB_Matrix_extractTuples_INT16(I, J, X, n, C);
    case 3: return GrB_Matrix_extractTuples_INT32(I, J, X, n, C);
    case 4: return GrB_Matrix_extractTuples_INT64(I, J, X, n, C);
    case 5: return GrB_Matrix_extractTuples_UINT8(I, J, X, n, C);
    case 6: return GrB_Matrix_extractTuples_UINT16(I, J, X, n, C);
    case 7: return GrB_Matrix_extractTuples_UINT32(I, J, X, n, C);
    case 8: return GrB_Matrix_extractTuples_UINT64(I, J, X, n, C);
    case 9: return GrB_Matrix_extractTuples_FP32(I, J, X, n, C);
    case 10: return GrB_Matrix_extractTuples_FP64(I, J, X, n, C);
    case 11: return GxB_Matrix_extractTuples_FC32(I, J, X, n, C);
    default: return GxB_Matrix_extractTuples_FC64(I, J, X, n, C);
  }
}

// one value, printed so that equal values print equally (every NaN prints as "nan")
static void print_value(int ti, const unsigned char* p) {
  if (ti == 9 || ti == 11) {
    for (int part = 0; part < (ti == 11 ? 2 : 1); part++) {
      float f;
      memcpy(&f, p + 4 * part, 4);
      if (isnan(f)) printf(" nan");
      else printf(" %a", (double)f);
    }
  } else if (ti == 10 || ti == 12) {
    for (int part = 0; part < (ti == 12 ? 2 : 1); part++) {
      double d;
      memcpy(&d, p + 8 * part, 8);
      if (isnan(d)) printf(" nan");
      else printf(" %a", d);
    }
  } else {
    printf(" ");
    for (size_t k = 0; k < sizes[ti]; k++) printf("%02x", p[sizes[ti] - 1 - k]);
  }
}

static void print_matrix(const char* what, GrB_Matrix C, int zi) {
  GrB_Index n = 0;
  GrB_Matrix_nvals(&n, C);
  GrB_Index* I = malloc((n + 1) * sizeof(GrB_Index));
  GrB_Index* J = malloc((n + 1) * sizeof(GrB_Index));
  unsigned char* X = malloc((n + 1) * 16);
  GrB_Info info = tuples(C, zi, I, J, X, &n);
  printf("%s:", what);
  if (info != GrB_SUCCESS) printf(" tuples error %d", (int)info);
  else
    for (GrB_Index k = 0; k < n; k++) {
      printf(" (%d,%d)", (int)I[k], (int)J[k]);
      print_value(zi, X + k * sizes[zi]);
    }
  printf("\n");
  free(I);
  free(J);
  free(X);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  GrB_init(GrB_NONBLOCKING);
  cval ev[MAXV], ev2[MAXV];
  // binary operators: all pairs of edge values, via eWiseMult on 1-by-K matrices
  for (const named_binop* b = binops; b->name; b++) {
    GrB_Type xt = NULL, yt = NULL, zt = NULL;
    GxB_BinaryOp_xtype(&xt, *b->op);
    GxB_BinaryOp_ytype(&yt, *b->op);
    GxB_BinaryOp_ztype(&zt, *b->op);
    int xi = type_index(xt), yi = type_index(yt), zi = type_index(zt);
    if (xi < 0) xi = 4;
    if (yi < 0) yi = 4;
    if (zi < 0) {
      printf("%s: no output type\n", b->name);
      continue;
    }
    const int nx = edge_values(xi, ev), ny = edge_values(yi, ev2);
    GrB_Matrix A, B, C;
    // one extra, empty column keeps the inputs from being full (SuiteSparse 7.4 overruns the heap
    // on some full iso inputs: see ../shared/notes/toolchain.md)
    GrB_Matrix_new(&A, *types[xi], 1, nx * ny + 1);
    GrB_Matrix_new(&B, *types[yi], 1, nx * ny + 1);
    GrB_Matrix_new(&C, zt, 1, nx * ny + 1);
    for (int i = 0; i < nx; i++)
      for (int j = 0; j < ny; j++) {
        set_value(A, xi, ev[i], 0, i * ny + j);
        set_value(B, yi, ev2[j], 0, i * ny + j);
      }
    GrB_Info info = GrB_Matrix_eWiseMult_BinaryOp(C, NULL, NULL, *b->op, A, B, NULL);
    if (info != GrB_SUCCESS) printf("%s: eWiseMult error %d\n", b->name, (int)info);
    else print_matrix(b->name, C, zi);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&B);
    GrB_Matrix_free(&C);
  }
  // unary operators on a 2-by-K matrix of edge values (row 1 for the positional ones)
  for (const named_unop* u = unops; u->name; u++) {
    GrB_Type xt = NULL, zt = NULL;
    GxB_UnaryOp_xtype(&xt, *u->op);
    GxB_UnaryOp_ztype(&zt, *u->op);
    int xi = type_index(xt), zi = type_index(zt);
    if (xi < 0) xi = 4;
    if (zi < 0) continue;
    const int nx = edge_values(xi, ev);
    GrB_Matrix A, C;
    GrB_Matrix_new(&A, *types[xi], 2, nx);
    GrB_Matrix_new(&C, zt, 2, nx);
    for (int i = 0; i < nx; i++) set_value(A, xi, ev[i], 1, i);
    GrB_Info info = GrB_Matrix_apply(C, NULL, NULL, *u->op, A, NULL);
    if (info != GrB_SUCCESS) printf("%s: apply error %d\n", u->name, (int)info);
    else print_matrix(u->name, C, zi);
    GrB_Matrix_free(&A);
    GrB_Matrix_free(&C);
  }
  // index-unary operators on a 3-by-K matrix of edge values, thunks -1, 0, 1
  for (const named_idxop* x = idxops; x->name; x++) {
    int xi = 10, zi = -1, yi = 4;
    // the type is in the name: VALUE* ops take their suffix type, index ops give it
    const char* suffix = strrchr(x->name, '_');
    static const char* tnames[NT] = {"_BOOL", "_INT8", "_INT16", "_INT32", "_INT64", "_UINT8", "_UINT16",
                                     "_UINT32", "_UINT64", "_FP32", "_FP64", "_FC32", "_FC64"};
    int ti = -1;
    for (int k = 0; k < NT; k++)
      if (suffix && strcmp(suffix, tnames[k]) == 0) ti = k;
    const int is_value = strstr(x->name, "VALUE") != NULL;
    if (is_value) {
      xi = ti;
      yi = ti;
      zi = 0;
    } else if (ti >= 0) {
      zi = ti;
      yi = ti;
    } else {
      zi = 0;
      yi = 4;
    }
    const int nx = edge_values(xi, ev);
    const int ny = edge_values(yi, ev2);
    for (int t = 0; t < ny && t < 4; t++) {
      GrB_Matrix A, C;
      GrB_Matrix_new(&A, *types[xi], 3, nx);
      GrB_Matrix_new(&C, *types[zi], 3, nx);
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < nx; j++) set_value(A, xi, ev[j], i, j);
      GrB_Scalar s;
      GrB_Scalar_new(&s, *types[yi]);
      GrB_Matrix M1;
      GrB_Matrix_new(&M1, *types[yi], 1, 1);
      set_value(M1, yi, ev2[t], 0, 0);
      GrB_Matrix_extractElement_Scalar(s, M1, 0, 0);
      GrB_Info info = GrB_Matrix_apply_IndexOp_Scalar(C, NULL, NULL, *x->op, A, s, NULL);
      char what[200];
      snprintf(what, sizeof what, "%s thunk#%d", x->name, t);
      if (info != GrB_SUCCESS) printf("%s: apply error %d\n", what, (int)info);
      else print_matrix(what, C, zi);
      GrB_Scalar_free(&s);
      GrB_Matrix_free(&M1);
      GrB_Matrix_free(&A);
      GrB_Matrix_free(&C);
    }
  }
  // monoids: identity, terminal, and the reduction of the edge values
  for (const named_monoid* m = monoids; m->name; m++) {
    GrB_BinaryOp op = NULL;
    GxB_Monoid_operator(&op, *m->op);
    GrB_Type zt = NULL;
    GxB_BinaryOp_ztype(&zt, op);
    int zi = type_index(zt);
    if (zi < 0) continue;
    unsigned char id[16] = {0}, term[16] = {0};
    bool has_term = false;
    GxB_Monoid_identity(id, *m->op);
    GxB_Monoid_terminal(&has_term, term, *m->op);
    printf("%s: identity", m->name);
    print_value(zi, id);
    printf(" terminal %d", (int)has_term);
    if (has_term && strstr(m->name, "ANY") == NULL) print_value(zi, term);
    printf("\n");
    const int nx = edge_values(zi, ev);
    GrB_Matrix A;
    GrB_Matrix_new(&A, zt, 1, nx);
    // skip values whose reduction order could matter for floating point (NaN and inf mixes are
    // order-independent for min/max/plus/times of these few values)
    for (int i = 0; i < nx; i++) set_value(A, zi, ev[i], 0, i);
    GrB_Scalar s;
    GrB_Scalar_new(&s, zt);
    GrB_Info info = GrB_Matrix_reduce_Monoid_Scalar(s, NULL, *m->op, A, NULL);
    if (info != GrB_SUCCESS) printf("%s reduce: error %d\n", m->name, (int)info);
    else if (strstr(m->name, "ANY") == NULL) {
      GrB_Matrix S1;
      GrB_Matrix_new(&S1, zt, 1, 1);
      GrB_Matrix_setElement_Scalar(S1, s, 0, 0);
      char what[200];
      snprintf(what, sizeof what, "%s reduce", m->name);
      print_matrix(what, S1, zi);
      GrB_Matrix_free(&S1);
    }
    GrB_Scalar_free(&s);
    GrB_Matrix_free(&A);
  }
  GrB_finalize();
  return 0;
}
