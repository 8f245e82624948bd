#!/usr/bin/env bash
# Installs cgx's build dependencies on Debian 12 (bookworm), as root. Idempotent: it installs only what
# dpkg-query says is missing and runs `apt-get update` only when something must be installed.
#   tools/install-deps.sh [--test] [--aarch64]
#
# - Required: the package line verified in shared/TOOLCHAIN.md, plus ninja-build, clang and
#   libclang-rt-14-dev (libFuzzer), plus cmake and g++ (already on the project's Debian image; listed so a
#   bare Debian works too).
# - With --test (tools/test.sh, tools/toolkit-apps.sh), also what only tests use: GLUT, GLU and the X
#   libraries the Cg Toolkit's example apps link (tests/toolkit-apps), and NVIDIA's Cg Toolkit
#   (nvidia-cg-toolkit, nvidia-cg-doc: cgc, libCg, the reference manual and the example apps), the test
#   oracle, from Debian's non-free component. Only then is the non-free component enabled on the existing
#   apt source entries (no host names are written here); if the oracle cannot be installed, a warning is
#   printed and the script continues (tests that need it skip). The demo (no --test) installs neither.
set -euo pipefail

required=(
  # shared/TOOLCHAIN.md, "One apt line"
  antlr4 libantlr4-runtime-dev uuid-dev
  llvm-19-dev libzstd-dev
  python3-glad libglfw3-dev libstb-dev
  libgl1-mesa-dri libegl-mesa0 libglx-mesa0 libegl-dev libgl-dev
  xvfb xauth glslang-tools spirv-tools
  pkg-config libgtest-dev libgmock-dev libbenchmark-dev
  # the profile data files (profiles/*.json) are parsed with nlohmann-json
  nlohmann-json3-dev
  # build driver and fuzzing (glslang-dev: the GLSL fuzz target validates in process)
  ninja-build clang libclang-rt-14-dev glslang-dev
  # the compilers themselves (no-ops on the project image)
  cmake g++
  # cpack -G DEB (cmake/CgxPackage.cmake): dpkg-shlibdeps declares the .deb's dependencies, and CPack
  # finds the ELF files it reads with file(1)
  dpkg-dev file
)
oracle=()
# The toolkit apps' Makefiles link -lglut -lXi -lXmu -lX11 -lm -lGLU -lGL; make runs them, and
# tests/package's depfile test builds with CMake's Makefile generator as well as Ninja.
# lld: the sanitizer builds CI makes (tools/build.sh sanitize, tools/tsan.sh) link with it (see build.sh).
test_only=(libglut-dev libglu1-mesa-dev libxi-dev libxmu-dev make lld)
# tools/build.sh aarch64 and tools/test-aarch64.sh: the cross compiler, qemu-user, and curl for
# tools/aarch64-sysroot.sh's downloads (the arm64 libraries go into a sysroot folder, not the system).
aarch64=(g++-aarch64-linux-gnu qemu-user-static curl)
for flag in "$@"; do
  case "$flag" in
    --aarch64)
      required+=("${aarch64[@]}")
      ;;
    --test)
      required+=("${test_only[@]}")
      oracle=(nvidia-cg-toolkit nvidia-cg-doc)
      ;;
    *) echo "usage: tools/install-deps.sh [--test] [--aarch64]" >&2; exit 2 ;;
  esac
done

missing() {
  local p
  for p in "$@"; do
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]]; then
      echo "$p"
    fi
  done
}

mapfile -t need < <(missing "${required[@]}")
needOracle=()
[[ ${#oracle[@]} -eq 0 ]] || mapfile -t needOracle < <(missing "${oracle[@]}")
if [[ ${#need[@]} -eq 0 && ${#needOracle[@]} -eq 0 ]]; then
  echo "install-deps: all dependencies are installed"
  exit 0
fi
if [[ $EUID -ne 0 ]]; then
  echo "install-deps: must run as root to install: ${need[*]} ${needOracle[*]}" >&2
  [[ ${#need[@]} -eq 0 ]] && exit 0  # only the optional oracle is missing
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt_install() { apt-get -q install -y --no-install-recommends "$@"; }

# Adds `non-free` to every Components: line (deb822) or `deb` line (one-line format) that lacks it.
# Returns 0 when a file was changed.
enable_non_free() {
  local changed=1 f
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] || continue
    if grep -Eq '^Components:' "$f" && grep -E '^Components:' "$f" | grep -Evq '(^|[[:space:]])non-free([[:space:]]|$)'; then
      sed -E -i '/^Components:/{/(^|[[:space:]])non-free([[:space:]]|$)/!s/[[:space:]]*$/ non-free/}' "$f"
      echo "install-deps: enabled the non-free component in $f"
      changed=0
    fi
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -f "$f" ]] || continue
    if grep -E '^deb[[:space:]]' "$f" | grep -Evq '[[:space:]]non-free([[:space:]]|$)'; then
      sed -E -i '/^deb[[:space:]]/{/[[:space:]]non-free([[:space:]]|$)/!s/[[:space:]]*$/ non-free/}' "$f"
      echo "install-deps: enabled the non-free component in $f"
      changed=0
    fi
  done
  return $changed
}

if [[ ${#needOracle[@]} -gt 0 ]]; then
  enable_non_free || true
fi

echo "install-deps: installing ${need[*]} ${needOracle[*]}"
if ! apt-get -q update; then
  if [[ ${#need[@]} -gt 0 ]]; then
    echo "install-deps: apt-get update failed" >&2
    exit 1
  fi
  echo "install-deps: WARNING: apt-get update failed; cgc (the optional test oracle) stays missing" >&2
  exit 0
fi
if [[ ${#need[@]} -gt 0 ]]; then
  apt_install "${need[@]}"
fi
if [[ ${#needOracle[@]} -gt 0 ]]; then
  # nvidia-cg-toolkit asks no questions, but its license is NVIDIA's: it is used only as a test oracle.
  if ! apt_install "${needOracle[@]}"; then
    echo "install-deps: WARNING: could not install ${needOracle[*]} (NVIDIA cgc, optional test oracle);" \
         "tests that compare with cgc will be skipped" >&2
  fi
fi
echo "install-deps: done"
