# CGX_SANITIZE=ON builds everything (project, generated parser, tests) with ASan+UBSan; CI runs the test
# suite in that configuration. UBSan is made fatal so that a report fails the test that triggered it.
option(CGX_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(CGX_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
