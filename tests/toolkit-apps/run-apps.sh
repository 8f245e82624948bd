#!/usr/bin/env bash
# The Cg Toolkit's OpenGL example apps against NVIDIA's Cg runtime and against cgx's (docs/libcg.md,
# "Toolkit apps"). Each app is built from the installed nvidia-cg-doc package, with the package's own
# Makefile, twice: with NVIDIA's headers and libraries (the nvidia-cg-toolkit oracle) and with cgx's. Each
# build runs under one Xvfb (Mesa llvmpipe) with capture.so preloaded, which writes the frame drawn after a
# fixed number of animation steps as a PNG; imgdiff compares cgx's picture with NVIDIA's. An app that makes
# no window (a console app) has its standard output compared instead. Prints one line per app.
#
#   run-apps.sh --work DIR --shim capture.so --imgdiff imgdiff --cgx-include DIR --libcg libCg.so
#               [--libcggl libCgGL.so] [--preload RUNTIME.so] [--check] [APP...]
#
# --libcggl: cgx's libCgGL.so; without it the cgx column says it is not built. --preload: the sanitizer
# runtime that cgx's libraries need in an uninstrumented program (the sanitize build). APP...: app names
# (01_vertex_program, cgfx_bumpdemo, ...); default all 52 that the package's Makefiles list (basic, advanced,
# buffers).
# Exit status: 77 (CTest's skip) when the package, NVIDIA's runtime, Xvfb, GLUT or a build tool is
# missing. Without --check, 0 once the table is printed. With --check: 1 unless NVIDIA's runtime ran every
# app named and cgx's matched it; 77 instead when only cgx's libCgGL.so is missing.
set -uo pipefail

examples=/usr/share/doc/nvidia-cg-doc/examples/OpenGL
nvidia_lib=/usr/lib/x86_64-linux-gnu
app_timeout=120  # seconds; an app that neither draws nor exits by then is reported as hanging

usage() {
  sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
  exit 2
}

work="" shim="" imgdiff="" cgx_include="" libcg="" libcggl="" preload="" check=0
apps=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --work) work="$2"; shift 2 ;;
    --shim) shim="$2"; shift 2 ;;
    --imgdiff) imgdiff="$2"; shift 2 ;;
    --cgx-include) cgx_include="$2"; shift 2 ;;
    --libcg) libcg="$2"; shift 2 ;;
    --libcggl) libcggl="$2"; shift 2 ;;
    --preload) preload="$2"; shift 2 ;;
    --check) check=1; shift ;;
    --help|-h) usage ;;
    -*) echo "run-apps: unknown option $1" >&2; usage ;;
    *) apps+=("$1"); shift ;;
  esac
done
[[ -n "$work" && -n "$shim" && -n "$imgdiff" && -n "$cgx_include" && -n "$libcg" ]] || usage
# Absolute paths: the apps run in their own directories.
for file in shim imgdiff cgx_include libcg libcggl preload; do
  if [[ -n "${!file}" ]]; then
    [[ -e "${!file}" ]] || { echo "run-apps: --${file/_/-} ${!file} does not exist" >&2; exit 2; }
    printf -v "$file" '%s' "$(readlink -f "${!file}")"
  fi
done

skip() { echo "run-apps: skipped: $*"; exit 77; }
[[ -f "$examples/basic/Makefile" && -f "$examples/advanced/Makefile" ]] ||
  skip "$examples (nvidia-cg-doc) is not installed"
[[ -f "$nvidia_lib/libCg.so" && -f "$nvidia_lib/libCgGL.so" && -f /usr/include/Cg/cgGL.h ]] ||
  skip "NVIDIA's Cg runtime (nvidia-cg-toolkit, nvidia-cg-dev) is not installed"
for tool in Xvfb make gcc nm timeout; do
  command -v "$tool" >/dev/null || skip "$tool is not installed"
done
[[ -f /usr/include/GL/freeglut.h ]] || skip "GLUT (libglut-dev) is not installed: tools/install-deps.sh --test"

# One Xvfb for the whole run, started here rather than by xvfb-run: xvfb-run leaves its Xvfb running when
# it cannot remove its temporary directory, and exits 5 then instead of the harness's status. -displayfd:
# the server picks a free display and writes its number. A 24-bit screen: the pictures are RGB8 whatever
# the host's display is.
xvfb_pid=""
stop_xvfb() { [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null; xvfb_pid=""; }
trap stop_xvfb EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -p "$work"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/xvfb.display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
  [[ -s "$work/xvfb.display" ]] && break
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.1
done
[[ -s "$work/xvfb.display" ]] || { echo "run-apps: Xvfb did not start:"; tail -3 "$work/xvfb.log"; exit 1; }
export DISPLAY=":$(tr -d '[:space:]' <"$work/xvfb.display")"
unset XAUTHORITY

# The app list, from the package's Makefiles: "\t$(MAKE) -C DIR -f Makefile.APP APP" (basic, advanced,
# buffers).
declare -A app_dir app_kind
all_apps=()
for kind in basic advanced buffers; do
  while read -r dir app; do
    app_dir[$app]=$dir
    app_kind[$app]=$kind
    all_apps+=("$app")
  done < <(sed -n 's/^\t\$(MAKE) -C \([^ ]*\) -f Makefile\.\([^ ]*\) \2$/\1 \2/p' "$examples/$kind/Makefile")
done
[[ ${#apps[@]} -gt 0 ]] || apps=("${all_apps[@]}")
for app in "${apps[@]}"; do
  [[ -n "${app_dir[$app]:-}" ]] || { echo "run-apps: no app $app in $examples's Makefiles" >&2; exit 2; }
done

# A fresh copy of each app's directory per side, next to one GLEW (the package's, GLEW := ../../glew in
# every app's Makefile; built once, it does not involve Cg). cgx's libraries are linked from a directory of
# their own, so that -lCgGL can never find NVIDIA's library in the system directories instead.
work="$(cd "$work" && pwd)"
if [[ ! -f "$work/glew/libglewlib.a" ]]; then
  rm -rf "$work/glew"
  cp -r "$examples/glew" "$work/glew"
  make -s -C "$work/glew" -f Makefile glewlib >"$work/glew.log" 2>&1 ||
    { echo "run-apps: the package's GLEW does not build:"; tail -5 "$work/glew.log"; exit 1; }
fi
cgx_lib="$work/cgx-lib"
rm -rf "$work/nvidia" "$work/cgx" "$cgx_lib"
mkdir -p "$work/nvidia" "$work/cgx" "$cgx_lib" "$work/pictures"
ln -s "$(readlink -f "$libcg")" "$cgx_lib/libCg.so"
[[ -n "$libcggl" ]] && ln -s "$(readlink -f "$libcggl")" "$cgx_lib/libCgGL.so"

# build SIDE APP: copies and builds the app; on failure prints why (one line).
build() {
  local side=$1 app=$2 dir="$work/$1/${app_kind[$2]}/${app_dir[$2]}"
  local -a flags=()
  mkdir -p "$work/$side/${app_kind[$app]}"
  ln -sfn "$work/glew" "$work/$side/glew"
  [[ -d "$dir" ]] || cp -r "$examples/${app_kind[$app]}/${app_dir[$app]}" "$dir"
  if [[ $side == cgx ]]; then
    if [[ ! -e "$cgx_lib/libCgGL.so" ]]; then
      echo "libCgGL.so is not built"
      return 1
    fi
    flags=("CG_INC_PATH=$cgx_include" "CG_LIB_PATH=$cgx_lib")
  fi
  # cgx's libraries from a sanitizer build leave the sanitizer runtime's symbols to the process: clang links
  # that runtime into executables only, and the apps get it preloaded (--preload) when they run. The
  # Makefiles append to LINKFLAGS, so it comes from the environment (a make argument would replace theirs).
  local linkflags=""
  [[ $side == cgx && -n "$preload" ]] && linkflags="-Wl,--allow-shlib-undefined"
  if ! LINKFLAGS="$linkflags" make -C "$dir" -f "Makefile.$app" "$app" "${flags[@]}" >"$work/$side/$app.build.log" 2>&1; then
    local missing
    missing=$(grep -o "undefined reference to \`cg[A-Za-z0-9_]*'" "$work/$side/$app.build.log" |
              sed "s/.*\`\(.*\)'/\1/" | sort -u)
    if [[ -n "$missing" ]]; then
      local n
      n=$(wc -l <<<"$missing")
      echo "missing function$([[ $n -gt 1 ]] && echo "s ($n)"): $(head -6 <<<"$missing" | paste -sd' ')$(
        [[ $n -gt 6 ]] && echo " ...")"
    else
      echo "build: $(grep -m1 -E 'error|Error' "$work/$side/$app.build.log" || tail -1 "$work/$side/$app.build.log")"
    fi
    return 1
  fi
}

# The last line an app wrote on a stream (its error message, usually), without leading spaces.
last_line() { grep -v '^[[:space:]]*$' "$1" | tail -1 | sed 's/^[[:space:]]*//' | cut -c1-160; }

# run SIDE APP: runs the built app in its directory (its data files are read from there). Sets `outcome`
# (picture, console, fails) and `why`.
run() {
  local side=$1 app=$2 dir="$work/$1/${app_kind[$2]}/${app_dir[$2]}"
  local out="$work/$side/$app.stdout" err="$work/$side/$app.stderr" png="$work/pictures/$app.$side.png"
  local -a env=(CGX_CAPTURE_PNG="$png" LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=llvmpipe)
  # buffer_lighting's buffers need gp4vp (NV_parameter_buffer_object) and it asks for the latest vertex
  # profile: Cg 2.2's documented override names it, for both runtimes (NVIDIA's cannot run gp4vp here).
  [[ $app == buffer_lighting ]] && env+=(CGGL_LATEST_VERTEX_PROFILE=gp4vp)
  if [[ $side == cgx ]]; then
    env+=(LD_LIBRARY_PATH="$cgx_lib" LD_PRELOAD="${preload:+$preload:}$shim")
  else
    env+=(LD_PRELOAD="$shim")
  fi
  # grep reads all its input in these pipelines (no -q): under pipefail, a writer cut off by an early exit
  # of grep would fail the pipeline.
  if [[ $side == cgx ]] && LD_LIBRARY_PATH="$cgx_lib" ldd "$dir/$app" | grep "=> $nvidia_lib/libCg" >/dev/null; then
    outcome=fails why="loads NVIDIA's runtime, not cgx's"
    return
  fi
  rm -f "$png"
  (cd "$dir" && env -u LD_LIBRARY_PATH "${env[@]}" timeout -k 5 "$app_timeout" "./$app" >"$out" 2>"$err")
  local status=$?
  if [[ $status == 0 && -f "$png" ]]; then
    outcome=picture why=""
  elif [[ $status == 0 ]] && ! nm -D --undefined-only "$dir/$app" | grep ' glutCreateWindow$' >/dev/null; then
    outcome=console why=""
  elif [[ $status == 124 || $status == 137 ]]; then
    outcome=fails why="no picture after $app_timeout s"
  else
    outcome=fails
    local missing sanitizer
    missing=$(grep -o 'undefined symbol: [A-Za-z0-9_]*' "$err" | head -1)
    sanitizer=$(grep -m1 -E '^SUMMARY: |runtime error:' "$err")
    if [[ -n "$missing" ]]; then
      why="$missing"
    elif [[ -n "$sanitizer" ]]; then
      why="$sanitizer"
    elif [[ -s "$err" ]]; then
      why="$(last_line "$err")"
    else
      why="$(last_line "$out")"
    fi
    [[ $status != 0 ]] && why="exit $status: $why"
    [[ $status -gt 128 ]] && why="signal $((status - 128)): $(last_line "$err")"
  fi
}

printf '%-32s %-8s %s\n' app kind result
declare -A count
nvidia_failed=0 cgx_differs=0
for app in "${apps[@]}"; do
  nvidia=fails cgx=fails nvidia_why="" cgx_why=""
  if nvidia_why=$(build nvidia "$app"); then
    run nvidia "$app"; nvidia=$outcome nvidia_why=$why
  fi
  if cgx_why=$(build cgx "$app"); then
    run cgx "$app"; cgx=$outcome cgx_why=$why
  fi
  case "$nvidia/$cgx" in
    picture/picture)
      pictures="$work/pictures/$app"
      numbers=$("$imgdiff" "$pictures.nvidia.png" "$pictures.cgx.png" "$pictures.diff.png")
      if [[ $? == 0 ]]; then result="match ($numbers)"; else result="differs ($numbers)"; fi ;;
    console/console)
      if cmp -s "$work/nvidia/$app.stdout" "$work/cgx/$app.stdout"; then
        result="match (console: same output)"
      else
        result="differs (console: $(diff "$work/nvidia/$app.stdout" "$work/cgx/$app.stdout" | grep -c '^[<>]') lines)"
      fi ;;
    fails/*)
      [[ $cgx == fails && $cgx_why == "$nvidia_why" ]] && cgx_why="the same"
      result="NVIDIA fails: $nvidia_why; cgx: ${cgx_why:-$cgx}" ;;
    */fails) result="cgx fails: $cgx_why" ;;
    *) result="differs (NVIDIA: $nvidia, cgx: $cgx)" ;;
  esac
  printf '%-32s %-8s %s\n' "$app" "${app_kind[$app]}" "$result"
  category=${result%%[ :(]*}
  [[ $result == "NVIDIA fails"* ]] && category="NVIDIA-fails"
  [[ $result == "cgx fails"* ]] && category="cgx-fails"
  count[$category]=$(( ${count[$category]:-0} + 1 ))
  [[ $nvidia == fails ]] && nvidia_failed=1
  [[ $result != match* ]] && cgx_differs=1
done
echo "run-apps: ${#apps[@]} apps: ${count[match]:-0} match, ${count[differs]:-0} differ," \
     "${count[cgx-fails]:-0} fail with cgx, ${count[NVIDIA-fails]:-0} fail with NVIDIA's runtime" \
     "(pictures and logs in $work)"

[[ $check == 0 ]] && exit 0
[[ $nvidia_failed == 1 ]] && { echo "run-apps: NVIDIA's runtime did not run every app named"; exit 1; }
[[ -z "$libcggl" ]] && { echo "run-apps: skipped: cgx's libCgGL.so is not built"; exit 77; }
[[ $cgx_differs == 1 ]] && { echo "run-apps: cgx's runtime does not match NVIDIA's on every app"; exit 1; }
exit 0
