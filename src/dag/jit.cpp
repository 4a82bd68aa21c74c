// JIT of fused groups: compile, cache (memory and disk), load. See jit.hpp.
//
// Disk layout: <cache>/<hash>/{kernel.cpp, kernel.so, manifest}. The manifest holds the full key
// (group text + library version + compiler identity + flags + Kokkos prefix) and the size and
// hash of kernel.so; a manifest that does not match (stale) or a kernel.so that does not match
// its manifest or does not load (corrupt) is rebuilt. Writes go to temporary files renamed into
// place (atomic); an flock on <cache>/<hash>/lock serializes processes building the same entry
// (the second one finds the first one's result). A cache directory that cannot be written is
// left alone: the kernel is compiled in a private temporary directory and loaded from there.
//
// A kernel that is neither loaded nor on disk is compiled in the background: one worker thread
// emits its source, a forked child compiles it at a lower priority (and finishes even when this
// process exits first); the call that asked runs on the kernel library, and a later use finds the
// kernel built and loads it. GRB_JIT_BACKGROUND=0 compiles on first use instead (the caller waits).
#include "dag/jit.hpp"

#include <dlfcn.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <thread>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <mutex>
#include <sstream>
#include <unordered_map>
#include <vector>
#include <cerrno>

#include "core/global.hpp"
#include "grb_jit_config.h"
#include "graphblas-mlir/Jit/GroupFile.h"

namespace gb {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

struct JitState {
  std::mutex mu;
  std::unordered_map<std::string, void*> loaded;      // group key -> its kernel.so's handle (this process)
  std::unordered_map<std::string, std::string> failed; // group key -> why it cannot compile
  // every group handed to the JIT at LOAD or ON in this process, first use first (for
  // GxB_Global_export_kernels): the cache entry holding its kernel.cpp, or the source itself when
  // it was built in a private directory that is gone
  std::vector<JitRecordedGroup> recorded;
  std::unordered_map<std::string, size_t> recorded_index;  // group key -> position in recorded
  std::unordered_map<std::string, std::string> recorded_dir;  // group key -> its cache entry
  std::string toolchain;      // compiler identity etc. (part of the disk key), computed once
  std::string compiler_id;    // hash of libgraphblas-compiler.so's bytes (part of the disk key)
  bool compiler_id_done = false;
  bool toolchain_done = false;
  // background compiles: the groups queued or being compiled, the queue the worker thread takes
  // them from, and a condition the worker and jit_wait_background wait on
  std::unordered_map<std::string, pid_t> compiling;  // group key -> its compiling child (0: emitting)
  std::deque<std::function<void()>> queue;
  std::condition_variable cv;
  bool worker_started = false;
  // libgraphblas-compiler.so (loaded under compiler_mu: the worker compiles without s.mu)
  std::mutex compiler_mu;
  bool compiler_tried = false;
  std::string compiler_error;
  grb_compiler_compile_group_fn compile_group = nullptr;  // the typed entry (GroupAbi.h)
  void (*free_fn)(char*) = nullptr;
  // log
  std::mutex log_mu;
  bool log_init = false;
  FILE* log = nullptr;
};
JitState& state() {
  static JitState* s = new JitState;  // never destroyed: kernels may run during static teardown
  return *s;
}

uint64_t fnv1a(const void* data, size_t n, uint64_t h = 1469598103934665603ull) {
  const unsigned char* p = static_cast<const unsigned char*>(data);
  for (size_t k = 0; k < n; k++) {
    h ^= p[k];
    h *= 1099511628211ull;
  }
  return h;
}
std::string hex64(uint64_t v) {
  char b[17];
  std::snprintf(b, sizeof b, "%016llx", (unsigned long long)v);
  return b;
}
// 128-bit name of a key: two FNV-1a hashes with different seeds
std::string key_hash(const std::string& key) {
  return hex64(fnv1a(key.data(), key.size())) + hex64(fnv1a(key.data(), key.size(), 0x9e3779b97f4a7c15ull));
}

std::string getenv_str(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

std::string cxx() {
  std::string c = getenv_str("GRB_JIT_CXX");
  return c.empty() ? std::string(GRB_JIT_CXX) : c;
}

std::string shell_quote(const std::string& s) {
  std::string r = "'";
  for (char c : s) {
    if (c == '\'') r += "'\\''";
    else r += c;
  }
  return r + "'";
}

// Run a shell command; returns its exit status (-1: could not run) and its output.
int run_command(const std::string& cmd, std::string* output) {
  FILE* f = popen((cmd + " 2>&1").c_str(), "r");
  if (!f) return -1;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) output->append(buf, n);
  int st = pclose(f);
  if (st == -1) return -1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

bool memo_by_stamp(const std::string& file, const char* kind, const std::function<bool(std::string*)>& compute,
                   std::string* out);

// The compiler's identity and everything else that makes a binary differ (once per process). The
// version line comes from the cache root's memo of this compiler binary when there is one: the
// first JIT request of a process waits for it, and `c++ --version` (a shell and the driver,
// spawned from a process that may be large) took longer than the call it planned.
const std::string& toolchain(JitState& s) {
  if (!s.toolchain_done) {
    std::string first;
    const bool ok = memo_by_stamp(cxx(), "toolchain", [](std::string* line) {
      std::string out;
      if (run_command(shell_quote(cxx()) + " --version", &out) != 0) return false;
      *line = out.substr(0, out.find('\n'));
      return true;
    }, &first);
    s.toolchain = "library " GRB_JIT_LIBRARY_VERSION "\ncxx " + cxx() + " " +
                  (ok ? first : std::string("unavailable")) + "\nflags " GRB_JIT_FLAGS " " GRB_JIT_LIBS
                  "\nkokkos " GRB_JIT_KOKKOS_INCLUDE " " GRB_JIT_KOKKOS_LIBDIR "\n";
    s.toolchain_done = true;
  }
  return s.toolchain;
}

bool read_file(const std::string& path, std::string* out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  *out = ss.str();
  return true;
}

// Write a file atomically: temporary name in the same directory, then rename.
bool write_atomic(const std::string& path, const std::string& data) {
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return false;
    f.write(data.data(), std::streamsize(data.size()));
    if (!f) {
      unlink(tmp.c_str());
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    unlink(tmp.c_str());
    return false;
  }
  return true;
}

bool mkdirs(const std::string& path) {
  if (path.empty()) return false;
  std::string cur;
  size_t pos = 0;
  while (pos != std::string::npos) {
    pos = path.find('/', pos + 1);
    cur = path.substr(0, pos);
    if (cur.empty()) continue;
    if (mkdir(cur.c_str(), 0755) != 0 && errno != EEXIST) return false;
  }
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string cache_root() {
  std::string p;
  {
    std::lock_guard<std::mutex> lock(global().mu);
    p = global().jit_cache_path;
  }
  if (!p.empty()) return p;
  std::string xdg = getenv_str("XDG_CACHE_HOME");
  if (!xdg.empty()) return xdg + "/graphblas-kokkos/jit";
  std::string home = getenv_str("HOME");
  return (home.empty() ? std::string("/tmp") : home) + "/.GraphBLAS/kokkos-jit";
}

// A file's identity without reading it: its path, size, modification time and inode ("" when it
// cannot be stat'ed or the path is not absolute).
std::string file_stamp(const std::string& path) {
  struct stat st;
  if (path.empty() || path[0] != '/' || stat(path.c_str(), &st) != 0) return "";
  return path + " " + std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
         std::to_string(st.st_mtim.tv_nsec) + " " + std::to_string(st.st_ino);
}

// `compute`'s answer about `file`, remembered in the cache root under the file's stamp: read from
// there when the same file (same path, size, time, inode) was asked about before, else computed
// and stored. False when compute fails.
bool memo_by_stamp(const std::string& file, const char* kind, const std::function<bool(std::string*)>& compute,
                   std::string* out) {
  const std::string stamp = file_stamp(file);
  const std::string root = cache_root();
  const std::string memo = root + "/" + kind + "-" + key_hash(stamp);
  std::string text;
  // the memo holds the stamp, then the answer
  if (!stamp.empty() && read_file(memo, &text) && text.compare(0, stamp.size() + 1, stamp + "\n") == 0) {
    *out = text.substr(stamp.size() + 1);
    return true;
  }
  if (!compute(out)) return false;
  if (!stamp.empty() && mkdirs(root)) write_atomic(memo, stamp + "\n" + *out);
  return true;
}

std::string manifest_text(const std::string& full_key, const std::string& so) {
  return "graphblas-kokkos-jit manifest 1\nso " + std::to_string(so.size()) + " " +
         hex64(fnv1a(so.data(), so.size())) + "\n" + full_key;
}

// Load <dir>/kernel.so if <dir>/manifest matches the key and the binary and it exports `symbol`;
// its handle, or null (why: *why).
void* load_entry(const std::string& dir, const std::string& full_key, const char* symbol, std::string* why) {
  std::string manifest, so;
  if (!read_file(dir + "/manifest", &manifest)) {
    *why = "no entry";
    return nullptr;
  }
  if (!read_file(dir + "/kernel.so", &so)) {
    *why = "manifest without kernel.so";
    return nullptr;
  }
  if (manifest != manifest_text(full_key, so)) {
    *why = manifest.size() > 40 && manifest.find(full_key) == std::string::npos ? "stale entry (key differs)"
                                                                                 : "corrupt entry (kernel.so does not match its manifest)";
    return nullptr;
  }
  void* h = dlopen((dir + "/kernel.so").c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    *why = std::string("dlopen failed: ") + dlerror();
    return nullptr;
  }
  if (!dlsym(h, symbol)) {
    *why = std::string("kernel.so has no ") + symbol;
    return nullptr;
  }
  return h;
}

// Where libgraphblas-compiler.so is looked for, in order: GRB_COMPILER_LIB alone when set, else
// beside libgraphblas.so, the build tree's, then the loader's search path.
std::vector<std::string> compiler_lib_candidates() {
  std::vector<std::string> candidates;
  std::string env = getenv_str("GRB_COMPILER_LIB");
  if (!env.empty()) {
    candidates.push_back(env);  // an explicit path is the only one tried
  } else {
    Dl_info info;
    if (dladdr(reinterpret_cast<void*>(&jit_get_kernel), &info) && info.dli_fname) {
      std::string self = info.dli_fname;
      size_t slash = self.rfind('/');
      if (slash != std::string::npos) candidates.push_back(self.substr(0, slash) + "/libgraphblas-compiler.so");
    }
    candidates.push_back(GRB_JIT_COMPILER_LIB);
    candidates.push_back("libgraphblas-compiler.so");
  }
  return candidates;
}

// A hash of the compiler library's bytes (part of a kernel's disk key, not of the precompiled
// header's): the emitted C++ depends on its lowering, so a kernel cached by another compiler
// library (an older lowering, perhaps with a bug fixed since) is not loaded by this one. The
// first candidate file that can be read (the one dlopen takes when it loads); "unknown" when only
// a bare name is left. Remembered in the cache root under the file's stamp (memo_by_stamp): a
// process reads the hash there rather than the library's 3 MB.
const std::string& compiler_identity(JitState& s) {
  if (!s.compiler_id_done) {
    s.compiler_id = "unknown";
    for (const std::string& c : compiler_lib_candidates()) {
      if (c.find('/') == std::string::npos) continue;
      std::string id;
      if (memo_by_stamp(c, "compiler", [&c](std::string* hash) {
            std::string bytes;
            if (!read_file(c, &bytes)) return false;
            *hash = hex64(fnv1a(bytes.data(), bytes.size()));
            return true;
          }, &id)) {
        s.compiler_id = id;
        break;
      }
    }
    s.compiler_id_done = true;
  }
  return s.compiler_id;
}

// dlopen libgraphblas-compiler.so once.
bool load_compiler(JitState& s, std::string* why) {
  std::lock_guard<std::mutex> lock(s.compiler_mu);
  if (!s.compiler_tried) {
    s.compiler_tried = true;
    const std::vector<std::string> candidates = compiler_lib_candidates();
    std::string errors;
    for (const std::string& c : candidates) {
      if (c.empty()) continue;
      void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (!h) {
        errors += std::string(errors.empty() ? "" : "; ") + dlerror();
        continue;
      }
      auto abi = reinterpret_cast<int (*)()>(dlsym(h, "grb_compiler_abi_version"));
      s.free_fn = reinterpret_cast<void (*)(char*)>(dlsym(h, "grb_compiler_free"));
      auto group_abi = reinterpret_cast<int (*)()>(dlsym(h, "grb_compiler_group_abi_version"));
      s.compile_group = reinterpret_cast<grb_compiler_compile_group_fn>(dlsym(h, "grb_compiler_compile_group"));
      if (!group_abi || group_abi() != GRB_GROUP_ABI_VERSION) s.compile_group = nullptr;
      if (!abi || abi() != 1 || !s.free_fn || !s.compile_group) {
        s.compile_group = nullptr;
        errors += "; " + c + ": wrong entry points";
        continue;
      }
      break;
    }
    if (!s.compile_group) s.compiler_error = "libgraphblas-compiler.so not available (" + errors + ")";
  }
  *why = s.compiler_error;
  return s.compile_group != nullptr;
}

// A precompiled Kokkos_Core.hpp shared by every kernel of this toolchain in the cache
// (<cache>/pch-<toolchain hash>/): parsing Kokkos' headers is most of a kernel's compile time. Built
// once under its own lock; returns the -include option, or "" (compile without) on any failure.
// `toolchain_id`: toolchain(s). `quiet`: log nothing (a forked child).
std::string ensure_pch(const std::string& toolchain_id, const std::string& root, bool quiet) {
  const std::string pdir = root + "/pch-" + hex64(fnv1a(toolchain_id.data(), toolchain_id.size()));
  const std::string hdr = pdir + "/grb_jit_pch.hpp", gch = hdr + ".gch", ok = pdir + "/ready";
  const std::string opt = " -include " + shell_quote(hdr);
  if (access(ok.c_str(), R_OK) == 0) return opt;
  if (!mkdirs(pdir)) return "";
  int fd = open((pdir + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return "";
  flock(fd, LOCK_EX);
  std::string result;
  if (access(ok.c_str(), R_OK) == 0) {
    result = opt;
  } else if (write_atomic(hdr, "#include <Kokkos_Core.hpp>\n#include <cstdint>\n#include <cstring>\n#include <limits>\n")) {
    const auto t0 = Clock::now();
    const std::string tmp = gch + ".tmp." + std::to_string(getpid());
    std::string flags = GRB_JIT_FLAGS;
    const size_t sh = flags.find(" -shared");
    if (sh != std::string::npos) flags.erase(sh, 8);
    std::string out;
    const int rc = run_command(shell_quote(cxx()) + " " + flags + " -I" + shell_quote(GRB_JIT_KOKKOS_INCLUDE) +
                                   " -x c++-header " + shell_quote(hdr) + " -o " + shell_quote(tmp),
                               &out);
    if (rc == 0 && std::rename(tmp.c_str(), gch.c_str()) == 0 && write_atomic(ok, "1\n")) {
      result = opt;
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.3f", since(t0));
      if (!quiet) jit_log("precompiled Kokkos header built in " + std::string(buf) + " s (" + pdir + ")");
    } else {
      unlink(tmp.c_str());
      if (!quiet) jit_log("no precompiled header (exit " + std::to_string(rc) + "): kernels compile without it");
    }
  }
  flock(fd, LOCK_UN);
  close(fd);
  return result;
}

// The whole C++ source of a typed group's kernel: grb_compiler_compile_group makes all of it
// (both copies of the kernels and the entry the descriptor describes).
bool emit_group_source(JitState& s, const grb_group& group, const std::string& key, std::string* source,
                       std::string* why) {
  if (!load_compiler(s, why)) return false;
  return grb_group_file::emitSource(s.compile_group, s.free_fn, group, key, source, why);
}

// How one kernel's source is made and which symbol proves a binary is one.
struct KernelRequest {
  std::string key;       // names the kernel in this process (and in `failed`, `recorded`)
  std::string key_body;  // what, besides the toolchain, makes the binary what it is
  std::function<bool(JitState&, std::string* source, std::string* why)> emit;
  // the same, over a copy of what emit reads (for a compile that outlives the caller's call)
  std::function<std::function<bool(JitState&, std::string*, std::string*)>()> detach;
  // the group as bytes for grb-jit-emit (GroupFile.h), for a compile in the background
  std::function<std::string()> group_file;
  const char* symbol = "grb_kernel_run";
  bool background = false;  // compiled by the worker thread: at a lower priority
};

// Emit the kernel's source into `dir`.
bool prepare_entry(JitState& s, const std::string& dir, const KernelRequest& q, std::string* why,
                   std::string* source_out) {
  std::string source;
  if (!q.emit(s, &source, why)) return false;
  *source_out = source;
  const std::string src = dir + "/kernel.cpp";
  if (!write_atomic(src, source)) {
    *why = "cannot write " + src;
    return false;
  }
  return true;
}

// Compile `dir`/kernel.cpp and install kernel.so and its manifest (the caller holds the entry's
// lock). Touches no JIT state and logs nothing: a forked child runs it for background compiles.
bool compile_entry(const std::string& dir, const std::string& full_key, const std::string& pch, bool background,
                   std::string* why) {
  const std::string src = dir + "/kernel.cpp";
  const std::string tmp_so = dir + "/kernel.so.tmp." + std::to_string(getpid());
  auto command = [&](const std::string& include) {
    return std::string(background ? "nice -n 10 " : "") + shell_quote(cxx()) + " " GRB_JIT_FLAGS + include + " -I" +
           shell_quote(GRB_JIT_KOKKOS_INCLUDE) + " " + shell_quote(src) + " -o " + shell_quote(tmp_so) + " -L" +
           shell_quote(GRB_JIT_KOKKOS_LIBDIR) + " " GRB_JIT_LIBS " -Wl,-rpath," + shell_quote(GRB_JIT_KOKKOS_LIBDIR);
  };
  std::string out;
  int rc = run_command(command(pch), &out);
  if (rc != 0 && !pch.empty()) {  // a damaged precompiled header: once more without it
    out.clear();
    rc = run_command(command(""), &out);
  }
  if (rc != 0) {
    unlink(tmp_so.c_str());
    if (out.size() > 600) out = out.substr(0, 600) + "...";
    for (char& c : out)
      if (c == '\n') c = ' ';
    *why = "compile failed (exit " + std::to_string(rc) + "): " + out;
    return false;
  }
  std::string so;
  if (!read_file(tmp_so, &so) || std::rename(tmp_so.c_str(), (dir + "/kernel.so").c_str()) != 0) {
    unlink(tmp_so.c_str());
    *why = "cannot install kernel.so in " + dir;
    return false;
  }
  if (!write_atomic(dir + "/manifest", manifest_text(full_key, so))) {
    *why = "cannot write the manifest in " + dir;
    return false;
  }
  return true;
}

// Emit, compile and install the entry in `dir` (the caller holds the entry's lock). `pch_root`:
// the cache holding the precompiled header, or "" (compile without one).
bool build_entry(JitState& s, const std::string& dir, const KernelRequest& q, const std::string& full_key,
                 const std::string& pch_root, std::string* why, std::string* source_out) {
  if (!prepare_entry(s, dir, q, why, source_out)) return false;
  const std::string pch = pch_root.empty() ? std::string() : ensure_pch(toolchain(s), pch_root, false);
  return compile_entry(dir, full_key, pch, q.background, why);
}

void remove_dir(const std::string& dir) {
  for (const char* f : {"/kernel.cpp", "/kernel.so", "/manifest", "/lock"}) unlink((dir + f).c_str());
  rmdir(dir.c_str());
}

}  // namespace

void jit_wait_background() {
  JitState& s = state();
  std::unique_lock<std::mutex> lock(s.mu);
  s.cv.wait(lock, [&] { return s.queue.empty(); });
}

// Whether kernels can be made here: the compiler library is beside the library (or named) and
// the host C++ compiler exists. Only files are looked at (nothing is loaded or run).
bool host_compiler_available() {
  const std::string c = cxx();
  if (c.find('/') != std::string::npos && access(c.c_str(), X_OK) != 0) return false;
  for (const std::string& lib : compiler_lib_candidates())
    if (lib.find('/') != std::string::npos && access(lib.c_str(), R_OK) == 0) return true;
  return false;
}

void jit_init_from_env() {
  std::string v = getenv_str("GRB_JIT");
  // on by default where kernels can be compiled (as SuiteSparse 8 and later), else off
  global().jit_control = host_compiler_available() ? kJitOn : kJitOff;
  if (!v.empty()) {
    int level = -1;
    if (v == "off" || v == "OFF" || v == "0") level = kJitOff;
    else if (v == "pause" || v == "PAUSE" || v == "1") level = kJitPause;
    else if (v == "run" || v == "RUN" || v == "2") level = kJitRun;
    else if (v == "load" || v == "LOAD" || v == "3") level = kJitLoad;
    else if (v == "on" || v == "ON" || v == "4") level = kJitOn;
    if (level >= 0) global().jit_control = level;
  }
  std::string p = getenv_str("GRB_JIT_CACHE_PATH");
  if (p.empty()) p = getenv_str("GxB_JIT_CACHE_PATH");
  if (!p.empty() && global().jit_cache_path.empty()) global().jit_cache_path = p;
}

bool jit_log_enabled() {
  JitState& s = state();
  std::lock_guard<std::mutex> lock(s.log_mu);
  if (!s.log_init) {
    s.log_init = true;
    std::string v = getenv_str("GRB_JIT_LOG");
    if (v == "1" || v == "stderr") s.log = stderr;
    else if (!v.empty() && v != "0") s.log = std::fopen(v.c_str(), "a");
  }
  return s.log != nullptr;
}

void jit_log(const std::string& line) {
  if (!jit_log_enabled()) return;
  JitState& s = state();
  std::lock_guard<std::mutex> lock(s.log_mu);
  std::fprintf(s.log, "[grb-jit %d] %s\n", int(getpid()), line.c_str());
  std::fflush(s.log);
}

// A compiled kernel runs its parallel constructs on the whole Kokkos pool (its Kokkos::Serial
// copy is what one thread runs), so a GxB_NTHREADS cap strictly between 1 and the pool cannot
// be honoured by it: the group then runs on the kernel library, which honours the cap
// (src/core/parallel.hpp). Empty when the kernels may run.
static std::string thread_cap_reason() {
  const int cap = max_threads(), pool = hardware_threads();
  if (cap <= 1 || cap >= pool) return "";
  return "GxB_NTHREADS = " + std::to_string(cap) + " is below the Kokkos pool of " + std::to_string(pool) +
         " threads, which a compiled kernel would use whole";
}

namespace {

// Build the kernel of `q` in its cache entry `dir` under the entry's lock, or in a private
// directory when the cache cannot be written; load it. Null with r->reason on failure (s.mu held).
void* build_kernel(JitState& s, const KernelRequest& q, const std::string& dir, const std::string& root,
                   const std::string& full_key, JitResult* r) {
  std::string why;
  std::string build_dir = dir;
  bool private_dir = false;
  int lock_fd = -1;
  if (mkdirs(dir)) lock_fd = open((dir + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock_fd < 0 || access(dir.c_str(), W_OK) != 0) {
    if (lock_fd >= 0) close(lock_fd);
    lock_fd = -1;
    std::string tmpl = (getenv_str("TMPDIR").empty() ? std::string("/tmp") : getenv_str("TMPDIR")) + "/grb-jit-XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    if (!mkdtemp(buf.data())) {
      r->reason = "cache " + root + " not writable and no temporary directory";
      s.failed[q.key] = r->reason;
      return nullptr;
    }
    build_dir = buf.data();
    private_dir = true;
    jit_log("cache " + root + " is not writable: compiling in " + build_dir + " (not cached on disk)");
  } else {
    flock(lock_fd, LOCK_EX);
    // another process may have built it while we waited
    if (void* h = load_entry(dir, full_key, q.symbol, &why)) {
      flock(lock_fd, LOCK_UN);
      close(lock_fd);
      s.loaded[q.key] = h;
      r->path = "disk";
      return h;
    }
    if (why != "no entry") jit_log("rebuilding " + r->key_hash + ": " + why);
  }
  std::string source;
  bool ok = build_entry(s, build_dir, q, full_key, private_dir ? std::string() : root, &why, &source);
  if (ok && private_dir) s.recorded[s.recorded_index[q.key]].source = source;  // the directory goes away
  void* h = nullptr;
  if (ok) h = load_entry(build_dir, full_key, q.symbol, &why);
  if (lock_fd >= 0) {
    flock(lock_fd, LOCK_UN);
    close(lock_fd);
  }
  if (private_dir) remove_dir(build_dir);  // a loaded .so stays mapped after unlink
  if (!h) {
    r->reason = why;
    s.failed[q.key] = why;
    return nullptr;
  }
  s.loaded[q.key] = h;
  r->path = "compiled";
  return h;
}

// Whether a kernel missing from the disk cache is compiled in the background (GRB_JIT_BACKGROUND,
// default on) rather than while its first use waits.
bool background_compiles() {
  static const bool on = getenv_str("GRB_JIT_BACKGROUND") != "0";
  return on;
}

// The worker: takes background jobs off the queue one at a time, never holding s.mu while it works.
void background_worker() {
  // emitting a kernel's source (the compiler library, in this thread) at the lowest priority too
  // (Linux: a thread's own nice value), for the same reason as fork_compile's
  (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
  JitState& s = state();
  std::unique_lock<std::mutex> lock(s.mu);
  for (;;) {
    s.cv.wait(lock, [&] { return !s.queue.empty(); });
    std::function<void()> job = std::move(s.queue.front());
    lock.unlock();
    job();
    lock.lock();
    s.queue.pop_front();  // popped after the job: jit_wait_background waits for an empty queue
    s.cv.notify_all();
  }
}

// The compile itself runs in a forked child that outlives this process if need be (a short
// program's kernels still land in the cache): it takes the entry's lock, compiles and installs,
// and exits; it touches no JIT state and logs nothing (locks other threads held at the fork stay
// held in the child). Exit status 0: installed (or found installed). -1: no child.
pid_t fork_compile(const std::string& dir, const std::string& full_key, const std::string& toolchain_id,
                   const std::string& root) {
  const pid_t pid = fork();
  if (pid != 0) return pid;
  // the lowest CPU priority: the program keeps its cores while the group runs on the kernel
  // library (on a machine with as many threads as cores a compile at equal priority took one)
  (void)setpriority(PRIO_PROCESS, 0, 19);
  const std::string pch = ensure_pch(toolchain_id, root, true);  // built once, shared by the cache
  const int fd = open((dir + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd >= 0) flock(fd, LOCK_EX);
  std::string why;
  bool ok = access((dir + "/manifest").c_str(), R_OK) == 0;  // another process installed it
  if (!ok) {
    ok = compile_entry(dir, full_key, pch, true, &why);
    if (!ok) write_atomic(dir + "/failed", why);
  }
  _exit(ok ? 0 : 1);
}

// grb-jit-emit beside the compiler library this process would load (and that library), or false:
// the emitter loads the same library, whose bytes are part of the kernel's key.
bool find_emitter(std::string* emitter, std::string* lib) {
  for (const std::string& c : compiler_lib_candidates()) {
    const size_t slash = c.rfind('/');
    if (slash == std::string::npos || access(c.c_str(), R_OK) != 0) continue;
    *emitter = c.substr(0, slash) + "/grb-jit-emit";
    *lib = c;
    return access(emitter->c_str(), X_OK) == 0;
  }
  return false;
}

// Emits a background kernel's source into `dir`/kernel.cpp by spawning grb-jit-emit (no fork of
// this process: posix_spawn) and waiting for it. 1: written; 0: the compiler refused the group
// (*why); -1: no emitter, or it could not read the group or load the library (*why; the caller
// emits in this process instead).
int spawn_emitter(const std::string& dir, const std::string& group_bytes, std::string* why) {
  std::string emitter, lib;
  if (group_bytes.empty() || !find_emitter(&emitter, &lib)) {
    *why = "no grb-jit-emit beside the compiler library";
    return -1;
  }
  const std::string group_path = dir + "/group.bin", err_path = dir + "/emit.err", src = dir + "/kernel.cpp";
  if (!write_atomic(group_path, group_bytes)) {
    *why = "cannot write " + group_path;
    return -1;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<std::string> args = {emitter, lib, group_path, src};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, emitter.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) {
    unlink(group_path.c_str());
    *why = "cannot start " + emitter;
    return -1;
  }
  int status = 0;
  pid_t got;
  while ((got = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
  }
  unlink(group_path.c_str());
  std::string err;
  read_file(err_path, &err);
  unlink(err_path.c_str());
  while (!err.empty() && err.back() == '\n') err.pop_back();
  // a program that ignores SIGCHLD has its children reaped for it: then the source tells
  const bool written = got == pid ? WIFEXITED(status) && WEXITSTATUS(status) == 0 : access(src.c_str(), R_OK) == 0;
  if (written) return 1;
  *why = err.empty() ? emitter + " failed" : err;
  return got == pid && WIFEXITED(status) && WEXITSTATUS(status) == 1 ? 0 : -1;
}

// Queues the kernel of `q` for its cache entry `dir` (s.mu held): the worker has its source
// emitted by grb-jit-emit (in this process when there is none), then a forked child compiles it;
// later uses see the child done (finished_compile) and load the entry.
void compile_in_background(JitState& s, const KernelRequest& q, const std::string& dir, const std::string& root,
                           const std::string& full_key) {
  KernelRequest owned = q;
  owned.emit = q.detach();
  std::string group_bytes = q.group_file ? q.group_file() : std::string();
  s.compiling[q.key] = 0;  // emitting
  s.queue.push_back([&s, owned, dir, root, full_key, group_bytes, toolchain_id = toolchain(s)]() {
    try {
      std::string why, source;
      // the compiler library and the passes run in the emitter's process, not beside the program
      const int spawned = spawn_emitter(dir, group_bytes, &why);
      if (spawned < 0) jit_log("emitting in this process: " + why);
      const bool ok = spawned > 0 || (spawned < 0 && prepare_entry(s, dir, owned, &why, &source));
      const pid_t pid = ok ? fork_compile(dir, full_key, toolchain_id, root) : -1;
      std::lock_guard<std::mutex> lock(s.mu);
      if (pid > 0) {
        s.compiling[owned.key] = pid;
      } else {
        s.compiling.erase(owned.key);
        s.failed[owned.key] = ok ? "cannot start a background compile" : why;
      }
    } catch (const std::bad_alloc&) {
      // out of memory on the worker thread, where nothing would catch it: the group keeps running
      // on the kernel library and a later use queues the compile again (erase allocates nothing)
      std::lock_guard<std::mutex> lock(s.mu);
      s.compiling.erase(owned.key);
    }
  });
  if (!s.worker_started) {
    s.worker_started = true;
    std::thread(background_worker).detach();  // lives as long as the process (as JitState does)
  }
  s.cv.notify_all();
}

// A background compile of `key` that has ended (s.mu held): its kernel loaded into s.loaded, or
// the reason it failed in s.failed. False while it runs.
bool finished_compile(JitState& s, const std::string& key, const std::string& dir, const std::string& full_key,
                      const char* symbol, JitResult* r) {
  auto it = s.compiling.find(key);
  if (it == s.compiling.end()) return true;
  if (it->second <= 0) return false;  // still emitting
  int status = 0;
  const pid_t got = waitpid(it->second, &status, WNOHANG);
  if (got == 0) return false;
  // not our child to wait for (SIGCHLD ignored: reaped already): ended once it is gone
  if (got < 0 && kill(it->second, 0) == 0) return false;
  s.compiling.erase(it);
  std::string why;
  if (void* h = load_entry(dir, full_key, symbol, &why)) {
    s.loaded[key] = h;
    jit_log("compiled in the background (entry " + r->key_hash + ")");
    return true;
  }
  std::string failed;
  s.failed[key] = read_file(dir + "/failed", &failed) ? failed : "background compile: " + why;
  unlink((dir + "/failed").c_str());
  jit_log("background compile of " + r->key_hash + " failed: " + s.failed[key]);
  return true;
}

// The loaded kernel for `q`: from this process, the disk cache, or compiled now, as the control
// level allows (s.mu held). Null with r->reason set when there is none; r->path says where it came
// from.
void* acquire_kernel(JitState& s, const KernelRequest& q, JitResult* r) {
  const int control = global().jit_control;
  if (control == kJitOff) {
    s.loaded.clear();  // SuiteSparse: OFF forgets the loaded kernels
    r->reason = "JIT off (GRB_JIT / GxB_JIT_C_CONTROL)";
    return nullptr;
  }
  if (control == kJitPause) {
    r->reason = "JIT paused";
    return nullptr;
  }
  r->reason = thread_cap_reason();
  if (!r->reason.empty()) return nullptr;
  auto it = s.loaded.find(q.key);
  if (it != s.loaded.end()) {
    r->path = "memory";
    return it->second;
  }
  if (control < kJitLoad) {
    r->reason = "not loaded in this process and the JIT control is RUN";
    return nullptr;
  }
  auto bad = s.failed.find(q.key);
  if (bad != s.failed.end()) {
    r->reason = bad->second + " (earlier in this process)";
    return nullptr;
  }

  const auto t0 = Clock::now();
  const std::string full_key = toolchain(s) + "compiler library " + compiler_identity(s) + "\n" + q.key_body;
  r->key_hash = key_hash(full_key);
  const std::string root = cache_root();
  const std::string dir = root + "/" + r->key_hash;
  std::string why;
  if (!s.recorded_index.count(q.key)) {
    s.recorded_index[q.key] = s.recorded.size();
    JitRecordedGroup g;
    g.key = q.key;
    g.key_hash = r->key_hash;
    s.recorded.push_back(g);
  }
  s.recorded_dir[q.key] = dir;
  if (!finished_compile(s, q.key, dir, full_key, q.symbol, r)) {
    r->reason = "its kernel is compiling in the background";
    return nullptr;
  }
  if (s.loaded.count(q.key)) {
    r->path = "memory";
    return s.loaded[q.key];
  }
  if (s.failed.count(q.key)) {
    r->reason = s.failed[q.key];
    return nullptr;
  }
  // 1. the disk cache, without a lock (entries are only ever renamed into place)
  if (void* h = load_entry(dir, full_key, q.symbol, &why)) {
    s.loaded[q.key] = h;
    r->path = "disk";
    r->seconds = since(t0);
    return h;
  }
  if (control < kJitOn) {
    r->reason = "not in the disk cache (" + why + ") and the JIT control is LOAD";
    return nullptr;
  }
  if (background_compiles() && q.detach && mkdirs(dir) && access(dir.c_str(), W_OK) == 0) {
    compile_in_background(s, q, dir, root, full_key);
    r->reason = "its kernel is compiling in the background (entry " + r->key_hash + ")";
    return nullptr;
  }
  void* h = build_kernel(s, q, dir, root, full_key, r);
  if (h) r->seconds = since(t0);
  return h;
}

}  // namespace

JitKernel jit_get_kernel(const GroupDescription& group) {
  JitState& s = state();
  std::lock_guard<std::mutex> lock(s.mu);
  KernelRequest q;
  q.key = group.structure();
  q.key_body = "group-abi " + std::to_string(GRB_GROUP_ABI_VERSION) + "\n" + q.key;
  q.symbol = "grb_kernel_run";
  const grb_group g = group.group();
  q.emit = [&](JitState& st, std::string* source, std::string* why) {
    return emit_group_source(st, g, q.key, source, why);
  };
  q.group_file = [&group, key = q.key]() { return grb_group_file::write(group.group(), key); };
  q.detach = [&group, key = q.key]() {
    auto copy = std::make_shared<GroupDescription>(group);
    return std::function<bool(JitState&, std::string*, std::string*)>(
        [copy, key](JitState& st, std::string* source, std::string* why) {
          const grb_group g = copy->group();
          return emit_group_source(st, g, key, source, why);
        });
  };
  JitKernel k;
  void* h = acquire_kernel(s, q, &k.result);
  if (!h) return k;
  k.run = reinterpret_cast<grb_kernel_run_fn>(dlsym(h, "grb_kernel_run"));
  auto describe = reinterpret_cast<grb_kernel_describe_fn>(dlsym(h, "grb_kernel_describe"));
  auto text = reinterpret_cast<grb_kernel_group_text_fn>(dlsym(h, "grb_kernel_group_text"));
  k.descriptor = describe ? describe() : nullptr;
  if (!k.run || !k.descriptor || !text || k.descriptor->abi_version != GRB_GROUP_ABI_VERSION ||
      k.descriptor->nparams < 0 || k.descriptor->nparams > GRB_KERNEL_MAX_PARAMS) {
    k.run = nullptr;
    k.result.reason = "the kernel's entry or descriptor is missing or of another ABI version";
    return k;
  }
  // what the ahead-of-time export tells about it, from the kernel itself
  auto rec = s.recorded_index.find(q.key);
  if (rec != s.recorded_index.end() && s.recorded[rec->second].descriptor.nparams == 0) {
    s.recorded[rec->second].descriptor = *k.descriptor;
    s.recorded[rec->second].mlir = text();
  }
  return k;
}

bool jit_write_file_atomic(const std::string& path, const std::string& data) { return write_atomic(path, data); }
bool jit_make_dirs(const std::string& path) { return mkdirs(path); }

void jit_recorded_groups(std::vector<JitRecordedGroup>* out) {
  JitState& s = state();
  std::lock_guard<std::mutex> lock(s.mu);
  out->clear();
  for (const JitRecordedGroup& g : s.recorded) {
    JitRecordedGroup e = g;
    if (e.source.empty()) {
      auto d = s.recorded_dir.find(g.key);
      std::string text;
      // the cache entry's kernel.cpp when it is this group's (its first comment holds the group)
      if (d != s.recorded_dir.end() && read_file(d->second + "/kernel.cpp", &text) &&
          text.find(g.key) != std::string::npos && text.find("grb_kernel_run") != std::string::npos)
        e.source = text;
      else if (s.failed.count(g.key))
        e.error = s.failed[g.key];
      else
        e.error = "its kernel.cpp is not in the cache any more";  // its description is gone
    }
    out->push_back(e);
  }
}

}  // namespace gb
