#!/usr/bin/env bash
# Assembles an arm64 (aarch64) sysroot from Debian 12's arm64 packages, for tools/build.sh aarch64.
#   tools/aarch64-sysroot.sh [DIR]        (default build/aarch64-sysroot)
#
# Why not multiarch: `llvm-19-dev:arm64` cannot be installed beside the host's amd64 `llvm-19-dev` (apt
# removes one for the other), so the arm64 libraries and headers are unpacked into a folder instead. Nothing
# on the system changes: apt runs with its own package lists, cache and an empty dpkg status in DIR/.apt
# (so it resolves the whole dependency closure, libc included), and each .deb is unpacked with dpkg-deb -x.
# The package sources are the host's own apt sources. Idempotent: a finished sysroot is kept
# (DIR/.complete lists what it was made from; a changed package list makes it again).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sysroot="${1:-$root/build/aarch64-sysroot}"

# What the cross build links and includes: the C/C++ runtime, LLVM 19, ANTLR's runtime, and the libraries
# the tests, the GL harness and the tools use (shared/TOOLCHAIN.md's list, arm64 side). Host-side tools
# (antlr4, glad, glslangValidator) run on the build machine and are not here.
packages=(
  libc6-dev libstdc++-12-dev libgcc-12-dev
  llvm-19-dev libzstd-dev zlib1g-dev
  libantlr4-runtime-dev uuid-dev
  nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  libglfw3-dev libstb-dev libegl-dev libgl-dev libgl1-mesa-dri libegl-mesa0 libglx-mesa0
  # glslang in process (tests/cli/GlslangCheck.h). glslang-tools only because glslang-dev's CMake package
  # names its glslangValidator executable, which must exist; the arm64 one is never run.
  glslang-dev glslang-tools
)

stamp="$sysroot/.complete"
wanted="$(printf '%s\n' "${packages[@]}")"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
  echo "aarch64-sysroot: $sysroot is complete"
  exit 0
fi

state="$sysroot/.apt"
# A sysroot of another package list is unpacked afresh (the downloaded .debs are kept): unpacking over it
# would follow the links this script made below.
if [[ -d "$sysroot" ]]; then
  find "$sysroot" -mindepth 1 -maxdepth 1 ! -name .apt -exec rm -rf {} +
fi
mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$state/debs"
: > "$state/status"
apt=(apt-get -q -o "APT::Architecture=arm64" -o "APT::Architectures::=arm64"
     -o "Dir::State::Lists=$state/lists" -o "Dir::Cache=$state/cache" -o "Dir::State::status=$state/status"
     -o "Debug::NoLocking=1")
"${apt[@]}" update > "$state/update.log"

# The dependency closure, as URLs (with an empty status nothing counts as installed).
"${apt[@]}" install --print-uris -y --no-install-recommends "${packages[@]}" |
  sed -n "s/^'\([^']*\)' \([^ ]*\) .*/\1 \2/p" > "$state/uris"
count=$(wc -l < "$state/uris")
echo "aarch64-sysroot: $count packages"
while read -r url file; do
  [[ -s "$state/debs/$file" ]] || curl -fsSL --retry 3 -o "$state/debs/$file" "$url"
done < "$state/uris"

for deb in "$state/debs"/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done

# Debian's merged /usr: /lib and /lib64 are links into usr/ on a real system but are not in any package.
for d in lib lib64; do [[ -e "$sysroot/$d" ]] || ln -s "usr/$d" "$sysroot/$d"; done
# Absolute symbolic links (libfoo.so -> /lib/aarch64-linux-gnu/libfoo.so.1) would point into the build
# machine's own root: make them point inside the sysroot.
while IFS= read -r -d '' link; do
  target="$(readlink "$link")"
  [[ "$target" == /* ]] || continue
  ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$sysroot$target")" "$link"
done < <(find "$sysroot" -path "$state" -prune -o -type l -print0)

printf '%s\n' "${packages[@]}" > "$stamp"
echo "aarch64-sysroot: $sysroot ready ($(du -sh --exclude=.apt "$sysroot" | cut -f1))"
