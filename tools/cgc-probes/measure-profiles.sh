#!/usr/bin/env bash
# Probes NVIDIA cgc 3.1 for the per-profile limits recorded in profiles/*.json (see profiles/README.md).
# Usage: tools/cgc-probes/measure-profiles.sh [section...]   sections: consts reladdr temps insts samplers features features
# Prints one line per measurement; writes scratch files only under a mktemp directory.
set -u
CGC=${CGC:-/usr/bin/cgc}
if [ ! -x "$CGC" ]; then echo "measure-profiles: $CGC not found; skipping (cgc is the reference oracle, not a build dependency)"; exit 0; fi
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
VP="arbvp1 vp20 vp30 vp40 gp4vp vs_1_1 vs_2_0 vs_2_x vs_3_0 glslv"
FP="arbfp1 fp20 fp30 fp40 gp4fp ps_1_1 ps_1_2 ps_1_3 ps_2_0 ps_2_x ps_3_0 glslf"
isvp() { case " $VP " in *" $1 "*) return 0;; esac; return 1; }
# ok PROFILE FILE [extra args]: 0 when cgc compiles FILE with no error
ok() { local p=$1 f=$2; shift 2; "$CGC" -profile "$p" "$@" "$f" >"$W/out" 2>&1 && ! grep -q ' error ' "$W/out"; }
firsterr() { grep -m1 -E 'error C[0-9]+' "$W/out"; }
# bisect PROFILE GENERATOR LO HI [extra]: largest N in [LO,HI] for which "GENERATOR N" compiles (LO assumed good)
bisect() { local p=$1 g=$2 lo=$3 hi=$4; shift 4
  if ! { $g "$hi" >"$W/b.cg"; ok "$p" "$W/b.cg" "$@"; } ; then :; else echo "$hi+"; return; fi
  while [ $((hi - lo)) -gt 1 ]; do local m=$(((lo + hi) / 2)); $g "$m" >"$W/b.cg"; if ok "$p" "$W/b.cg" "$@"; then lo=$m; else hi=$m; fi; done
  echo "$lo"; }
out() { if isvp "$P"; then echo POSITION; else echo COLOR; fi; }
# N statically indexed uniforms, every one referenced (cgc packs only referenced elements of an array)
gen_const() { echo "uniform float4 a[$1]; float4 main(float4 i : TEXCOORD0) : $(out) { float4 r = i;"; local k; for ((k = 0; k < $1; k++)); do echo " r = r * a[$k];"; done; echo " return r; }"; }
# dynamically indexed uniform array
gen_rel() { echo "uniform float4 a[$1]; float4 main(float4 i : TEXCOORD0) : $(out) { float4 r = a[i.x]; return r; }"; }
# N dependent MADs that cannot fold
gen_inst() { echo "float4 main(float4 i : TEXCOORD0, uniform float4 u) : $(out) { float4 r = i;"; local k; for ((k = 0; k < $1; k++)); do echo " r = r * r + u;"; done; echo " return r; }"; }
# N values live at once: a dependent chain t0..tN-1, then consumed in reverse order (nothing can be recomputed)
gen_temp() { echo "float4 main(float4 i : TEXCOORD0, uniform float4 u) : $(out) {"; echo " float4 t0 = i * u;"; local k
  for ((k = 1; k < $1; k++)); do echo " float4 t$k = t$((k - 1)) * u + i;"; done; echo " float4 r = t$(($1 - 1));"
  for ((k = $1 - 2; k >= 0; k--)); do echo " r = r * t$k;"; done; echo " return r; }"; }
# N distinct samplers sampled once each
gen_samp() { local k; for ((k = 0; k < $1; k++)); do echo "uniform sampler2D s$k;"; done; echo "float4 main(float4 i : TEXCOORD0) : $(out) { float4 r = i;"
  for ((k = 0; k < $1; k++)); do echo " r += tex2D(s$k, i.xy);"; done; echo " return r; }"; }
# feature probes (compiled with -ifcvt none so that a surviving branch shows as BRA/IF/if_*)
gen_feat() { case $1 in
  loop) echo "float4 main(float4 i : TEXCOORD0, uniform float4 u) : $(out) { float4 r = i; for (int k = 0; k < i.x; k++) r = r * u + i; return r; }";;
  loop5000) echo "float4 main(float4 i : TEXCOORD0, uniform float4 u) : $(out) { float4 r = i; for (int k = 0; k < 5000; k++) r = r * u + i; return r; }";;
  branch) echo "float4 main(float4 i : TEXCOORD0, uniform float4 u) : $(out) { float4 r = i; if (i.x > 0) { r = r * u + i; r = r * r + u; r = r * u + i; r = r * r + u; } return r; }";;
  vtex) echo "uniform sampler2D s; float4 main(float4 i : TEXCOORD0) : $(out) { return tex2Dlod(s, i); }";;
  ddx) echo "float4 main(float4 i : TEXCOORD0) : $(out) { return ddx(i) + ddy(i); }";;
  discard) echo "float4 main(float4 i : TEXCOORD0) : $(out) { if (i.x > 0.5) discard; return i; }";;
  dynidx) echo "uniform float4 a[8]; float4 main(float4 i : TEXCOORD0) : $(out) { return a[i.x]; }";;
  esac; }
run() { local sec=$1
  for P in $VP $FP; do
    case $sec in
      consts) echo "$P constants.registers $(bisect $P gen_const 1 4096)"; gen_const 5000 >"$W/c.cg"; ok $P "$W/c.cg"; echo "  over: $(firsterr)";;
      reladdr) echo "$P relativeAddressLimit(largest N) $(bisect $P gen_rel 1 4096)";;
      temps) for n in 40 300; do gen_temp $n >"$W/t.cg"; ok $P "$W/t.cg"; echo "$P temporaries N=$n: $(firsterr) $(grep -o '[0-9]* R-regs' "$W/out")"; done;;
      insts) local hi=40000; case $P in fp20|ps_1_*) hi=64;; esac  # the combiner backend is very slow on long programs
        echo "$P instructions(largest MAD chain) $(bisect $P gen_inst 1 $hi)";;
      samplers) echo "$P samplers $(bisect $P gen_samp 1 40)";;  # fp20/ps_1_x: unit N reads TEXCOORDN, so this probe reports 1 there
      features) local f; for f in loop loop5000 branch vtex ddx discard dynidx; do gen_feat $f >"$W/f.cg"
          if ok $P "$W/f.cg" -ifcvt none; then echo "$P $f: accepted [$(grep -oE '\b(BRA|IF|REP|LOOP|if_[a-z]+|loop|rep|if|for|KIL|texkill|discard|DDX|dsx|dFdx|TXL|TEX|texldl)\b' "$W/out" | sort -u | tr '\n' ' ')]"
          else echo "$P $f: $(firsterr)"; fi; done;;
    esac
  done; }
for s in "${@:-consts reladdr temps insts samplers features}"; do for t in $s; do run "$t"; done; done
