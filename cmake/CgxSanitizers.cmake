# CGX_SANITIZE=ON builds everything (project, generated parser, tests) with ASan+UBSan; CI runs the test
# suite in that configuration. UBSan is made fatal so that a report fails the test that triggered it.
option(CGX_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
# CGX_TSAN=ON builds with ThreadSanitizer instead (tools/tsan.sh: clang, the runtime's tests only). TSan
# cannot be combined with ASan.
option(CGX_TSAN "Build with ThreadSanitizer" OFF)
if(CGX_SANITIZE AND CGX_TSAN)
  message(FATAL_ERROR "CGX_SANITIZE and CGX_TSAN exclude each other (ASan and TSan cannot share a process)")
endif()
if(CGX_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(CGX_TSAN)
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
