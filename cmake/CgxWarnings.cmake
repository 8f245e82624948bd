# Project code builds with warnings as errors; generated and third-party code gets its own, laxer flags
# (see compiler/parse/CMakeLists.txt), because we cannot fix warnings in code we do not write.
function(cgx_strict_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror -Wno-unused-parameter)
  if(CMAKE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # In a unity build GCC takes each included source for a header, and warns that a class defined there
    # uses a type of the anonymous namespace, as if another translation unit could include it too; a unity
    # build includes each source exactly once (tools/build.sh aarch64).
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-subobject-linkage>)
  endif()
endfunction()
