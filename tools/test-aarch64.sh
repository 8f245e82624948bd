#!/usr/bin/env bash
# Cross-builds cgx for aarch64 (tools/build.sh aarch64) and runs its tests under qemu-aarch64.
#   tools/test-aarch64.sh            the subset CI runs (below), about 5 minutes on two cores
#   tools/test-aarch64.sh --all      every test under CTest (hours under emulation; docs/aarch64.md)
# Needs the cross compiler and qemu: tools/install-deps.sh --aarch64. Prints its build and test times.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build/aarch64"
sysroot="$root/build/aarch64-sysroot"

# The CI subset, chosen for what differs on aarch64 (the JIT's target and lane width, vector math without
# libmvec, char signedness, alignment and page size, the C ABI), not for breadth: the x86-64 suite covers
# the rest. Each line: environment, then the test binary (run from the source tree, as CTest does).
#  - cgx-jit-tests, in two shards: every example against its C++ reference at 4 lanes (NEON's width, the
#    JIT's choice on aarch64), the execution masks, partial chunks, stream layouts at the page size, robust
#    access and textures. The 8- and 16-lane runs (AVX2's and AVX-512's widths) are left to --all.
#  - cgx-preprocess-tests: the lexer and preprocessor (char is unsigned on aarch64), without the stress
#    cases (a megabyte line, 100,000 lines, deep nesting: time and memory limits, not portability).
#  - cgx-runtime-tests: the C++ runtime API (binding by name and semantic, threads, the compile cache,
#    geometry runs), without its 8- and 16-lane geometry runs, as for cgx-jit-tests (40 s under qemu).
#  - cgx-libcg-tests: libCg's C API.
#  - cgx-gl-tests: the GL runtime on arm64 Mesa llvmpipe through EGL's surfaceless platform (contexts, GL
#    errors, vertex capture, fragments, textures; 10 s under qemu). The GLSL-against-JIT differential test
#    (two minutes under qemu) is left to --all.
jit_filter="GTEST_FILTER=-*_x8:*_x16"
subset=(
  "$jit_filter GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=0 tests/jit/cgx-jit-tests"
  "$jit_filter GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=1 tests/jit/cgx-jit-tests"
  "GTEST_FILTER=-Stress.*:IfExpr.DeepNesting* tests/preprocess/cgx-preprocess-tests"
  "GTEST_FILTER=-*/x8:*/x16 tests/cpu/cgx-runtime-tests"
  "tests/libcg/cgx-libcg-tests"
  "tests/gl/cgx-gl-tests"
)
targets="cgxc cgx-jit-tests cgx-preprocess-tests cgx-runtime-tests cgx-libcg-tests cgx-gl-tests"

start=$SECONDS
if [[ "${1:-}" == "--all" ]]; then
  bash "$root/tools/build.sh" aarch64
else
  CGX_TARGETS="$targets" bash "$root/tools/build.sh" aarch64
fi
echo "test-aarch64: build took $((SECONDS - start)) s"

qemu="$(command -v qemu-aarch64-static || command -v qemu-aarch64)"
# Test binaries that start cgxc (also an arm64 program) put the emulator in front (tests/cli/Subprocess.cpp).
export CGX_TARGET_EMULATOR="$qemu -L $sysroot"
# JIT-compiled kernels run on the emulated CPU: qemu's default "max" CPU has every NEON feature.
start=$SECONDS
if [[ "${1:-}" == "--all" ]]; then
  ctest --test-dir "$build" -j2 --output-on-failure --timeout 3600
  echo "test-aarch64: ctest took $((SECONDS - start)) s"
  exit 0
fi

# Two at a time (two cores); each one's output goes to a log, printed when it fails.
logs="$build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"
declare -A names=()
status=0
finish() {  # waits for the next job to end and reports it
  local pid rc
  wait -n -p pid && rc=0 || rc=$?
  if [[ $rc -eq 0 ]]; then
    echo "test-aarch64: passed: ${names[$pid]}"
  else
    echo "test-aarch64: FAILED (exit status $rc): ${names[$pid]}"
    cat "$logs/$pid.log"
    status=1
  fi
  unset "names[$pid]"
}
for line in "${subset[@]}"; do
  read -r -a words <<< "$line"
  binary="${words[-1]}"
  unset 'words[-1]'
  (cd "$root" && exec env "${words[@]}" "$qemu" -L "$sysroot" "$build/$binary" --gtest_brief=1) \
    > "$logs/next.log" 2>&1 &
  names[$!]="$line"
  mv "$logs/next.log" "$logs/$!.log"
  [[ ${#names[@]} -lt 2 ]] || finish
done
while [[ ${#names[@]} -gt 0 ]]; do finish; done
echo "test-aarch64: tests took $((SECONDS - start)) s"
exit $status
