# Cross-compiling cgx for 64-bit ARM Linux (Debian's aarch64-linux-gnu GCC) against the arm64 sysroot that
# tools/aarch64-sysroot.sh assembles; tools/build.sh aarch64 passes this file and the sysroot.
# The programs the build itself runs (the stdlib tokenizer, the tests) run under qemu-aarch64.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)

set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

if(NOT CGX_AARCH64_SYSROOT)
  set(CGX_AARCH64_SYSROOT "${CMAKE_CURRENT_LIST_DIR}/../build/aarch64-sysroot")
endif()
get_filename_component(CGX_AARCH64_SYSROOT "${CGX_AARCH64_SYSROOT}" ABSOLUTE)
set(CMAKE_SYSROOT "${CGX_AARCH64_SYSROOT}")
# try_compile projects get the toolchain file again: keep the sysroot they were given.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CGX_AARCH64_SYSROOT)

# Libraries, headers and CMake packages come from the sysroot only; programs (antlr4, glad,
# glslangValidator) from the build machine.
set(CMAKE_FIND_ROOT_PATH "${CGX_AARCH64_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# qemu-user runs the arm64 programs with the sysroot's loader and libraries (-L).
find_program(CGX_QEMU_AARCH64 NAMES qemu-aarch64-static qemu-aarch64 REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR "${CGX_QEMU_AARCH64};-L;${CGX_AARCH64_SYSROOT}")

# pkg-config (stb) reads the sysroot's .pc files, not the build machine's.
set(ENV{PKG_CONFIG_LIBDIR} "${CGX_AARCH64_SYSROOT}/usr/lib/aarch64-linux-gnu/pkgconfig:${CGX_AARCH64_SYSROOT}/usr/share/pkgconfig")
set(ENV{PKG_CONFIG_SYSROOT_DIR} "${CGX_AARCH64_SYSROOT}")
