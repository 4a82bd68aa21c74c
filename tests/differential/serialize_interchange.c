/*
 * Serialized blobs between this library and SuiteSparse:GraphBLAS 7.4 (issue 25, item 5).
 *
 * Built twice, like driver.c: ser_xchg_ours (this library) and ser_xchg_ss (Debian's
 * libgraphblas.so.7 and /usr/include/GraphBLAS.h); the two never share a process.
 *
 *   ser_xchg write DIR   builds every case's object and writes its blob to DIR/<case>.blob
 *   ser_xchg read DIR    deserializes DIR/<case>.blob, whoever wrote it, and compares it with the
 *                        case's object built here: type (and the name GxB_deserialize_type_name
 *                        gives, as SuiteSparse 7.4 names types), dimensions, entries (bytes),
 *                        the library's own consistency check (GxB_*_fprint, GxB_SILENT); also
 *                        that a wrong type is GrB_DOMAIN_MISMATCH
 *
 * Cases: every built-in type and two user-defined ones (pair_t, 16 bytes; rgb_t, 3 bytes), each
 * as a matrix in every format (hypersparse, sparse, bitmap, full) by row and by column, iso or
 * not, and as a vector (sparse, bitmap, full); every compression method SuiteSparse offers (none,
 * LZ4, LZ4HC levels, ZSTD levels, the default, an unknown code) on matrices large enough to be
 * compressed in several blocks; GrB_Matrix_serialize into a caller's buffer of
 * GrB_Matrix_serializeSize bytes; empty matrices and a 2^40-by-2^40 hypersparse one.
 * Exit status: 0 when every case passed, 1 otherwise. run_serialize_interchange.py runs it.
 */
#include <GraphBLAS.h>

#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int64_t a, b; } pair_t;
typedef struct { uint8_t r, g, b; } rgb_t;

enum { NBUILTIN = 13, T_PAIR = 13, T_RGB = 14, NTYPES = 15 };
static GrB_Type types[NTYPES];
/* the C names SuiteSparse 7.4 gives its types (GxB_Type_name, GxB_deserialize_type_name) */
static const char *ss_type_names[NTYPES] = {
    "bool", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
    "uint64_t", "float", "double", "GxB_FC32_t", "GxB_FC64_t", "pair_t", "rgb_t"};
static const char *short_names[NTYPES] = {
    "BOOL", "INT8", "INT16", "INT32", "INT64", "UINT8", "UINT16", "UINT32", "UINT64",
    "FP32", "FP64", "FC32", "FC64", "PAIR", "RGB"};

static void init_types(void)
{
    GrB_Type b[NBUILTIN] = {GrB_BOOL, GrB_INT8, GrB_INT16, GrB_INT32, GrB_INT64, GrB_UINT8,
                            GrB_UINT16, GrB_UINT32, GrB_UINT64, GrB_FP32, GrB_FP64, GxB_FC32,
                            GxB_FC64};
    for (int t = 0; t < NBUILTIN; t++) types[t] = b[t];
    GxB_Type_new(&types[T_PAIR], sizeof(pair_t), "pair_t", "typedef struct { int64_t a, b; } pair_t;");
    GxB_Type_new(&types[T_RGB], sizeof(rgb_t), "rgb_t", "typedef struct { uint8_t r, g, b; } rgb_t;");
}

static size_t tsize(int t)
{
    size_t s = 0;
    GxB_Type_size(&s, types[t]);
    return s;
}

/*--------------------------------------------------------------------------------------------------
 * cases
 *------------------------------------------------------------------------------------------------*/

typedef struct {
    char name[96];
    int type;           /* index into types */
    bool vector;
    int format;         /* GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL */
    bool by_col, iso;
    int method;         /* GxB_COMPRESSION_*, or GRB_FORM: GrB_Matrix_serializeSize + _serialize */
    GrB_Index m, n;     /* dimensions */
    int density;        /* an entry at (i,j) when hash % density == 0 (1: every position) */
} Case;

enum { GRB_FORM = -1000 };
static const int formats[4] = {GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL};
static const char *format_names[4] = {"hyper", "sparse", "bitmap", "full"};
static const int methods[] = {
    GxB_COMPRESSION_NONE, GxB_COMPRESSION_DEFAULT, GxB_COMPRESSION_LZ4, GxB_COMPRESSION_LZ4HC,
    GxB_COMPRESSION_LZ4HC + 1, GxB_COMPRESSION_LZ4HC + 5, GxB_COMPRESSION_LZ4HC + 9,
    GxB_COMPRESSION_ZSTD, GxB_COMPRESSION_ZSTD + 1, GxB_COMPRESSION_ZSTD + 5,
    GxB_COMPRESSION_ZSTD + 19, 12345, GRB_FORM};
enum { NMETHODS = sizeof(methods) / sizeof(methods[0]) };

static void set_case(Case *c, int type, bool vector, int f, bool by_col, bool iso, int method,
                     GrB_Index m, GrB_Index n, int density)
{
    c->type = type;
    c->vector = vector;
    c->format = formats[f];
    c->by_col = by_col;
    c->iso = iso;
    c->method = method;
    c->m = m;
    c->n = n;
    c->density = formats[f] == GxB_FULL ? 1 : density;
    snprintf(c->name, sizeof c->name, "%s_%s_%s_%s%s_m%d_%" PRIu64 "x%" PRIu64, vector ? "vec" : "mat",
             short_names[type], format_names[f], by_col ? "col" : "row", iso ? "_iso" : "", method,
             (uint64_t) m, (uint64_t) n);
}

/* Case k, or false past the last one. */
static bool get_case(int k, Case *c)
{
    /* every type x format x orientation x iso, small, default method */
    if (k < NTYPES * 4 * 2 * 2) {
        set_case(c, k / 16, false, (k / 4) % 4, (k / 2) % 2, k % 2, GxB_COMPRESSION_DEFAULT, 7, 5, 3);
        return true;
    }
    k -= NTYPES * 4 * 2 * 2;
    /* vectors: every type x sparse/bitmap/full x iso */
    if (k < NTYPES * 3 * 2) {
        set_case(c, k / 6, true, 1 + (k / 2) % 3, true, k % 2, GxB_COMPRESSION_DEFAULT, 11, 1, 3);
        return true;
    }
    k -= NTYPES * 3 * 2;
    /* every method x format, FP64, INT32 and rgb_t, by row and by column: several blocks */
    static const int big_types[3] = {10, 3, T_RGB};
    if (k < NMETHODS * 4 * 3) {
        set_case(c, big_types[k % 3], false, (k / 3) % 4, (k / 12) % 2, false, methods[k / 12], 300, 211, 2);
        return true;
    }
    k -= NMETHODS * 4 * 3;
    /* every method on a vector and on iso matrices */
    if (k < NMETHODS * 2) {
        if (k % 2 == 0) set_case(c, 4, true, 1, true, false, methods[k / 2], 70000, 1, 2);
        else set_case(c, 11, false, 1, false, true, methods[k / 2], 400, 300, 2);
        return true;
    }
    k -= NMETHODS * 2;
    /* empty matrices in each format but full, a 0-by-5 full one, a 2^40-by-2^40 hypersparse one */
    if (k < 3) {
        set_case(c, 10, false, k, false, false, GxB_COMPRESSION_ZSTD, 100, 90, 0);
        return true;
    }
    if (k == 3) {
        set_case(c, 6, false, 3, true, false, GxB_COMPRESSION_LZ4, 0, 5, 1);
        return true;
    }
    if (k == 4) {
        set_case(c, T_PAIR, false, 0, false, false, GxB_COMPRESSION_DEFAULT, (GrB_Index) 1 << 40,
                 (GrB_Index) 1 << 40, -1);
        return true;
    }
    return false;
}

/*--------------------------------------------------------------------------------------------------
 * the object of a case
 *------------------------------------------------------------------------------------------------*/

static uint64_t mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    return x ^ (x >> 32);
}

/* The value (of c's type, written to out) at (i, j) of case c: every bit pattern of the
 * type is reachable for the integers, small exact values and specials for the floats. */
static void value_at(const Case *c, uint64_t i, uint64_t j, unsigned char *out)
{
    uint64_t h = c->iso ? mix(c->type + 1) : mix((i << 20) ^ j ^ ((uint64_t) c->type << 56));
    double d = (double) ((int64_t) (h % 4001) - 2000) / 8;
    if (h % 97 == 0) d = 1e300 * (h % 2 ? 1 : -1);
    switch (c->type) {
        case 0: { bool b = h & 1; memcpy(out, &b, 1); break; }
        case 9: { float f = (float) d; memcpy(out, &f, 4); break; }
        case 10: memcpy(out, &d, 8); break;
        case 11: { float f[2] = {(float) d, (float) -d / 3}; memcpy(out, f, 8); break; }
        case 12: { double z[2] = {d, d / 7}; memcpy(out, z, 16); break; }
        case T_PAIR: { pair_t p = {(int64_t) h, (int64_t) ~h}; memcpy(out, &p, 16); break; }
        default: memcpy(out, &h, tsize(c->type));  /* integers and rgb_t: the hash's low bytes */
    }
}

static bool present(const Case *c, uint64_t i, uint64_t j)
{
    if (c->density == 0) return false;
    if (c->format == GxB_HYPERSPARSE && !c->vector && (c->by_col ? j : i) % 3 != 1) return false;
    return mix((i << 32) ^ j ^ 0xABCDEF) % (uint64_t) c->density == 0;
}

/* Row and column indices of c's entries (the 2^40 case: five chosen ones). */
static GrB_Index list_entries(const Case *c, GrB_Index *I, GrB_Index *J)
{
    GrB_Index n = 0;
    if (c->density < 0) {
        for (uint64_t k = 0; k < 5; k++) {
            I[n] = 7 + k * 1000003 * 1000;
            J[n] = 5 + k * 999983 * 2000;
            n++;
        }
        return n;
    }
    for (GrB_Index i = 0; i < c->m; i++)
        for (GrB_Index j = 0; j < c->n; j++)
            if (present(c, i, j)) { I[n] = i; J[n] = j; n++; }
    return n;
}

/* typed calls, one case per built-in type, then the user-defined ones */
#define TYPED_SWITCH(t, CALL, UDTCALL)                                                           \
    switch (t) {                                                                                 \
        case 0: return CALL(BOOL, bool);                                                         \
        case 1: return CALL(INT8, int8_t);                                                       \
        case 2: return CALL(INT16, int16_t);                                                     \
        case 3: return CALL(INT32, int32_t);                                                     \
        case 4: return CALL(INT64, int64_t);                                                     \
        case 5: return CALL(UINT8, uint8_t);                                                     \
        case 6: return CALL(UINT16, uint16_t);                                                   \
        case 7: return CALL(UINT32, uint32_t);                                                   \
        case 8: return CALL(UINT64, uint64_t);                                                   \
        case 9: return CALL(FP32, float);                                                        \
        case 10: return CALL(FP64, double);                                                      \
        default: return UDTCALL;                                                                 \
    }

static GrB_Info matrix_build(GrB_Matrix A, int t, const GrB_Index *I, const GrB_Index *J, void *X, GrB_Index n)
{
#define MB(T, C) GrB_Matrix_build_##T(A, I, J, (const C *) X, n, NULL)
    if (t == 11) return GxB_Matrix_build_FC32(A, I, J, (const GxB_FC32_t *) X, n, NULL);
    if (t == 12) return GxB_Matrix_build_FC64(A, I, J, (const GxB_FC64_t *) X, n, NULL);
    TYPED_SWITCH(t, MB, GrB_Matrix_build_UDT(A, I, J, X, n, NULL))
#undef MB
}

static GrB_Info vector_build(GrB_Vector v, int t, const GrB_Index *I, void *X, GrB_Index n)
{
#define VB(T, C) GrB_Vector_build_##T(v, I, (const C *) X, n, NULL)
    if (t == 11) return GxB_Vector_build_FC32(v, I, (const GxB_FC32_t *) X, n, NULL);
    if (t == 12) return GxB_Vector_build_FC64(v, I, (const GxB_FC64_t *) X, n, NULL);
    TYPED_SWITCH(t, VB, GrB_Vector_build_UDT(v, I, X, n, NULL))
#undef VB
}

static GrB_Info scalar_set(GrB_Scalar s, int t, const void *x)
{
#define SS(T, C) GrB_Scalar_setElement_##T(s, *(const C *) x)
    if (t == 11) return GxB_Scalar_setElement_FC32(s, *(const GxB_FC32_t *) x);
    if (t == 12) return GxB_Scalar_setElement_FC64(s, *(const GxB_FC64_t *) x);
    TYPED_SWITCH(t, SS, GrB_Scalar_setElement_UDT(s, (void *) x))
#undef SS
}

static GrB_Info matrix_tuples(GrB_Matrix A, int t, GrB_Index *I, GrB_Index *J, void *X, GrB_Index *n)
{
#define MT(T, C) GrB_Matrix_extractTuples_##T(I, J, (C *) X, n, A)
    if (t == 11) return GxB_Matrix_extractTuples_FC32(I, J, (GxB_FC32_t *) X, n, A);
    if (t == 12) return GxB_Matrix_extractTuples_FC64(I, J, (GxB_FC64_t *) X, n, A);
    TYPED_SWITCH(t, MT, GrB_Matrix_extractTuples_UDT(I, J, X, n, A))
#undef MT
}

static GrB_Info vector_tuples(GrB_Vector v, int t, GrB_Index *I, void *X, GrB_Index *n)
{
#define VT(T, C) GrB_Vector_extractTuples_##T(I, (C *) X, n, v)
    if (t == 11) return GxB_Vector_extractTuples_FC32(I, (GxB_FC32_t *) X, n, v);
    if (t == 12) return GxB_Vector_extractTuples_FC64(I, (GxB_FC64_t *) X, n, v);
    TYPED_SWITCH(t, VT, GrB_Vector_extractTuples_UDT(I, X, n, v))
#undef VT
}

/* The tuples of a case: row-major order, values packed (tsize bytes each). */
typedef struct {
    GrB_Index n;
    GrB_Index *I, *J;
    unsigned char *X;
} Tuples;

static void tuples_free(Tuples *t)
{
    free(t->I);
    free(t->J);
    free(t->X);
}

static void case_tuples(const Case *c, Tuples *t)
{
    GrB_Index cap = c->density < 0 ? 5 : c->m * c->n;
    size_t ts = tsize(c->type);
    t->I = malloc((cap + 1) * sizeof(GrB_Index));
    t->J = malloc((cap + 1) * sizeof(GrB_Index));
    t->X = malloc((cap + 1) * ts);
    t->n = list_entries(c, t->I, t->J);
    for (GrB_Index k = 0; k < t->n; k++) value_at(c, t->I[k], t->J[k], t->X + k * ts);
}

/* A case's object: a matrix or a vector. */
typedef struct {
    GrB_Matrix A;
    GrB_Vector v;
} Obj;

static void obj_free(Obj *o)
{
    GrB_Matrix_free(&o->A);
    GrB_Vector_free(&o->v);
}

static GrB_Info obj_new(const Case *c, Obj *o)
{
    GrB_Info info;
    if (c->vector) {
        info = GrB_Vector_new(&o->v, types[c->type], c->m);
        if (info == GrB_SUCCESS) info = GxB_Vector_Option_set(o->v, GxB_SPARSITY_CONTROL, c->format);
        return info;
    }
    info = GrB_Matrix_new(&o->A, types[c->type], c->m, c->n);
    if (info == GrB_SUCCESS) info = GxB_Matrix_Option_set(o->A, GxB_FORMAT, c->by_col ? GxB_BY_COL : GxB_BY_ROW);
    if (info == GrB_SUCCESS) info = GxB_Matrix_Option_set(o->A, GxB_SPARSITY_CONTROL, c->format);
    return info;
}

static GrB_Info build_object(const Case *c, Obj *o)
{
    Tuples t;
    case_tuples(c, &t);
    GrB_Info info = obj_new(c, o);
    if (info == GrB_SUCCESS && c->iso && t.n > 0) {
        GrB_Scalar s = NULL;
        info = GrB_Scalar_new(&s, types[c->type]);
        if (info == GrB_SUCCESS) info = scalar_set(s, c->type, t.X);
        if (info == GrB_SUCCESS)
            info = c->vector ? GxB_Vector_build_Scalar(o->v, t.I, s, t.n) : GxB_Matrix_build_Scalar(o->A, t.I, t.J, s, t.n);
        GrB_Scalar_free(&s);
    } else if (info == GrB_SUCCESS) {
        info = c->vector ? vector_build(o->v, c->type, t.I, t.X, t.n) : matrix_build(o->A, c->type, t.I, t.J, t.X, t.n);
    }
    if (info == GrB_SUCCESS) info = c->vector ? GrB_Vector_wait(o->v, GrB_MATERIALIZE) : GrB_Matrix_wait(o->A, GrB_MATERIALIZE);
    tuples_free(&t);
    if (info != GrB_SUCCESS) obj_free(o);
    return info;
}

/*--------------------------------------------------------------------------------------------------
 * writing
 *------------------------------------------------------------------------------------------------*/

static int failures = 0;

static void fail(const Case *c, const char *what, long long a, long long b)
{
    printf("FAIL %s: %s (%lld, %lld)\n", c->name, what, a, b);
    failures++;
}

static GrB_Info serialize(const Case *c, const Obj *o, void **blob, GrB_Index *size)
{
    GrB_Matrix A = c->vector ? (GrB_Matrix) o->v : o->A;  /* GrB_Matrix_serialize takes a vector too */
    if (c->method == GRB_FORM) {
        GrB_Index bound = 0;
        GrB_Info info = GrB_Matrix_serializeSize(&bound, A);
        if (info != GrB_SUCCESS) return info;
        *blob = malloc(bound);
        *size = bound;
        return GrB_Matrix_serialize(*blob, size, A);
    }
    GrB_Descriptor d = NULL;
    GrB_Info info = GrB_Descriptor_new(&d);
    if (info == GrB_SUCCESS) info = GxB_Desc_set(d, GxB_COMPRESSION, c->method);
    if (info == GrB_SUCCESS)
        info = c->vector ? GxB_Vector_serialize(blob, size, o->v, d) : GxB_Matrix_serialize(blob, size, A, d);
    GrB_Descriptor_free(&d);
    return info;
}

static void write_case(const Case *c, const char *dir)
{
    Obj o = {NULL, NULL};
    GrB_Info info = build_object(c, &o);
    if (info != GrB_SUCCESS) { fail(c, "build", info, 0); return; }
    int status = 0;
    GrB_Index nvals = 0;
    if (c->vector) {
        GxB_Vector_Option_get(o.v, GxB_SPARSITY_STATUS, &status);
        GrB_Vector_nvals(&nvals, o.v);
    } else {
        GxB_Matrix_Option_get(o.A, GxB_SPARSITY_STATUS, &status);
        GrB_Matrix_nvals(&nvals, o.A);
    }
    /* every case is in the format it asks for, but a matrix without positions (0-by-n), whose
     * format SuiteSparse and this library choose differently */
    if (status != c->format && c->m * c->n != 0)
        fail(c, "storage format before serializing", status, c->format);
    void *blob = NULL;
    GrB_Index size = 0;
    info = serialize(c, &o, &blob, &size);
    if (info != GrB_SUCCESS) fail(c, "serialize", info, 0);
    else {
        char path[512];
        snprintf(path, sizeof path, "%s/%s.blob", dir, c->name);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(blob, 1, size, f) != size) fail(c, "write the blob file", 0, 0);
        if (f) fclose(f);
    }
    free(blob);
    obj_free(&o);
}

/*--------------------------------------------------------------------------------------------------
 * reading
 *------------------------------------------------------------------------------------------------*/

static unsigned char *read_file(const char *path, GrB_Index *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc(n > 0 ? (size_t) n : 1);
    if (b && fread(b, 1, (size_t) n, f) != (size_t) n) { free(b); b = NULL; }
    fclose(f);
    *size = (GrB_Index) n;
    return b;
}

/* sort order of extracted tuples: row-major */
static const GrB_Index *sort_I, *sort_J;
static int by_row_major(const void *a, const void *b)
{
    GrB_Index x = *(const GrB_Index *) a, y = *(const GrB_Index *) b;
    if (sort_I[x] != sort_I[y]) return sort_I[x] < sort_I[y] ? -1 : 1;
    if (sort_J[x] != sort_J[y]) return sort_J[x] < sort_J[y] ? -1 : 1;
    return 0;
}

/* Compare the deserialized object with the case's tuples. */
static void check_entries(const Case *c, const Obj *o)
{
    Tuples want, got;
    case_tuples(c, &want);
    size_t ts = tsize(c->type);
    GrB_Index n = 0;
    if (c->vector) GrB_Vector_nvals(&n, o->v);
    else GrB_Matrix_nvals(&n, o->A);
    if (n != want.n) { fail(c, "nvals", (long long) n, (long long) want.n); tuples_free(&want); return; }
    got.I = calloc(n + 1, sizeof(GrB_Index));
    got.J = calloc(n + 1, sizeof(GrB_Index));
    got.X = calloc(n + 1, ts);
    GrB_Info info = c->vector ? vector_tuples(o->v, c->type, got.I, got.X, &n)
                              : matrix_tuples(o->A, c->type, got.I, got.J, got.X, &n);
    if (info != GrB_SUCCESS || n != want.n) fail(c, "extractTuples", info, (long long) n);
    else {
        GrB_Index *perm = malloc((n + 1) * sizeof(GrB_Index));
        for (GrB_Index k = 0; k < n; k++) perm[k] = k;
        sort_I = got.I;
        sort_J = got.J;
        qsort(perm, n, sizeof(GrB_Index), by_row_major);
        for (GrB_Index k = 0; k < n; k++) {
            GrB_Index p = perm[k];
            if (got.I[p] != want.I[k] || got.J[p] != want.J[k] || memcmp(got.X + p * ts, want.X + k * ts, ts) != 0) {
                fail(c, "entry differs at position", (long long) k, (long long) p);
                break;
            }
        }
        free(perm);
    }
    tuples_free(&got);
    tuples_free(&want);
}

static void check_shape(const Case *c, const Obj *o)
{
    GrB_Type t = NULL;
    GrB_Index m = 0, n = 1;
    if (c->vector) {
        GxB_Vector_type(&t, o->v);
        GrB_Vector_size(&m, o->v);
    } else {
        GxB_Matrix_type(&t, o->A);
        GrB_Matrix_nrows(&m, o->A);
        GrB_Matrix_ncols(&n, o->A);
    }
    if (t != types[c->type]) fail(c, "type", 0, c->type);
    if (m != c->m || n != c->n) fail(c, "dimensions", (long long) m, (long long) n);
}

/* A wrong type is GrB_DOMAIN_MISMATCH, and so is no type for a user-defined one. */
static void check_wrong_types(const Case *c, const void *blob, GrB_Index size)
{
    GrB_Type wrong[2] = {c->type == 10 ? GrB_INT64 : GrB_FP64, c->type == T_PAIR ? types[T_RGB] : types[T_PAIR]};
    for (int k = 0; k < 3; k++) {
        GrB_Type t = k < 2 ? wrong[k] : NULL;
        if (t == NULL && c->type < NBUILTIN) continue;
        GrB_Matrix C = NULL;
        GrB_Info info = GxB_Matrix_deserialize(&C, t, blob, size, NULL);
        if (info != GrB_DOMAIN_MISMATCH) fail(c, "deserialize with a wrong type", info, k);
        GrB_Matrix_free(&C);
    }
}

static void read_case(const Case *c, const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s.blob", dir, c->name);
    GrB_Index size = 0;
    unsigned char *blob = read_file(path, &size);
    if (!blob) { fail(c, "no blob file", 0, 0); return; }
    char name[GxB_MAX_NAME_LEN] = "";
    GrB_Info info = GxB_deserialize_type_name(name, blob, size);
    if (info != GrB_SUCCESS || strcmp(name, ss_type_names[c->type]) != 0) {
        printf("  type name: '%s', want '%s'\n", name, ss_type_names[c->type]);
        fail(c, "GxB_deserialize_type_name", info, 0);
    }
    /* the type given for user-defined types and every other built-in case; NULL otherwise */
    GrB_Type t = (c->type >= NBUILTIN || (c->m + c->n) % 2) ? types[c->type] : NULL;
    Obj o = {NULL, NULL};
    info = c->vector ? GxB_Vector_deserialize(&o.v, t, blob, size, NULL)
                     : (c->method == GRB_FORM ? GrB_Matrix_deserialize(&o.A, t, blob, size)
                                              : GxB_Matrix_deserialize(&o.A, t, blob, size, NULL));
    if (info != GrB_SUCCESS) fail(c, "deserialize", info, 0);
    else {
        /* the library's own check of every internal invariant (SuiteSparse: GB_matvec_check) */
        info = c->vector ? GxB_Vector_fprint(o.v, c->name, GxB_SILENT, NULL)
                         : GxB_Matrix_fprint(o.A, c->name, GxB_SILENT, NULL);
        if (info != GrB_SUCCESS) fail(c, "GxB_fprint check of the deserialized object", info, 0);
        check_shape(c, &o);
        check_entries(c, &o);
    }
    obj_free(&o);
    if (c->vector) {
        /* a vector's blob is also an n-by-1 matrix */
        GrB_Matrix A = NULL;
        GrB_Index m = 0, n = 0;
        info = GrB_Matrix_deserialize(&A, t, blob, size);
        if (info == GrB_SUCCESS) { GrB_Matrix_nrows(&m, A); GrB_Matrix_ncols(&n, A); }
        if (info != GrB_SUCCESS || m != c->m || n != 1) fail(c, "vector blob as a matrix", info, (long long) n);
        GrB_Matrix_free(&A);
    }
    check_wrong_types(c, blob, size);
    free(blob);
}

int main(int argc, char **argv)
{
    if (argc != 3 || (strcmp(argv[1], "write") != 0 && strcmp(argv[1], "read") != 0)) {
        fprintf(stderr, "usage: %s write|read DIR\n", argv[0]);
        return 2;
    }
    bool writing = strcmp(argv[1], "write") == 0;
    if (GrB_init(GrB_NONBLOCKING) != GrB_SUCCESS) return 2;
    GxB_Global_Option_set(GxB_NTHREADS, 2);  /* SuiteSparse splits arrays into blocks per thread */
    init_types();
    int ncases = 0;
    Case c;
    for (int k = 0; get_case(k, &c); k++, ncases++) {
        if (writing) write_case(&c, argv[2]);
        else read_case(&c, argv[2]);
    }
    printf("%s %d cases: %d failures\n", writing ? "wrote" : "read", ncases, failures);
    GrB_Type_free(&types[T_PAIR]);
    GrB_Type_free(&types[T_RGB]);
    GrB_finalize();
    return failures == 0 ? 0 : 1;
}
