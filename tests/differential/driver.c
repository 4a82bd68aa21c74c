/*
 * Differential test driver: interprets a small text program of GraphBLAS calls and prints every
 * return code and every object canonically, so that two builds of this same file, one linked to
 * this library (diff_driver_ours) and one to SuiteSparse:GraphBLAS 7.4 (diff_driver_ss), can be
 * compared line by line by run_diff.py.  Plain C11, public C API only.  The language is described
 * in README.md (next to this file).
 *
 * usage: driver [--mode blocking|nonblocking] [--threads N] [--chunk X] [--whoami] [--catalog]
 *               [program-file]      (stdin when no file is given)
 */
#ifdef __linux__
#define _GNU_SOURCE 1           /* dladdr (for --whoami), open_memstream, fmemopen */
#include <dlfcn.h>
#else
#define _POSIX_C_SOURCE 200809L
#endif
#include <GraphBLAS.h>

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*==================================================================================================
 * types
 *================================================================================================*/

enum {
    T_BOOL, T_INT8, T_INT16, T_INT32, T_INT64, T_UINT8, T_UINT16, T_UINT32, T_UINT64,
    T_FP32, T_FP64, T_FC32, T_FC64, T_PAIR, T_RGB, NTYPES
};
static const char *type_name[NTYPES] = {
    "BOOL", "INT8", "INT16", "INT32", "INT64", "UINT8", "UINT16", "UINT32", "UINT64",
    "FP32", "FP64", "FC32", "FC64", "PAIR", "RGB"
};
static GrB_Type type_obj[NTYPES];
static size_t type_size[NTYPES] = {
    sizeof(bool), 1, 2, 4, 8, 1, 2, 4, 8, 4, 8, 8, 16, 16, 3
};

/* the two user-defined types */
typedef struct { int64_t a; int64_t b; } pair_t;      /* 16 bytes */
typedef struct { uint8_t r, g, b; } rgb_t;           /* 3 bytes */

/* a value of any type, big enough for the largest (16 bytes), suitably aligned */
typedef union { bool b; int8_t i8; int16_t i16; int32_t i32; int64_t i64; uint8_t u8;
                uint16_t u16; uint32_t u32; uint64_t u64; float f; double d;
                float fc[2]; double dc[2]; pair_t pair; rgb_t rgb; unsigned char bytes[16]; } value_t;

static int type_by_name(const char *s)
{
    for (int t = 0; t < NTYPES; t++) if (strcmp(s, type_name[t]) == 0) return t;
    return -1;
}

static int type_index(GrB_Type t)
{
    if (t == NULL) return -1;
    for (int k = 0; k < NTYPES; k++) if (type_obj[k] == t) return k;
    return -2;
}

/*==================================================================================================
 * output
 *================================================================================================*/

static const char *info_name(GrB_Info info)
{
    switch ((int) info) {
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
        default: {
            static char buf[32];
            snprintf(buf, sizeof buf, "GrB_Info(%d)", (int) info);
            return buf;
        }
    }
}

static void print_float_bits(FILE *f, float x)
{
    uint32_t u; memcpy(&u, &x, 4);
    fprintf(f, " 0x%08" PRIx32 " %.17g", u, (double) x);
}

static void print_double_bits(FILE *f, double x)
{
    uint64_t u; memcpy(&u, &x, 8);
    fprintf(f, " 0x%016" PRIx64 " %.17g", u, x);
}

/* print " <value tokens>" for a value of type t */
static void print_value(FILE *f, int t, const value_t *v)
{
    switch (t) {
        case T_BOOL: fprintf(f, " %d", v->b ? 1 : 0); break;
        case T_INT8: fprintf(f, " %d", (int) v->i8); break;
        case T_INT16: fprintf(f, " %d", (int) v->i16); break;
        case T_INT32: fprintf(f, " %" PRId32, v->i32); break;
        case T_INT64: fprintf(f, " %" PRId64, v->i64); break;
        case T_UINT8: fprintf(f, " %u", (unsigned) v->u8); break;
        case T_UINT16: fprintf(f, " %u", (unsigned) v->u16); break;
        case T_UINT32: fprintf(f, " %" PRIu32, v->u32); break;
        case T_UINT64: fprintf(f, " %" PRIu64, v->u64); break;
        case T_FP32: print_float_bits(f, v->f); break;
        case T_FP64: print_double_bits(f, v->d); break;
        case T_FC32: print_float_bits(f, v->fc[0]); print_float_bits(f, v->fc[1]); break;
        case T_FC64: print_double_bits(f, v->dc[0]); print_double_bits(f, v->dc[1]); break;
        default: {
            fprintf(f, " ");
            for (size_t k = 0; k < type_size[t]; k++) fprintf(f, "%02x", v->bytes[k]);
        }
    }
}

/*==================================================================================================
 * value parsing: one token, in the syntax of the type
 *   BOOL 0/1/true/false; integers in decimal (or 0x hex); FP32/FP64 any strtod syntax (decimal,
 *   hex float, nan, inf, -inf) or #<hex bits>; FC32/FC64 re,im; PAIR a,b; RGB r,g,b
 *================================================================================================*/

static bool parse_i64(const char *s, int64_t *out)
{
    char *end; errno = 0;
    long long v = strtoll(s, &end, 0);
    if (errno || end == s || *end) return false;
    *out = v; return true;
}

static bool parse_u64(const char *s, uint64_t *out)
{
    char *end; errno = 0;
    if (s[0] == '-') {  /* allow negative numbers: wrap modulo 2^64 */
        int64_t v; if (!parse_i64(s, &v)) return false;
        *out = (uint64_t) v; return true;
    }
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || end == s || *end) return false;
    *out = v; return true;
}

static bool parse_f64(const char *s, double *out)
{
    if (s[0] == '#') {
        char buf[40]; snprintf(buf, sizeof buf, "0x%s", s + 1);
        uint64_t u; if (!parse_u64(buf, &u)) return false;
        memcpy(out, &u, 8); return true;
    }
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end) return false;
    *out = v; return true;
}

static bool parse_f32(const char *s, float *out)
{
    if (s[0] == '#') {
        char buf[40]; snprintf(buf, sizeof buf, "0x%s", s + 1);
        uint64_t u; if (!parse_u64(buf, &u)) return false;
        uint32_t w = (uint32_t) u; memcpy(out, &w, 4); return true;
    }
    char *end;
    float v = strtof(s, &end);
    if (end == s || *end) return false;
    *out = v; return true;
}

/* split "a,b,c" into at most n parts (modifies a copy) */
static int split_commas(const char *s, char parts[][64], int n)
{
    int k = 0; const char *p = s;
    while (k < n) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t) (c - p) : strlen(p);
        if (len >= 64) return -1;
        memcpy(parts[k], p, len); parts[k][len] = 0; k++;
        if (!c) break;
        p = c + 1;
    }
    return k;
}

static bool parse_value(int t, const char *s, value_t *v)
{
    memset(v, 0, sizeof *v);
    int64_t i; uint64_t u;
    char parts[3][64];
    switch (t) {
        case T_BOOL:
            if (!strcmp(s, "true")) { v->b = true; return true; }
            if (!strcmp(s, "false")) { v->b = false; return true; }
            if (!parse_i64(s, &i)) return false;
            v->b = (i != 0); return true;
        case T_INT8: if (!parse_i64(s, &i)) return false; v->i8 = (int8_t) i; return true;
        case T_INT16: if (!parse_i64(s, &i)) return false; v->i16 = (int16_t) i; return true;
        case T_INT32: if (!parse_i64(s, &i)) return false; v->i32 = (int32_t) i; return true;
        case T_INT64: if (!parse_i64(s, &i)) return false; v->i64 = i; return true;
        case T_UINT8: if (!parse_u64(s, &u)) return false; v->u8 = (uint8_t) u; return true;
        case T_UINT16: if (!parse_u64(s, &u)) return false; v->u16 = (uint16_t) u; return true;
        case T_UINT32: if (!parse_u64(s, &u)) return false; v->u32 = (uint32_t) u; return true;
        case T_UINT64: if (!parse_u64(s, &u)) return false; v->u64 = u; return true;
        case T_FP32: return parse_f32(s, &v->f);
        case T_FP64: return parse_f64(s, &v->d);
        case T_FC32:
            if (split_commas(s, parts, 2) != 2) return false;
            return parse_f32(parts[0], &v->fc[0]) && parse_f32(parts[1], &v->fc[1]);
        case T_FC64:
            if (split_commas(s, parts, 2) != 2) return false;
            return parse_f64(parts[0], &v->dc[0]) && parse_f64(parts[1], &v->dc[1]);
        case T_PAIR:
            if (split_commas(s, parts, 2) != 2) return false;
            return parse_i64(parts[0], &v->pair.a) && parse_i64(parts[1], &v->pair.b);
        case T_RGB: {
            if (split_commas(s, parts, 3) != 3) return false;
            uint64_t r, g, b;
            if (!parse_u64(parts[0], &r) || !parse_u64(parts[1], &g) || !parse_u64(parts[2], &b))
                return false;
            v->rgb.r = (uint8_t) r; v->rgb.g = (uint8_t) g; v->rgb.b = (uint8_t) b;
            return true;
        }
    }
    return false;
}

/*==================================================================================================
 * user-defined operators (all arithmetic on unsigned integers, so never undefined behaviour)
 *================================================================================================*/

static void u_pair_swap(void *z, const void *x)
{ pair_t a = *(const pair_t *) x; pair_t r = { a.b, a.a }; *(pair_t *) z = r; }
static void u_pair_sum(void *z, const void *x)
{ const pair_t *a = x; *(int64_t *) z = (int64_t) ((uint64_t) a->a + (uint64_t) a->b); }
static void u_pair_from_int64(void *z, const void *x)
{ int64_t a = *(const int64_t *) x; pair_t r = { a, (int64_t) ~(uint64_t) a }; *(pair_t *) z = r; }
static void u_rgb_inv(void *z, const void *x)
{ rgb_t a = *(const rgb_t *) x; rgb_t r = { (uint8_t) (255 - a.r), (uint8_t) (255 - a.g), (uint8_t) (255 - a.b) }; *(rgb_t *) z = r; }
static void u_affine_fp64(void *z, const void *x)
{ *(double *) z = 2.0 * (*(const double *) x) + 1.0; }
static void u_hash_int32(void *z, const void *x)
{ uint32_t a = (uint32_t) *(const int32_t *) x; uint32_t h = a * 2654435761u; h ^= h >> 13;
  *(int32_t *) z = (int32_t) (h & 0x7fffffffu); }
static void u_pos_fp32(void *z, const void *x)
{ *(bool *) z = (*(const float *) x) > 0.5f; }

static void u_pair_plus(void *z, const void *x, const void *y)
{ const pair_t *a = x, *b = y;
  pair_t r = { (int64_t) ((uint64_t) a->a + (uint64_t) b->a), (int64_t) ((uint64_t) a->b + (uint64_t) b->b) };
  *(pair_t *) z = r; }
static void u_pair_times(void *z, const void *x, const void *y)
{ const pair_t *a = x, *b = y;
  pair_t r = { (int64_t) ((uint64_t) a->a * (uint64_t) b->a), (int64_t) ((uint64_t) a->b * (uint64_t) b->b) };
  *(pair_t *) z = r; }
static void u_pair_min(void *z, const void *x, const void *y)
{ const pair_t *a = x, *b = y;
  bool lt = (a->a < b->a) || (a->a == b->a && a->b <= b->b);
  *(pair_t *) z = lt ? *a : *b; }
static void u_pair_make(void *z, const void *x, const void *y)
{ pair_t r = { *(const int64_t *) x, *(const int64_t *) y }; *(pair_t *) z = r; }
static void u_rgb_max(void *z, const void *x, const void *y)
{ const rgb_t *a = x, *b = y;
  rgb_t r = { a->r > b->r ? a->r : b->r, a->g > b->g ? a->g : b->g, a->b > b->b ? a->b : b->b };
  *(rgb_t *) z = r; }
static void u_rgb_min(void *z, const void *x, const void *y)
{ const rgb_t *a = x, *b = y;
  rgb_t r = { a->r < b->r ? a->r : b->r, a->g < b->g ? a->g : b->g, a->b < b->b ? a->b : b->b };
  *(rgb_t *) z = r; }
static void u_submul_int64(void *z, const void *x, const void *y)
{ *(int64_t *) z = (int64_t) (3u * (uint64_t) *(const int64_t *) x - (uint64_t) *(const int64_t *) y); }
static void u_max_int64(void *z, const void *x, const void *y)
{ int64_t a = *(const int64_t *) x, b = *(const int64_t *) y; *(int64_t *) z = a > b ? a : b; }
static void u_hypot_fp64(void *z, const void *x, const void *y)
{ double a = *(const double *) x, b = *(const double *) y; *(double *) z = a * a + b; }
static void u_plus_fp64(void *z, const void *x, const void *y)
{ *(double *) z = *(const double *) x + *(const double *) y; }
static void u_bor_uint16(void *z, const void *x, const void *y)
{ *(uint16_t *) z = (uint16_t) (*(const uint16_t *) x | *(const uint16_t *) y); }
static void u_mixed(void *z, const void *x, const void *y)
{ *(float *) z = (float) ((double) *(const int32_t *) x + 0.5 * *(const double *) y); }

static void u_idx_mod3(void *z, const void *x, GrB_Index i, GrB_Index j, const void *y)
{ (void) x; uint64_t s = (uint64_t) i + 2u * (uint64_t) j + (uint64_t) *(const int64_t *) y;
  *(bool *) z = (s % 3u) == 0; }
static void u_idx_shift_fp64(void *z, const void *x, GrB_Index i, GrB_Index j, const void *y)
{ *(double *) z = *(const double *) x + 100.0 * (double) i + (double) j + (double) *(const int64_t *) y; }
static void u_idx_pair(void *z, const void *x, GrB_Index i, GrB_Index j, const void *y)
{ (void) j; const pair_t *a = x, *b = y;
  *(bool *) z = (int64_t) ((uint64_t) a->a + (uint64_t) i) > b->a; }
static void u_idx_valgt_int32(void *z, const void *x, GrB_Index i, GrB_Index j, const void *y)
{ (void) i; (void) j; *(bool *) z = *(const int32_t *) x > *(const int32_t *) y; }

/*==================================================================================================
 * named operator objects: the predefined ones (objects_table.inc) and the user-defined ones
 *================================================================================================*/

enum { K_TYPE, K_UNARY, K_BINARY, K_IDXUNARY, K_SELECT, K_MONOID, K_SEMIRING, K_DESC };
static const char *kind_name[] = { "type", "unary", "binary", "idxunary", "select", "monoid",
                                   "semiring", "desc" };

typedef struct { int kind; const char *name; const void *addr; } predef_t;
#define OBJ(K, CT, NAME) { K, #NAME, (const void *) &NAME },
static const predef_t predef[] = {
#include "objects_table.inc"
};
#undef OBJ
#define NPREDEF ((int) (sizeof predef / sizeof predef[0]))

typedef struct { int kind; char name[48]; void *obj; } userobj_t;
static userobj_t userobj[64];
static int nuser = 0;

static void *predef_value(int k)
{
    void *p; memcpy(&p, predef[k].addr, sizeof p); return p;
}

/* find a named operator object of the given kind (or any kind when kind < 0) */
static void *lookup(const char *name, int kind, int *kind_out)
{
    for (int k = 0; k < nuser; k++)
        if ((kind < 0 || userobj[k].kind == kind) && !strcmp(userobj[k].name, name)) {
            if (kind_out) *kind_out = userobj[k].kind;
            return userobj[k].obj;
        }
    int lo = 0, hi = NPREDEF - 1;     /* the table is sorted by name */
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(name, predef[mid].name);
        if (c == 0) {
            if (kind >= 0 && predef[mid].kind != kind) return NULL;
            if (kind_out) *kind_out = predef[mid].kind;
            return predef_value(mid);
        }
        if (c < 0) hi = mid - 1; else lo = mid + 1;
    }
    return NULL;
}

/* name of an operator object, by pointer (first match), for the catalog */
static const char *name_of(int kind, const void *obj)
{
    if (obj == NULL) return "-";
    for (int k = 0; k < nuser; k++)
        if (userobj[k].kind == kind && userobj[k].obj == obj) return userobj[k].name;
    for (int k = 0; k < NPREDEF; k++)
        if (predef[k].kind == kind && predef_value(k) == obj) return predef[k].name;
    return "?";
}

static void add_user(int kind, const char *name, void *obj)
{
    if (obj == NULL) { fprintf(stderr, "driver: could not create user object %s\n", name); return; }
    userobj[nuser].kind = kind;
    snprintf(userobj[nuser].name, sizeof userobj[nuser].name, "%s", name);
    userobj[nuser].obj = obj;
    nuser++;
}

/* signatures of the user operators, for the catalog */
typedef struct { const char *name; int z, x, y; } usig_t;
static usig_t usig[64];
static int nusig = 0;
static void add_sig(const char *name, int z, int x, int y)
{ usig[nusig].name = name; usig[nusig].z = z; usig[nusig].x = x; usig[nusig].y = y; nusig++; }

static void create_user_objects(void)
{
    GrB_Type tp = NULL, tr = NULL;
    GrB_Type_new(&tp, sizeof(pair_t));
    GrB_Type_new(&tr, sizeof(rgb_t));
    type_obj[T_PAIR] = tp; type_obj[T_RGB] = tr;
    add_user(K_TYPE, "PAIR", tp);
    add_user(K_TYPE, "RGB", tr);

#define UNOP(NAME, F, Z, X) do { GrB_UnaryOp op = NULL; \
        GrB_UnaryOp_new(&op, F, type_obj[Z], type_obj[X]); add_user(K_UNARY, NAME, op); \
        add_sig(NAME, Z, X, -1); } while (0)
#define BINOP(NAME, F, Z, X, Y) do { GrB_BinaryOp op = NULL; \
        GrB_BinaryOp_new(&op, F, type_obj[Z], type_obj[X], type_obj[Y]); add_user(K_BINARY, NAME, op); \
        add_sig(NAME, Z, X, Y); } while (0)
#define IDXOP(NAME, F, Z, X, Y) do { GrB_IndexUnaryOp op = NULL; \
        GrB_IndexUnaryOp_new(&op, F, type_obj[Z], type_obj[X], type_obj[Y]); \
        add_user(K_IDXUNARY, NAME, op); add_sig(NAME, Z, X, Y); } while (0)

    UNOP("U_PAIR_SWAP", u_pair_swap, T_PAIR, T_PAIR);
    UNOP("U_PAIR_SUM", u_pair_sum, T_INT64, T_PAIR);
    UNOP("U_PAIR_FROM_INT64", u_pair_from_int64, T_PAIR, T_INT64);
    UNOP("U_RGB_INV", u_rgb_inv, T_RGB, T_RGB);
    UNOP("U_AFFINE_FP64", u_affine_fp64, T_FP64, T_FP64);
    UNOP("U_HASH_INT32", u_hash_int32, T_INT32, T_INT32);
    UNOP("U_POS_FP32", u_pos_fp32, T_BOOL, T_FP32);

    BINOP("U_PAIR_PLUS", u_pair_plus, T_PAIR, T_PAIR, T_PAIR);
    BINOP("U_PAIR_TIMES", u_pair_times, T_PAIR, T_PAIR, T_PAIR);
    BINOP("U_PAIR_MIN", u_pair_min, T_PAIR, T_PAIR, T_PAIR);
    BINOP("U_PAIR_MAKE", u_pair_make, T_PAIR, T_INT64, T_INT64);
    BINOP("U_RGB_MAX", u_rgb_max, T_RGB, T_RGB, T_RGB);
    BINOP("U_RGB_MIN", u_rgb_min, T_RGB, T_RGB, T_RGB);
    BINOP("U_SUBMUL_INT64", u_submul_int64, T_INT64, T_INT64, T_INT64);
    BINOP("U_MAX_INT64", u_max_int64, T_INT64, T_INT64, T_INT64);
    BINOP("U_HYPOT_FP64", u_hypot_fp64, T_FP64, T_FP64, T_FP64);
    BINOP("U_PLUS_FP64", u_plus_fp64, T_FP64, T_FP64, T_FP64);
    BINOP("U_BOR_UINT16", u_bor_uint16, T_UINT16, T_UINT16, T_UINT16);
    BINOP("U_MIXED", u_mixed, T_FP32, T_INT32, T_FP64);

    IDXOP("U_IDX_MOD3", u_idx_mod3, T_BOOL, T_INT64, T_INT64);
    IDXOP("U_IDX_SHIFT_FP64", u_idx_shift_fp64, T_FP64, T_FP64, T_INT64);
    IDXOP("U_IDX_PAIR", u_idx_pair, T_BOOL, T_PAIR, T_PAIR);
    IDXOP("U_IDX_VALGT_INT32", u_idx_valgt_int32, T_BOOL, T_INT32, T_INT32);

    GrB_Monoid m;
    pair_t pzero = { 0, 0 }, pmax = { INT64_MAX, INT64_MAX };
    rgb_t rzero = { 0, 0, 0 };
    m = NULL; GrB_Monoid_new_UDT(&m, lookup("U_PAIR_PLUS", K_BINARY, NULL), &pzero);
    add_user(K_MONOID, "U_PAIR_PLUS_MONOID", m);
    m = NULL; GrB_Monoid_new_UDT(&m, lookup("U_PAIR_MIN", K_BINARY, NULL), &pmax);
    add_user(K_MONOID, "U_PAIR_MIN_MONOID", m);
    m = NULL; GrB_Monoid_new_UDT(&m, lookup("U_RGB_MAX", K_BINARY, NULL), &rzero);
    add_user(K_MONOID, "U_RGB_MAX_MONOID", m);
    m = NULL; GrB_Monoid_new_INT64(&m, lookup("U_MAX_INT64", K_BINARY, NULL), INT64_MIN);
    add_user(K_MONOID, "U_MAX_INT64_MONOID", m);
    m = NULL; GrB_Monoid_new_FP64(&m, lookup("U_PLUS_FP64", K_BINARY, NULL), 0.0);
    add_user(K_MONOID, "U_PLUS_FP64_MONOID", m);
    m = NULL; GrB_Monoid_new_UINT16(&m, lookup("U_BOR_UINT16", K_BINARY, NULL), 0);
    add_user(K_MONOID, "U_BOR_UINT16_MONOID", m);

#define SEMI(NAME, MON, MUL) do { GrB_Semiring s = NULL; \
        GrB_Semiring_new(&s, lookup(MON, K_MONOID, NULL), lookup(MUL, K_BINARY, NULL)); \
        add_user(K_SEMIRING, NAME, s); } while (0)
    SEMI("U_PAIR_PLUS_TIMES", "U_PAIR_PLUS_MONOID", "U_PAIR_TIMES");
    SEMI("U_PAIR_MIN_PLUS", "U_PAIR_MIN_MONOID", "U_PAIR_PLUS");
    SEMI("U_RGB_MAX_MIN", "U_RGB_MAX_MONOID", "U_RGB_MIN");
    SEMI("U_MAX_SUBMUL_INT64", "U_MAX_INT64_MONOID", "U_SUBMUL_INT64");
    SEMI("U_PLUS_HYPOT_FP64", "U_PLUS_FP64_MONOID", "U_HYPOT_FP64");
    SEMI("U_PLUS_MIXED", "GrB_PLUS_MONOID_FP32", "U_MIXED");
    SEMI("U_MAXB_SUBMUL_INT64", "GrB_MAX_MONOID_INT64", "U_SUBMUL_INT64");
    SEMI("U_BOR_BOR_UINT16", "U_BOR_UINT16_MONOID", "U_BOR_UINT16");
}

/*==================================================================================================
 * the catalog: every named object with its types (read by run_diff.py to generate valid programs)
 *================================================================================================*/

static const char *tname(GrB_Type t)
{
    int k = type_index(t);
    return k == -1 ? "-" : (k < 0 ? "?" : type_name[k]);
}

static const char *ctype_to_tname(const char *c)
{
    static const char *map[][2] = {
        { "bool", "BOOL" }, { "int8_t", "INT8" }, { "int16_t", "INT16" }, { "int32_t", "INT32" },
        { "int64_t", "INT64" }, { "uint8_t", "UINT8" }, { "uint16_t", "UINT16" },
        { "uint32_t", "UINT32" }, { "uint64_t", "UINT64" }, { "float", "FP32" },
        { "double", "FP64" }, { "GxB_FC32_t", "FC32" }, { "GxB_FC64_t", "FC64" },
        { "float complex", "FC32" }, { "double complex", "FC64" } };
    if (c == NULL || c[0] == 0) return "-";
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++) if (!strcmp(c, map[k][0])) return map[k][1];
    return "?";
}

static void catalog_entry(int kind, const char *name, void *obj)
{
    switch (kind) {
        case K_TYPE: {
            size_t sz = 0; GxB_Type_size(&sz, (GrB_Type) obj);
            printf("type %s %zu\n", name, sz); break;
        }
        case K_UNARY: {
            GrB_Type x = NULL, z = NULL;
            GxB_UnaryOp_xtype(&x, (GrB_UnaryOp) obj); GxB_UnaryOp_ztype(&z, (GrB_UnaryOp) obj);
            printf("unary %s %s %s\n", name, tname(z), tname(x)); break;
        }
        case K_BINARY: {
            GrB_Type x = NULL, y = NULL, z = NULL;
            GxB_BinaryOp_xtype(&x, (GrB_BinaryOp) obj); GxB_BinaryOp_ytype(&y, (GrB_BinaryOp) obj);
            GxB_BinaryOp_ztype(&z, (GrB_BinaryOp) obj);
            printf("binary %s %s %s %s\n", name, tname(z), tname(x), tname(y)); break;
        }
        case K_IDXUNARY: {
            for (int k = 0; k < nusig; k++) if (!strcmp(usig[k].name, name)) {
                printf("idxunary %s %s %s %s\n", name, type_name[usig[k].z], type_name[usig[k].x],
                       type_name[usig[k].y]);
                return;
            }
            char zn[GxB_MAX_NAME_LEN] = "", xn[GxB_MAX_NAME_LEN] = "", yn[GxB_MAX_NAME_LEN] = "";
            GxB_IndexUnaryOp_ztype_name(zn, (GrB_IndexUnaryOp) obj);
            GxB_IndexUnaryOp_xtype_name(xn, (GrB_IndexUnaryOp) obj);
            GxB_IndexUnaryOp_ytype_name(yn, (GrB_IndexUnaryOp) obj);
            printf("idxunary %s %s %s %s\n", name, ctype_to_tname(zn), ctype_to_tname(xn),
                   ctype_to_tname(yn));
            break;
        }
        case K_SELECT: {
            GrB_Type x = NULL, t = NULL;
            GxB_SelectOp_xtype(&x, (GxB_SelectOp) obj); GxB_SelectOp_ttype(&t, (GxB_SelectOp) obj);
            printf("select %s %s %s\n", name, tname(x), tname(t)); break;
        }
        case K_MONOID: {
            GrB_BinaryOp op = NULL; GrB_Type z = NULL;
            GxB_Monoid_operator(&op, (GrB_Monoid) obj);
            if (op) GxB_BinaryOp_ztype(&z, op);
            printf("monoid %s %s %s\n", name, name_of(K_BINARY, op), tname(z)); break;
        }
        case K_SEMIRING: {
            GrB_Monoid add = NULL; GrB_BinaryOp mul = NULL, addop = NULL;
            GrB_Type x = NULL, y = NULL, z = NULL, a = NULL;
            GxB_Semiring_add(&add, (GrB_Semiring) obj); GxB_Semiring_multiply(&mul, (GrB_Semiring) obj);
            if (add) { GxB_Monoid_operator(&addop, add); if (addop) GxB_BinaryOp_ztype(&a, addop); }
            if (mul) { GxB_BinaryOp_xtype(&x, mul); GxB_BinaryOp_ytype(&y, mul); GxB_BinaryOp_ztype(&z, mul); }
            printf("semiring %s %s %s %s %s %s %s\n", name, name_of(K_BINARY, addop),
                   name_of(K_BINARY, mul), tname(a), tname(z), tname(x), tname(y));
            break;
        }
        case K_DESC: printf("desc %s\n", name); break;
    }
}

static void print_catalog(void)
{
    for (int k = 0; k < NPREDEF; k++) catalog_entry(predef[k].kind, predef[k].name, predef_value(k));
    for (int k = 0; k < nuser; k++) catalog_entry(userobj[k].kind, userobj[k].name, userobj[k].obj);
    fflush(stdout);
}

/*==================================================================================================
 * named containers of the program
 *================================================================================================*/

enum { O_MATRIX, O_VECTOR, O_SCALAR };
static const char *okind_name[] = { "matrix", "vector", "scalar" };

typedef struct {
    char name[32];
    int kind, type;
    GrB_Matrix M; GrB_Vector V; GrB_Scalar S;
    char cmp[16];          /* comparison class echoed in dumps: exact (default), tol, struct, none */
} obj_t;

#define MAXOBJ 512
static obj_t objs[MAXOBJ];
static int nobjs = 0;

static obj_t *find_obj(const char *name)
{
    for (int k = 0; k < nobjs; k++) if (!strcmp(objs[k].name, name)) return &objs[k];
    return NULL;
}

static void free_obj_contents(obj_t *o)
{
    if (o->M) GrB_Matrix_free(&o->M);
    if (o->V) GrB_Vector_free(&o->V);
    if (o->S) GrB_Scalar_free(&o->S);
    o->M = NULL; o->V = NULL; o->S = NULL;
}

/* (re)declare a name: frees what it held, keeps its place in the dump order */
static obj_t *declare_obj(const char *name, int kind, int type)
{
    obj_t *o = find_obj(name);
    if (o == NULL) {
        if (nobjs >= MAXOBJ) return NULL;
        o = &objs[nobjs++];
        memset(o, 0, sizeof *o);
        snprintf(o->name, sizeof o->name, "%s", name);
    } else {
        free_obj_contents(o);
    }
    o->kind = kind; o->type = type;
    strcpy(o->cmp, "exact");
    return o;
}

/* SuiteSparse 7.4 workarounds that only change how it stores an object, never a result:
 * its known bugs with full (and bitmap) storage are avoided by never letting it use full storage.
 * Compiled only into diff_driver_ss. */
static void ss_storage_workaround(obj_t *o)
{
#ifdef DIFF_SUITESPARSE
    if (o == NULL) return;
    if (o->M) GxB_Matrix_Option_set(o->M, GxB_SPARSITY_CONTROL, GxB_SPARSE + GxB_HYPERSPARSE);
    if (o->V) GxB_Vector_Option_set(o->V, GxB_SPARSITY_CONTROL, GxB_SPARSE + GxB_HYPERSPARSE);
#else
    (void) o;
#endif
}

/* SuiteSparse 7.4 in non-blocking mode can return a stale GrB_*_nvals (zombies and pending tuples
 * after an assign), and then extractTuples fails with GrB_INSUFFICIENT_SPACE: diff_driver_ss
 * finishes the object's pending work first, which never changes a result. */
static void ss_wait(const obj_t *o)
{
#ifdef DIFF_SUITESPARSE
    if (o->M) GrB_Matrix_wait(o->M, GrB_MATERIALIZE);
    if (o->V) GrB_Vector_wait(o->V, GrB_MATERIALIZE);
#else
    (void) o;
#endif
}

/*==================================================================================================
 * canonical dump
 *================================================================================================*/

typedef struct { GrB_Index i, j; value_t v; } tuple_t;

static int cmp_tuple(const void *a, const void *b)
{
    const tuple_t *x = a, *y = b;
    if (x->i != y->i) return x->i < y->i ? -1 : 1;
    if (x->j != y->j) return x->j < y->j ? -1 : 1;
    return 0;
}

/* extract all tuples of a matrix (J may be NULL for vectors), as values of type t */
#define EXTRACT_CASES(PFX, OBJ, CALLM)                                                          \
    switch (t) {                                                                                \
        case T_BOOL: CALLM(PFX, BOOL, bool); break;                                             \
        case T_INT8: CALLM(PFX, INT8, int8_t); break;                                           \
        case T_INT16: CALLM(PFX, INT16, int16_t); break;                                        \
        case T_INT32: CALLM(PFX, INT32, int32_t); break;                                        \
        case T_INT64: CALLM(PFX, INT64, int64_t); break;                                        \
        case T_UINT8: CALLM(PFX, UINT8, uint8_t); break;                                        \
        case T_UINT16: CALLM(PFX, UINT16, uint16_t); break;                                     \
        case T_UINT32: CALLM(PFX, UINT32, uint32_t); break;                                     \
        case T_UINT64: CALLM(PFX, UINT64, uint64_t); break;                                     \
        case T_FP32: CALLM(PFX, FP32, float); break;                                            \
        case T_FP64: CALLM(PFX, FP64, double); break;                                           \
        case T_FC32: CALLM(GxB, FC32, GxB_FC32_t); break;                                       \
        case T_FC64: CALLM(GxB, FC64, GxB_FC64_t); break;                                       \
        default: CALLM(PFX, UDT, void); break;                                                  \
    }

static GrB_Info get_tuples(obj_t *o, int t, tuple_t **out, GrB_Index *nout)
{
    GrB_Info info; GrB_Index n = 0;
    *out = NULL; *nout = 0;
    ss_wait(o);
    info = (o->kind == O_MATRIX) ? GrB_Matrix_nvals(&n, o->M) : GrB_Vector_nvals(&n, o->V);
    if (info != GrB_SUCCESS) return info;
    GrB_Index cap = n > 0 ? n : 1;
    GrB_Index *I = calloc(cap, sizeof(GrB_Index)), *J = calloc(cap, sizeof(GrB_Index));
    size_t sz = type_size[t];
    unsigned char *X = calloc(cap, sz < 16 ? 16 : sz);
    GrB_Index got = n;
    if (o->kind == O_MATRIX) {
#define XM(P, SFX, CT) info = P##_Matrix_extractTuples_##SFX(I, J, (CT *) X, &got, o->M)
        EXTRACT_CASES(GrB, o->M, XM)
#undef XM
    } else {
#define XV(P, SFX, CT) info = P##_Vector_extractTuples_##SFX(I, (CT *) X, &got, o->V)
        EXTRACT_CASES(GrB, o->V, XV)
#undef XV
    }
    if (info == GrB_SUCCESS) {
        tuple_t *tu = calloc(got > 0 ? got : 1, sizeof(tuple_t));
        for (GrB_Index k = 0; k < got; k++) {
            tu[k].i = I[k];
            tu[k].j = (o->kind == O_MATRIX) ? J[k] : 0;
            memcpy(&tu[k].v, X + k * sz, sz);
        }
        qsort(tu, got, sizeof(tuple_t), cmp_tuple);
        *out = tu; *nout = got;
    }
    free(I); free(J); free(X);
    return info;
}

static bool scalar_get(GrB_Scalar s, int t, value_t *v, GrB_Info *info_out)
{
    GrB_Info info;
    memset(v, 0, sizeof *v);
    switch (t) {
#define SG(P, SFX, CT, F) case T_##SFX: info = P##_Scalar_extractElement_##SFX((CT *) &v->F, s); break;
        SG(GrB, BOOL, bool, b) SG(GrB, INT8, int8_t, i8) SG(GrB, INT16, int16_t, i16)
        SG(GrB, INT32, int32_t, i32) SG(GrB, INT64, int64_t, i64) SG(GrB, UINT8, uint8_t, u8)
        SG(GrB, UINT16, uint16_t, u16) SG(GrB, UINT32, uint32_t, u32) SG(GrB, UINT64, uint64_t, u64)
        SG(GrB, FP32, float, f) SG(GrB, FP64, double, d)
        SG(GxB, FC32, GxB_FC32_t, fc) SG(GxB, FC64, GxB_FC64_t, dc)
#undef SG
        default: info = GrB_Scalar_extractElement_UDT((void *) v->bytes, s); break;
    }
    *info_out = info;
    return info == GrB_SUCCESS;
}

static void dump_obj(obj_t *o)
{
    GrB_Info info;
    if (o->kind == O_SCALAR) {
        if (o->S == NULL) { printf("@obj %s null\n", o->name); return; }
        GrB_Index n = 0;
        info = GrB_Scalar_nvals(&n, o->S);
        if (info != GrB_SUCCESS) { printf("@obj %s ERR %s\n", o->name, info_name(info)); return; }
        printf("@obj %s scalar %s nvals %" PRIu64 " cmp=%s\n", o->name, type_name[o->type], (uint64_t) n, o->cmp);
        if (n > 0) {
            value_t v;
            if (scalar_get(o->S, o->type, &v, &info)) { printf("@v"); print_value(stdout, o->type, &v); printf("\n"); }
            else printf("@v ERR %s\n", info_name(info));
        }
        printf("@end\n");
        return;
    }
    if ((o->kind == O_MATRIX && o->M == NULL) || (o->kind == O_VECTOR && o->V == NULL)) {
        printf("@obj %s null\n", o->name); return;
    }
    GrB_Index nr = 0, nc = 1;
    if (o->kind == O_MATRIX) {
        info = GrB_Matrix_nrows(&nr, o->M);
        if (info == GrB_SUCCESS) info = GrB_Matrix_ncols(&nc, o->M);
    } else {
        info = GrB_Vector_size(&nr, o->V);
    }
    if (info != GrB_SUCCESS) { printf("@obj %s ERR %s\n", o->name, info_name(info)); return; }
    tuple_t *tu; GrB_Index n;
    info = get_tuples(o, o->type, &tu, &n);
    if (info != GrB_SUCCESS) { printf("@obj %s ERR %s\n", o->name, info_name(info)); return; }
    if (o->kind == O_MATRIX)
        printf("@obj %s matrix %s %" PRIu64 " %" PRIu64 " nvals %" PRIu64 " cmp=%s\n", o->name,
               type_name[o->type], (uint64_t) nr, (uint64_t) nc, (uint64_t) n, o->cmp);
    else
        printf("@obj %s vector %s %" PRIu64 " nvals %" PRIu64 " cmp=%s\n", o->name, type_name[o->type],
               (uint64_t) nr, (uint64_t) n, o->cmp);
    for (GrB_Index k = 0; k < n; k++) {
        if (o->kind == O_MATRIX) printf("%" PRIu64 " %" PRIu64, (uint64_t) tu[k].i, (uint64_t) tu[k].j);
        else printf("%" PRIu64, (uint64_t) tu[k].i);
        print_value(stdout, o->type, &tu[k].v);
        printf("\n");
    }
    printf("@end\n");
    fflush(stdout);     /* a crash in the next dump must not hide this one */
    free(tu);
}

/*==================================================================================================
 * command-line parsing helpers
 *================================================================================================*/

#define MAXTOK (1 << 16)
static char *tok[MAXTOK];
static int ntok;
static int lineno;
static char errmsg[256];

/* key=value options of the current line (removed from the positional list) */
typedef struct { const char *key, *val; } opt_t;
static opt_t opts[64];
static int nopts;
static const char *pos[MAXTOK];
static int npos;

static const char *opt(const char *key)
{
    for (int k = 0; k < nopts; k++) if (!strcmp(opts[k].key, key)) return opts[k].val;
    return NULL;
}

static bool has_flag(const char *flag)
{
    for (int k = 0; k < npos; k++) if (!strcmp(pos[k], flag)) return true;
    return false;
}

static void split_line(char *line)
{
    ntok = 0; nopts = 0; npos = 0;
    char *p = line;
    while (*p) {
        while (*p && isspace((unsigned char) *p)) p++;
        if (!*p || *p == '#') break;
        char *start = p;
        while (*p && !isspace((unsigned char) *p)) p++;
        if (*p) *p++ = 0;
        if (ntok < MAXTOK) tok[ntok++] = start;
    }
    for (int k = 1; k < ntok; k++) {
        char *eq = strchr(tok[k], '=');
        /* an option is key=value with an identifier key; values like "1,2" have no '=' */
        if (eq && eq != tok[k] && nopts < 64) {
            bool ident = true;
            for (char *c = tok[k]; c < eq; c++) if (!isalnum((unsigned char) *c) && *c != '_') ident = false;
            if (ident) { *eq = 0; opts[nopts].key = tok[k]; opts[nopts].val = eq + 1; nopts++; continue; }
        }
        pos[npos++] = tok[k];
    }
}

#define FAIL(...) do { snprintf(errmsg, sizeof errmsg, __VA_ARGS__); return false; } while (0)

static bool get_index(const char *s, GrB_Index *out)
{
    uint64_t u; if (!parse_u64(s, &u)) FAIL("bad index '%s'", s);
    *out = u; return true;
}

static bool get_obj(const char *name, int kind, obj_t **out)
{
    obj_t *o = find_obj(name);
    if (o == NULL) FAIL("no object '%s'", name);
    if (kind >= 0 && o->kind != kind) FAIL("'%s' is a %s, not a %s", name, okind_name[o->kind], okind_name[kind]);
    *out = o; return true;
}

/* mask=NAME (matrix or vector, by the kind wanted) */
static bool get_mask(int kind, GrB_Matrix *M, GrB_Vector *V)
{
    if (M) *M = NULL;
    if (V) *V = NULL;
    const char *s = opt("mask");
    if (s == NULL) return true;
    obj_t *o;
    if (!get_obj(s, kind, &o)) return false;
    if (kind == O_MATRIX) *M = o->M; else *V = o->V;
    return true;
}

static bool get_accum(GrB_BinaryOp *accum)
{
    *accum = NULL;
    const char *s = opt("accum");
    if (s == NULL || !strcmp(s, "NULL")) return true;
    *accum = lookup(s, K_BINARY, NULL);
    if (*accum == NULL) FAIL("no binary op '%s'", s);
    return true;
}

/* desc=GrB_DESC_xxx (predefined), desc=new:LETTERS (built with GrB_Descriptor_set; letters among
 * R S C T0 T1), desc=NULL */
static GrB_Descriptor desc_to_free = NULL;
static bool get_desc(GrB_Descriptor *d)
{
    *d = NULL;
    const char *s = opt("desc");
    if (s == NULL || !strcmp(s, "NULL")) return true;
    if (!strncmp(s, "new:", 4)) {
        GrB_Descriptor nd = NULL;
        GrB_Info info = GrB_Descriptor_new(&nd);
        if (info != GrB_SUCCESS) FAIL("GrB_Descriptor_new: %s", info_name(info));
        const char *p = s + 4;
        while (*p) {
            if (*p == 'R') { GrB_Descriptor_set(nd, GrB_OUTP, GrB_REPLACE); p++; }
            else if (*p == 'C') { GrB_Descriptor_set(nd, GrB_MASK, GrB_COMP); p++; }
            else if (*p == 'S') { GrB_Descriptor_set(nd, GrB_MASK, GrB_STRUCTURE); p++; }
            else if (!strncmp(p, "T0", 2)) { GrB_Descriptor_set(nd, GrB_INP0, GrB_TRAN); p += 2; }
            else if (!strncmp(p, "T1", 2)) { GrB_Descriptor_set(nd, GrB_INP1, GrB_TRAN); p += 2; }
            else { GrB_Descriptor_free(&nd); FAIL("bad descriptor '%s'", s); }
        }
        *d = nd; desc_to_free = nd;
        return true;
    }
    *d = lookup(s, K_DESC, NULL);
    if (*d == NULL) FAIL("no descriptor '%s'", s);
    return true;
}

/* an operator of one of several kinds, named by option key */
static bool get_op(const char *key, int kind, void **out)
{
    const char *s = opt(key);
    if (s == NULL) FAIL("missing %s=", key);
    *out = lookup(s, kind, NULL);
    if (*out == NULL) FAIL("no %s '%s'", kind >= 0 ? kind_name[kind] : "object", s);
    return true;
}

static bool get_any_op(const char *key, void **out, int *kind)
{
    const char *s = opt(key);
    if (s == NULL) FAIL("missing %s=", key);
    *out = lookup(s, -1, kind);
    if (*out == NULL) FAIL("no object '%s'", s);
    return true;
}

/* index lists: ALL[:n], L:i,j,k (L: is empty), R:lo,hi (GxB_RANGE), S:lo,hi,inc (GxB_STRIDE),
 * B:begin,end,dec (GxB_BACKWARDS) */
typedef struct { GrB_Index *list; GrB_Index n; bool all; } ilist_t;

static bool get_ilist(const char *key, ilist_t *il)
{
    il->list = NULL; il->n = 0; il->all = false;
    const char *s = opt(key);
    if (s == NULL) FAIL("missing %s=", key);
    if (!strncmp(s, "ALL", 3)) {
        il->all = true; il->list = (GrB_Index *) GrB_ALL;
        if (s[3] == ':') { if (!get_index(s + 4, &il->n)) return false; }
        return true;
    }
    if (strlen(s) < 2 || s[1] != ':') FAIL("bad index list '%s'", s);
    char kind = s[0];
    const char *p = s + 2;
    GrB_Index cnt = 0;
    if (*p) { cnt = 1; for (const char *c = p; *c; c++) if (*c == ',') cnt++; }
    il->list = calloc(cnt > 3 ? cnt : 3, sizeof(GrB_Index));
    GrB_Index k = 0;
    while (*p) {
        char buf[32]; size_t len = strcspn(p, ",");
        if (len >= sizeof buf) FAIL("bad index list '%s'", s);
        memcpy(buf, p, len); buf[len] = 0;
        if (!get_index(buf, &il->list[k])) return false;
        k++; p += len; if (*p == ',') p++;
    }
    switch (kind) {
        case 'L': il->n = cnt; break;
        case 'R': if (cnt != 2) FAIL("range needs 2 values"); il->n = GxB_RANGE; break;
        case 'S': if (cnt != 3) FAIL("stride needs 3 values"); il->n = GxB_STRIDE; break;
        case 'B': if (cnt != 3) FAIL("backwards needs 3 values"); il->n = GxB_BACKWARDS; break;
        default: FAIL("bad index list kind '%c'", kind);
    }
    return true;
}

static void free_ilist(ilist_t *il)
{
    if (!il->all) free(il->list);
    il->list = NULL;
}

/* a scalar argument: NAME of a scalar object, or TYPE:value (typed C value) */
typedef struct { bool is_obj; GrB_Scalar s; int type; value_t v; } thunk_t;

static bool get_thunk(const char *s, thunk_t *th)
{
    memset(th, 0, sizeof *th);
    const char *colon = strchr(s, ':');
    if (colon) {
        char tn[16]; size_t len = (size_t) (colon - s);
        if (len < sizeof tn) {
            memcpy(tn, s, len); tn[len] = 0;
            int t = type_by_name(tn);
            if (t >= 0) {
                th->type = t;
                if (!parse_value(t, colon + 1, &th->v)) FAIL("bad %s value '%s'", tn, colon + 1);
                return true;
            }
        }
    }
    obj_t *o;
    if (!get_obj(s, O_SCALAR, &o)) return false;
    th->is_obj = true; th->s = o->S; th->type = o->type;
    return true;
}

/*==================================================================================================
 * typed dispatch helpers
 *================================================================================================*/

/* CASES(M) expands M(prefix, suffix, ctype, field) for each type; complex types use GxB */
#define TYPED_SWITCH(t, M, UDTCALL)                                                             \
    switch (t) {                                                                                \
        case T_BOOL: M(GrB, BOOL, bool, b); break;                                              \
        case T_INT8: M(GrB, INT8, int8_t, i8); break;                                           \
        case T_INT16: M(GrB, INT16, int16_t, i16); break;                                       \
        case T_INT32: M(GrB, INT32, int32_t, i32); break;                                       \
        case T_INT64: M(GrB, INT64, int64_t, i64); break;                                       \
        case T_UINT8: M(GrB, UINT8, uint8_t, u8); break;                                        \
        case T_UINT16: M(GrB, UINT16, uint16_t, u16); break;                                    \
        case T_UINT32: M(GrB, UINT32, uint32_t, u32); break;                                    \
        case T_UINT64: M(GrB, UINT64, uint64_t, u64); break;                                    \
        case T_FP32: M(GrB, FP32, float, f); break;                                             \
        case T_FP64: M(GrB, FP64, double, d); break;                                            \
        case T_FC32: M(GxB, FC32, GxB_FC32_t, fc); break;                                       \
        case T_FC64: M(GxB, FC64, GxB_FC64_t, dc); break;                                       \
        default: UDTCALL; break;                                                                \
    }
/* same, but every type uses the GxB prefix (GxB_*_subassign_T) */
#define TYPED_SWITCH_GXB(t, M, UDTCALL)                                                         \
    switch (t) {                                                                                \
        case T_BOOL: M(GxB, BOOL, bool, b); break;                                              \
        case T_INT8: M(GxB, INT8, int8_t, i8); break;                                           \
        case T_INT16: M(GxB, INT16, int16_t, i16); break;                                       \
        case T_INT32: M(GxB, INT32, int32_t, i32); break;                                       \
        case T_INT64: M(GxB, INT64, int64_t, i64); break;                                       \
        case T_UINT8: M(GxB, UINT8, uint8_t, u8); break;                                        \
        case T_UINT16: M(GxB, UINT16, uint16_t, u16); break;                                    \
        case T_UINT32: M(GxB, UINT32, uint32_t, u32); break;                                    \
        case T_UINT64: M(GxB, UINT64, uint64_t, u64); break;                                    \
        case T_FP32: M(GxB, FP32, float, f); break;                                             \
        case T_FP64: M(GxB, FP64, double, d); break;                                            \
        case T_FC32: M(GxB, FC32, GxB_FC32_t, fc); break;                                       \
        case T_FC64: M(GxB, FC64, GxB_FC64_t, dc); break;                                       \
        default: UDTCALL; break;                                                                \
    }
/* a value_t field as a C value of the given type (complex fields are float[2]/double[2]) */
#define VAL(v, CT, F) (*(CT *) (void *) &(v).F)

/*==================================================================================================
 * the commands
 *================================================================================================*/

static GrB_Info last_info;
static char extra[1 << 12];          /* extra output of the command line (values) */
static size_t extra_len;

static void extra_printf(const char *fmt, ...)
{
    va_list ap; va_start(ap, fmt);
    int n = vsnprintf(extra + extra_len, sizeof extra - extra_len, fmt, ap);
    va_end(ap);
    if (n > 0) extra_len += (size_t) n;
    if (extra_len >= sizeof extra) extra_len = sizeof extra - 1;
}

static void extra_value(int t, const value_t *v)
{
    char buf[256];
    FILE *f = fmemopen(buf, sizeof buf, "w");
    if (f == NULL) return;
    print_value(f, t, v);
    fflush(f);
    long len = ftell(f); fclose(f);
    if (len > 0 && (size_t) len < sizeof buf) { buf[len] = 0; extra_printf("%s", buf); }
}

static bool need_pos(int n)
{
    if (npos < n) FAIL("needs %d arguments", n);
    return true;
}

static bool cmd_declare(int kind)
{
    int want = kind == O_MATRIX ? 4 : (kind == O_VECTOR ? 3 : 2);
    if (!need_pos(want)) return false;
    int t = type_by_name(pos[1]);
    if (t < 0) FAIL("no type '%s'", pos[1]);
    GrB_Index nr = 0, nc = 0;
    if (kind != O_SCALAR && !get_index(pos[2], &nr)) return false;
    if (kind == O_MATRIX && !get_index(pos[3], &nc)) return false;
    obj_t *o = declare_obj(pos[0], kind, t);
    if (o == NULL) FAIL("too many objects");
    if (kind == O_MATRIX) last_info = GrB_Matrix_new(&o->M, type_obj[t], nr, nc);
    else if (kind == O_VECTOR) last_info = GrB_Vector_new(&o->V, type_obj[t], nr);
    else last_info = GrB_Scalar_new(&o->S, type_obj[t]);
    ss_storage_workaround(o);
    return true;
}

/* build NAME [dup=OP|dup=NULL] [type=T] N i [j] v ...   |   build NAME scalar=S N i [j] ... */
static bool cmd_build(void)
{
    if (!need_pos(2)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    if (o->kind == O_SCALAR) FAIL("cannot build a scalar");
    GrB_Index n;
    if (!get_index(pos[1], &n)) return false;
    bool mat = o->kind == O_MATRIX;
    const char *sname = opt("scalar");
    int per = (mat ? 2 : 1) + (sname ? 0 : 1);
    if ((GrB_Index) (npos - 2) != n * (GrB_Index) per) FAIL("build: expected %d tokens per tuple", per);
    int t = o->type;
    if (opt("type")) { t = type_by_name(opt("type")); if (t < 0) FAIL("no type '%s'", opt("type")); }
    GrB_BinaryOp dup = NULL;
    const char *ds = opt("dup");
    if (ds && strcmp(ds, "NULL")) { dup = lookup(ds, K_BINARY, NULL); if (!dup) FAIL("no binary op '%s'", ds); }
    GrB_Index cap = n > 0 ? n : 1;
    GrB_Index *I = calloc(cap, sizeof(GrB_Index)), *J = calloc(cap, sizeof(GrB_Index));
    size_t sz = type_size[t];
    unsigned char *X = calloc(cap, sz);
    bool ok = true;
    for (GrB_Index k = 0; k < n && ok; k++) {
        const char **tp = &pos[2 + k * per];
        ok = get_index(tp[0], &I[k]);
        if (ok && mat) ok = get_index(tp[1], &J[k]);
        if (ok && !sname) {
            value_t v;
            if (!parse_value(t, tp[mat ? 2 : 1], &v)) { snprintf(errmsg, sizeof errmsg, "bad value '%s'", tp[mat ? 2 : 1]); ok = false; }
            else memcpy(X + k * sz, &v, sz);
        }
    }
    if (ok) {
        if (sname) {
            obj_t *s;
            if (!get_obj(sname, O_SCALAR, &s)) ok = false;
            else if (mat) last_info = GxB_Matrix_build_Scalar(o->M, I, J, s->S, n);
            else last_info = GxB_Vector_build_Scalar(o->V, I, s->S, n);
        } else if (mat) {
#define BM(P, SFX, CT) last_info = P##_Matrix_build_##SFX(o->M, I, J, (const CT *) X, n, dup)
            EXTRACT_CASES(GrB, o->M, BM)
#undef BM
        } else {
#define BV(P, SFX, CT) last_info = P##_Vector_build_##SFX(o->V, I, (const CT *) X, n, dup)
            EXTRACT_CASES(GrB, o->V, BV)
#undef BV
        }
    }
    free(I); free(J); free(X);
    return ok;
}

/* setElement NAME i [j] VALUE [type=T] | setElement NAME i [j] scalar=S | setElement S VALUE [type=T] */
static bool cmd_setElement(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    int nidx = o->kind == O_MATRIX ? 2 : (o->kind == O_VECTOR ? 1 : 0);
    GrB_Index i = 0, j = 0;
    if (!need_pos(1 + nidx)) return false;
    if (nidx >= 1 && !get_index(pos[1], &i)) return false;
    if (nidx >= 2 && !get_index(pos[2], &j)) return false;
    const char *sname = opt("scalar");
    if (sname) {
        obj_t *s;
        if (!get_obj(sname, O_SCALAR, &s)) return false;
        if (o->kind == O_MATRIX) last_info = GrB_Matrix_setElement_Scalar(o->M, s->S, i, j);
        else if (o->kind == O_VECTOR) last_info = GrB_Vector_setElement_Scalar(o->V, s->S, i);
        else FAIL("scalar= needs a matrix or vector");
        return true;
    }
    if (!need_pos(2 + nidx)) return false;
    int t = o->type;
    if (opt("type")) { t = type_by_name(opt("type")); if (t < 0) FAIL("no type '%s'", opt("type")); }
    value_t v;
    if (!parse_value(t, pos[1 + nidx], &v)) FAIL("bad value '%s'", pos[1 + nidx]);
    if (o->kind == O_MATRIX) {
#define SM(P, SFX, CT, F) last_info = P##_Matrix_setElement_##SFX(o->M, VAL(v, CT, F), i, j)
        TYPED_SWITCH(t, SM, last_info = GrB_Matrix_setElement_UDT(o->M, v.bytes, i, j))
#undef SM
    } else if (o->kind == O_VECTOR) {
#define SV(P, SFX, CT, F) last_info = P##_Vector_setElement_##SFX(o->V, VAL(v, CT, F), i)
        TYPED_SWITCH(t, SV, last_info = GrB_Vector_setElement_UDT(o->V, v.bytes, i))
#undef SV
    } else {
#define SS(P, SFX, CT, F) last_info = P##_Scalar_setElement_##SFX(o->S, VAL(v, CT, F))
        TYPED_SWITCH(t, SS, last_info = GrB_Scalar_setElement_UDT(o->S, v.bytes))
#undef SS
    }
    return true;
}

/* removeElement NAME i [j] */
static bool cmd_removeElement(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    GrB_Index i = 0, j = 0;
    if (o->kind == O_MATRIX) {
        if (!need_pos(3) || !get_index(pos[1], &i) || !get_index(pos[2], &j)) return false;
#ifdef DIFF_SUITESPARSE
        GrB_Matrix_wait(o->M, GrB_MATERIALIZE);     /* 7.4 asserts with pending tuples */
#endif
        last_info = GrB_Matrix_removeElement(o->M, i, j);
    } else if (o->kind == O_VECTOR) {
        if (!need_pos(2) || !get_index(pos[1], &i)) return false;
#ifdef DIFF_SUITESPARSE
        GrB_Vector_wait(o->V, GrB_MATERIALIZE);
#endif
        last_info = GrB_Vector_removeElement(o->V, i);
    } else {
        last_info = GrB_Scalar_clear(o->S);
    }
    return true;
}

/* extractElement NAME i [j] [type=T] | extractElement NAME i [j] scalar=S | extractElement S [type=T] */
static bool cmd_extractElement(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    int nidx = o->kind == O_MATRIX ? 2 : (o->kind == O_VECTOR ? 1 : 0);
    GrB_Index i = 0, j = 0;
    if (!need_pos(1 + nidx)) return false;
    if (nidx >= 1 && !get_index(pos[1], &i)) return false;
    if (nidx >= 2 && !get_index(pos[2], &j)) return false;
    const char *sname = opt("scalar");
    if (sname) {
        obj_t *s;
        if (!get_obj(sname, O_SCALAR, &s)) return false;
        if (o->kind == O_MATRIX) last_info = GrB_Matrix_extractElement_Scalar(s->S, o->M, i, j);
        else if (o->kind == O_VECTOR) last_info = GrB_Vector_extractElement_Scalar(s->S, o->V, i);
        else FAIL("scalar= needs a matrix or vector");
        return true;
    }
    int t = o->type;
    if (opt("type")) { t = type_by_name(opt("type")); if (t < 0) FAIL("no type '%s'", opt("type")); }
    value_t v; memset(&v, 0, sizeof v);
    if (o->kind == O_MATRIX) {
#define EM(P, SFX, CT, F) last_info = P##_Matrix_extractElement_##SFX((CT *) (void *) &v.F, o->M, i, j)
        TYPED_SWITCH(t, EM, last_info = GrB_Matrix_extractElement_UDT(v.bytes, o->M, i, j))
#undef EM
    } else if (o->kind == O_VECTOR) {
#define EV(P, SFX, CT, F) last_info = P##_Vector_extractElement_##SFX((CT *) (void *) &v.F, o->V, i)
        TYPED_SWITCH(t, EV, last_info = GrB_Vector_extractElement_UDT(v.bytes, o->V, i))
#undef EV
    } else {
        scalar_get(o->S, t, &v, &last_info);
    }
    if (last_info == GrB_SUCCESS) extra_value(t, &v);
    return true;
}

/* extractTuples NAME [type=T]: prints n, then the tuples sorted (one per line) */
static char *tuples_text = NULL;
static bool cmd_extractTuples(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    if (o->kind == O_SCALAR) FAIL("extractTuples needs a matrix or vector");
    int t = o->type;
    if (opt("type")) { t = type_by_name(opt("type")); if (t < 0) FAIL("no type '%s'", opt("type")); }
    tuple_t *tu; GrB_Index n;
    last_info = get_tuples(o, t, &tu, &n);
    if (last_info != GrB_SUCCESS) return true;
    extra_printf(" %s %" PRIu64, okind_name[o->kind], (uint64_t) n);
    size_t size = 0;
    FILE *f = open_memstream(&tuples_text, &size);
    for (GrB_Index k = 0; k < n; k++) {
        if (o->kind == O_MATRIX) fprintf(f, "%" PRIu64 " %" PRIu64, (uint64_t) tu[k].i, (uint64_t) tu[k].j);
        else fprintf(f, "%" PRIu64, (uint64_t) tu[k].i);
        print_value(f, t, &tu[k].v); fprintf(f, "\n");
    }
    fclose(f);
    free(tu);
    return true;
}

static bool cmd_nvals(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    GrB_Index n = 0;
    ss_wait(o);
    if (o->kind == O_MATRIX) last_info = GrB_Matrix_nvals(&n, o->M);
    else if (o->kind == O_VECTOR) last_info = GrB_Vector_nvals(&n, o->V);
    else last_info = GrB_Scalar_nvals(&n, o->S);
    if (last_info == GrB_SUCCESS) extra_printf(" %" PRIu64, (uint64_t) n);
    return true;
}

static bool cmd_size(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    GrB_Index a = 0, b = 0;
    if (o->kind == O_MATRIX) {
        last_info = GrB_Matrix_nrows(&a, o->M);
        if (last_info == GrB_SUCCESS) last_info = GrB_Matrix_ncols(&b, o->M);
        if (last_info == GrB_SUCCESS) extra_printf(" %" PRIu64 " %" PRIu64, (uint64_t) a, (uint64_t) b);
    } else if (o->kind == O_VECTOR) {
        last_info = GrB_Vector_size(&a, o->V);
        if (last_info == GrB_SUCCESS) extra_printf(" %" PRIu64, (uint64_t) a);
    } else FAIL("size needs a matrix or vector");
    return true;
}

static bool cmd_wait(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    GrB_WaitMode mode = has_flag("complete") ? GrB_COMPLETE : GrB_MATERIALIZE;
    if (o->kind == O_MATRIX) last_info = GrB_Matrix_wait(o->M, mode);
    else if (o->kind == O_VECTOR) last_info = GrB_Vector_wait(o->V, mode);
    else last_info = GrB_Scalar_wait(o->S, mode);
    return true;
}

static bool cmd_clear(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    if (o->kind == O_MATRIX) last_info = GrB_Matrix_clear(o->M);
    else if (o->kind == O_VECTOR) last_info = GrB_Vector_clear(o->V);
    else last_info = GrB_Scalar_clear(o->S);
    return true;
}

/* dup NEW SRC */
static bool cmd_dup(void)
{
    if (!need_pos(2)) return false;
    obj_t *src;
    if (!get_obj(pos[1], -1, &src)) return false;
    int kind = src->kind, type = src->type;
    GrB_Matrix M = NULL; GrB_Vector V = NULL; GrB_Scalar S = NULL;
    if (kind == O_MATRIX) last_info = GrB_Matrix_dup(&M, src->M);
    else if (kind == O_VECTOR) last_info = GrB_Vector_dup(&V, src->V);
    else last_info = GrB_Scalar_dup(&S, src->S);
    obj_t *o = declare_obj(pos[0], kind, type);
    if (o == NULL) FAIL("too many objects");
    o->M = M; o->V = V; o->S = S;
    ss_storage_workaround(o);
    return true;
}

static bool cmd_free(void)
{
    if (!need_pos(1)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    free_obj_contents(o);
    last_info = GrB_SUCCESS;
    return true;
}

/* resize NAME nrows [ncols] */
static bool cmd_resize(void)
{
    if (!need_pos(2)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    GrB_Index a, b = 0;
    if (!get_index(pos[1], &a)) return false;
    if (o->kind == O_MATRIX) {
        if (!need_pos(3) || !get_index(pos[2], &b)) return false;
        last_info = GrB_Matrix_resize(o->M, a, b);
    } else if (o->kind == O_VECTOR) last_info = GrB_Vector_resize(o->V, a);
    else FAIL("resize needs a matrix or vector");
    return true;
}

/* mxm C A B semiring=S ; mxv w A u semiring=S ; vxm w u A semiring=S */
static bool cmd_mul(int which)
{
    if (!need_pos(3)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *semi;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_op("semiring", K_SEMIRING, &semi)) return false;
    obj_t *c, *a, *b;
    if (which == 0) {
        GrB_Matrix M;
        if (!get_obj(pos[0], O_MATRIX, &c) || !get_obj(pos[1], O_MATRIX, &a) || !get_obj(pos[2], O_MATRIX, &b)) return false;
        if (!get_mask(O_MATRIX, &M, NULL)) return false;
        last_info = GrB_mxm(c->M, M, accum, semi, a->M, b->M, desc);
    } else if (which == 1) {
        GrB_Vector m;
        if (!get_obj(pos[0], O_VECTOR, &c) || !get_obj(pos[1], O_MATRIX, &a) || !get_obj(pos[2], O_VECTOR, &b)) return false;
        if (!get_mask(O_VECTOR, NULL, &m)) return false;
        last_info = GrB_mxv(c->V, m, accum, semi, a->M, b->V, desc);
    } else {
        GrB_Vector m;
        if (!get_obj(pos[0], O_VECTOR, &c) || !get_obj(pos[1], O_VECTOR, &a) || !get_obj(pos[2], O_MATRIX, &b)) return false;
        if (!get_mask(O_VECTOR, NULL, &m)) return false;
        last_info = GrB_vxm(c->V, m, accum, semi, a->V, b->M, desc);
    }
    return true;
}

/* eWiseAdd / eWiseMult C A B op=BINOP|MONOID|SEMIRING */
static bool cmd_ewise(bool add)
{
    if (!need_pos(3)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op; int kind;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_any_op("op", &op, &kind)) return false;
    obj_t *c, *a, *b;
    if (!get_obj(pos[0], -1, &c)) return false;
    if (c->kind == O_MATRIX) {
        GrB_Matrix M;
        if (!get_obj(pos[1], O_MATRIX, &a) || !get_obj(pos[2], O_MATRIX, &b) || !get_mask(O_MATRIX, &M, NULL)) return false;
        if (kind == K_BINARY) last_info = add ? GrB_Matrix_eWiseAdd_BinaryOp(c->M, M, accum, op, a->M, b->M, desc)
                                              : GrB_Matrix_eWiseMult_BinaryOp(c->M, M, accum, op, a->M, b->M, desc);
        else if (kind == K_MONOID) last_info = add ? GrB_Matrix_eWiseAdd_Monoid(c->M, M, accum, op, a->M, b->M, desc)
                                                   : GrB_Matrix_eWiseMult_Monoid(c->M, M, accum, op, a->M, b->M, desc);
        else if (kind == K_SEMIRING) last_info = add ? GrB_Matrix_eWiseAdd_Semiring(c->M, M, accum, op, a->M, b->M, desc)
                                                     : GrB_Matrix_eWiseMult_Semiring(c->M, M, accum, op, a->M, b->M, desc);
        else FAIL("op must be a binary op, monoid or semiring");
    } else if (c->kind == O_VECTOR) {
        GrB_Vector m;
        if (!get_obj(pos[1], O_VECTOR, &a) || !get_obj(pos[2], O_VECTOR, &b) || !get_mask(O_VECTOR, NULL, &m)) return false;
        if (kind == K_BINARY) last_info = add ? GrB_Vector_eWiseAdd_BinaryOp(c->V, m, accum, op, a->V, b->V, desc)
                                              : GrB_Vector_eWiseMult_BinaryOp(c->V, m, accum, op, a->V, b->V, desc);
        else if (kind == K_MONOID) last_info = add ? GrB_Vector_eWiseAdd_Monoid(c->V, m, accum, op, a->V, b->V, desc)
                                                   : GrB_Vector_eWiseMult_Monoid(c->V, m, accum, op, a->V, b->V, desc);
        else if (kind == K_SEMIRING) last_info = add ? GrB_Vector_eWiseAdd_Semiring(c->V, m, accum, op, a->V, b->V, desc)
                                                     : GrB_Vector_eWiseMult_Semiring(c->V, m, accum, op, a->V, b->V, desc);
        else FAIL("op must be a binary op, monoid or semiring");
    } else FAIL("eWise output must be a matrix or vector");
    return true;
}

/* eWiseUnion C A alpha B beta op=BINOP   (alpha, beta: scalar objects) */
static bool cmd_ewise_union(void)
{
    if (!need_pos(5)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_op("op", K_BINARY, &op)) return false;
    obj_t *c, *a, *b, *al, *be;
    if (!get_obj(pos[0], -1, &c) || !get_obj(pos[2], O_SCALAR, &al) || !get_obj(pos[4], O_SCALAR, &be)) return false;
    if (c->kind == O_MATRIX) {
        GrB_Matrix M;
        if (!get_obj(pos[1], O_MATRIX, &a) || !get_obj(pos[3], O_MATRIX, &b) || !get_mask(O_MATRIX, &M, NULL)) return false;
        last_info = GxB_Matrix_eWiseUnion(c->M, M, accum, op, a->M, al->S, b->M, be->S, desc);
    } else if (c->kind == O_VECTOR) {
        GrB_Vector m;
        if (!get_obj(pos[1], O_VECTOR, &a) || !get_obj(pos[3], O_VECTOR, &b) || !get_mask(O_VECTOR, NULL, &m)) return false;
        last_info = GxB_Vector_eWiseUnion(c->V, m, accum, op, a->V, al->S, b->V, be->S, desc);
    } else FAIL("eWiseUnion output must be a matrix or vector");
    return true;
}

/* apply C A op=UNOP | op=BINOP bind1st=X | op=BINOP bind2nd=X | op=IDXOP thunk=X
 * select C A op=IDXOP thunk=X */
static bool cmd_apply_select(bool select)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op; int kind;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_any_op("op", &op, &kind)) return false;
    obj_t *c, *a;
    if (!get_obj(pos[0], -1, &c)) return false;
    if (c->kind == O_SCALAR) FAIL("output must be a matrix or vector");
    bool mat = c->kind == O_MATRIX;
    GrB_Matrix M = NULL; GrB_Vector m = NULL;
    if (!get_obj(pos[1], c->kind, &a) || !get_mask(c->kind, &M, &m)) return false;
    if (select && kind != K_IDXUNARY) FAIL("select needs an index-unary op");
    if (kind == K_UNARY) {
        last_info = mat ? GrB_Matrix_apply(c->M, M, accum, op, a->M, desc)
                        : GrB_Vector_apply(c->V, m, accum, op, a->V, desc);
        return true;
    }
    thunk_t th;
    const char *ts;
    int side = 0;   /* 1: bind1st, 2: bind2nd, 3: index op thunk */
    if (kind == K_BINARY) {
        if ((ts = opt("bind1st")) != NULL) side = 1;
        else if ((ts = opt("bind2nd")) != NULL) side = 2;
        else FAIL("apply with a binary op needs bind1st= or bind2nd=");
    } else if (kind == K_IDXUNARY) {
        if ((ts = opt("thunk")) == NULL) FAIL("needs thunk=");
        side = 3;
    } else FAIL("apply needs a unary, binary or index-unary op");
    if (!get_thunk(ts, &th)) return false;
    int t = th.type;
    if (th.is_obj) {
        if (side == 1) last_info = mat ? GrB_Matrix_apply_BinaryOp1st_Scalar(c->M, M, accum, op, th.s, a->M, desc)
                                       : GrB_Vector_apply_BinaryOp1st_Scalar(c->V, m, accum, op, th.s, a->V, desc);
        else if (side == 2) last_info = mat ? GrB_Matrix_apply_BinaryOp2nd_Scalar(c->M, M, accum, op, a->M, th.s, desc)
                                            : GrB_Vector_apply_BinaryOp2nd_Scalar(c->V, m, accum, op, a->V, th.s, desc);
        else if (!select) last_info = mat ? GrB_Matrix_apply_IndexOp_Scalar(c->M, M, accum, op, a->M, th.s, desc)
                                          : GrB_Vector_apply_IndexOp_Scalar(c->V, m, accum, op, a->V, th.s, desc);
        else last_info = mat ? GrB_Matrix_select_Scalar(c->M, M, accum, op, a->M, th.s, desc)
                             : GrB_Vector_select_Scalar(c->V, m, accum, op, a->V, th.s, desc);
        return true;
    }
    value_t v = th.v;
    if (side == 1) {
        if (mat) {
#define A1(P, SFX, CT, F) last_info = P##_Matrix_apply_BinaryOp1st_##SFX(c->M, M, accum, op, VAL(v, CT, F), a->M, desc)
            TYPED_SWITCH(t, A1, last_info = GrB_Matrix_apply_BinaryOp1st_UDT(c->M, M, accum, op, v.bytes, a->M, desc))
#undef A1
        } else {
#define A1(P, SFX, CT, F) last_info = P##_Vector_apply_BinaryOp1st_##SFX(c->V, m, accum, op, VAL(v, CT, F), a->V, desc)
            TYPED_SWITCH(t, A1, last_info = GrB_Vector_apply_BinaryOp1st_UDT(c->V, m, accum, op, v.bytes, a->V, desc))
#undef A1
        }
    } else if (side == 2) {
        if (mat) {
#define A2(P, SFX, CT, F) last_info = P##_Matrix_apply_BinaryOp2nd_##SFX(c->M, M, accum, op, a->M, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, A2, last_info = GrB_Matrix_apply_BinaryOp2nd_UDT(c->M, M, accum, op, a->M, v.bytes, desc))
#undef A2
        } else {
#define A2(P, SFX, CT, F) last_info = P##_Vector_apply_BinaryOp2nd_##SFX(c->V, m, accum, op, a->V, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, A2, last_info = GrB_Vector_apply_BinaryOp2nd_UDT(c->V, m, accum, op, a->V, v.bytes, desc))
#undef A2
        }
    } else if (!select) {
        if (mat) {
#define AI(P, SFX, CT, F) last_info = P##_Matrix_apply_IndexOp_##SFX(c->M, M, accum, op, a->M, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, AI, last_info = GrB_Matrix_apply_IndexOp_UDT(c->M, M, accum, op, a->M, v.bytes, desc))
#undef AI
        } else {
#define AI(P, SFX, CT, F) last_info = P##_Vector_apply_IndexOp_##SFX(c->V, m, accum, op, a->V, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, AI, last_info = GrB_Vector_apply_IndexOp_UDT(c->V, m, accum, op, a->V, v.bytes, desc))
#undef AI
        }
    } else {
        if (mat) {
#define SE(P, SFX, CT, F) last_info = P##_Matrix_select_##SFX(c->M, M, accum, op, a->M, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, SE, last_info = GrB_Matrix_select_UDT(c->M, M, accum, op, a->M, v.bytes, desc))
#undef SE
        } else {
#define SE(P, SFX, CT, F) last_info = P##_Vector_select_##SFX(c->V, m, accum, op, a->V, VAL(v, CT, F), desc)
            TYPED_SWITCH(t, SE, last_info = GrB_Vector_select_UDT(c->V, m, accum, op, a->V, v.bytes, desc))
#undef SE
        }
    }
    return true;
}

/* gxbselect C A op=GxB_SELECTOP [thunk=S]   (legacy GxB_select; thunk a scalar object or NULL) */
static bool cmd_gxbselect(void)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_op("op", K_SELECT, &op)) return false;
    obj_t *c, *a;
    if (!get_obj(pos[0], -1, &c)) return false;
    GrB_Scalar thunk = NULL;
    const char *ts = opt("thunk");
    if (ts) { obj_t *s; if (!get_obj(ts, O_SCALAR, &s)) return false; thunk = s->S; }
    if (c->kind == O_MATRIX) {
        GrB_Matrix M;
        if (!get_obj(pos[1], O_MATRIX, &a) || !get_mask(O_MATRIX, &M, NULL)) return false;
        last_info = GxB_Matrix_select(c->M, M, accum, op, a->M, thunk, desc);
    } else if (c->kind == O_VECTOR) {
        GrB_Vector m;
        if (!get_obj(pos[1], O_VECTOR, &a) || !get_mask(O_VECTOR, NULL, &m)) return false;
        last_info = GxB_Vector_select(c->V, m, accum, op, a->V, thunk, desc);
    } else FAIL("output must be a matrix or vector");
    return true;
}

/* reduce w A op=MONOID|BINOP  (matrix to vector)
 * reduce s A op=MONOID|BINOP  (matrix or vector to a scalar object) */
static bool cmd_reduce(void)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op; int kind;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_any_op("op", &op, &kind)) return false;
    if (kind != K_MONOID && kind != K_BINARY) FAIL("reduce needs a monoid or binary op");
    obj_t *c, *a;
    if (!get_obj(pos[0], -1, &c) || !get_obj(pos[1], -1, &a)) return false;
    if (c->kind == O_VECTOR) {
        GrB_Vector m;
        if (a->kind != O_MATRIX) FAIL("reduce to vector needs a matrix");
        if (!get_mask(O_VECTOR, NULL, &m)) return false;
        last_info = kind == K_MONOID ? GrB_Matrix_reduce_Monoid(c->V, m, accum, op, a->M, desc)
                                     : GrB_Matrix_reduce_BinaryOp(c->V, m, accum, op, a->M, desc);
    } else if (c->kind == O_SCALAR) {
        if (a->kind == O_MATRIX)
            last_info = kind == K_MONOID ? GrB_Matrix_reduce_Monoid_Scalar(c->S, accum, op, a->M, desc)
                                         : GrB_Matrix_reduce_BinaryOp_Scalar(c->S, accum, op, a->M, desc);
        else if (a->kind == O_VECTOR)
            last_info = kind == K_MONOID ? GrB_Vector_reduce_Monoid_Scalar(c->S, accum, op, a->V, desc)
                                         : GrB_Vector_reduce_BinaryOp_Scalar(c->S, accum, op, a->V, desc);
        else FAIL("reduce input must be a matrix or vector");
    } else FAIL("reduce output must be a vector or scalar");
    return true;
}

/* reducetyped A op=MONOID type=T [init=VALUE]  (to a C scalar; accum allowed; prints the value) */
static bool cmd_reducetyped(void)
{
    if (!need_pos(1)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_op("op", K_MONOID, &op)) return false;
    obj_t *a;
    if (!get_obj(pos[0], -1, &a)) return false;
    const char *ts = opt("type");
    if (!ts) FAIL("needs type=");
    int t = type_by_name(ts);
    if (t < 0) FAIL("no type '%s'", ts);
    value_t v; memset(&v, 0, sizeof v);
    if (opt("init") && !parse_value(t, opt("init"), &v)) FAIL("bad init value");
    if (a->kind == O_MATRIX) {
#define RM(P, SFX, CT, F) last_info = P##_Matrix_reduce_##SFX((CT *) (void *) &v.F, accum, op, a->M, desc)
        TYPED_SWITCH(t, RM, last_info = GrB_Matrix_reduce_UDT(v.bytes, accum, op, a->M, desc))
#undef RM
    } else if (a->kind == O_VECTOR) {
#define RV(P, SFX, CT, F) last_info = P##_Vector_reduce_##SFX((CT *) (void *) &v.F, accum, op, a->V, desc)
        TYPED_SWITCH(t, RV, last_info = GrB_Vector_reduce_UDT(v.bytes, accum, op, a->V, desc))
#undef RV
    } else FAIL("reduce input must be a matrix or vector");
    if (last_info == GrB_SUCCESS) extra_value(t, &v);
    return true;
}

/* transpose C A */
static bool cmd_transpose(void)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; GrB_Matrix M;
    obj_t *c, *a;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_mask(O_MATRIX, &M, NULL)) return false;
    if (!get_obj(pos[0], O_MATRIX, &c) || !get_obj(pos[1], O_MATRIX, &a)) return false;
    last_info = GrB_transpose(c->M, M, accum, a->M, desc);
    return true;
}

/* extract C A I=.. J=.. | extract w u I=.. | extract w A I=.. col=j */
static bool cmd_extract(void)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc;
    obj_t *c, *a;
    if (!get_accum(&accum) || !get_desc(&desc)) return false;
    if (!get_obj(pos[0], -1, &c) || !get_obj(pos[1], -1, &a)) return false;
    ilist_t I, J;
    if (!get_ilist("I", &I)) return false;
    bool ok = true;
    if (c->kind == O_MATRIX) {
        GrB_Matrix M;
        if (a->kind != O_MATRIX) { free_ilist(&I); FAIL("extract into a matrix needs a matrix"); }
        if (!get_ilist("J", &J)) { free_ilist(&I); return false; }
        if ((ok = get_mask(O_MATRIX, &M, NULL)))
            last_info = GrB_Matrix_extract(c->M, M, accum, a->M, I.list, I.n, J.list, J.n, desc);
        free_ilist(&J);
    } else if (c->kind == O_VECTOR) {
        GrB_Vector m;
        if ((ok = get_mask(O_VECTOR, NULL, &m))) {
            if (a->kind == O_VECTOR) last_info = GrB_Vector_extract(c->V, m, accum, a->V, I.list, I.n, desc);
            else if (a->kind == O_MATRIX) {
                GrB_Index j;
                const char *cs = opt("col");
                if (!cs) { free_ilist(&I); FAIL("column extract needs col="); }
                if (!get_index(cs, &j)) { free_ilist(&I); return false; }
                last_info = GrB_Col_extract(c->V, m, accum, a->M, I.list, I.n, j, desc);
            } else { free_ilist(&I); FAIL("bad extract input"); }
        }
    } else { free_ilist(&I); FAIL("extract output must be a matrix or vector"); }
    free_ilist(&I);
    return ok;
}

/* assign / subassign:
 *   assign C A I=.. J=..           (matrix)          assign w u I=..          (vector)
 *   assign C u row=i J=..          (GrB_Row_assign)  assign C u col=j I=..    (GrB_Col_assign)
 *   assign C SCALAR I=.. J=..      scalar object (_Scalar) or TYPE:value (typed)
 *   assign w SCALAR I=.. */
static bool cmd_assign(bool sub)
{
    if (!need_pos(2)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc;
    obj_t *c;
    if (!get_accum(&accum) || !get_desc(&desc)) return false;
    if (!get_obj(pos[0], -1, &c)) return false;
    if (c->kind == O_SCALAR) FAIL("assign output must be a matrix or vector");
    obj_t *a = find_obj(pos[1]);
    thunk_t th; memset(&th, 0, sizeof th);
    bool scalar_src = (a == NULL) || a->kind == O_SCALAR;
    if (scalar_src && !get_thunk(pos[1], &th)) return false;
    ilist_t I = { 0 }, J = { 0 };
    bool ok = true;
    GrB_Matrix M = NULL; GrB_Vector m = NULL;
    const char *rs = opt("row"), *cs = opt("col");
    if (c->kind == O_MATRIX && !scalar_src && a->kind == O_VECTOR) {
        /* row or column assign: the mask is a vector */
        GrB_Index k;
        if (!get_mask(O_VECTOR, NULL, &m)) return false;
        if (rs) {
            if (!get_index(rs, &k) || !get_ilist("J", &J)) return false;
            last_info = sub ? GxB_Row_subassign(c->M, m, accum, a->V, k, J.list, J.n, desc)
                            : GrB_Row_assign(c->M, m, accum, a->V, k, J.list, J.n, desc);
            free_ilist(&J);
        } else if (cs) {
            if (!get_index(cs, &k) || !get_ilist("I", &I)) return false;
            last_info = sub ? GxB_Col_subassign(c->M, m, accum, a->V, I.list, I.n, k, desc)
                            : GrB_Col_assign(c->M, m, accum, a->V, I.list, I.n, k, desc);
            free_ilist(&I);
        } else FAIL("assigning a vector into a matrix needs row= or col=");
        return true;
    }
    if (!get_ilist("I", &I)) return false;
    if (c->kind == O_MATRIX) {
        if (!get_ilist("J", &J)) { free_ilist(&I); return false; }
        if (!get_mask(O_MATRIX, &M, NULL)) { ok = false; goto done; }
        if (!scalar_src) {
            if (a->kind != O_MATRIX) { snprintf(errmsg, sizeof errmsg, "bad assign source"); ok = false; goto done; }
            last_info = sub ? GxB_Matrix_subassign(c->M, M, accum, a->M, I.list, I.n, J.list, J.n, desc)
                            : GrB_Matrix_assign(c->M, M, accum, a->M, I.list, I.n, J.list, J.n, desc);
        } else if (th.is_obj) {
            last_info = sub ? GxB_Matrix_subassign_Scalar(c->M, M, accum, th.s, I.list, I.n, J.list, J.n, desc)
                            : GrB_Matrix_assign_Scalar(c->M, M, accum, th.s, I.list, I.n, J.list, J.n, desc);
        } else {
            value_t v = th.v; int t = th.type;
            if (sub) {
#define SA(P, SFX, CT, F) last_info = P##_Matrix_subassign_##SFX(c->M, M, accum, VAL(v, CT, F), I.list, I.n, J.list, J.n, desc)
                TYPED_SWITCH_GXB(t, SA, last_info = GxB_Matrix_subassign_UDT(c->M, M, accum, v.bytes, I.list, I.n, J.list, J.n, desc))
#undef SA
            } else {
#define AA(P, SFX, CT, F) last_info = P##_Matrix_assign_##SFX(c->M, M, accum, VAL(v, CT, F), I.list, I.n, J.list, J.n, desc)
                TYPED_SWITCH(t, AA, last_info = GrB_Matrix_assign_UDT(c->M, M, accum, v.bytes, I.list, I.n, J.list, J.n, desc))
#undef AA
            }
        }
    } else {
        if (!get_mask(O_VECTOR, NULL, &m)) { ok = false; goto done; }
        if (!scalar_src) {
            if (a->kind != O_VECTOR) { snprintf(errmsg, sizeof errmsg, "bad assign source"); ok = false; goto done; }
            last_info = sub ? GxB_Vector_subassign(c->V, m, accum, a->V, I.list, I.n, desc)
                            : GrB_Vector_assign(c->V, m, accum, a->V, I.list, I.n, desc);
        } else if (th.is_obj) {
            last_info = sub ? GxB_Vector_subassign_Scalar(c->V, m, accum, th.s, I.list, I.n, desc)
                            : GrB_Vector_assign_Scalar(c->V, m, accum, th.s, I.list, I.n, desc);
        } else {
            value_t v = th.v; int t = th.type;
            if (sub) {
#define SA(P, SFX, CT, F) last_info = P##_Vector_subassign_##SFX(c->V, m, accum, VAL(v, CT, F), I.list, I.n, desc)
                TYPED_SWITCH_GXB(t, SA, last_info = GxB_Vector_subassign_UDT(c->V, m, accum, v.bytes, I.list, I.n, desc))
#undef SA
            } else {
#define AA(P, SFX, CT, F) last_info = P##_Vector_assign_##SFX(c->V, m, accum, VAL(v, CT, F), I.list, I.n, desc)
                TYPED_SWITCH(t, AA, last_info = GrB_Vector_assign_UDT(c->V, m, accum, v.bytes, I.list, I.n, desc))
#undef AA
            }
        }
    }
done:
    free_ilist(&I); free_ilist(&J);
    return ok;
}

/* kronecker C A B op=BINOP|MONOID|SEMIRING */
static bool cmd_kronecker(void)
{
    if (!need_pos(3)) return false;
    GrB_BinaryOp accum; GrB_Descriptor desc; void *op; int kind; GrB_Matrix M;
    obj_t *c, *a, *b;
    if (!get_accum(&accum) || !get_desc(&desc) || !get_any_op("op", &op, &kind) || !get_mask(O_MATRIX, &M, NULL)) return false;
    if (!get_obj(pos[0], O_MATRIX, &c) || !get_obj(pos[1], O_MATRIX, &a) || !get_obj(pos[2], O_MATRIX, &b)) return false;
    if (kind == K_BINARY) last_info = GrB_Matrix_kronecker_BinaryOp(c->M, M, accum, op, a->M, b->M, desc);
    else if (kind == K_MONOID) last_info = GrB_Matrix_kronecker_Monoid(c->M, M, accum, op, a->M, b->M, desc);
    else if (kind == K_SEMIRING) last_info = GrB_Matrix_kronecker_Semiring(c->M, M, accum, op, a->M, b->M, desc);
    else FAIL("kronecker needs a binary op, monoid or semiring");
    return true;
}

/* diag C v k (GrB_Matrix_diag: C is created, with v's type) | gxbdiag C v k | vdiag v A k */
static bool cmd_diag(int which)
{
    if (!need_pos(3)) return false;
    int64_t k;
    if (!parse_i64(pos[2], &k)) FAIL("bad diagonal '%s'", pos[2]);
    GrB_Descriptor desc;
    if (!get_desc(&desc)) return false;
    obj_t *c, *a;
    if (which == 0) {
        if (!get_obj(pos[1], O_VECTOR, &a)) return false;
        GrB_Matrix M = NULL;
        last_info = GrB_Matrix_diag(&M, a->V, k);
        int t = a->type;
        obj_t *o = declare_obj(pos[0], O_MATRIX, t);
        if (o == NULL) { if (M) GrB_Matrix_free(&M); FAIL("too many objects"); }
        o->M = M;
        ss_storage_workaround(o);
    } else if (which == 1) {
        if (!get_obj(pos[0], O_MATRIX, &c) || !get_obj(pos[1], O_VECTOR, &a)) return false;
        last_info = GxB_Matrix_diag(c->M, a->V, k, desc);
    } else {
        if (!get_obj(pos[0], O_VECTOR, &c) || !get_obj(pos[1], O_MATRIX, &a)) return false;
        last_info = GxB_Vector_diag(c->V, a->M, k, desc);
    }
    return true;
}

/* concat C m n T00 T01 ... (row-major tiles) */
static bool cmd_concat(void)
{
    if (!need_pos(3)) return false;
    GrB_Descriptor desc;
    obj_t *c;
    GrB_Index m, n;
    if (!get_desc(&desc) || !get_obj(pos[0], O_MATRIX, &c) || !get_index(pos[1], &m) || !get_index(pos[2], &n)) return false;
    if (m * n > 4096 || (GrB_Index) npos != 3 + m * n) FAIL("concat needs m*n tiles");
    GrB_Matrix *tiles = calloc(m * n + 1, sizeof(GrB_Matrix));
    for (GrB_Index k = 0; k < m * n; k++) {
        obj_t *t;
        if (!get_obj(pos[3 + k], O_MATRIX, &t)) { free(tiles); return false; }
        tiles[k] = t->M;
    }
#ifdef DIFF_SUITESPARSE
    /* 7.4 corrupts a non-empty bitmap C: C is never bitmap here (ss_storage_workaround); make sure */
    GxB_Matrix_Option_set(c->M, GxB_SPARSITY_CONTROL, GxB_SPARSE + GxB_HYPERSPARSE);
#endif
    last_info = GxB_Matrix_concat(c->M, tiles, m, n, desc);
    free(tiles);
    return true;
}

/* split A m n rows=r0,r1,.. cols=c0,c1,.. T00 T01 ... (creates the tiles, with A's type) */
static bool cmd_split(void)
{
    if (!need_pos(3)) return false;
    GrB_Descriptor desc;
    obj_t *a;
    GrB_Index m, n;
    if (!get_desc(&desc) || !get_obj(pos[0], O_MATRIX, &a) || !get_index(pos[1], &m) || !get_index(pos[2], &n)) return false;
    if (m * n > 4096 || (GrB_Index) npos != 3 + m * n) FAIL("split needs m*n tile names");
    ilist_t R, C;
    if (!get_ilist("rows", &R)) return false;
    if (!get_ilist("cols", &C)) { free_ilist(&R); return false; }
    if (R.n != m || C.n != n) { free_ilist(&R); free_ilist(&C); FAIL("split: rows=/cols= sizes differ from m, n"); }
    GrB_Matrix *tiles = calloc(m * n + 1, sizeof(GrB_Matrix));
    last_info = GxB_Matrix_split(tiles, m, n, R.list, C.list, a->M, desc);
    for (GrB_Index k = 0; k < m * n; k++) {
        obj_t *o = declare_obj(pos[3 + k], O_MATRIX, a->type);
        if (o == NULL) { if (tiles[k]) GrB_Matrix_free(&tiles[k]); continue; }
        o->M = (last_info == GrB_SUCCESS) ? tiles[k] : NULL;
        ss_storage_workaround(o);
    }
    free(tiles); free_ilist(&R); free_ilist(&C);
    return true;
}

/* sort C P A op=BINOP   (C or P may be '-' for NULL) */
static bool cmd_sort(void)
{
    if (!need_pos(3)) return false;
    GrB_Descriptor desc; void *op;
    if (!get_desc(&desc) || !get_op("op", K_BINARY, &op)) return false;
    obj_t *a, *c = NULL, *p = NULL;
    if (!get_obj(pos[2], -1, &a)) return false;
    if (strcmp(pos[0], "-") && !get_obj(pos[0], a->kind, &c)) return false;
    if (strcmp(pos[1], "-") && !get_obj(pos[1], a->kind, &p)) return false;
#ifdef DIFF_SUITESPARSE
    /* 7.4's sort ignores pending tuples of its input */
    if (a->kind == O_MATRIX) GrB_Matrix_wait(a->M, GrB_MATERIALIZE); else GrB_Vector_wait(a->V, GrB_MATERIALIZE);
#endif
    if (a->kind == O_MATRIX) last_info = GxB_Matrix_sort(c ? c->M : NULL, p ? p->M : NULL, op, a->M, desc);
    else if (a->kind == O_VECTOR) last_info = GxB_Vector_sort(c ? c->V : NULL, p ? p->V : NULL, op, a->V, desc);
    else FAIL("sort needs a matrix or vector");
    return true;
}

/* cmp NAME exact|tol|struct|none: how run_diff.py compares this object's dumps */
static bool cmd_cmp(void)
{
    if (!need_pos(2)) return false;
    obj_t *o;
    if (!get_obj(pos[0], -1, &o)) return false;
    snprintf(o->cmp, sizeof o->cmp, "%s", pos[1]);
    last_info = GrB_SUCCESS;
    return true;
}

/*==================================================================================================
 * main loop
 *================================================================================================*/

static void dump_all(void)
{
    for (int k = 0; k < nobjs; k++) dump_obj(&objs[k]);
}

static void run_line(char *line)
{
    split_line(line);
    if (ntok == 0) return;
    const char *verb = tok[0];
    errmsg[0] = 0; extra_len = 0; extra[0] = 0;
    last_info = GrB_SUCCESS;
    desc_to_free = NULL;
    free(tuples_text); tuples_text = NULL;

    if (!strcmp(verb, "print")) {
        printf("@L%d print\n", lineno);
        if (npos == 0) dump_all();
        for (int k = 0; k < npos; k++) {
            obj_t *o = find_obj(pos[k]);
            if (o) dump_obj(o); else printf("@obj %s missing\n", pos[k]);
        }
        fflush(stdout);
        return;
    }
    bool ok;
    bool quiet = false;
    if (!strcmp(verb, "matrix")) ok = cmd_declare(O_MATRIX);
    else if (!strcmp(verb, "vector")) ok = cmd_declare(O_VECTOR);
    else if (!strcmp(verb, "scalar")) ok = cmd_declare(O_SCALAR);
    else if (!strcmp(verb, "free")) ok = cmd_free();
    else if (!strcmp(verb, "build")) ok = cmd_build();
    else if (!strcmp(verb, "setElement")) ok = cmd_setElement();
    else if (!strcmp(verb, "removeElement")) ok = cmd_removeElement();
    else if (!strcmp(verb, "extractElement")) ok = cmd_extractElement();
    else if (!strcmp(verb, "extractTuples")) ok = cmd_extractTuples();
    else if (!strcmp(verb, "nvals")) ok = cmd_nvals();
    else if (!strcmp(verb, "size")) ok = cmd_size();
    else if (!strcmp(verb, "wait")) ok = cmd_wait();
    else if (!strcmp(verb, "clear")) ok = cmd_clear();
    else if (!strcmp(verb, "dup")) ok = cmd_dup();
    else if (!strcmp(verb, "resize")) ok = cmd_resize();
    else if (!strcmp(verb, "mxm")) ok = cmd_mul(0);
    else if (!strcmp(verb, "mxv")) ok = cmd_mul(1);
    else if (!strcmp(verb, "vxm")) ok = cmd_mul(2);
    else if (!strcmp(verb, "eWiseAdd")) ok = cmd_ewise(true);
    else if (!strcmp(verb, "eWiseMult")) ok = cmd_ewise(false);
    else if (!strcmp(verb, "eWiseUnion")) ok = cmd_ewise_union();
    else if (!strcmp(verb, "apply")) ok = cmd_apply_select(false);
    else if (!strcmp(verb, "select")) ok = cmd_apply_select(true);
    else if (!strcmp(verb, "gxbselect")) ok = cmd_gxbselect();
    else if (!strcmp(verb, "reduce")) ok = cmd_reduce();
    else if (!strcmp(verb, "reducetyped")) ok = cmd_reducetyped();
    else if (!strcmp(verb, "transpose")) ok = cmd_transpose();
    else if (!strcmp(verb, "extract")) ok = cmd_extract();
    else if (!strcmp(verb, "assign")) ok = cmd_assign(false);
    else if (!strcmp(verb, "subassign")) ok = cmd_assign(true);
    else if (!strcmp(verb, "kronecker")) ok = cmd_kronecker();
    else if (!strcmp(verb, "diag")) ok = cmd_diag(0);
    else if (!strcmp(verb, "gxbdiag")) ok = cmd_diag(1);
    else if (!strcmp(verb, "vdiag")) ok = cmd_diag(2);
    else if (!strcmp(verb, "concat")) ok = cmd_concat();
    else if (!strcmp(verb, "split")) ok = cmd_split();
    else if (!strcmp(verb, "sort")) ok = cmd_sort();
    else if (!strcmp(verb, "cmp")) { ok = cmd_cmp(); quiet = true; }
    else { snprintf(errmsg, sizeof errmsg, "unknown command"); ok = false; }

    if (desc_to_free) GrB_Descriptor_free(&desc_to_free);
    const char *cmp = opt("cmp");
    if (!ok) printf("@L%d %s PARSE_ERROR %s\n", lineno, verb, errmsg);
    else if (!quiet) printf("@L%d %s %s%s%s%s\n", lineno, verb, info_name(last_info), extra,
                            cmp ? " cmp=" : "", cmp ? cmp : "");
    if (ok && tuples_text) fputs(tuples_text, stdout);
    if (ok && tuples_text) printf("@end\n");
    fflush(stdout);
}

int main(int argc, char **argv)
{
    GrB_Mode mode = GrB_NONBLOCKING;
    int nthreads = 0;
    double chunk = 0;
    bool catalog = false, whoami = false;
    const char *file = NULL;
    for (int k = 1; k < argc; k++) {
        if (!strcmp(argv[k], "--mode") && k + 1 < argc) {
            k++;
            if (!strcmp(argv[k], "blocking")) mode = GrB_BLOCKING;
            else if (!strcmp(argv[k], "nonblocking")) mode = GrB_NONBLOCKING;
            else { fprintf(stderr, "bad mode %s\n", argv[k]); return 2; }
        } else if (!strcmp(argv[k], "--threads") && k + 1 < argc) nthreads = atoi(argv[++k]);
        else if (!strcmp(argv[k], "--chunk") && k + 1 < argc) chunk = atof(argv[++k]);
        else if (!strcmp(argv[k], "--catalog")) catalog = true;
        else if (!strcmp(argv[k], "--whoami")) whoami = true;
        else if (argv[k][0] == '-' && argv[k][1]) { fprintf(stderr, "unknown option %s\n", argv[k]); return 2; }
        else file = argv[k];
    }
    GrB_Info info = GrB_init(mode);
    if (info != GrB_SUCCESS) { fprintf(stderr, "GrB_init: %s\n", info_name(info)); return 3; }
    if (nthreads > 0) GxB_Global_Option_set(GxB_NTHREADS, nthreads);
    if (chunk > 0) GxB_Global_Option_set(GxB_CHUNK, chunk);
    type_obj[T_BOOL] = GrB_BOOL; type_obj[T_INT8] = GrB_INT8; type_obj[T_INT16] = GrB_INT16;
    type_obj[T_INT32] = GrB_INT32; type_obj[T_INT64] = GrB_INT64; type_obj[T_UINT8] = GrB_UINT8;
    type_obj[T_UINT16] = GrB_UINT16; type_obj[T_UINT32] = GrB_UINT32; type_obj[T_UINT64] = GrB_UINT64;
    type_obj[T_FP32] = GrB_FP32; type_obj[T_FP64] = GrB_FP64; type_obj[T_FC32] = GxB_FC32;
    type_obj[T_FC64] = GxB_FC64;
    create_user_objects();

    if (whoami) {
#ifdef __linux__
        Dl_info dl;
        if (dladdr((void *) &GrB_init, &dl) && dl.dli_fname) printf("library %s\n", dl.dli_fname);
#endif
        unsigned ver = 0, sub = 0;
        GrB_getVersion(&ver, &sub);
        printf("api %u.%u\n", ver, sub);
        return 0;
    }
    if (catalog) { print_catalog(); GrB_finalize(); return 0; }

    FILE *in = stdin;
    if (file && !(in = fopen(file, "r"))) { perror(file); return 2; }
    size_t cap = 1 << 16;
    char *line = malloc(cap);
    lineno = 0;
    for (;;) {
        /* read one whole line, however long */
        size_t len = 0;
        int ch;
        bool any = false;
        while ((ch = fgetc(in)) != EOF) {
            any = true;
            if (ch == '\n') break;
            if (len + 2 > cap) { cap *= 2; line = realloc(line, cap); }
            line[len++] = (char) ch;
        }
        if (!any) break;
        line[len] = 0;
        lineno++;
        run_line(line);
    }
    free(line);
    if (in != stdin) fclose(in);
    printf("@final\n");
    fflush(stdout);
    dump_all();
    printf("@done\n");
    fflush(stdout);
    for (int k = 0; k < nobjs; k++) free_obj_contents(&objs[k]);
    GrB_finalize();
    return 0;
}
