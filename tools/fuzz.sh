#!/usr/bin/env bash
# Builds the libFuzzer front-end target with clang in build/fuzz and runs it for a bounded time.
#   tools/fuzz.sh [SECONDS]        (default 60, or $CGX_FUZZ_SECONDS)
# The seed corpus is read in place from examples/ and every tests/ folder holding .cg files; new inputs
# go to build/fuzz/corpus (kept between runs), crash reproducers to build/fuzz/artifacts/.
# Exit status: 0 when the time ran out without a finding, non-zero on any crash, leak, timeout or OOM.
# Reproduce a finding with: build/fuzz/cgx-fuzz-frontend build/fuzz/artifacts/crash-...
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-${CGX_FUZZ_SECONDS:-60}}"
build="$root/build/fuzz"

if [[ -f "$build/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$build/CMakeCache.txt"; then
  rm -rf "$build"
fi
# The project is instrumented for coverage (fuzzer-no-link) and built with ASan+UBSan; the target itself
# links libFuzzer (tests/fuzz/CMakeLists.txt). -O1 with line tables keeps the build quick and the stacks readable.
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja \
  -DCGX_BUILD_FUZZ=ON -DCGX_SANITIZE=ON -DCGX_BUILD_TESTS=OFF -DCGX_BUILD_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link" "-DCMAKE_C_FLAGS=-fsanitize=fuzzer-no-link" \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
  >/dev/null
cmake --build "$build" --target cgx-fuzz-frontend

fuzzer="$build/cgx-fuzz-frontend"
[[ -x "$fuzzer" ]] || { echo "fuzz: $fuzzer was not built" >&2; exit 1; }

rm -rf "$build/artifacts"  # reproducers listed on failure are this run's only
mkdir -p "$build/corpus" "$build/artifacts"
seeds=("$root/examples")
while IFS= read -r dir; do seeds+=("$dir"); done < <(find "$root/tests" -name '*.cg' -printf '%h\n' | sort -u)

echo "fuzz: running cgx-fuzz-frontend for ${seconds} s (seeds: ${#seeds[@]} folders)"
status=0
# `timeout` is a guard against a stuck run; libFuzzer stops itself after -max_total_time.
ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
timeout --kill-after=30 $((seconds + 300)) \
  "$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 -print_final_stats=1 \
  -dict="$root/tests/fuzz/cg.dict" -artifact_prefix="$build/artifacts/" \
  "$build/corpus" "${seeds[@]}" 2>"$build/fuzz.log" || status=$?
if [[ $status -ne 0 ]]; then
  # The report itself (sanitizer error, timeout, OOM, deadly signal), then libFuzzer's closing lines.
  grep -m1 -A45 -E 'ERROR: |runtime error:|ALARM: |out-of-memory|deadly signal' "$build/fuzz.log" >&2 || true
  echo "..." >&2
  tail -n 12 "$build/fuzz.log" >&2
  echo "fuzz: FAILED (exit status $status); log: $build/fuzz.log; reproducers (run the fuzzer on one to replay it):" >&2
  ls -1d "$build"/artifacts/* >&2 || true
  exit 1
fi
grep -E '^(#[0-9]+ +DONE|Done [0-9]+ runs|stat::)' "$build/fuzz.log" || tail -n 8 "$build/fuzz.log"
echo "fuzz: no findings in ${seconds} s"
