#!/usr/bin/env bash
# Cross-builds cgx for aarch64 (tools/build.sh aarch64) and runs its tests under qemu-aarch64.
#   tools/test-aarch64.sh            the subset CI runs (CGX_AARCH64_TESTS below)
#   tools/test-aarch64.sh --all      every test (hours under emulation; docs/aarch64.md)
# Needs the cross compiler and qemu: tools/install-deps.sh --aarch64.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The CI subset: the compiler's front end, the JIT at NEON's lane width against the C++ references, the
# CPU runtime and libCg's C API. Chosen for what differs on aarch64 (code generation, the JIT's target,
# vector math, alignment, char signedness), not for breadth: the x86-64 suite covers the rest.
subset=(cgx-preprocess-tests cgx-parse-tests cgx-sema-tests cgx-passes-tests cgx-jit-tests cgx-runtime-tests
        cgx-reference-tests cgx-libcg-tests)

if [[ "${1:-}" == "--all" ]]; then
  bash "$root/tools/build.sh" aarch64
  regex="."
else
  CGX_TARGETS="cgxc ${subset[*]}" bash "$root/tools/build.sh" aarch64
  regex="^($(IFS='|'; echo "${subset[*]}"))(/|\.|$)"
fi

sysroot="$root/build/aarch64-sysroot"
qemu="$(command -v qemu-aarch64-static || command -v qemu-aarch64)"
# Test binaries that start cgxc (also an arm64 program) put the emulator in front (tests/cli/Subprocess.cpp).
export CGX_TARGET_EMULATOR="$qemu -L $sysroot"
# JIT-compiled kernels run on the emulated CPU: qemu's default "max" CPU has every NEON feature.
start=$SECONDS
ctest --test-dir "$root/build/aarch64" -R "$regex" -j2 --output-on-failure --timeout 1800
echo "test-aarch64: ctest took $((SECONDS - start)) s"
