// Per-call timing of the tc and ktruss call sequences (and a PageRank iteration) of bench/grb_bench.c
// on its real graphs (mtx:FILE, metis:FILE; rmat:S and urand:S too), GrB_wait after every call.
// grb_bench.c is included with its main renamed, so the graph and its derived inputs are the
// benchmark's own. Build it twice and compare per-call medians:
//   gcc -O2 -o pcs_ours bench/percall/percall_small.c lagraph_compat/src/*.c -I include -I lagraph_compat/src \
//       -L build-wb -Wl,-rpath,$PWD/build-wb -lgraphblas -lm -ldl
//   gcc -O2 -o pcs_ss bench/percall/percall_small.c lagraph_compat/src/*.c -I lagraph_compat/src \
//       -l:libgraphblas.so.7 -lm -ldl                                      (Debian's SuiteSparse 7.4)
//   OMP_NUM_THREADS=1 ./pcs_ours metis:/usr/share/doc/libmetis-dev/examples/graphs/mdual.graph 1 [reps [tc,kt,pr,bfs,sssp]]
#define main grb_bench_main
#include "../grb_bench.c"
#undef main
#include "grb_internal.h"

#define NREP_MAX 20001
static double T_[16][NREP_MAX];
static const char* TN_[16];
static int nt_;
#define CK(x)                                                                          \
  do {                                                                                 \
    GrB_Info i_ = (x);                                                                 \
    if (i_ != GrB_SUCCESS) {                                                           \
      fprintf(stderr, "%s:%d %s -> %d\n", __FILE__, __LINE__, #x, i_);                 \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)
#define TIME(k, name, call, waitcall) \
  do {                                \
    double t0_ = now();               \
    CK(call);                         \
    CK(waitcall);                     \
    T_[k][rep] = now() - t0_;         \
    TN_[k] = name;                    \
    if (k + 1 > nt_) nt_ = k + 1;     \
  } while (0)

static void report(const char* what, int reps) {
  double total = 0;
  printf("%s\n", what);
  for (int k = 0; k < nt_; k++) {
    qsort(T_[k], reps, sizeof(double), cmp_double);
    total += T_[k][reps / 2];
    printf("  %-34s %10.1f us\n", TN_[k], T_[k][reps / 2] * 1e6);
  }
  printf("  %-34s %10.1f us\n", "sum of medians", total * 1e6);
  nt_ = 0;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s GRAPH [threads] [reps]\n", argv[0]);
    return 2;
  }
  const int threads = argc > 2 ? atoi(argv[2]) : 1;
  int reps = argc > 3 ? atoi(argv[3]) : 101;
  const char* only = argc > 4 ? argv[4] : "tc,kt,pr";
  if (reps > NREP_MAX) reps = NREP_MAX;
  CK(GrB_init(GrB_NONBLOCKING));
  GxB_Global_Option_set(GxB_NTHREADS, threads);
  static graph_t g;
  if (getenv("PCS_BURBLE")) GxB_Global_Option_set(GxB_BURBLE, true);  // the methods chosen
  CK(load_graph(&g, argv[1]));
  const GrB_Index n = g.n;
  // PCS_AXB=dot|saxpy: tc's product with that method forced (GxB_AxB_METHOD)
  GrB_Descriptor desc_st1 = GrB_DESC_ST1;
  if (getenv("PCS_AXB")) {
    CK(GrB_Descriptor_new(&desc_st1));
    CK(GxB_Desc_set(desc_st1, GrB_MASK, GrB_STRUCTURE));
    CK(GxB_Desc_set(desc_st1, GrB_INP1, GrB_TRAN));
    CK(GxB_Desc_set(desc_st1, GxB_AxB_METHOD, strcmp(getenv("PCS_AXB"), "dot") == 0 ? GxB_AxB_DOT : GxB_AxB_SAXPY));
  }
  printf("%s: n=%lu entries=%lu k-truss=%lu threads=%d reps=%d\n", argv[1], (unsigned long)n,
         (unsigned long)g.nvals, (unsigned long)g.nvals_k, threads, reps);
  // tc: L = tril(G,-1), U = triu(G,1), C<L> = L*U' (PLUS_PAIR, ST1), sum(C)
  for (int rep = 0; rep < reps && strstr(only, "tc"); rep++) {
    GrB_Matrix L, U, C;
    uint64_t s;
    TIME(0, "tc: new L,U,C", (GrB_Matrix_new(&L, GrB_BOOL, n, n), GrB_Matrix_new(&U, GrB_BOOL, n, n)),
         GrB_Matrix_new(&C, GrB_INT64, n, n));
    TIME(1, "tc: L = tril(G,-1)", GrB_Matrix_select_INT64(L, NULL, NULL, GrB_TRIL, g.G, -1, NULL),
         GrB_Matrix_wait(L, GrB_MATERIALIZE));
    TIME(2, "tc: U = triu(G,1)", GrB_Matrix_select_INT64(U, NULL, NULL, GrB_TRIU, g.G, 1, NULL),
         GrB_Matrix_wait(U, GrB_MATERIALIZE));
    TIME(3, "tc: C<L> = L*U' plus_pair", GrB_mxm(C, L, NULL, GxB_PLUS_PAIR_INT64, L, U, desc_st1),
         GrB_Matrix_wait(C, GrB_MATERIALIZE));
    TIME(4, "tc: s = sum(C) uint64", GrB_Matrix_reduce_UINT64(&s, NULL, GrB_PLUS_MONOID_UINT64, C, NULL),
         GrB_SUCCESS);
    TIME(5, "tc: free L,U,C", (GrB_Matrix_free(&L), GrB_Matrix_free(&U)), GrB_Matrix_free(&C));
  }
  if (strstr(only, "tc")) report("tc (Sandia LUT)", reps);
  // ktruss k=4 on K: Aoff = offdiag(K), C<Aoff> = Aoff*Aoff, then select >= 2 / C<C,replace> = C*C
  for (int rep = 0; rep < reps && strstr(only, "kt"); rep++) {
    GrB_Matrix Aoff, C;
    GrB_Index nv, last;
    TIME(0, "kt: Aoff = offdiag(K)",
         (GrB_Matrix_new(&Aoff, GrB_BOOL, n, n),
          GrB_Matrix_select_INT64(Aoff, NULL, NULL, GrB_OFFDIAG, g.K, 0, NULL)),
         GrB_Matrix_nvals(&last, Aoff));
    TIME(1, "kt: C<A> = A*A plus_pair",
         (GrB_Matrix_new(&C, GrB_INT64, n, n), GrB_mxm(C, Aoff, NULL, GxB_PLUS_PAIR_INT64, Aoff, Aoff, GrB_DESC_S)),
         GrB_Matrix_wait(C, GrB_MATERIALIZE));
    GrB_Matrix_free(&Aoff);
    int round = 0;
    for (;;) {
      TIME(2, "kt: C = select(C >= 2)", GrB_Matrix_select_INT64(C, NULL, NULL, GrB_VALUEGE_INT64, C, 2, NULL),
           GrB_Matrix_nvals(&nv, C));
      if (nv == last) break;
      last = nv;
      TIME(3, "kt: C<C,r> = C*C plus_pair", GrB_mxm(C, C, NULL, GxB_PLUS_PAIR_INT64, C, C, GrB_DESC_RS),
           GrB_Matrix_wait(C, GrB_MATERIALIZE));
      round++;
    }
    GrB_Matrix_free(&C);
  }
  if (strstr(only, "kt")) report("ktruss (first round's times)", reps);
  // bfs_level's calls (grb_bfs with levels only, GRB_BFS_AUTO: the same direction switches), per
  // step: row 2*depth the step (push vxm or pull mxv), 2*depth+1 its level assign + nvals; the
  // degree sum of a push step is timed with the step
  for (int rep = 0; rep < reps && strstr(only, "bfs"); rep++) {
    GrB_Vector q, v, degree, t;
    char msg_[256];
    CK(GrB_Vector_new(&q, GrB_BOOL, n));
    CK(GrB_Vector_setElement_BOOL(q, true, g.src));
    CK(GrB_Vector_new(&v, GrB_INT64, n));
    CK(GrB_Vector_setElement_INT64(v, 0, g.src));
    (void)GxB_Vector_Option_set_INT32(v, GxB_SPARSITY_CONTROL, GxB_BITMAP);
    CK(grb_out_degree(&degree, g.G, msg_));
    (void)GxB_Vector_Option_set_INT32(degree, GxB_SPARSITY_CONTROL, GxB_BITMAP);
    CK(GrB_Vector_new(&t, GrB_INT64, n));
    GrB_Index nvals_g, nq = 1, last_nq = 0, nvisited = 1;
    CK(GrB_Matrix_nvals(&nvals_g, g.G));
    double unexplored = (double)nvals_g;
    bool push = true;
    static char names[16][40];
    for (int k = 0; k < 16; k++) T_[k][rep] = 0;
    for (int64_t depth = 1; nq > 0 && nvisited < n && depth < 8; depth++) {
      double t0 = now();
      const bool growing = nq > last_nq;
      if (push) {
        int64_t ef = 0;
        CK(GrB_Vector_assign(t, q, NULL, degree, GrB_ALL, n, GrB_DESC_RS));
        CK(GrB_Vector_reduce_INT64(&ef, NULL, GrB_PLUS_MONOID_INT64, t, NULL));
        unexplored -= (double)ef;
        if (growing && (double)ef > unexplored / 15.0) push = false;
      } else if (!growing && (double)nq < (double)n / 18.0) {
        push = true;
      }
      if (push) {
        (void)GxB_Vector_Option_set_INT32(q, GxB_SPARSITY_CONTROL, GxB_SPARSE);
        CK(GrB_vxm(q, v, NULL, GxB_ANY_PAIR_BOOL, q, g.G, GrB_DESC_RSC));
      } else {
        (void)GxB_Vector_Option_set_INT32(q, GxB_SPARSITY_CONTROL, GxB_BITMAP);
        CK(GrB_mxv(q, v, NULL, GxB_ANY_PAIR_BOOL, g.G, q, GrB_DESC_RSC));
      }
      CK(GrB_Vector_wait(q, GrB_MATERIALIZE));
      double t1 = now();
      last_nq = nq;
      CK(GrB_Vector_assign_INT64(v, q, NULL, depth, GrB_ALL, n, GrB_DESC_S));
      GrB_Index nv;
      CK(GrB_Vector_nvals(&nv, v));
      double t2 = now();
      nq = nv - nvisited;
      nvisited = nv;
      const int k = 2 * (int)(depth - 1);
      snprintf(names[k], 40, "bfs: step %d %s (nq %lu)", (int)depth, push ? "push" : "pull", (unsigned long)nq);
      snprintf(names[k + 1], 40, "bfs: step %d level assign", (int)depth);
      TN_[k] = names[k], TN_[k + 1] = names[k + 1];
      T_[k][rep] = t1 - t0, T_[k + 1][rep] = t2 - t1;
      if (k + 2 > nt_) nt_ = k + 2;
    }
    GrB_Vector_free(&q), GrB_Vector_free(&v), GrB_Vector_free(&degree), GrB_Vector_free(&t);
  }
  if (strstr(only, "bfs")) report("bfs_level steps (source g.src)", reps);
  // sssp's calls (grb_sssp_bellman_ford on g.W from g.src): each call's time summed over the rounds
  // of one run, so the rows add up to the workload
  for (int rep = 0; rep < reps && strstr(only, "sssp"); rep++) {
    const grb_typed_ops* ops;
    GrB_Type wt;
    CK(GxB_Matrix_type(&wt, g.W));
    ops = grb_typed_ops_of(wt);
    GrB_Vector d, f, t, c;
    GrB_Scalar inf;
    CK(GrB_Vector_new(&d, ops->type, n));
    CK(GrB_Vector_setElement_INT32(d, 0, g.src));
    CK(GrB_Vector_dup(&f, d));
    CK(GrB_Vector_new(&t, ops->type, n));
    CK(GrB_Vector_new(&c, GrB_BOOL, n));
    CK(GrB_Scalar_new(&inf, ops->type));
    CK(grb_scalar_set_max(inf, ops));
    double sum[5] = {0, 0, 0, 0, 0};
    GrB_Index nf = 1, rounds = 0;
    for (; rounds < n && nf > 0; rounds++) {
      double t0 = now();
      CK(GrB_vxm(t, NULL, NULL, ops->min_plus, f, g.W, NULL));
      CK(GrB_Vector_wait(t, GrB_MATERIALIZE));
      double t1 = now();
      CK(GxB_Vector_eWiseUnion(c, NULL, NULL, ops->lt, t, inf, d, inf, NULL));
      CK(GrB_Vector_wait(c, GrB_MATERIALIZE));
      double t2 = now();
      CK(GrB_Vector_apply(f, c, NULL, ops->identity, t, GrB_DESC_R));
      CK(GrB_Vector_wait(f, GrB_MATERIALIZE));
      double t3 = now();
      CK(GrB_Vector_apply(d, c, NULL, ops->identity, t, NULL));
      CK(GrB_Vector_wait(d, GrB_MATERIALIZE));
      double t4 = now();
      CK(GrB_Vector_nvals(&nf, f));
      double t5 = now();
      sum[0] += t1 - t0, sum[1] += t2 - t1, sum[2] += t3 - t2, sum[3] += t4 - t3, sum[4] += t5 - t4;
      if (rep == 0 && getenv("PCS_ROUNDS")) {
        GrB_Index nt, nc, nd;
        CK(GrB_Vector_nvals(&nt, t));
        CK(GrB_Vector_nvals(&nc, c));
        CK(GrB_Vector_nvals(&nd, d));
        printf("  round %lu: nvals f %lu t %lu c %lu d %lu; %.0f %.0f %.0f %.0f us\n", (unsigned long)rounds,
               (unsigned long)nf, (unsigned long)nt, (unsigned long)nc, (unsigned long)nd, (t1 - t0) * 1e6,
               (t2 - t1) * 1e6, (t3 - t2) * 1e6, (t4 - t3) * 1e6);
      }
    }
    static const char* names[5] = {"sssp: t = f min.plus W", "sssp: c = t < d (union)", "sssp: f<c,r> = t",
                                   "sssp: d<c> = t", "sssp: nvals(f)"};
    for (int k = 0; k < 5; k++) TN_[k] = names[k], T_[k][rep] = sum[k];
    nt_ = 5;
    if (rep == 0) printf("sssp: %lu rounds\n", (unsigned long)rounds);
    GrB_Vector_free(&d), GrB_Vector_free(&f), GrB_Vector_free(&t), GrB_Vector_free(&c), GrB_Scalar_free(&inf);
  }
  if (strstr(only, "sssp")) report("sssp (each call summed over the rounds)", reps);
  // one PageRank iteration's calls (grb_pagerank_fixed), FP32
  if (strstr(only, "pr")) {
    GrB_Vector d, ds, r, prior, w;
    CK(GrB_Vector_new(&d, GrB_FP32, n));
    CK(GrB_Matrix_reduce_Monoid(d, NULL, NULL, GrB_PLUS_MONOID_FP32, g.G, NULL));
    CK(GrB_Vector_new(&ds, GrB_FP32, n));
    CK(GrB_Vector_apply_BinaryOp2nd_FP32(ds, NULL, NULL, GrB_DIV_FP32, d, 0.85f, NULL));
    CK(GrB_Vector_new(&r, GrB_FP32, n));
    CK(GrB_Vector_assign_FP32(r, NULL, NULL, 1.0f / n, GrB_ALL, n, NULL));
    CK(GrB_Vector_new(&prior, GrB_FP32, n));
    CK(GrB_Vector_new(&w, GrB_FP32, n));
    for (int rep = 0; rep < reps; rep++) {
      GrB_Vector tmp = prior;
      prior = r;
      r = tmp;
      TIME(0, "pr: w = prior ./ dscaled", GrB_Vector_eWiseMult_BinaryOp(w, NULL, NULL, GrB_DIV_FP32, prior, ds, NULL),
           GrB_Vector_wait(w, GrB_MATERIALIZE));
      TIME(1, "pr: r = teleport", GrB_Vector_assign_FP32(r, NULL, NULL, 0.15f / n, GrB_ALL, n, NULL),
           GrB_Vector_wait(r, GrB_MATERIALIZE));
      TIME(2, "pr: r += G'*w plus_second", GrB_mxv(r, NULL, GrB_PLUS_FP32, GxB_PLUS_SECOND_FP32, g.G, w, NULL),
           GrB_Vector_wait(r, GrB_MATERIALIZE));
    }
    report("pagerank iteration", reps);
    GrB_Vector_free(&d), GrB_Vector_free(&ds), GrB_Vector_free(&r), GrB_Vector_free(&prior), GrB_Vector_free(&w);
  }
  GrB_finalize();
  return 0;
}
