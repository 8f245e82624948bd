# Project code builds with warnings as errors; generated and third-party code gets its own, laxer flags
# (see compiler/parse/CMakeLists.txt), because we cannot fix warnings in code we do not write.
function(cgx_strict_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror -Wno-unused-parameter)
endfunction()
