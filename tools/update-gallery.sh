#!/usr/bin/env bash
# Regenerates the pictures of examples/README.md's gallery (examples/images/view-*.png): one frame of
# every cgx-view --program, drawn on the GPU path under xvfb-run (no display or GPU needed; Mesa llvmpipe).
#   tools/update-gallery.sh [BUILD_DIR]     (default build/release; cgx-view is built there first)
# The times are chosen where each program shows its effect best (the bars of dqskin near their full
# twist, the head of morph with its jaw open). Review the pictures before committing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/release}"
if [[ "$build" == "$root/build/release" ]]; then
  CGX_TARGETS=cgx-view bash "$root/tools/build.sh" release
else
  cmake --build "$build" --target cgx-view
fi
viewer="$build/tools/cgx-view/cgx-view"
images="$root/examples/images"
mkdir -p "$images"

# program and time (seconds) of its picture; keep in step with the commands in examples/README.md
shots=(
  "bulge 2.3"
  "particle 2.3"
  "keyframe 2.3"
  "litkeyframe 2.3"
  "skin 2.3"
  "morph 2.86"
  "dqskin 4.3"
)
for shot in "${shots[@]}"; do
  read -r program time <<<"$shot"
  out="$images/view-$program.png"
  xvfb-run -a -s "-screen 0 640x480x24" \
    "$viewer" --program "$program" --path gpu --frames 1 --time "$time" --size 320x240 --screenshot "$out"
  echo "gallery: $out ($(stat -c %s "$out") bytes)"
done
