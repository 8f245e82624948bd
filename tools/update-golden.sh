#!/usr/bin/env bash
# Regenerates every golden file: runs the test suite of a build directory with CGX_UPDATE_GOLDEN=1
# (tests/support/Golden.h), then shows what changed. Review the diff before committing.
#   tools/update-golden.sh [BUILD_DIR]     (default build/release; built first)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/release}"
cd "$root"
if [[ "$build" == "$root/build/release" ]]; then bash tools/build.sh release; else cmake --build "$build"; fi
CGX_UPDATE_GOLDEN=1 ctest --test-dir "$build" -j2 --output-on-failure || true
git -C "$root" status --short -- tests examples 2>/dev/null || true
