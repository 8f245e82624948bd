#!/usr/bin/env bash
# Installs dependencies, builds the release configuration, lowers every example to optimized IR (a table:
# file, lines, wall time of the whole cgxc run, result), then prints C6E5v_skin4m's profile matrix and its
# arbvp1 resource listing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash tools/install-deps.sh
CGX_TARGETS=cgxc bash tools/build.sh release  # the demo needs only the compiler
cgxc="${CGXC:-$root/build/release/compiler/driver/cgxc}"

echo
"$cgxc" --version
echo "Each example's entry (as its header names it) compiled to GLSL 330: preprocess, parse, type-check, lower,"
echo "optimize, write GLSL. The CPU JIT is a later issue."
echo
printf '%-30s %6s %10s  %s\n' "file" "lines" "time (ms)" "result"
total=0 ok=0 failed=0 lines_total=0 ms_total=0
for f in examples/*.cg; do
  lines=$(wc -l <"$f")
  t0=$(date +%s%N)
  entry=$(sed -n 's|^// cgx-entry: *||p' "$f" | head -n 1)
  profile=glslv
  if grep -q '^// cgx-stage: *fragment' "$f"; then profile=glslf; fi
  if "$cgxc" -q -profile "$profile" -po version=330 -entry "$entry" "$f" -o /dev/null 2>/tmp/cgx-demo-err.$$; then
    status=ok; ok=$((ok + 1))
  else status="$(grep -c ' error C' /tmp/cgx-demo-err.$$ || true) errors"; failed=$((failed + 1)); fi
  t1=$(date +%s%N)
  us=$(((t1 - t0) / 1000))
  printf '%-30s %6d %6d.%03d  %s\n' "$(basename "$f")" "$lines" $((us / 1000)) $((us % 1000)) "$status"
  if [[ $status != ok ]]; then sed 's/^/    /' /tmp/cgx-demo-err.$$ | head -n 6; fi
  total=$((total + 1)) lines_total=$((lines_total + lines)) ms_total=$((ms_total + us))
done
rm -f /tmp/cgx-demo-err.$$
echo
printf 'total: %d files, %d lines, %d ok, %d with errors, %d.%03d ms (each time is a whole cgxc process)\n' \
  "$total" "$lines_total" "$ok" "$failed" $((ms_total / 1000)) $((ms_total % 1000))
echo
echo "C6E5v_skin4m (four-bone matrix palette skinning, 24 bones) against every vertex profile:"
"$cgxc" -profiles all -entry C6E5v_skin4m examples/C6E5v_skin4m.cg
echo
echo "The same program with 30 bones (boneMatrix[90]): vp20 and vs_1_1 run out of constant registers."
sed 's/boneMatrix\[72\]/boneMatrix[90]/' examples/C6E5v_skin4m.cg >/tmp/cgx-demo-skin30.$$.cg
"$cgxc" -profiles arbvp1,vp20,vs_1_1,vs_2_0 -entry C6E5v_skin4m /tmp/cgx-demo-skin30.$$.cg || true
rm -f /tmp/cgx-demo-skin30.$$.cg
echo
echo "Its arbvp1 resources (cgc's listing; bones 1-70 elided):"
"$cgxc" -q -resources -profile arbvp1 -entry C6E5v_skin4m examples/C6E5v_skin4m.cg | grep -v 'boneMatrix\[\([1-9]\|[1-6][0-9]\|70\)\]'
echo
echo "C6E5v_skin4m as GLSL 330 (cgxc -profile glslv -po version=330):"
"$cgxc" -q -profile glslv -po version=330 -entry C6E5v_skin4m examples/C6E5v_skin4m.cg
[[ $failed -eq 0 ]]
