# Finds GraphBLAS with the search order of LAGraph 1.1's cmake_modules/FindGraphBLAS.cmake
# (written independently for this stand-in). Defines GRAPHBLAS_INCLUDE_DIR, GRAPHBLAS_LIBRARY,
# GRAPHBLAS_VERSION, GraphBLAS_FOUND and the target GraphBLAS::GraphBLAS; FAKE_FOUND_BY says
# which step found it.

# step 1: a GraphBLASConfig.cmake (GraphBLAS_DIR, GraphBLAS_ROOT, CMAKE_PREFIX_PATH, system)
if(NOT FAKE_SKIP_CONFIG)
  find_package(GraphBLAS ${GraphBLAS_FIND_VERSION} CONFIG QUIET)
  if(GraphBLAS_FOUND AND TARGET GraphBLAS::GraphBLAS)
    set(FAKE_FOUND_BY "config (${GraphBLAS_DIR})")
    get_target_property(GRAPHBLAS_INCLUDE_DIR GraphBLAS::GraphBLAS INTERFACE_INCLUDE_DIRECTORIES)
    return()
  endif()
endif()

# step 2: the header and the library under the root hints only
find_path(GRAPHBLAS_INCLUDE_DIR NAMES GraphBLAS.h
  HINTS ${GraphBLAS_ROOT} ENV GraphBLAS_ROOT ${GRAPHBLAS_ROOT} ENV GRAPHBLAS_ROOT
        ${PROJECT_SOURCE_DIR}/../GraphBLAS
  PATH_SUFFIXES include Include include/suitesparse
  NO_DEFAULT_PATH)
find_library(GRAPHBLAS_LIBRARY NAMES graphblas
  HINTS ${GraphBLAS_ROOT} ENV GraphBLAS_ROOT ${GRAPHBLAS_ROOT} ENV GRAPHBLAS_ROOT
        ${PROJECT_SOURCE_DIR}/../GraphBLAS
  PATH_SUFFIXES lib build
  NO_DEFAULT_PATH)
if(GRAPHBLAS_LIBRARY)
  get_filename_component(_real "${GRAPHBLAS_LIBRARY}" REALPATH)
  get_filename_component(_name "${_real}" NAME)
  string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" GRAPHBLAS_VERSION "${_name}")
endif()
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(GraphBLAS
  REQUIRED_VARS GRAPHBLAS_LIBRARY GRAPHBLAS_INCLUDE_DIR
  VERSION_VAR GRAPHBLAS_VERSION)
if(GraphBLAS_FOUND AND NOT TARGET GraphBLAS::GraphBLAS)
  set(FAKE_FOUND_BY "find_path/find_library")
  add_library(GraphBLAS::GraphBLAS UNKNOWN IMPORTED)
  set_target_properties(GraphBLAS::GraphBLAS PROPERTIES
    IMPORTED_LOCATION "${GRAPHBLAS_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${GRAPHBLAS_INCLUDE_DIR}")
endif()
