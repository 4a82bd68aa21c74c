//===- grb-aot.cpp - ahead-of-time export of a program's fused kernels ----------------------===//
//
// grb-aot -o DIR [--cache CACHE] -- PROGRAM [ARGS...]
//
// Runs PROGRAM (any program using this GraphBLAS library) with the JIT on and GRB_JIT_EXPORT=DIR:
// at GrB_finalize the library writes the fused kernels its planner formed in that run into DIR
// as standalone Kokkos C++ plus grb_fused_kernels.cmake (src/dag/jit_export.cpp; the same as the
// program calling GxB_Global_export_kernels(DIR) itself). CACHE is the JIT cache the run uses
// (GRB_JIT_CACHE_PATH; default: the environment's or the library's default). Then lists the
// exported kernels. Exit status: PROGRAM's when it failed, 1 when nothing was exported, else 0.
//
// The tool needs no MLIR: it only sets up the run (the program loads libgraphblas-compiler.so
// itself), so it is plain C++ on POSIX process calls.
//===----------------------------------------------------------------------------------------===//
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

namespace {

int usage(const char *why) {
  if (why)
    std::fprintf(stderr, "grb-aot: %s\n", why);
  std::fprintf(stderr, "usage: grb-aot -o DIR [--cache CACHE] -- PROGRAM [ARGS...]\n"
                       "  runs PROGRAM with GRB_JIT=on and exports its fused kernels into DIR\n"
                       "  (Kokkos C++ sources, grb_fused_kernels.h, grb_fused_kernels.cmake)\n");
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  std::string outDir, cache;
  int k = 1;
  for (; k < argc; ++k) {
    std::string a = argv[k];
    if (a == "--") {
      ++k;
      break;
    }
    if ((a == "-o" || a == "--cache") && k + 1 < argc) {
      (a == "-o" ? outDir : cache) = argv[++k];
    } else if (a == "-h" || a == "--help") {
      return usage(nullptr);
    } else {
      return usage(("unknown argument " + a).c_str());
    }
  }
  if (outDir.empty())
    return usage("no output directory (-o DIR)");
  if (k >= argc)
    return usage("no program to run (after --)");

  const std::string header = outDir + "/grb_fused_kernels.h";
  const time_t start = std::time(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    std::perror("grb-aot: fork");
    return 1;
  }
  if (pid == 0) {
    setenv("GRB_JIT", "on", 1);
    setenv("GRB_JIT_EXPORT", outDir.c_str(), 1);
    if (!cache.empty())
      setenv("GRB_JIT_CACHE_PATH", cache.c_str(), 1);
    execvp(argv[k], argv + k);
    std::fprintf(stderr, "grb-aot: cannot run %s: %s\n", argv[k], std::strerror(errno));
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) {
    std::perror("grb-aot: waitpid");
    return 1;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "grb-aot: %s failed (%s %d)\n", argv[k], WIFEXITED(status) ? "exit" : "signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
  }
  // the header is rewritten by every export: one older than the run means nothing was exported
  struct stat st;
  if (stat(header.c_str(), &st) != 0 || st.st_mtime + 1 < start) {
    std::fprintf(stderr, "grb-aot: %s exported no fused kernels (none planned with the JIT on?)\n", argv[k]);
    return 1;
  }
  std::ifstream in(header);
  std::string line;
  std::vector<std::string> names, kinds;
  // each kernel's declaration opens with "/* <name>: <kind> result"
  while (std::getline(in, line))
    if (line.rfind("/* grb_fused_", 0) == 0) {
      const size_t colon = line.find(':');
      names.push_back(line.substr(3, colon - 3));
      kinds.push_back(colon + 2 < line.size() ? line.substr(colon + 2) : std::string());
    }
  std::printf("grb-aot: %zu fused kernel(s) exported to %s\n", names.size(), outDir.c_str());
  for (size_t n = 0; n < names.size(); ++n)
    std::printf("  %s  %s  (%s/%s.cpp)\n", names[n].c_str(), kinds[n].c_str(), outDir.c_str(), names[n].c_str());
  std::printf("  build: include(%s/grb_fused_kernels.cmake) after find_package(Kokkos); link grb_fused_kernels\n",
              outDir.c_str());
  return names.empty() ? 1 : 0;
}
