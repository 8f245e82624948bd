# `cpack -G DEB` in a build directory: one Debian package, cgx, of everything cmake/CgxInstall.cmake installs,
# under /usr. Its dependencies come from dpkg-shlibdeps (package dpkg-dev) reading the ELF files, so they
# follow what the binaries link (libLLVM-19, the ANTLR runtime, GLFW ...); libCgGL.so's NEEDED libCg.so is
# the package's own, found in its staging tree (SHLIBDEPS_PRIVATE_DIRS). tests/package installs the
# package's files into a temporary root (dpkg -x) and runs the tools from there.
set(CPACK_PACKAGE_NAME cgx)
set(CPACK_PACKAGE_VENDOR "cgx")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Open replacement for NVIDIA's Cg Toolkit: compiler, GLSL output, CPU runtime")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "cgxc compiles Cg shaders with cgc's command line: profile checks, GLSL output and reflection.\n"
       "libcgx runs Cg programs on the CPU through an LLVM JIT (C++ API, include/cgx), libCg and libCgGL\n"
       "are drop-ins for NVIDIA's Cg runtime, and a CMake package and pkg-config files make it an SDK.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # cgx_<version>_<arch>.deb
# The project has no public address yet: a packager sets theirs (-DCGX_PACKAGE_MAINTAINER="Name <mail>").
set(CGX_PACKAGE_MAINTAINER "cgx developers <cgx@localhost>" CACHE STRING "the .deb's Maintainer field")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CGX_PACKAGE_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/cmake/package/copyright)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_BINARY_DIR}/lib)
# The SDK half: headers are C++20, and the CMake package runs cgxc from the same package.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "g++ (>= 4:12), cmake (>= 3.20), pkg-config")
set(CPACK_GENERATOR DEB)
include(CPack)
