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

// The exported kernel of result kind `kind` whose group text holds every one of `parts` (a program
// with more groups exports more: tell them apart by result_kind and group text).
const grb_fused_kernel *find_kernel(grb_fused_result_kind kind, std::initializer_list<const char *> parts) {
  for (int k = 0; k < grb_fused_kernel_count; ++k) {
    const grb_fused_kernel &e = grb_fused_kernels[k];
    bool all = e.result_kind == kind;
    for (const char *p : parts)
      all = all && std::strstr(e.group, p) != nullptr;
    if (all)
      return &e;
  }
  std::fprintf(stderr, "no exported kernel of result kind %d with the expected group among %d\n", int(kind),
               grb_fused_kernel_count);
  return nullptr;
}

// BFS levels from vertex 0 over X's pattern with an exported level-step kernel (`step`: the pull
// form, whose frontier argument is sparse, or the push form), as program.c's bfs_levels: prints
// every vertex's level, -1 where unreached. Returns 0, or 1 when a kernel call failed.
int bfs_levels(const grb_fused_kernel *step, const grb_jit_matrix &X, int serial, const char *what) {
  const int64_t n = X.nrows;
  // v: the levels, bitmap (presence bytes and values); q: the frontier as its sorted indices
  std::vector<int8_t> v_present(n, 0), q1_present(n);
  std::vector<int64_t> v_values(n, 0), q(1, 0);
  std::vector<char> q1_values(n);  // bool values (1 byte each), written by the kernel
  v_present[0] = 1;
  int64_t nv = 1;
  for (int64_t depth = 1;; ++depth) {
    const grb_jit_matrix m[] = {X, {n, 1, (int64_t)q.size(), nullptr, q.data(), nullptr, 0},
                                {n, 1, nv, nullptr, nullptr, v_values.data(), n}};
    const void *s[] = {nullptr, v_present.data(), &depth};
    int64_t nq = 0;
    // both forms update v in place (v_present, v_values) and leave v1's two pointers unused
    grb_fused_bfs_result out{q1_present.data(), q1_values.data(), nullptr, nullptr, &nq};
    if (step->run(m, s, &out, serial) != 0) {
      std::fprintf(stderr, "%s threw\n", step->name);
      return 1;
    }
    nv += nq;
    if (nq == 0)
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
        find_kernel(GRB_FUSED_SCALAR, {"graphblas.select", "#graphblas.unop<abs>", "graphblas.reduce_to_scalar"});
    const grb_fused_kernel *update =
        find_kernel(GRB_FUSED_VECTOR, {"graphblas.ewise_mult", "graphblas.assign", "graphblas.mxv"});
    const grb_fused_kernel *filter =
        find_kernel(GRB_FUSED_MATRIX, {"graphblas.select", "#graphblas.unop<ainv>"});
    const grb_fused_kernel *support = find_kernel(GRB_FUSED_MATRIX, {"graphblas.mxm", "graphblas.select"});
    const grb_fused_kernel *pull = find_kernel(GRB_FUSED_BFS_PULL, {"%q: !graphblas.vector<i1, sparse>"});
    const grb_fused_kernel *push = find_kernel(GRB_FUSED_BFS_PUSH, {"graphblas.vxm"});
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
    const grb_jit_matrix X{n, n, nvals, p.data(), idx.data(), x.data(), nvals};

    // 1. the scalar result: m[0] = X, s[0] = the select's thunk, result = one double
    const double thunk = aot_threshold;
    const void *reduce_scalars[] = {&thunk};
    double sum = 0;
    if (reduce->run(&X, reduce_scalars, &sum, serial) != 0) {
      std::fprintf(stderr, "%s threw\n", reduce->name);
      rc = 1;
    }
    std::printf("sum %.17g\n", sum);

    // 2. the vector result (grb_fused_kernels.h, its declaration): m[0] = X (pattern: plus.second
    // does not read its values), m[1] = prior (%v0, the eWiseMult's x), m[2] = d (%v1, its y),
    // each full or sparse as the group text says (the library passes the formats it holds);
    // s[0] = X's column indices in 32 bits or NULL, s[1] = the assigned scalar (teleport);
    // result = the caller's n doubles (r, written at every position).
    std::vector<double> prior(n), d(n), r(n);
    std::vector<int64_t> all(n);
    for (int64_t i = 0; i < n; ++i) {
      prior[i] = aot_prior0(i);
      d[i] = aot_scale(i);
      all[i] = i;
    }
    auto vector_operand = [&](const char *arg, const std::vector<double> &values) {
      const std::string sparse = std::string("%") + arg + ": !graphblas.vector<f64, sparse>";
      const bool is_sparse = std::strstr(update->group, sparse.c_str()) != nullptr;
      // a vector with every entry present, given as the format the kernel was compiled for
      return grb_jit_matrix{n, 1, n, nullptr, is_sparse ? all.data() : nullptr, values.data(), n};
    };
    std::vector<int32_t> idx32(idx.begin(), idx.end());
    for (int it = 0; it < AOT_ITERATIONS && rc == 0; ++it) {
      const grb_jit_matrix m[] = {X, vector_operand("v0", prior), vector_operand("v1", d)};
      // the first call reads the 64-bit indices, the later ones the 32-bit copy (as the library
      // does from a matrix's second use on): either gives the same r
      const void *scalars[] = {it == 0 ? nullptr : idx32.data(), &aot_teleport};
      if (update->run(m, scalars, r.data(), serial) != 0) {
        std::fprintf(stderr, "%s threw\n", update->name);
        rc = 1;
      }
      prior = r;
    }
    for (int64_t i = 0; i < n; ++i)
      std::printf("r %lld %.17g\n", (long long)i, prior[i]);

    // 3. the matrix result: m[0] = X, s[0] = the select's thunk; the kernel allocates M's arrays
    // with our allocator (malloc) and we free them
    grb_jit_csr_result M{std::malloc, 0, 0, 0, nullptr, nullptr, nullptr};
    if (rc == 0 && filter->run(&X, reduce_scalars, &M, serial) != 0) {
      std::fprintf(stderr, "%s failed\n", filter->name);
      rc = 1;
    }
    if (rc == 0) {
      std::printf("M nvals %lld\n", (long long)M.nvals);
      const double *mx = static_cast<const double *>(M.x);
      for (int64_t i = 0; i < M.nrows; ++i)
        for (int64_t k = M.p[i]; k < M.p[i + 1]; ++k)
          std::printf("M %lld %lld %.17g\n", (long long)i, (long long)M.i[k], mx[k]);
    }
    std::free(M.p);
    std::free(M.i);
    std::free(M.x);

    // 4. the k-truss support filter, a matrix result too: m[0] = X (the mxm's mask and A),
    // m[1] = X' by row (the mxm's B, multiplied transposed: C = X*X takes X's CSC arrays),
    // s[0] = the select's thunk (int64_t)
    std::vector<int64_t> tp(n + 1, 0), ti(nvals);  // X' by row: a counting sort of X's entries
    for (int64_t k = 0; k < nvals; ++k)
      ++tp[idx[k] + 1];
    for (int64_t j = 0; j < n; ++j)
      tp[j + 1] += tp[j];
    std::vector<int64_t> fill(tp.begin(), tp.end() - 1);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t k = p[i]; k < p[i + 1]; ++k)
        ti[fill[idx[k]]++] = i;  // rows in increasing order: sorted within each row of X'
    // plus.pair reads no values of B: x NULL, xn 0 (as the kernel's declaration allows)
    const grb_jit_matrix support_m[] = {X, {n, n, nvals, tp.data(), ti.data(), nullptr, 0}};
    const int64_t min_support = 2;
    const void *support_scalars[] = {&min_support};
    grb_jit_csr_result K{std::malloc, 0, 0, 0, nullptr, nullptr, nullptr};
    if (rc == 0 && support->run(support_m, support_scalars, &K, serial) != 0) {
      std::fprintf(stderr, "%s failed\n", support->name);
      rc = 1;
    }
    if (rc == 0) {
      std::printf("K nvals %lld\n", (long long)K.nvals);
      const int64_t *kx = static_cast<const int64_t *>(K.x);
      for (int64_t i = 0; i < K.nrows; ++i)
        for (int64_t k = K.p[i]; k < K.p[i + 1]; ++k)
          std::printf("K %lld %lld %lld\n", (long long)i, (long long)K.i[k], (long long)kx[k]);
    }
    std::free(K.p);
    std::free(K.i);
    std::free(K.x);

    // 5. the BFS level steps
    if (rc == 0)
      rc = bfs_levels(pull, X, serial, "pull");
    if (rc == 0)
      rc = bfs_levels(push, X, serial, "push");
    std::fprintf(stderr, "called %s %s %s %s %s %s of %d exported kernels\n", reduce->name, update->name, filter->name,
                 support->name, pull->name, push->name, grb_fused_kernel_count);
  }
  Kokkos::finalize();
  return rc;
}
