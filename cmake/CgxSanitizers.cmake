# CGX_SANITIZE=ON builds everything (project, generated parser, tests) with ASan+UBSan; CI runs the test
# suite in that configuration. UBSan is made fatal so that a report fails the test that triggered it.
# CGX_BUILD_FUZZ=ON (clang only) also instruments the product code for libFuzzer's coverage and builds the
# fuzz targets (tests/fuzz): tools/build.sh sanitize turns both on, so CI's test suite and its fuzzing
# share one build instead of compiling the project twice.
option(CGX_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(CGX_BUILD_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
# CGX_TSAN=ON builds with ThreadSanitizer instead (tools/tsan.sh: clang, the runtime's tests only). TSan
# cannot be combined with ASan.
option(CGX_TSAN "Build with ThreadSanitizer" OFF)
if(CGX_SANITIZE AND CGX_TSAN)
  message(FATAL_ERROR "CGX_SANITIZE and CGX_TSAN exclude each other (ASan and TSan cannot share a process)")
endif()
if(CGX_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
  # Executables are linked non-PIE under the sanitizers: the tests start cgxc thousands of times, and a
  # sanitized PIE cgxc spends 40% of its start-up in the dynamic loader relocating its 16 MB of
  # instrumented data (perf: `cgxc --help` 0.23 s as PIE, 0.14 s without). Release builds stay PIE.
  add_link_options($<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>:-no-pie>)
endif()
if(CGX_BUILD_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "CGX_BUILD_FUZZ needs clang (libFuzzer); configure with CC=clang CXX=clang++ or use tools/build.sh sanitize")
  endif()
  # Coverage counters for the code under fuzzing; tests/CMakeLists.txt takes this back off the tests, which
  # only pay for it.
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
if(CGX_TSAN)
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
