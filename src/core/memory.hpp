// Memory of the library: every block an API call needs comes from the allocator given to GxB_init
// (malloc by default), so a program that limits or counts its allocations (LAGraph's brutal tests,
// a database's memory budget) sees and bounds all of it, and a refused block is one failure path,
// std::bad_alloc, that the C API turns into GrB_OUT_OF_MEMORY.
//
//   mem_alloc / mem_calloc / mem_free   raw blocks (store buffers; what import/export hands over)
//   gb::Allocator<T>, gb::vector<T>     containers of a call's temporaries and of DAG nodes
//   gb::alloc_array<T>(n)               a temporary array (null when refused)
//   gb::make_shared<T>(...)             reference-counted objects (nodes, stores, versions)
//   gb::UserAllocated                   base of the C handles' structs: `new T` takes the same route
//
// What stays on the C++ runtime's operator new: names and error messages (std::string), and the
// state that lives as long as the process (JIT cache, registries), which must not hold blocks of an
// allocator that a later GxB_init may replace.
#pragma once
#include <cstddef>
#include <limits>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace gb {

void* mem_alloc(size_t bytes);  // never returns null for bytes > 0 unless out of memory
void* mem_calloc(size_t bytes);
void mem_free(void* p);
void mem_pool_release();  // free the large blocks kept for reuse (GrB_finalize)
void mem_tune_mmap_threshold();  // GRB_MMAP_THRESHOLD: glibc's mmap threshold fixed (GrB_init)
size_t mem_in_use();      // bytes currently held in Buffers (for memoryUsage)

// A standard allocator over mem_alloc: throws std::bad_alloc when the block is refused.
template <class T> struct Allocator {
  using value_type = T;
  Allocator() noexcept = default;
  template <class U> Allocator(const Allocator<U>&) noexcept {}
  T* allocate(size_t n) {
    if (n > std::numeric_limits<size_t>::max() / sizeof(T)) throw std::bad_array_new_length();
    void* p = mem_alloc(n * sizeof(T));
    if (p == nullptr) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  void deallocate(T* p, size_t) noexcept { mem_free(p); }
  template <class U> bool operator==(const Allocator<U>&) const noexcept { return true; }
  template <class U> bool operator!=(const Allocator<U>&) const noexcept { return false; }
};

template <class T> using vector = std::vector<T, Allocator<T>>;

template <class T, class... Args> std::shared_ptr<T> make_shared(Args&&... args) {
  return std::allocate_shared<T>(Allocator<T>(), std::forward<Args>(args)...);
}

// An array of n trivially copyable T from mem_alloc, uninitialized; null when refused.
struct MemFree {
  void operator()(void* p) const noexcept { mem_free(p); }
};
template <class T> using unique_array = std::unique_ptr<T[], MemFree>;
template <class T> unique_array<T> alloc_array(size_t n) {
  if (n > std::numeric_limits<size_t>::max() / sizeof(T)) return nullptr;
  return unique_array<T>(static_cast<T*>(mem_alloc(n * sizeof(T))));
}

// `new` and `delete` of a struct derived from this one use mem_alloc / mem_free.
struct UserAllocated {
  static void* operator new(size_t bytes) {
    void* p = mem_alloc(bytes);
    if (p == nullptr) throw std::bad_alloc();
    return p;
  }
  static void* operator new(size_t bytes, const std::nothrow_t&) noexcept { return mem_alloc(bytes); }
  static void operator delete(void* p) noexcept { mem_free(p); }
  static void operator delete(void* p, const std::nothrow_t&) noexcept { mem_free(p); }
};

}  // namespace gb
