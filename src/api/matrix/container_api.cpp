#include <new>
#include "core/memory.hpp"
#include "api/matrix/container_api.hpp"

#include <algorithm>

#include "core/build.hpp"
#include "core/parallel.hpp"
#include "dag/element_updates.hpp"
#include "kernels/iso_rules.hpp"

namespace gb {

namespace {
// Row/column index check for element access. Vectors and scalars pass j = 0.
GrB_Info check_index(GB_Matrix_opaque* A, GrB_Index i, GrB_Index j) {
  if (i >= A->nrows || j >= A->ncols)
    return fail(A, GrB_INVALID_INDEX, "index (%llu,%llu) out of range for a %llu-by-%llu object",
                (unsigned long long)i, (unsigned long long)j, (unsigned long long)A->nrows,
                (unsigned long long)A->ncols);
  return GrB_SUCCESS;
}
}  // namespace

GrB_Info check_value_domain(GB_Matrix_opaque* A, TypeCode xcode) {
  const TypeCode ac = A->type->code;
  if ((ac == TypeCode::UDT) != (xcode == TypeCode::UDT))
    return fail(A, GrB_DOMAIN_MISMATCH, "value type is not compatible with the object's type %s", A->type->name);
  return GrB_SUCCESS;
}

GrB_Info c_new(GB_Matrix_opaque** out, ObjectKind kind, GrB_Type type, GrB_Index nrows, GrB_Index ncols) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  *out = nullptr;
  GB_CHECK_OBJ(type);
  if (!valid_dim(nrows) || !valid_dim(ncols)) return GrB_INVALID_VALUE;
  GB_TRY(new_container(out, kind, type, nrows, ncols));
  if (kind == ObjectKind::Matrix && (ncols == 1 || nrows == 1)) {
    // As in SuiteSparse, whatever the global format: an n-by-1 matrix (1-by-1 included) is held
    // by column, like a GrB_Vector, and a 1-by-n one by row. (A row iterator on an n-by-1 matrix
    // is therefore GrB_NOT_IMPLEMENTED there too.)
    GB_Matrix_opaque* A = *out;
    const bool by_row = (ncols != 1);
    if (A->by_row != by_row) {
      StorePtr s = make_empty(type, nrows, ncols, by_row);
      if (!s) {
        free_container(A);
        *out = nullptr;
        return GrB_OUT_OF_MEMORY;
      }
      A->by_row = by_row;
      try {
        set_store(A, s);
      } catch (const std::bad_alloc&) {
        free_container(A);
        *out = nullptr;
        return GrB_OUT_OF_MEMORY;
      }
    }
  }
  return GrB_SUCCESS;
}

GrB_Info c_dup(GB_Matrix_opaque** out, GB_Matrix_opaque* A) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(out);
  GB_TRY(check_container(A));
  GB_Matrix_opaque* C = nullptr;
  GB_TRY(new_container(&C, A->kind, A->type, A->nrows, A->ncols));
  C->by_row = A->by_row;
  C->sparsity_control = A->sparsity_control;
  C->hyper_switch = A->hyper_switch;  // the bitmap switch is the new one's, for its shape (as SuiteSparse)
  C->current = A->current;  // the same version: copy-on-write makes this O(1)
  *out = C;
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_clear(GB_Matrix_opaque* A) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  StorePtr s = make_empty(A->type, A->nrows, A->ncols, wants_by_row(A));
  if (!s) return GrB_OUT_OF_MEMORY;
  // a bitmap that may be nothing but bitmap or full stays a bitmap, emptied (as SuiteSparse)
  const VersionPtr& v = A->current;
  const int64_t vdim = int64_t(wants_by_row(A) ? A->nrows : A->ncols);
  if ((effective_sparsity_control(A->sparsity_control, vdim) & (GxB_SPARSE | GxB_HYPERSPARSE)) == 0 && v &&
      v->store && v->store->format == Format::Bitmap) {
    StorePtr b = to_bitmap(s);
    if (b) s = b;
  }
  set_store(A, s);
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_free(GB_Matrix_opaque** A) {
  if (A == nullptr || *A == nullptr) return GrB_SUCCESS;
  if ((*A)->magic != kMagicLive) return GrB_SUCCESS;
  free_container(*A);
  *A = nullptr;
  return GrB_SUCCESS;
}

GrB_Info c_nvals(GrB_Index* nvals, GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(nvals);
  GB_TRY(check_container(A));
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  *nvals = GrB_Index(s->nvals);
  return GrB_SUCCESS;
}

GrB_Info c_wait(GB_Matrix_opaque* A, GrB_WaitMode mode) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  if (mode != GrB_COMPLETE && mode != GrB_MATERIALIZE) return GrB_INVALID_VALUE;
  return wait_store(A, nullptr);
}

GrB_Info c_resize(GB_Matrix_opaque* A, GrB_Index nrows, GrB_Index ncols) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  if (!valid_dim(nrows) || !valid_dim(ncols)) return GrB_INVALID_VALUE;
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  StorePtr sp = to_sparse(s, A->hyper_switch);
  if (!sp) return GrB_OUT_OF_MEMORY;
  // keep the entries inside the new shape
  const bool by_row = sp->by_row;
  const int64_t vlen = int64_t(by_row ? ncols : nrows), vdim = int64_t(by_row ? nrows : ncols);
  gb::vector<int64_t> vec, idx;
  gb::vector<unsigned char> x;
  const size_t ts = sp->tsize;
  for (int64_t k = 0; k < sp->nvec; k++) {
    const int64_t v = sp->vector_id(k);
    if (v >= vdim) break;
    for (int64_t p = sp->P()[k]; p < sp->P()[k + 1]; p++) {
      const int64_t i = sp->I()[p];
      if (i >= vlen) break;
      vec.push_back(v);
      idx.push_back(i);
      if (!sp->iso) {
        const unsigned char* src = static_cast<const unsigned char*>(sp->value_at(p));
        x.insert(x.end(), src, src + ts);
      }
    }
  }
  if (sp->iso) {
    const unsigned char* src = static_cast<const unsigned char*>(sp->X());
    x.assign(src, src + ts);
  }
  // As SuiteSparse: a bitmap or full matrix that shrinks keeps its format, unconformed; anything
  // else is resized as a hypersparse matrix, then conformed.
  const bool shrinking = vlen <= s->vlen && vdim <= s->vdim;
  const bool keep_dense = shrinking && !s->is_sparse_or_hyper();
  StorePtr r = store_from_sorted(A->type, vlen, vdim, by_row, vec.data(), idx.data(), x.data(),
                                 int64_t(vec.size()), sp->iso, keep_dense ? A->hyper_switch : 2.0 /* hyper */);
  if (!r) return GrB_OUT_OF_MEMORY;
  if (keep_dense) {
    StorePtr d = s->format == Format::Full ? to_full(r) : to_bitmap(r);
    if (d) r = d;
  }
  const uint64_t old_nrows = A->nrows, old_ncols = A->ncols;
  A->nrows = nrows;
  A->ncols = ncols;
  try {
    if (keep_dense && !r->is_sparse_or_hyper()) A->current = make_version(r, A->type, nrows, ncols);
    else set_store(A, r);
  } catch (const std::bad_alloc&) {  // A keeps its shape with its value
    A->nrows = old_nrows;
    A->ncols = old_ncols;
    throw;
  }
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

static GrB_Info build_common(GB_Matrix_opaque* A, const GrB_Index* I, const GrB_Index* J, const void* X,
                             TypeCode xcode, bool iso, GrB_Index n, GrB_BinaryOp dup) {
  GB_RETURN_IF_NULL(I);
  if (A->kind == ObjectKind::Matrix) GB_RETURN_IF_NULL(J);
  GB_RETURN_IF_NULL(X);
  if (I == GrB_ALL || J == GrB_ALL) return fail(A, GrB_INVALID_VALUE, "GrB_ALL is not a list of indices");
  if (n > GrB_INDEX_MAX + 1) return GrB_INVALID_VALUE;
  StorePtr cur;
  GB_TRY(wait_store(A, &cur));
  if (cur->nvals != 0) return fail(A, GrB_OUTPUT_NOT_EMPTY, "build requires an empty output");
  StorePtr s;
  std::string msg;
  try {
    GrB_Info info = build_store(&s, A->type, A->nrows, A->ncols, wants_by_row(A), I,
                                A->kind == ObjectKind::Matrix ? J : nullptr, X, xcode, iso, n, dup, &msg);
    if (info != GrB_SUCCESS) return fail(A, info, "%s", msg.c_str());
    if (iso && !s->iso) {
      // a build from one scalar is iso even with no tuples (as SuiteSparse)
      gb::vector<unsigned char> v(std::max<size_t>(s->tsize, 16), 0);
      cast_value(A->type->code, v.data(), xcode, X, s->tsize);
      if (!(s = with_iso_value(s, v))) return fail(A, GrB_OUT_OF_MEMORY, "out of memory");
    }
    set_store(A, s);
  } catch (const std::bad_alloc&) {  // A keeps its (empty) value
    return fail(A, GrB_OUT_OF_MEMORY, "out of memory");
  }
  return GrB_SUCCESS;
}

GrB_Info c_build(GB_Matrix_opaque* A, const GrB_Index* I, const GrB_Index* J, const void* X, TypeCode xcode,
                 GrB_Index n, GrB_BinaryOp dup) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_CHECK_OPT(dup);
  GB_TRY(check_value_domain(A, xcode));
  if (dup && dup->opcode != BinaryOpcode::IGNORE_DUP) {
    if (is_positional(dup->opcode)) return fail(A, GrB_DOMAIN_MISMATCH, "dup cannot be a positional operator");
    // as SuiteSparse: dup's three domains are one type, which X's type and C's type both cast to
    // (every tuple is cast to it, combined there, and the result cast to C's type)
    const TypeCode c = A->type->code, d = dup->ztype->code;
    if (dup->xtype != dup->ztype || dup->ytype != dup->ztype)
      return fail(A, GrB_DOMAIN_MISMATCH, "all domains of the dup operator %s must be the same", dup->name);
    if (!castable(d, c) || !castable(c, d) || !castable(d, xcode) || (c == TypeCode::UDT && dup->ztype != A->type))
      return fail(A, GrB_DOMAIN_MISMATCH, "dup operator %s is not compatible with type %s", dup->name,
                  A->type->name);
  }
  return build_common(A, I, J, X, xcode, false, n, dup);
}

GrB_Info c_build_scalar(GB_Matrix_opaque* A, const GrB_Index* I, const GrB_Index* J, GB_Matrix_opaque* s,
                        GrB_Index n) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_TRY(check_container(s));
  StorePtr ss;
  GB_TRY(wait_store(s, &ss));
  if (ss->nvals == 0) return fail(A, GrB_EMPTY_OBJECT, "the scalar has no value");
  if (!castable(A->type->code, s->type->code) ||
      (A->type->code == TypeCode::UDT && A->type != s->type))
    return fail(A, GrB_DOMAIN_MISMATCH, "scalar type is not compatible");
  return build_common(A, I, J, ss->value_at(0), s->type->code, true, n, GxB_IGNORE_DUP);
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_set_element(GB_Matrix_opaque* A, const void* x, TypeCode xcode, GrB_Index i, GrB_Index j) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_RETURN_IF_NULL(x);
  GB_TRY(check_value_domain(A, xcode));
  GB_TRY(check_index(A, i, j));
  return set_element(A, x, xcode, i, j);
}

GrB_Info c_set_element_scalar(GB_Matrix_opaque* A, GB_Matrix_opaque* s, GrB_Index i, GrB_Index j) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_TRY(check_container(s));
  if (!castable(A->type->code, s->type->code) || (A->type->code == TypeCode::UDT && A->type != s->type))
    return fail(A, GrB_DOMAIN_MISMATCH, "scalar type is not compatible");
  GB_TRY(check_index(A, i, j));
  StorePtr ss;
  GB_TRY(wait_store(s, &ss));
  if (ss->nvals == 0) return remove_element(A, i, j);  // an empty scalar deletes the entry
  return set_element(A, ss->value_at(0), s->type->code, i, j);
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_extract_element(void* x, TypeCode xcode, GB_Matrix_opaque* A, GrB_Index i, GrB_Index j) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(x);
  GB_TRY(check_container(A));
  GB_TRY(check_value_domain(A, xcode));
  GB_TRY(check_index(A, i, j));
  return extract_element(x, xcode, A->type->size, A, i, j);
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_extract_element_scalar(GB_Matrix_opaque* s, GB_Matrix_opaque* A, GrB_Index i, GrB_Index j) try {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(s));
  GB_TRY(check_container(A));
  if (!castable(s->type->code, A->type->code) || (A->type->code == TypeCode::UDT && A->type != s->type))
    return fail(s, GrB_DOMAIN_MISMATCH, "scalar type is not compatible");
  GB_TRY(check_index(A, i, j));
  gb::vector<unsigned char> buf(s->type->size);
  GrB_Info info = extract_element(buf.data(), s->type->code, s->type->size, A, i, j);
  if (info == GrB_NO_VALUE) return c_clear(s);  // absent entry: the scalar becomes empty
  if (info != GrB_SUCCESS) return info;
  StorePtr v = make_empty(s->type, 1, 1, false);
  if (!v) return GrB_OUT_OF_MEMORY;
  const int64_t zero = 0;
  MutableStorePtr st = store_from_sorted(s->type, 1, 1, false, &zero, &zero, buf.data(), 1, false, 0);
  if (!st) return GrB_OUT_OF_MEMORY;
  set_store(s, st);
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_remove_element(GB_Matrix_opaque* A, GrB_Index i, GrB_Index j) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_TRY(check_index(A, i, j));
  return remove_element(A, i, j);
}

GrB_Info c_is_stored(GB_Matrix_opaque* A, GrB_Index i, GrB_Index j) {
  GB_RETURN_IF_NOT_INIT();
  GB_TRY(check_container(A));
  GB_TRY(check_index(A, i, j));
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  return store_find(*s, i, j) >= 0 ? GrB_SUCCESS : GrB_NO_VALUE;
}

GrB_Info c_extract_tuples(GrB_Index* I, GrB_Index* J, void* X, TypeCode xcode, GrB_Index* n,
                          GB_Matrix_opaque* A) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(n);
  GB_TRY(check_container(A));
  GB_TRY(check_value_domain(A, xcode));
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  if (*n < GrB_Index(s->nvals)) return fail(A, GrB_INSUFFICIENT_SPACE, "output arrays too small");
  const size_t xs = (xcode == TypeCode::UDT) ? s->tsize : type_size(xcode);
  CastFn cast = (xcode == TypeCode::UDT) ? nullptr : cast_fn(xcode, s->code);
  char* Xc = static_cast<char*>(X);
  if (s->is_sparse_or_hyper() || s->format == Format::Full) {
    // Tuple e is storage position e (a sparse store's entries in vector order, or every position
    // of a full one): chunks of positions are written in parallel, each chunk's values copied or
    // cast in one call (FastSV reads its n-entry parent vectors this way three times an
    // iteration; a cast-function call per entry cost twice SuiteSparse's time).
    const bool sparse = s->is_sparse_or_hyper();
    const int64_t total = sparse ? s->nvals : s->vlen * s->vdim;
    const int64_t* P = s->P();
    const int64_t* Si = s->I();
    const int64_t vlen = s->vlen, nvec = s->nvec;
    const bool by_row = s->by_row, iso = s->iso;
    const char* sx = static_cast<const char*>(s->X());
    const size_t ts = s->tsize;
    const Chunks ch(total, 65536);
    parallel_for(ch.count, total, [&](int64_t c) {
      const int64_t b = ch.begin(c), e = ch.end(c);
      if (b >= e) return;
      if (I || J) {
        int64_t k = sparse ? int64_t(std::upper_bound(P, P + nvec + 1, b) - P) - 1 : b / vlen;
        int64_t i = sparse ? 0 : b % vlen;
        for (int64_t p = b; p < e; p++) {
          int64_t v;
          if (sparse) {
            while (P[k + 1] <= p) k++;
            v = s->vector_id(k);
            i = Si[p];
          } else {
            v = k;
          }
          if (I) I[p] = GrB_Index(by_row ? v : i);
          if (J) J[p] = GrB_Index(by_row ? i : v);  // a vector read as an n-by-1 matrix gets column 0
          if (!sparse && ++i == vlen) {
            i = 0;
            k++;
          }
        }
      }
      if (X) {
        if (iso) {
          for (int64_t p = b; p < e; p++) {
            if (cast) cast(Xc + size_t(p) * xs, sx, 1);
            else std::memcpy(Xc + size_t(p) * xs, sx, xs);
          }
        } else if (cast) {
          cast(Xc + size_t(b) * xs, sx + size_t(b) * ts, size_t(e - b));
        } else {
          std::memcpy(Xc + size_t(b) * xs, sx + size_t(b) * ts, size_t(e - b) * xs);
        }
      }
    });
    *n = GrB_Index(total);
    return GrB_SUCCESS;
  }
  int64_t e = 0;
  auto emit = [&](int64_t v, int64_t i, int64_t pos) {
    const GrB_Index r = GrB_Index(s->by_row ? v : i), c = GrB_Index(s->by_row ? i : v);
    if (I) I[e] = r;
    if (J) J[e] = c;  // a vector read as an n-by-1 matrix gets column 0
    if (X) {
      if (cast) cast(Xc + size_t(e) * xs, s->value_at(pos), 1);
      else std::memcpy(Xc + size_t(e) * xs, s->value_at(pos), xs);
    }
    e++;
  };
  if (s->is_sparse_or_hyper()) {
    for (int64_t k = 0; k < s->nvec; k++) {
      const int64_t v = s->vector_id(k);
      for (int64_t p = s->P()[k]; p < s->P()[k + 1]; p++) emit(v, s->I()[p], p);
    }
  } else {
    const int8_t* B = s->B();
    for (int64_t v = 0; v < s->vdim; v++)
      for (int64_t i = 0; i < s->vlen; i++) {
        const int64_t pos = v * s->vlen + i;
        if (!B || B[pos]) emit(v, i, pos);
      }
  }
  *n = GrB_Index(e);
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_memory_usage(size_t* size, GB_Matrix_opaque* A) try {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(size);
  GB_TRY(check_container(A));
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  *size = s->memory_bytes() + sizeof(GB_Matrix_opaque);
  return GrB_SUCCESS;
} catch (const std::bad_alloc&) {  // nothing recorded: the output keeps its value
  return GrB_OUT_OF_MEMORY;
}

GrB_Info c_iso(bool* iso, GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(iso);
  GB_TRY(check_container(A));
  StorePtr s;
  GB_TRY(wait_store(A, &s));
  *iso = s->iso;
  return GrB_SUCCESS;
}

GrB_Info c_type(GrB_Type* type, GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(type);
  GB_TRY(check_container(A));
  *type = A->type;
  return GrB_SUCCESS;
}

GrB_Info c_type_name(char* name, GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(name);
  GB_TRY(check_container(A));
  return copy_type_name(name, A->type);
}

GrB_Info c_error(const char** error, GB_Matrix_opaque* A) {
  GB_RETURN_IF_NOT_INIT();
  GB_RETURN_IF_NULL(error);
  GB_TRY(check_container(A));
  *error = A->error.c_str();
  return GrB_SUCCESS;
}

}  // namespace gb
