// Writes blobs that this library serializes (the deserialize target's seed corpus) into a
// directory: matrices and vectors of every built-in type, each storage format, iso and not, by
// row and by column, empty, and huge dimensions, under every compression method.
#include <GraphBLAS.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

int g_written = 0;

void ok(GrB_Info info, const char* what) {
  if (info != GrB_SUCCESS) {
    std::fprintf(stderr, "make_deserialize_seeds: %s failed: %d\n", what, int(info));
    std::exit(1);
  }
}

void write_blob(const std::string& dir, const std::string& name, GrB_Matrix A, int compression) {
  GrB_Descriptor d = nullptr;
  ok(GrB_Descriptor_new(&d), "GrB_Descriptor_new");
  ok(GxB_Desc_set(d, GrB_Desc_Field(GxB_COMPRESSION), compression), "GxB_Desc_set");
  void* blob = nullptr;
  GrB_Index size = 0;
  ok(GxB_Matrix_serialize(&blob, &size, A, d), "GxB_Matrix_serialize");
  const std::string path = dir + "/" + name + "_c" + std::to_string(compression) + ".blob";
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f || std::fwrite(blob, 1, size, f) != size || std::fclose(f) != 0) {
    std::fprintf(stderr, "make_deserialize_seeds: cannot write %s\n", path.c_str());
    std::exit(1);
  }
  std::free(blob);
  GrB_Descriptor_free(&d);
  g_written++;
}

void write_all_compressions(const std::string& dir, const std::string& name, GrB_Matrix A) {
  for (int c : {GxB_COMPRESSION_NONE, GxB_COMPRESSION_DEFAULT, GxB_COMPRESSION_LZ4, GxB_COMPRESSION_LZ4HC + 9,
                GxB_COMPRESSION_ZSTD + 3})
    write_blob(dir, name, A, c);
}

// A 5-by-4 matrix with a few entries (all equal when iso), in the given sparsity and orientation.
GrB_Matrix small_matrix(GrB_Type t, int sparsity, bool by_col, bool iso, GrB_Index nrows, GrB_Index ncols) {
  GrB_Matrix A = nullptr;
  ok(GrB_Matrix_new(&A, t, nrows, ncols), "GrB_Matrix_new");
  ok(GxB_Matrix_Option_set(A, GxB_FORMAT, by_col ? GxB_BY_COL : GxB_BY_ROW), "format");
  const GrB_Index I[] = {0, 1, 3, 4, 4}, J[] = {0, 2, 1, 0, 3};
  const double X[] = {1, 2, 3, 4, 5};
  for (int k = 0; k < 5; k++)
    ok(GrB_Matrix_setElement_FP64(A, iso ? 7 : X[k], I[k] % nrows, J[k] % ncols), "setElement");
  ok(GxB_Matrix_Option_set(A, GxB_SPARSITY_CONTROL, sparsity), "sparsity");
  ok(GrB_Matrix_wait(A, GrB_MATERIALIZE), "wait");
  return A;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_deserialize_seeds DIR\n");
    return 2;
  }
  const std::string dir = argv[1];
  std::filesystem::create_directories(dir);
  ok(GrB_init(GrB_NONBLOCKING), "GrB_init");
  const GrB_Type types[] = {GrB_BOOL,  GrB_INT8,   GrB_UINT8, GrB_INT16, GrB_UINT16, GrB_INT32, GrB_UINT32,
                            GrB_INT64, GrB_UINT64, GrB_FP32,  GrB_FP64,  GxB_FC32,   GxB_FC64};
  const int sparsities[] = {GxB_HYPERSPARSE, GxB_SPARSE, GxB_BITMAP, GxB_FULL};
  for (int t = 0; t < 13; t++) {
    for (int s = 0; s < 4; s++) {
      const bool full = sparsities[s] == GxB_FULL;
      // a full matrix needs every entry: a 1-by-1 one
      GrB_Matrix A = small_matrix(types[t], sparsities[s], s % 2 == 1, t % 3 == 0, full ? 1 : 5, full ? 1 : 4);
      write_blob(dir, "m_t" + std::to_string(t) + "_s" + std::to_string(sparsities[s]), A, GxB_COMPRESSION_NONE);
      if (t == 10) write_all_compressions(dir, "m_fp64_s" + std::to_string(sparsities[s]), A);
      GrB_Matrix_free(&A);
    }
  }
  // empty, huge and vector-shaped objects
  GrB_Matrix E = nullptr;
  ok(GrB_Matrix_new(&E, GrB_INT32, 0, 0), "new");
  write_all_compressions(dir, "empty", E);
  GrB_Matrix_free(&E);
  GrB_Matrix H = small_matrix(GrB_FP64, GxB_HYPERSPARSE, false, false, GrB_Index(1) << 40, GrB_Index(1) << 40);
  write_all_compressions(dir, "huge", H);
  GrB_Matrix_free(&H);
  GrB_Vector v = nullptr;
  ok(GrB_Vector_new(&v, GrB_UINT16, 10), "GrB_Vector_new");
  ok(GrB_Vector_setElement_INT32(v, 3, 4), "setElement");
  void* blob = nullptr;
  GrB_Index size = 0;
  ok(GxB_Vector_serialize(&blob, &size, v, nullptr), "GxB_Vector_serialize");
  FILE* f = std::fopen((dir + "/vector.blob").c_str(), "wb");
  if (!f || std::fwrite(blob, 1, size, f) != size || std::fclose(f) != 0) return 1;
  std::free(blob);
  GrB_Vector_free(&v);
  GrB_finalize();
  std::printf("make_deserialize_seeds: %d blobs in %s\n", g_written + 1, dir.c_str());
  return 0;
}
