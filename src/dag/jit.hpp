// The JIT of fused groups (issue 6): graphblas-dialect text -> Kokkos C++ (libgraphblas-compiler.so,
// loaded with dlopen on first use) -> a shared object compiled with the host compiler against the
// library's own shared Kokkos -> dlopen, cached in memory and on disk.
//
// Controls, as SuiteSparse's GxB_JIT_C_CONTROL: OFF (never; loaded kernels are forgotten), PAUSE
// (use none, keep what is loaded), RUN (only kernels already loaded in this process), LOAD (also
// load from the disk cache), ON (also compile). Default OFF; GRB_JIT=off|pause|run|load|on (or
// 0..4) sets the level at GrB_init, GrB_set(GrB_GLOBAL, level, GxB_JIT_C_CONTROL) later.
// Cache path: GrB_set(..., GxB_JIT_CACHE_PATH), else GRB_JIT_CACHE_PATH / GxB_JIT_CACHE_PATH, else
// $XDG_CACHE_HOME/graphblas-kokkos/jit, else ~/.GraphBLAS/kokkos-jit. GRB_JIT_CXX overrides the
// compiler; GRB_COMPILER_LIB the path of libgraphblas-compiler.so (then the only one tried; by
// default: beside libgraphblas.so, the build tree, the loader's path).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "dag/compiler_group.hpp"

namespace gb {

enum JitControl { kJitOff = 0, kJitPause = 1, kJitRun = 2, kJitLoad = 3, kJitOn = 4 };

// One CSR operand as the compiled entry point takes it (zero copy: the Store's own arrays).
struct JitMatrix {
  int64_t nrows, ncols, nvals;
  const int64_t* p;   // nrows + 1
  const int64_t* i;   // nvals
  const void* x;      // xn values (xn == 1 for an iso store whose values the kernel does not read)
  int64_t xn;
};

// extern "C" int grb_jit_run(const JitMatrix* m, const void* const* scalars, void* result, int serial)
// serial: run the Kokkos::Serial copy of the kernels (small groups)
using JitEntry = int (*)(const JitMatrix*, const void* const*, void*, int);

struct JitResult {
  JitEntry fn = nullptr;
  // "memory", "disk", "compiled", or empty on a fallback
  const char* path = "";
  double seconds = 0;     // time spent loading or compiling
  std::string reason;     // why there is no kernel (fallback)
  std::string key_hash;   // the cache entry's name
};

// A kernel of the typed interface (GroupAbi.h): its entry and the descriptor the library binds
// its parameters through.
struct JitKernel {
  grb_kernel_run_fn run = nullptr;
  const grb_kernel_descriptor* descriptor = nullptr;
  JitResult result;  // path, time, reason (fn unused)
};

// The kernel of a described group: from this process, the disk cache, or compiled now by
// grb_compiler_compile_group, as the JIT control allows (run null: result.reason says why).
JitKernel jit_get_kernel(const GroupDescription& group);

// Read GRB_JIT / the cache path environment variables into the global settings (at GrB_init).
void jit_init_from_env();

// The kernel for the group `mlir` (a module in the graphblas dialect; its one function is called
// `grb_fused`), whose extern "C" wrapper is `wrapper` (C++ appended to the emitted source).
JitResult jit_get(const std::string& mlir, const std::string& wrapper);

// The in-process fast path: a kernel already loaded for the group whose short structural
// signature is `sig` (planner-made; it determines the group text), honouring the control level
// (null below RUN). jit_memory_remember records one after jit_get succeeded.
JitEntry jit_memory_lookup(const std::string& sig);
void jit_memory_remember(const std::string& sig, JitEntry fn);

// A group the planner handed to the JIT in this process (at control LOAD or ON), for the
// ahead-of-time export (src/dag/jit_export.cpp): its graphblas text, the C wrapper, the cache
// entry's name and the whole kernel source (what kernel.cpp holds).
struct JitRecordedGroup {
  std::string key;   // the group text (text protocol) or the described group's structure (typed)
  bool typed = false;  // a kernel of the typed interface: grb_kernel_run and grb_kernel_describe
  grb_kernel_descriptor descriptor{};  // typed: its parameters (nparams 0 until it was loaded)
  std::string mlir, wrapper, key_hash, source;  // typed: mlir is the group as imported
  std::string error;  // why there is no source (the compiler refused the group, no compiler library)
};
// Every such group, first use first, each with its source: the cache entry's kernel.cpp, else
// emitted again through libgraphblas-compiler.so (source empty and error set when that fails).
void jit_recorded_groups(std::vector<JitRecordedGroup>* out);
// The export itself (src/dag/jit_export.cpp, export_kernels in dag/jit_export.hpp):
// GxB_Global_export_kernels writes them into a directory; at GrB_finalize, GRB_JIT_EXPORT=<dir>
// does the same (compiler/tools/grb-aot).
void jit_export_at_finalize();
// The cache's file helpers: write through a temporary file renamed into place; mkdir -p.
bool jit_write_file_atomic(const std::string& path, const std::string& data);
bool jit_make_dirs(const std::string& path);

// Plan log (GRB_JIT_LOG=1 or stderr: standard error; any other value: a file appended to);
// null when logging is off.
bool jit_log_enabled();
void jit_log(const std::string& line);

}  // namespace gb
