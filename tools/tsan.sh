#!/usr/bin/env bash
# The runtime under ThreadSanitizer: configures build/tsan with clang and -fsanitize=thread (CGX_TSAN, -O1
# with line tables), builds only the runtime's tests and the thread tests, and runs them. CI runs it after
# the ASan+UBSan suite; it prints its build and run times.
#   tools/tsan.sh            build and run
#   tools/tsan.sh --build    build only
# Any TSan report fails the run (halt_on_error: the test binary stops at the first report, exit status 66).
# Suppressions (tools/tsan.supp) are only for reports proven false, each with its proof beside it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build/tsan"
# The thread tests (tests/threads), the CPU runtime's API tests and its process-exit test (tests/cpu).
targets=(cgx-thread-tests cgx-libcg-thread-tests cgx-runtime-tests cgx-runtime-exit-tests)
if [[ -f "$build/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$build/CMakeCache.txt"; then
  rm -rf "$build"
fi
# Linked by lld where installed, as the sanitize build (tools/build.sh says why).
linker=()
command -v ld.lld > /dev/null && linker=(-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_MODULE_LINKER_FLAGS=-fuse-ld=lld)
# The build type's flags: -O1 keeps TSan's slowdown moderate, line tables make its stacks readable.
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCGX_TSAN=ON -DCGX_BUILD_BENCH=OFF -DCMAKE_UNITY_BUILD=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" \
  "${linker[@]}" \
  >/dev/null
start=$SECONDS
cmake --build "$build" --target "${targets[@]}"
echo "tsan: build took $((SECONDS - start)) s"
[[ "${1:-}" == "--build" ]] && exit 0

# halt_on_error: the first report stops the binary (66), so the log ends at it. second_deadlock_stack: a
# lock-order report shows both acquisitions.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$root/tools/tsan.supp${TSAN_OPTIONS:+ $TSAN_OPTIONS}"
# Run from the source tree, like CTest (the tests read examples/). The exit test only in its threaded form:
# its single-threaded statistic (32 child processes, about 1 s each under TSan) is the ASan suite's, and the
# threaded children exit with more compiles in flight.
cd "$root"
start=$SECONDS
status=0
for run in "tests/threads/cgx-thread-tests" "tests/threads/cgx-libcg-thread-tests" "tests/cpu/cgx-runtime-tests" \
           "tests/cpu/cgx-runtime-exit-tests --gtest_filter=ProcessExit.Threads*"; do
  echo "tsan: $run"
  # shellcheck disable=SC2086 # the binary and its arguments
  "$build"/$run --gtest_brief=1 || { status=1; echo "tsan: $run FAILED" >&2; }
done
echo "tsan: tests took $((SECONDS - start)) s"
[[ $status -eq 0 ]] && echo "tsan: no reports" || echo "tsan: FAILURES (see above)" >&2
exit $status
