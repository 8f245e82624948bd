#!/usr/bin/env bash
# All 52 of the Cg Toolkit's OpenGL example apps against NVIDIA's Cg runtime and cgx's, in the release
# build: installs the test dependencies, builds libCg.so, libCgGL.so (when this tree has it), the capture
# shim and the picture comparator, then runs tests/toolkit-apps/run-apps.sh and prints its table
# (docs/libcg.md, "Toolkit apps"). Pictures, diffs and logs: build/release/tests/toolkit-apps/work.
#   tools/toolkit-apps.sh [APP...]      (default: all 52; CTest's toolkit-apps-sample runs two)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash tools/install-deps.sh --test
CGX_TARGETS="cgx_libcg cgx_toolkit_capture cgx-toolkit-imgdiff" bash tools/build.sh release
# libCgGL when this tree has its target (the generated run-apps names the library only then). grep reads
# the whole list: with -q, ninja cut off by the early exit would fail the pipeline (pipefail).
if ninja -C build/release -t targets all | grep '^cgx_libcggl:' >/dev/null; then
  CGX_TARGETS=cgx_libcggl bash tools/build.sh release
fi
exec build/release/tests/toolkit-apps/run-apps "$@"
