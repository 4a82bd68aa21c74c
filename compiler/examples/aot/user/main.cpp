// Ahead-of-time export, the user's side: builds the example's matrix and vectors as plain arrays
// and calls the exported fused kernels through grb_fused_kernels.h; no GraphBLAS library in this
// program, only Kokkos. Prints what program.c prints:
//   the scalar-result kernel  select(X > t) -> abs -> sum
//   the vector-result kernel  r = teleport; r += X plus.second (prior ./ d), AOT_ITERATIONS times
//   the matrix-result kernels M = ainv(select(X > t)); K = select(C >= 2), C<X,struct> = X plus.pair X
//   the BFS-step kernels      levels from vertex 0, pull (GrB_mxv form) and push (GrB_vxm form)
//   aot_user <n> [serial: 0|1]
#include <Kokkos_Core.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "aot_data.h"
#include "grb_fused_kernels.h"

namespace {

// The exported kernel whose group text holds every one of `parts` (a program with more groups
// exports more: tell them apart by their group text).
const grb_fused_kernel *find_kernel(std::initializer_list<const char *> parts) {
  for (int k = 0; k < grb_fused_kernel_count; ++k) {
    const grb_fused_kernel &e = grb_fused_kernels[k];
    bool all = true;
    for (const char *p : parts)
      all = all && std::strstr(e.group, p) != nullptr;
    if (all)
      return &e;
  }
  std::fprintf(stderr, "no exported kernel with the expected group among %d (%s ...)\n", grb_fused_kernel_count,
               *parts.begin());
  return nullptr;
}

// A matrix as a kernel of the typed interface takes it (grb_group_abi.h): CSR by row.
grb_kernel_binding csr(int64_t nrows, int64_t ncols, int64_t nvals, const int64_t *p, const int64_t *i,
                       const void *x, int64_t xn) {
  grb_kernel_binding b{};
  b.nrows = nrows;
  b.ncols = ncols;
  b.nvals = nvals;
  b.xn = xn;
  b.p = p;
  b.i = i;
  b.x = x;
  return b;
}

// A vector operand of n entries, every one present (values: NULL for a vector whose values the
// kernel does not read, bound empty), bound as the kernel's descriptor asks: full, or sparse with
// the indices 0..n-1.
struct DenseVector {
  const double *values;
};

// Calls an exported kernel, binding its parameters as its descriptor lists them: matrix
// inputs from `mats`, vector inputs from `vecs` and scalar inputs from `scalars`, each in order,
// and the result from *result (out_x for a scalar or a vector, alloc for a matrix), which
// afterwards holds what the kernel made. The kernel's return code, or -1 when the parameters are
// not the ones given.
int run_typed(const grb_fused_kernel *k, std::initializer_list<grb_kernel_binding> mats,
              std::initializer_list<DenseVector> vecs, std::initializer_list<const void *> scalars,
              const std::vector<int64_t> &all, grb_kernel_binding *result, int serial) {
  const grb_kernel_descriptor *d = k->describe();
  std::vector<grb_kernel_binding> b(size_t(d->nparams));
  size_t nm = 0, nv = 0, ns = 0;
  int r = -1;
  for (int q = 0; q < d->nparams; ++q) {
    const int role = d->params[q].role;
    b[q] = grb_kernel_binding{};
    if (role == GRB_PARAM_MATRIX) {
      if (nm == mats.size())
        return -1;
      b[q] = mats.begin()[nm++];
    } else if (role == GRB_PARAM_VECTOR_FULL || role == GRB_PARAM_VECTOR_SPARSE) {
      if (nv == vecs.size())
        return -1;
      const DenseVector v = vecs.begin()[nv++];
      const int64_t n = v.values ? (int64_t)all.size() : 0;
      b[q].nrows = n;
      b[q].nvals = n;
      b[q].i = role == GRB_PARAM_VECTOR_SPARSE ? all.data() : nullptr;
      b[q].x = v.values;
    } else if (role == GRB_PARAM_SCALAR) {
      if (ns == scalars.size())
        return -1;
      b[q].x = scalars.begin()[ns++];
    } else if (role == GRB_RESULT_SCALAR || role == GRB_RESULT_MATRIX || role == GRB_RESULT_VECTOR_FULL) {
      b[q] = *result;
      r = q;
    } else {
      return -1;
    }
  }
  if (r < 0 || nm != mats.size() || nv != vecs.size() || ns != scalars.size())
    return -1;
  const int rc = k->run(b.data(), serial);
  *result = b[size_t(r)];
  return rc;
}

// BFS levels from vertex 0 over X's pattern with an exported level-step kernel (`step`: the pull
// form, whose frontier argument is sparse, or the push form), as program.c's bfs_levels: prints
// every vertex's level, -1 where unreached. The kernel's parameters, bound by role: X's pattern,
// the frontier q (its sorted indices), the levels v (bitmap, updated in place), the level, and
// the next frontier q1 (bitmap, into our arrays; its count comes back in nvals). Returns 0, or 1
// when a kernel call failed.
int bfs_levels(const grb_fused_kernel *step, const grb_kernel_binding &X, int serial, const char *what) {
  const int64_t n = X.nrows;
  std::vector<int8_t> v_present(n, 0), q1_present(n);
  std::vector<int64_t> v_values(n, 0), q(1, 0);
  std::vector<char> q1_values(n);  // bool values (1 byte each), written by the kernel
  v_present[0] = 1;
  int64_t nv = 1;
  const grb_kernel_descriptor *d = step->describe();
  for (int64_t depth = 1;; ++depth) {
    std::vector<grb_kernel_binding> b(size_t(d->nparams));
    int q1 = -1, v = -1;
    for (int k = 0; k < d->nparams; ++k) {
      grb_kernel_binding &x = b[size_t(k)];
      x = grb_kernel_binding{};
      switch (d->params[k].role) {
      case GRB_PARAM_MATRIX: x = X; break;
      case GRB_PARAM_VECTOR_SPARSE: x.nrows = n; x.nvals = (int64_t)q.size(); x.i = q.data(); break;
      case GRB_PARAM_VECTOR_BITMAP_INOUT:
        x.nrows = n; x.nvals = nv; x.xn = n; x.b = v_present.data(); x.x = v_values.data(); v = k; break;
      case GRB_PARAM_SCALAR: x.x = &depth; break;
      case GRB_RESULT_VECTOR_BITMAP: x.nrows = n; x.out_b = q1_present.data(); x.out_x = q1_values.data(); q1 = k; break;
      default: std::fprintf(stderr, "%s: unexpected parameter %d\n", step->name, k); return 1;
      }
    }
    if (q1 < 0 || v < 0 || step->run(b.data(), serial) != 0) {
      std::fprintf(stderr, "%s failed\n", step->name);
      return 1;
    }
    nv = b[size_t(v)].nvals;
    if (b[size_t(q1)].nvals == 0)
      break;
    q.clear();
    for (int64_t j = 0; j < n; ++j)
      if (q1_present[j])
        q.push_back(j);
  }
  for (int64_t i = 0; i < n; ++i)
    std::printf("%s %lld %lld\n", what, (long long)i, (long long)(v_present[i] ? v_values[i] : -1));
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  const int64_t n = argc > 1 ? std::atoll(argv[1]) : 300;
  const int serial = argc > 2 ? std::atoi(argv[2]) : 0;
  Kokkos::initialize(argc, argv);
  int rc = 0;
  {
    const grb_fused_kernel *reduce =
        find_kernel({"graphblas.select", "#graphblas.unop<abs>", "graphblas.reduce_to_scalar"});
    const grb_fused_kernel *update = find_kernel({"graphblas.ewise_mult", "graphblas.assign", "graphblas.mxv"});
    const grb_fused_kernel *filter = find_kernel({"graphblas.select", "#graphblas.unop<ainv>"});
    const grb_fused_kernel *support = find_kernel({"graphblas.mxm", "graphblas.select"});
    // the pull's frontier is sparse in the first step (a frontier the library keeps as a bitmap
    // later gives a second pull kernel)
    const grb_fused_kernel *pull =
        find_kernel({"graphblas.mxv", "mask_complement", "graphblas.assign", "!graphblas.vector<i1, sparse>"});
    const grb_fused_kernel *push = find_kernel({"graphblas.vxm", "mask_complement", "graphblas.assign"});
    if (!reduce || !update || !filter || !support || !pull || !push) {
      Kokkos::finalize();
      return 1;
    }
    // X as CSR arrays, the same matrix program.c builds with setElement
    std::vector<int64_t> p(1, 0), idx;
    std::vector<double> x;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j)
        if (aot_present(i, j)) {
          idx.push_back(j);
          x.push_back(aot_value(i, j));
        }
      p.push_back((int64_t)idx.size());
    }
    const int64_t nvals = (int64_t)idx.size();
    const grb_kernel_binding Xb = csr(n, n, nvals, p.data(), idx.data(), x.data(), nvals);

    // 1. the scalar result (typed): X, the select's thunk, and one double written at out_x
    const double thunk = aot_threshold;
    double sum = 0;
    grb_kernel_binding sum_b{};
    sum_b.out_x = &sum;
    std::vector<int64_t> all(n);
    for (int64_t i = 0; i < n; ++i)
      all[i] = i;
    if (run_typed(reduce, {Xb}, {}, {&thunk}, all, &sum_b, serial) != 0) {
      std::fprintf(stderr, "%s threw\n", reduce->name);
      rc = 1;
    }
    std::printf("sum %.17g\n", sum);

    // 2. the vector result (typed): X (its pattern: plus.second does not read its values), prior
    // (the eWiseMult's x), d (its y), r's old value (not read: the assigned teleport replaces it),
    // the teleport, and r, written at every position into our n doubles (out_x). From the second
    // call on, X's column indices in 32 bits too (as the library does from a matrix's second use).
    std::vector<double> prior(n), d(n), r(n);
    for (int64_t i = 0; i < n; ++i) {
      prior[i] = aot_prior0(i);
      d[i] = aot_scale(i);
    }
    std::vector<int32_t> idx32(idx.begin(), idx.end());
    for (int it = 0; it < AOT_ITERATIONS && rc == 0; ++it) {
      grb_kernel_binding A = Xb;
      A.i32 = it == 0 ? nullptr : idx32.data();
      grb_kernel_binding r_b{};
      r_b.nrows = n;
      r_b.out_x = r.data();
      if (run_typed(update, {A}, {{prior.data()}, {d.data()}, {nullptr}}, {&aot_teleport}, all, &r_b, serial) != 0) {
        std::fprintf(stderr, "%s threw\n", update->name);
        rc = 1;
      }
      prior = r;
    }
    for (int64_t i = 0; i < n; ++i)
      std::printf("r %lld %.17g\n", (long long)i, prior[i]);

    // 3. the matrix result (typed): X and the select's thunk; the kernel allocates M's arrays with
    // our allocator (malloc) and we free them (out_p, out_i, out_x)
    grb_kernel_binding M{};
    M.alloc = std::malloc;
    if (rc == 0 && run_typed(filter, {Xb}, {}, {&thunk}, all, &M, serial) != 0) {
      std::fprintf(stderr, "%s failed\n", filter->name);
      rc = 1;
    }
    if (rc == 0) {
      std::printf("M nvals %lld\n", (long long)M.nvals);
      const double *mx = static_cast<const double *>(M.out_x);
      for (int64_t i = 0; i < M.nrows; ++i)
        for (int64_t k = M.out_p[i]; k < M.out_p[i + 1]; ++k)
          std::printf("M %lld %lld %.17g\n", (long long)i, (long long)M.out_i[k], mx[k]);
    }
    std::free(M.out_p);
    std::free(M.out_i);
    std::free(M.out_x);

    // 4. the k-truss support filter, a matrix result too (typed): X (the mxm's mask and A),
    // X' by row (the mxm's B, multiplied transposed: C = X*X takes X's CSC arrays), the
    // select's thunk (int64_t)
    std::vector<int64_t> tp(n + 1, 0), ti(nvals);  // X' by row: a counting sort of X's entries
    for (int64_t k = 0; k < nvals; ++k)
      ++tp[idx[k] + 1];
    for (int64_t j = 0; j < n; ++j)
      tp[j + 1] += tp[j];
    std::vector<int64_t> fill(tp.begin(), tp.end() - 1);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t k = p[i]; k < p[i + 1]; ++k)
        ti[fill[idx[k]]++] = i;  // rows in increasing order: sorted within each row of X'
    // plus.pair reads no values of B: x NULL, xn 0
    const int64_t min_support = 2;
    grb_kernel_binding K{};
    K.alloc = std::malloc;
    if (rc == 0 && run_typed(support, {Xb, csr(n, n, nvals, tp.data(), ti.data(), nullptr, 0)}, {}, {&min_support},
                             all, &K, serial) != 0) {
      std::fprintf(stderr, "%s failed\n", support->name);
      rc = 1;
    }
    if (rc == 0) {
      std::printf("K nvals %lld\n", (long long)K.nvals);
      const int64_t *kx = static_cast<const int64_t *>(K.out_x);
      for (int64_t i = 0; i < K.nrows; ++i)
        for (int64_t k = K.out_p[i]; k < K.out_p[i + 1]; ++k)
          std::printf("K %lld %lld %lld\n", (long long)i, (long long)K.out_i[k], (long long)kx[k]);
    }
    std::free(K.out_p);
    std::free(K.out_i);
    std::free(K.out_x);

    // 5. the BFS level steps
    if (rc == 0)
      rc = bfs_levels(pull, Xb, serial, "pull");
    if (rc == 0)
      rc = bfs_levels(push, Xb, serial, "push");
    std::fprintf(stderr, "called %s %s %s %s %s %s of %d exported kernels\n", reduce->name, update->name, filter->name,
                 support->name, pull->name, push->name, grb_fused_kernel_count);
  }
  Kokkos::finalize();
  return rc;
}
