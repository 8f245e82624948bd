#!/usr/bin/env bash
# Configures and builds cgx with Ninja.
#   tools/build.sh [release|sanitize|aarch64] [cmake configure options...]   (default release)
# release  -> build/release   (-O2 -DNDEBUG, no sanitizers: the demo and the benchmarks. -O2 rather than
#                              CMake's -O3: g++ 12 at -O3 reports false -Wrestrict errors in std::string code)
# sanitize -> build/sanitize  (clang, ASan+UBSan, -O1 -g1: line tables only: what CI tests;
#                              -O1 keeps ANTLR's generated parser quick to compile and the tests quick to run;
#                              also the libFuzzer targets, tools/fuzz.sh runs them from this build; a unity
#                              build, see below)
# aarch64  -> build/aarch64   (cross-compiled for 64-bit ARM Linux with Debian's aarch64-linux-gnu g++,
#                              against the arm64 sysroot tools/aarch64-sysroot.sh assembles; programs the
#                              build and ctest run go through qemu-aarch64. No benchmarks: timings under
#                              emulation mean nothing, so -O1, which compiles faster than -O2 (measured on
#                              two unity units: cgx_jit's 36 -> 32 s, cgx-libcg-tests' 29 -> 19 s). docs/aarch64.md)
# The sanitize and aarch64 builds are unity builds (CMAKE_UNITY_BUILD: each target's sources compiled eight to
# a translation unit): measured, it halves the compile time of a library (cgx_jit's 21 files: 110 s of CPU
# apart, 54 s as 3 units), which is what lets CI run both in its time. Release stays one file per unit, for
# quick incremental builds; so a file-local name must not repeat a name of another file of its target.
# Extra arguments after the mode go to the CMake configure step, e.g. -DCGX_BUILD_BENCH=OFF.
# CGX_TARGETS="cgxc cgx-bench" builds only those targets (default: everything).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${1:-release}"
shift || true

case "$mode" in
  release)
    flags=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG" "-DCMAKE_C_FLAGS_RELEASE=-O2 -DNDEBUG")
    ;;
  sanitize)
    # clang, so that the same build has the libFuzzer targets (libFuzzer is clang's): one build of the
    # project for CI's tests and its fuzzing instead of two.
    export CC=clang CXX=clang++
    flags=(-DCGX_SANITIZE=ON -DCGX_BUILD_FUZZ=ON -DCMAKE_UNITY_BUILD=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
           "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1"
           "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1")
    # Linked by lld where it is installed (install-deps.sh --test installs it): measured on cgx-jit-tests,
    # 3.6 s with GNU ld and 0.5 s with lld, and the build links some sixty instrumented executables, about
    # 300 s of CPU with GNU ld.
    if command -v ld.lld > /dev/null; then
      flags+=(-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld
              -DCMAKE_MODULE_LINKER_FLAGS=-fuse-ld=lld)
    fi
    ;;
  aarch64)
    "$root/tools/aarch64-sysroot.sh" "$root/build/aarch64-sysroot"
    flags=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" "-DCMAKE_C_FLAGS_RELEASE=-O1 -DNDEBUG"
           "-DCMAKE_TOOLCHAIN_FILE=$root/cmake/aarch64-linux-gnu.cmake"
           "-DCGX_AARCH64_SYSROOT=$root/build/aarch64-sysroot" -DCGX_BUILD_BENCH=OFF -DCMAKE_UNITY_BUILD=ON)
    ;;
  *)
    echo "usage: tools/build.sh [release|sanitize|aarch64] [cmake options...]" >&2
    exit 2
    ;;
esac

build="$root/build/$mode"
# A build directory configured with another generator cannot be reused with Ninja.
if [[ -f "$build/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$build/CMakeCache.txt"; then
  echo "build: $build was configured with another generator; starting it afresh"
  rm -rf "$build"
fi
# Nor one configured with another compiler (the sanitize build moved from g++ to clang).
if [[ -f "$build/CMakeCache.txt" && -n "${CXX:-}" ]] &&
   ! grep -q "^CMAKE_CXX_COMPILER:[A-Z]*=.*/${CXX}\$" "$build/CMakeCache.txt"; then
  echo "build: $build was configured with another compiler; starting it afresh"
  rm -rf "$build"
fi
cmake -S "$root" -B "$build" -G Ninja "${flags[@]}" "$@"
if [[ -n "${CGX_TARGETS:-}" ]]; then
  # shellcheck disable=SC2086 # a space-separated list of target names
  cmake --build "$build" --target ${CGX_TARGETS}
else
  cmake --build "$build"
fi
