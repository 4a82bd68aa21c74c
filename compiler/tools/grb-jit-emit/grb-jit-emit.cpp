// grb-jit-emit <compiler library> <group file> <source file>
//
// Emits the kernel source of one group in a process of its own: libgraphblas.so spawns it for a
// kernel it compiles in the background (src/dag/jit.cpp), so that the compiler library, MLIR
// included, is loaded here rather than in the program, whose call runs beside the compile. Reads
// the group (graphblas-mlir/Jit/GroupFile.h), loads the given libgraphblas-compiler.so (the one
// whose bytes are part of the kernel's cache key), runs grb_compiler_compile_group and writes the
// source, its first line naming the group's cache key, to the source file (through a temporary
// name). Exit status 0: written; 1: the compiler refused the group (its reason on stderr); 2: a
// bad argument, group file or compiler library.
#include <dlfcn.h>
#include <sys/resource.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "graphblas-mlir/Jit/GroupFile.h"

namespace {

int fail(int status, const std::string& why) {
  std::fprintf(stderr, "%s\n", why.c_str());
  return status;
}

bool readFile(const char* path, std::string* out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  *out = ss.str();
  return bool(f) || f.eof();
}

bool writeFile(const std::string& path, const std::string& data) {
  const std::string tmp = path + ".tmp-emit";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f.write(data.data(), std::streamsize(data.size()))) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) return fail(2, "usage: grb-jit-emit <compiler library> <group file> <source file>");
  // the program that spawned this keeps its cores (as its background compiles)
  (void)setpriority(PRIO_PROCESS, 0, 19);
  std::string bytes;
  grb_group_file::Group group;
  if (!readFile(argv[2], &bytes) || !grb_group_file::read(bytes, &group))
    return fail(2, std::string("grb-jit-emit: cannot read a group from ") + argv[2]);
  void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) return fail(2, std::string("grb-jit-emit: ") + dlerror());
  auto abi = reinterpret_cast<int (*)()>(dlsym(lib, "grb_compiler_group_abi_version"));
  auto compile = reinterpret_cast<grb_compiler_compile_group_fn>(dlsym(lib, "grb_compiler_compile_group"));
  auto release = reinterpret_cast<void (*)(char*)>(dlsym(lib, "grb_compiler_free"));
  if (!abi || abi() != GRB_GROUP_ABI_VERSION || !compile || !release)
    return fail(2, std::string("grb-jit-emit: ") + argv[1] + ": wrong entry points");
  std::string source, why;
  if (!grb_group_file::emitSource(compile, release, group.group, group.key, &source, &why)) return fail(1, why);
  if (!writeFile(argv[3], source)) return fail(2, std::string("grb-jit-emit: cannot write ") + argv[3]);
  return 0;
}
