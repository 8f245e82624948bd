#!/usr/bin/env bash
# What CI runs (.ci/run): install dependencies, build the sanitizer configuration (ASan+UBSan), run the
# whole CTest suite, then run every fuzz target briefly (tools/fuzz.sh: 10 s each, $CGX_FUZZ_SECONDS, about
# 80 s for the eight), then the runtime's tests under ThreadSanitizer (tools/tsan.sh), then the aarch64
# cross build and its test subset under qemu (tools/test-aarch64.sh; CGX_SKIP_AARCH64=1 leaves it out).
# CTest's summary is printed last (repeated after the fuzzer's output). Exit status non-zero on any failure.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
start=$SECONDS

aarch64=1
[[ "${CGX_SKIP_AARCH64:-0}" == 1 ]] && aarch64=0
deps=(--test)
[[ $aarch64 == 1 ]] && deps+=(--aarch64)
bash tools/install-deps.sh "${deps[@]}" || { echo "test: installing dependencies failed" >&2; exit 1; }
if [[ $aarch64 == 1 ]]; then
  # The arm64 sysroot downloads (network more than CPU) while the sanitize build runs.
  mkdir -p build
  bash tools/aarch64-sysroot.sh > build/aarch64-sysroot.log 2>&1 &
  sysroot_pid=$!
fi
echo "== build (sanitize)"
bash tools/build.sh sanitize || { echo "test: the sanitize build failed" >&2; exit 1; }
build_done=$SECONDS

echo "== ctest"
log="$root/build/sanitize/ctest.log"
ctest --test-dir build/sanitize --output-on-failure -j2 --timeout 600 2>&1 | tee "$log"
ctest_status=${PIPESTATUS[0]}
ctest_done=$SECONDS

echo "== fuzz"
bash tools/fuzz.sh "${CGX_FUZZ_SECONDS:-10}"
fuzz_status=$?
fuzz_done=$SECONDS

echo "== tsan"
bash tools/tsan.sh
tsan_status=$?
tsan_done=$SECONDS

aarch64_status=0
if [[ $aarch64 == 1 ]]; then
  echo "== aarch64"
  if wait "$sysroot_pid"; then
    bash tools/test-aarch64.sh
    aarch64_status=$?
  else
    cat build/aarch64-sysroot.log
    echo "test: assembling the arm64 sysroot failed" >&2
    aarch64_status=1
  fi
fi

echo
echo "test: build $((build_done - start)) s, ctest $((ctest_done - build_done)) s, fuzz $((fuzz_done - ctest_done)) s," \
     "tsan $((tsan_done - fuzz_done)) s, aarch64 $((SECONDS - tsan_done)) s"
if [[ $fuzz_status -eq 0 ]]; then echo "fuzz: passed"; else echo "fuzz: FAILED"; fi
if [[ $tsan_status -eq 0 ]]; then echo "tsan: passed"; else echo "tsan: FAILED"; fi
if [[ $aarch64 == 0 ]]; then echo "aarch64: skipped (CGX_SKIP_AARCH64=1)"
elif [[ $aarch64_status -eq 0 ]]; then echo "aarch64: passed"; else echo "aarch64: FAILED"; fi
# What failed, before the summary: CI keeps only the head and the tail of this output, and a failing
# test's own lines are otherwise lost in the middle.
if [[ $ctest_status -ne 0 ]]; then
  echo "== what failed (from $log)"
  grep -E -A12 ': Failure$|^\[  FAILED  \]|ERROR: [A-Za-z]+Sanitizer|runtime error:|\*\*\*(Failed|Exception|Timeout)' "$log" | head -150
fi
# CTest's closing lines, last, for CI.
if grep -q 'tests passed, ' "$log"; then
  sed -n '/tests passed, /,$p' "$log"
else
  echo "ctest produced no summary (exit status $ctest_status)"
fi
[[ $ctest_status -eq 0 && $fuzz_status -eq 0 && $tsan_status -eq 0 && $aarch64_status -eq 0 ]]
