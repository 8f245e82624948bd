#!/usr/bin/env bash
# cgx as an installed package (issue 18), one step per CTest test (tests/package/CMakeLists.txt):
#   package-test.sh install  BUILD WORK   cmake --install into WORK/stage, moved to WORK/prefix (a relocated
#                                         tree); the tools run from there; every installed header compiles
#                                         on its own against the installed include/ alone; the man page.
#   package-test.sh consumer BUILD WORK   consumer/ configured by find_package(cgx) against WORK/prefix,
#                                         built (cgx_add_shaders, cgx::runtime, cgx::compiler, cgx::Cg) and
#                                         run; then a program built with pkg-config's cgx and one with CgGL.
#   package-test.sh depfile  BUILD WORK   depfile/ with Ninja and with Makefiles: after common.cgh is
#                                         touched, the shader that includes it rebuilds and the other not.
#   package-test.sh deb      BUILD WORK   cpack -G DEB; the package's declared dependencies; its files
#                                         unpacked into a root of their own (dpkg -x) and the tools run.
# CC and CXX: the build's compilers (a sanitizer build's libraries need the consumer linked by the same
# compiler with the same -fsanitize flags, which the installed targets and .pc files carry).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
step="$1" build="$(realpath -m "$2")" work="$(realpath -m "$3")"  # absolute: the steps change directory
prefix="$work/prefix"
: "${CC:=cc}" "${CXX:=c++}"
fail() { echo "package-test ($step): FAILED: $*" >&2; exit 1; }

# cgxc and cgx-run from a tree rooted at $1 (their data is built in: nothing else needs to be found).
run_tools() {
  local root="$1" out="$work/tools-$step"
  mkdir -p "$out"
  "$root/bin/cgxc" -q -profile glslv -glsl 330 -o "$out/tint.glsl" "$here/consumer/shaders/tint.cg" ||
    fail "$root/bin/cgxc"
  grep -q '^void main' "$out/tint.glsl" || fail "cgxc wrote no GLSL main"
  printf '%s\n' '{"uniforms": {"k": 3}, "inputs": {"POSITION": [[0,0,0,1]], "COLOR0": [[1,2,3,4]]}}' > "$out/in.json"
  "$root/bin/cgx-run" "$here/consumer/shaders/tint.cg" -entry main -profile glslv -input "$out/in.json" \
    -o "$out/out.json" || fail "$root/bin/cgx-run"
  [[ "$(tr -d ' \n' < "$out/out.json")" == *'"COLOR0":[[3.0,6.0,9.0,12.0]]'* ]] ||
    fail "cgx-run's output: $(cat "$out/out.json")"
}

case "$step" in
  install)
    rm -rf "$work"
    mkdir -p "$work"
    cmake --install "$build" --prefix "$work/stage" > "$work/install.log" || fail "cmake --install"
    mv "$work/stage" "$prefix"
    # Relocatable: nothing installed names the path it was installed to.
    if grep -rlF "$work/stage" "$prefix"; then fail "the files above name the install path"; fi
    run_tools "$prefix"
    for lib in libcgx.so libCg.so libCgGL.so libcgx-cgeval.so; do
      [[ -e "$prefix/lib/$lib" ]] || fail "lib/$lib is not installed"
    done
    grep -q -- '\\-reflect' "$prefix/share/man/man1/cgxc.1" || fail "the man page lacks cgxc -help's options"
    grep -q '^License: Expat' "$prefix/share/doc/cgx/copyright" || fail "share/doc/cgx/copyright lacks the licences"
    # cgx-view (not run: it needs a display) finds its Cg files from its own location.
    [[ -f "$prefix/share/cgx/examples/C6E5v_skin4m.cg" && -n "$(ls "$prefix/share/cgx/view"/*.cg)" ]] ||
      fail "cgx-view's Cg files are not in share/cgx"
    # Each public header compiles on its own with only the installed include/ on the path: none of them
    # includes a header that is not installed.
    for header in "$prefix"/include/cgx/*.h; do
      echo "#include <cgx/${header##*/}>" | "$CXX" -std=c++20 -fsyntax-only -I"$prefix/include" -x c++ - ||
        fail "include/cgx/${header##*/} does not compile on its own"
    done
    for header in "$prefix"/include/Cg/*.h; do
      echo "#include <Cg/${header##*/}>" | "$CC" -fsyntax-only -I"$prefix/include" -x c - ||
        fail "include/Cg/${header##*/} does not compile on its own (C)"
    done
    ;;
  consumer)
    [[ -d "$prefix" ]] || fail "no $prefix: the install step did not run"
    rm -rf "$work/consumer"
    cmake -S "$here/consumer" -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" > "$work/consumer.log" || fail "configuring consumer/"
    cmake --build "$work/consumer" || fail "building consumer/"
    "$work/consumer/consumer" || fail "consumer"
    "$work/consumer/cg_consumer" || fail "cg_consumer"
    export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
    # shellcheck disable=SC2046 # pkg-config's flags are words
    "$CXX" -std=c++20 -o "$work/pkgconfig-cgx" "$here/pkgconfig.cpp" $(pkg-config --cflags --libs cgx) \
      -Wl,-rpath,"$prefix/lib" || fail "building with pkg-config cgx"
    "$work/pkgconfig-cgx" || fail "pkgconfig-cgx"
    # shellcheck disable=SC2046
    "$CC" -o "$work/pkgconfig-cggl" "$here/pkgconfig_cggl.c" $(pkg-config --cflags --libs CgGL) \
      -Wl,-rpath,"$prefix/lib" || fail "linking with pkg-config CgGL"
    ;;
  depfile)
    [[ -d "$prefix" ]] || fail "no $prefix: the install step did not run"
    rm -rf "$work/shaders" "$work"/depfile-*
    cp -r "$here/consumer/shaders" "$work/shaders"
    for generator in Ninja "Unix Makefiles"; do
      dir="$work/depfile-${generator// /-}"
      cmake -S "$here/depfile" -B "$dir" -G "$generator" -DCMAKE_PREFIX_PATH="$prefix" \
        -DSHADER_DIR="$work/shaders" > "$dir.log" || fail "configuring depfile/ ($generator)"
      cmake --build "$dir" > "$dir.first.log" || fail "building depfile/ ($generator): $(cat "$dir.first.log")"
      grep -q 'cgxc tint.cg' "$dir.first.log" && grep -q 'cgxc plain.cg' "$dir.first.log" ||
        fail "the first build ($generator) did not compile both shaders: $(cat "$dir.first.log")"
      sleep 1  # the edit is newer than the outputs however coarse the file system's time stamps
      touch "$work/shaders/common.cgh"
      cmake --build "$dir" > "$dir.second.log" || fail "rebuilding depfile/ ($generator)"
      grep -q 'cgxc tint.cg' "$dir.second.log" ||
        fail "editing common.cgh did not rebuild tint.cg ($generator): $(cat "$dir.second.log")"
      if grep -q 'cgxc plain.cg' "$dir.second.log"; then
        fail "editing common.cgh rebuilt plain.cg, which does not include it ($generator)"
      fi
    done
    ;;
  deb)
    rm -rf "$work"
    mkdir -p "$work"
    cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" > "$work/cpack.log" ||
      fail "cpack: $(tail -20 "$work/cpack.log")"
    debs=("$work"/out/cgx_*.deb)
    [[ -f "${debs[0]}" ]] || fail "no cgx_*.deb in $work/out"
    depends="$(dpkg-deb -f "${debs[0]}" Depends)"
    for needed in libllvm19 libantlr4-runtime libstdc++6 libglfw3; do
      [[ "$depends" == *"$needed"* ]] || fail "Depends lacks $needed: $depends"
    done
    dpkg -x "${debs[0]}" "$work/root"
    run_tools "$work/root/usr"
    for file in lib/libcgx.so lib/libCg.so lib/libCgGL.so lib/libcgx-cgeval.so include/cgx/Context.h \
                include/Cg/cg.h lib/cmake/cgx/cgxConfig.cmake lib/pkgconfig/cgx.pc share/man/man1/cgxc.1 \
                share/doc/cgx/copyright; do
      [[ -e "$work/root/usr/$file" ]] || fail "the package lacks /usr/$file"
    done
    ;;
  *)
    echo "usage: package-test.sh install|consumer|depfile|deb BUILD WORK" >&2
    exit 2
    ;;
esac
echo "package-test ($step): ok"
