# Provides the interface target `grb_kokkos` (Kokkos core, and Kokkos Kernels when available) and
# GRB_KOKKOS_LIBDIR (for the RPATH). Two sources:
#  - default: the OpenMP+Serial Kokkos 3.4.01 prefix built by scripts/install-deps.sh
#    (pass -DKokkos_ROOT=<prefix>, or let CMAKE_PREFIX_PATH find it);
#  - GRB_USE_DEBIAN_KOKKOS=ON: Debian's Serial-only libtrilinos-kokkos-dev, whose exported target
#    needs two repairs (a bad include directory, a differently named kernels target).
add_library(grb_kokkos INTERFACE)
if(GRB_USE_DEBIAN_KOKKOS)
  find_package(Kokkos REQUIRED CONFIG PATHS /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/cmake/Kokkos NO_DEFAULT_PATH)
  if(Kokkos_INCLUDE_DIRS)
    set_target_properties(Kokkos::kokkos PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${Kokkos_INCLUDE_DIRS}")
  else()
    set_target_properties(Kokkos::kokkos PROPERTIES INTERFACE_INCLUDE_DIRECTORIES /usr/include/trilinos)
  endif()
  target_link_libraries(grb_kokkos INTERFACE Kokkos::kokkos)
  set(GRB_KOKKOS_LIBDIR /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE})
else()
  find_package(Kokkos 3.4 REQUIRED CONFIG)
  target_link_libraries(grb_kokkos INTERFACE Kokkos::kokkos)
  find_package(KokkosKernels CONFIG QUIET)
  if(KokkosKernels_FOUND)
    target_link_libraries(grb_kokkos INTERFACE Kokkos::kokkoskernels)
    target_compile_definitions(grb_kokkos INTERFACE GRB_HAVE_KOKKOS_KERNELS=1)
  endif()
  get_target_property(_kokkos_inc Kokkos::kokkos INTERFACE_INCLUDE_DIRECTORIES)
  list(GET _kokkos_inc 0 _kokkos_inc0)
  get_filename_component(GRB_KOKKOS_LIBDIR "${_kokkos_inc0}/../lib" ABSOLUTE)
endif()
message(STATUS "GraphBLAS: Kokkos ${Kokkos_VERSION} (devices: ${Kokkos_DEVICES}), libs in ${GRB_KOKKOS_LIBDIR}")
