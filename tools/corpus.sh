#!/usr/bin/env bash
# The whole engine corpus (tests/corpus): every entry of engine.tsv through cgxc (verdicts, five GLSL
# versions through glslangValidator, the size bound, ICEs) and on llvmpipe beside cgc's GLSL. CI's sanitizer
# run measures every 4th entry (EngineCorpus.h, sampleEvery); this is the rest of the campaign, on the
# release build (about 10 minutes on 2 cores). CGX_UPDATE_GOLDEN=1 rewrites known-differences.txt.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash tools/install-deps.sh --test  # the corpus compares with cgc, the test oracle
CGX_TARGETS="cgxc cgx-corpus-tests cgx-corpus-differential-tests" bash tools/build.sh release
CGX_CORPUS_EVERY=1 ctest --test-dir build/release -R '^cgx-corpus' --output-on-failure -V --timeout 3000
