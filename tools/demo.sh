#!/usr/bin/env bash
# The README's demo. Installs dependencies, builds the release configuration (cgxc and cgx-demo only), shows
# C6E5v_skin4m's skinning loop as cgxc writes it in GLSL 330, then runs cgx-demo (tools/cgx-demo): every
# example's profile matrix, then a 100k-vertex walking character skinned by C6E5v_skin4m on the CPU JIT
# (vertices per second, outputs against a double-precision reference) and on GL (Mesa llvmpipe, headless),
# with one PNG per pose (CPU | GPU) in build/demo/ (or $CGX_DEMO_OUT).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
start=$SECONDS
bash tools/install-deps.sh
CGX_TARGETS="cgxc cgx-demo" bash tools/build.sh release
cgxc="${CGXC:-$root/build/release/compiler/driver/cgxc}"
demo="$root/build/release/tools/cgx-demo/cgx-demo"
build_seconds=$((SECONDS - start))

echo
"$cgxc" --version
echo
echo "C6E5v_skin4m's main() as GLSL 330 (cgxc -profile glslv -po version=330): four bones a vertex, rows of a"
echo "float4[72] palette picked by a float index, Cg's mul(M, v) written as v * M on GLSL's column matrices:"
"$cgxc" -q -profile glslv -po version=330 -entry C6E5v_skin4m examples/C6E5v_skin4m.cg | sed -n '/^void main()/,$p'
echo

"$demo" --out "${CGX_DEMO_OUT:-$root/build/demo}"
echo
echo "demo: build ${build_seconds} s, whole demo $((SECONDS - start)) s"
