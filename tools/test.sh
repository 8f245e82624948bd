#!/usr/bin/env bash
# What CI runs (.ci/run): install dependencies, build the sanitizer configuration (ASan+UBSan), run the
# whole CTest suite, then run every fuzz target briefly (tools/fuzz.sh: 10 s each, $CGX_FUZZ_SECONDS, about
# 80 s for the eight), then the runtime's tests under ThreadSanitizer (tools/tsan.sh).
# CTest's summary is printed last (repeated after the fuzzer's output). Exit status non-zero on any failure.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
start=$SECONDS

bash tools/install-deps.sh --test || { echo "test: installing dependencies failed" >&2; exit 1; }
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

echo
echo "test: build $((build_done - start)) s, ctest $((ctest_done - build_done)) s, fuzz $((fuzz_done - ctest_done)) s," \
     "tsan $((SECONDS - fuzz_done)) s"
if [[ $fuzz_status -eq 0 ]]; then echo "fuzz: passed"; else echo "fuzz: FAILED"; fi
if [[ $tsan_status -eq 0 ]]; then echo "tsan: passed"; else echo "tsan: FAILED"; fi
# CTest's closing lines, last, for CI.
if grep -q 'tests passed, ' "$log"; then
  sed -n '/tests passed, /,$p' "$log"
else
  echo "ctest produced no summary (exit status $ctest_status)"
fi
[[ $ctest_status -eq 0 && $fuzz_status -eq 0 && $tsan_status -eq 0 ]]
