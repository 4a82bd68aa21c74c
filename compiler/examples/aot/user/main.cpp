// Ahead-of-time export, the user's side: builds the example's matrix as plain CSR arrays and calls
// the exported fused kernel (select(X > t) -> abs -> sum) through grb_fused_kernels.h; no
// GraphBLAS library in this program, only Kokkos. Prints the sum as program.c does.
//   aot_user <n> [threads-serial: 0|1]
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "aot_data.h"
#include "grb_fused_kernels.h"

int main(int argc, char **argv) {
  const int64_t n = argc > 1 ? std::atoll(argv[1]) : 300;
  const int serial = argc > 2 ? std::atoi(argv[2]) : 0;
  Kokkos::initialize(argc, argv);
  int rc = 0;
  {
    // the one exported kernel of the example (a program with more groups exports more: look them
    // up by name or by their group text in grb_fused_kernels[])
    const grb_fused_kernel *kernel = nullptr;
    for (int k = 0; k < grb_fused_kernel_count; ++k)
      if (std::strstr(grb_fused_kernels[k].group, "graphblas.select") &&
          std::strstr(grb_fused_kernels[k].group, "#graphblas.unop<abs>"))
        kernel = &grb_fused_kernels[k];
    if (!kernel) {
      std::fprintf(stderr, "no select -> abs -> reduce kernel among %d exported\n", grb_fused_kernel_count);
      Kokkos::finalize();
      return 1;
    }
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
    grb_jit_matrix a0{n, n, (int64_t)idx.size(), p.data(), idx.data(), x.data(), (int64_t)x.size()};
    const double thunk = aot_threshold;
    const void *scalars[] = {&thunk};
    double sum = 0;
    if (kernel->run(&a0, scalars, &sum, serial) != 0) {
      std::fprintf(stderr, "%s threw\n", kernel->name);
      rc = 1;
    }
    std::printf("sum %.17g\n", sum);
    std::fprintf(stderr, "kernel %s of %d exported\n", kernel->name, grb_fused_kernel_count);
  }
  Kokkos::finalize();
  return rc;
}
