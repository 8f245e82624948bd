#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, one per stage) in the sanitize build and runs each in turn.
#   tools/fuzz.sh [SECONDS] [TARGET...]      each target for SECONDS (default 10, or $CGX_FUZZ_SECONDS): CI
#   tools/fuzz.sh --long [HOURS] [TARGET...] each target for HOURS hours (default 1), all seeds
# TARGET names a subset (cgx-fuzz-glsl or just glsl). The targets: preprocess, parse, compiler (the whole
# compiler, profile and entry from the input), glsl (every dialect, glslang validating), jit (compile and
# run a few lanes), run-json (cgx-run's JSON), runtime-api (a byte stream of API calls) and libcg (a byte
# stream of libCg C API calls).
#
# Seeds: the .cg files of examples/ and tests/ for the source targets (a fixed sample of them in the short
# run, so that loading them fits the time), tests/fuzz/seeds/run_json for run-json, none for runtime-api
# and libcg.
# Dictionaries: tests/fuzz/cg.dict plus every literal token of the ANTLR grammar (compiler/parse/Cg.g4),
# and tests/fuzz/json.dict. New inputs go to build/fuzz/corpus/<target> (kept between runs), reproducers
# to build/fuzz/artifacts/<target>/. Prints executions per second per target.
# Exit status: 0 when every target ran out its time without a finding, 1 on any crash, leak, timeout, OOM
# or finding (an ICE, GLSL glslang rejects, an internal-error status).
# Reproduce a finding with: build/sanitize/cgx-fuzz-<target> build/fuzz/artifacts/<target>/crash-...
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$root/build/sanitize"
work="$root/build/fuzz"  # the dictionary, seeds, grown corpora, reproducers and logs
mkdir -p "$work"
all=(preprocess parse compiler glsl jit run-json runtime-api libcg)

long=0
seconds="${CGX_FUZZ_SECONDS:-10}"
if [[ "${1:-}" == "--long" ]]; then
  long=1
  shift
  hours=1
  if [[ "${1:-}" =~ ^[0-9]+([.][0-9]+)?$ ]]; then hours="$1"; shift; fi
  seconds="$(awk -v h="$hours" 'BEGIN { printf "%d", h * 3600 }')"
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then
  seconds="$1"
  shift
fi
targets=()
for t in "$@"; do targets+=("${t#cgx-fuzz-}"); done
[[ ${#targets[@]} -gt 0 ]] || targets=("${all[@]}")

# The targets come from the sanitize build (tools/build.sh sanitize: clang, ASan+UBSan, the product code
# instrumented for coverage with -fsanitize=fuzzer-no-link, the targets linking libFuzzer; see
# tests/fuzz/CMakeLists.txt), which CI has built already for its tests: only the targets are built here.
build_start=$SECONDS
CGX_TARGETS="${targets[*]/#/cgx-fuzz-}" bash "$root/tools/build.sh" sanitize >"$work/build.log" 2>&1 ||
  { cat "$work/build.log" >&2; echo "fuzz: building the targets failed" >&2; exit 1; }
echo "fuzz: build took $((SECONDS - build_start)) s"

# The Cg dictionary: the hand-written one plus the grammar's literal tokens ('float4', '+=', 'TEXCOORD'),
# those with a backslash left out (their ANTLR escapes are not libFuzzer's).
dict="$work/cg-grammar.dict"
{
  cat "$root/tests/fuzz/cg.dict"
  grep -o "'[^']*'" "$root/compiler/parse/Cg.g4" | sort -u | grep -v '\\' | grep -v '"' | sed -E "s/^'(.*)'\$/\"\\1\"/"
} >"$dict"

# Seeds for the source targets. The short run takes every 12th file (sorted, so the sample is fixed):
# loading all of them runs each once, which alone would take the JIT target minutes.
cgSeeds="$work/seeds-cg"
rm -rf "$cgSeeds"
mkdir -p "$cgSeeds"
every=12
[[ $long -eq 1 ]] && every=1
i=0
while IFS= read -r file; do
  if (( i % every == 0 )); then ln -s "$file" "$cgSeeds/$(printf '%04d' "$i")-$(basename "$file")"; fi
  i=$((i + 1))
done < <(find "$root/examples" "$root/tests" -name '*.cg' -not -path '*/fuzz/*' | sort)

status=0
summary=()
for t in "${targets[@]}"; do
  fuzzer="$bin/cgx-fuzz-$t"
  [[ -x "$fuzzer" ]] || { echo "fuzz: $fuzzer was not built" >&2; exit 1; }
  # -timeout: tests/preprocess/corpus/067_limit_output_tokens.cg (552 bytes) expands to 147,456 tokens under
  # the default token budget, about 3 s in a release build and over 10 s under the sanitizers.
  args=(-max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1)
  seeds=()
  case "$t" in
    run-json) args+=(-max_len=4096 -dict="$root/tests/fuzz/json.dict"); seeds=("$root/tests/fuzz/seeds/run_json") ;;
    runtime-api | libcg) args+=(-max_len=1024) ;;
    *) args+=(-max_len=8192 -dict="$dict"); seeds=("$cgSeeds") ;;
  esac
  corpus="$work/corpus/$t"
  artifacts="$work/artifacts/$t"
  rm -rf "$artifacts"  # reproducers listed on failure are this run's only
  mkdir -p "$corpus" "$artifacts"
  log="$work/fuzz-$t.log"
  echo "fuzz: cgx-fuzz-$t for ${seconds} s"
  result=0
  # `timeout` is a guard against a stuck run; libFuzzer stops itself after -max_total_time.
  ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
  timeout --kill-after=30 $((seconds + 300)) \
    "$fuzzer" "${args[@]}" -artifact_prefix="$artifacts/" "$corpus" "${seeds[@]}" >"$log" 2>&1 || result=$?
  runs="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo '?')"
  rate="$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo '?')"
  if [[ $result -ne 0 ]]; then
    status=1
    summary+=("$(printf '%-22s %10s exec/s %10s runs  FAILED (exit %d)' "cgx-fuzz-$t" "$rate" "$runs" "$result")")
    # The report itself (finding, sanitizer error, timeout, OOM, deadly signal), then libFuzzer's last lines.
    grep -m1 -A45 -E '==cgx-fuzz== FINDING|ERROR: |runtime error:|ALARM: |out-of-memory|deadly signal' "$log" >&2 || true
    echo "..." >&2
    tail -n 8 "$log" >&2
    echo "fuzz: cgx-fuzz-$t FAILED; log: $log; reproducers:" >&2
    ls -1d "$artifacts"/* >&2 || true
  else
    summary+=("$(printf '%-22s %10s exec/s %10s runs' "cgx-fuzz-$t" "$rate" "$runs")")
  fi
done
echo "fuzz: executions per second (${seconds} s per target):"
printf '  %s\n' "${summary[@]}"
[[ $status -eq 0 ]] && echo "fuzz: no findings" || echo "fuzz: FINDINGS (see above)" >&2
exit $status
