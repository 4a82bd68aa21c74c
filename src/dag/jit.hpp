// The JIT of fused groups: a described group (GroupAbi.h) -> Kokkos C++ and its descriptor
// (libgraphblas-compiler.so, loaded with dlopen on first use) -> a shared object compiled with the host compiler against the
// library's own shared Kokkos -> dlopen, cached in memory and on disk.
//
// Controls, as SuiteSparse's GxB_JIT_C_CONTROL: OFF (never; loaded kernels are forgotten), PAUSE
// (use none, keep what is loaded), RUN (only kernels already loaded in this process), LOAD (also
// load from the disk cache), ON (also compile, in a background process). Default ON where a host compiler
// and libgraphblas-compiler.so are found, else OFF; GRB_JIT=off|pause|run|load|on (or
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

struct JitResult {
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

// Read GRB_JIT / the cache path environment variables into the global settings (at GrB_init):
// the JIT is ON by default where the compiler library and the host compiler are found.
void jit_init_from_env();
// Waits until the kernels queued for a background compile have their sources emitted and their
// compiles started (GrB_finalize, the export): the compiles run in child processes, which finish
// and install into the disk cache also after this process has exited.
void jit_wait_background();

// A group the planner handed to the JIT in this process (at control LOAD or ON), for the
// ahead-of-time export (src/dag/jit_export.cpp): its structure, descriptor and graphblas text, the
// cache entry's name and the whole kernel source (what kernel.cpp holds).
struct JitRecordedGroup {
  std::string key;   // the described group's structure
  grb_kernel_descriptor descriptor{};  // its parameters (nparams 0 until it was loaded)
  std::string mlir, key_hash, source;  // mlir: the group as imported
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
