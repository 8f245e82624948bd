#!/usr/bin/env bash
# Runs N random programs from tools/cgx-gen (seeds FIRST..FIRST+N-1, FIRST default 1) on the CPU JIT and as
# cgxc's and cgc's GLSL on llvmpipe, in the release build (tests/gen/GenDifferentialTest.cpp says how):
#   tools/gen-diff.sh N [FIRST]
# A disagreement names its seed; `build/release/tools/cgx-gen/cgx-gen SEED` writes that program, and
# CGX_GEN_FILE=reduced.cg build/release/tests/gen/cgx-gen-differential-tests --gtest_filter=*Regressions
# checks a hand-reduced copy of it (the first line must be "// profile: glslv" or "glslf").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count="${1:?usage: tools/gen-diff.sh N [FIRST]}"
first="${2:-1}"
CGX_TARGETS="cgxc cgx-gen cgx-gen-differential-tests" bash "$root/tools/build.sh" release >/dev/null
cd "$root"
CGX_GEN_SEEDS="$first:$count" build/release/tests/gen/cgx-gen-differential-tests --gtest_filter='*SeedRange'
