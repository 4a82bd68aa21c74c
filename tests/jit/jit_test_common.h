// Shared by the JIT test programs (plain C): fail fast on a GraphBLAS error, and a seeded
// splitmix64 stream so every run builds the same inputs.
#pragma once
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "GraphBLAS.h"

#define TRY(x)                                                                      \
  do {                                                                              \
    GrB_Info info_ = (x);                                                           \
    if (info_ != GrB_SUCCESS) {                                                     \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #x, (int)info_); \
      exit(1);                                                                      \
    }                                                                               \
  } while (0)

static inline uint64_t splitmix64_next(uint64_t* state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
