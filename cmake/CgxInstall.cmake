# What `cmake --install` puts where (a relocatable tree: nothing below refers to the install prefix by an
# absolute path, and the tools carry the standard library and the profile data inside them,
# cmake/CgxEmbedText.cmake, so a moved tree keeps working; tests/package checks it):
#   bin/       cgxc, cgx-run, cgx-view
#   lib/       libcgx.so.<soversion> (cgx::runtime, cgx::compiler), libCg.so and libCgGL.so (the drop-in, with
#              NVIDIA's SONAMEs), libcgx-cgeval.so (beside libCg.so, which opens it from its own folder)
#   include/   cgx/ (the public C++ API), Cg/ (cg.h, cgGL.h)
#   lib/cmake/cgx/   find_package(cgx CONFIG): the imported targets, the version file, cgx_add_shaders
#   lib/pkgconfig/   cgx.pc, Cg.pc, CgGL.pc
#   share/man/man1/cgxc.1
#   share/cgx/examples, share/cgx/view   the Cg files cgx-view draws (tools/cgx-view/ShaderLibrary.h finds
#              them from its own location; the compiler's own data needs no files)
include(CMakePackageConfigHelpers)
set(cgx_cmake_dir lib/cmake/cgx)

# The imported targets' names: cgx::runtime is libcgx.so; cgx::compiler names the same library (the
# compiler API lives in it, include/cgx/Compiler.h) through an interface target, so that a consumer says
# what it uses and a later split of the library changes no consumer.
set_target_properties(cgx_shared PROPERTIES EXPORT_NAME runtime)
add_library(cgx_compiler INTERFACE)
target_link_libraries(cgx_compiler INTERFACE cgx_shared)
set_target_properties(cgx_compiler PROPERTIES EXPORT_NAME compiler)
set_target_properties(cgx_libcg PROPERTIES EXPORT_NAME Cg)
set_target_properties(cgx_libcggl PROPERTIES EXPORT_NAME CgGL)
# libCgGL.so needs libCg.so, installed beside it.
set_target_properties(cgx_libcggl PROPERTIES INSTALL_RPATH "$ORIGIN")

# A sanitizer build's libraries call into the sanitizer runtimes, which only an executable linked with the
# same flags (and the same compiler: clang's runtimes) provides. Its installed targets and .pc files say so,
# so that an installed tree of the sanitizer build (CI's, tests/package) links; a release tree has none.
# clang links UBSan's C++ half (the vptr checks the libraries make) only into C++ programs: a C program
# (libCg's users) asks for it, and for the libstdc++ it needs, explicitly.
set(cgx_consumer_link_flags)
if(CGX_SANITIZE)
  set(cgx_consumer_link_flags -fsanitize=address,undefined)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    list(APPEND cgx_consumer_link_flags -fsanitize-link-c++-runtime -lstdc++)
  endif()
  foreach(target cgx_shared cgx_libcg cgx_libcggl)
    target_link_options(${target} INTERFACE ${cgx_consumer_link_flags})
  endforeach()
endif()

# cgxc is exported too: cgx::cgxc is what cgx_add_shaders runs.
set_target_properties(cgxc PROPERTIES EXPORT_NAME cgxc)
install(TARGETS cgx-run cgx-view RUNTIME DESTINATION bin)
install(TARGETS cgxc cgx_shared cgx_compiler cgx_libcg cgx_libcggl EXPORT cgxTargets
        RUNTIME DESTINATION bin
        LIBRARY DESTINATION lib
        INCLUDES DESTINATION include)
install(TARGETS cgx_cgeval LIBRARY DESTINATION lib)
# The public headers: include/cgx and include/Cg are exactly the public API, so whole folders.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/cgx ${PROJECT_SOURCE_DIR}/include/Cg DESTINATION include)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/ DESTINATION share/cgx/examples FILES_MATCHING PATTERN "*.cg"
        PATTERN images EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/tools/cgx-view/shaders/ DESTINATION share/cgx/view)
# What the binaries contain and under which terms, in Debian's copyright format (where a .deb keeps it).
install(FILES ${PROJECT_SOURCE_DIR}/cmake/package/copyright DESTINATION share/doc/cgx)

install(EXPORT cgxTargets NAMESPACE cgx:: DESTINATION ${cgx_cmake_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/package/cgxConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/package/cgxConfig.cmake INSTALL_DESTINATION ${cgx_cmake_dir})
# The ABI may change with any minor release while the major version is 0 (the SOVERSION says the same).
write_basic_package_version_file(${PROJECT_BINARY_DIR}/package/cgxConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/package/cgxConfig.cmake ${PROJECT_BINARY_DIR}/package/cgxConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/cmake/package/CgxShaders.cmake
        DESTINATION ${cgx_cmake_dir})

# pkg-config: prefix relative to the .pc file (${pcfiledir}), so a moved tree still resolves.
list(JOIN cgx_consumer_link_flags " " CGX_PC_EXTRA_LIBS)
foreach(pc cgx Cg CgGL)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/package/${pc}.pc.in ${PROJECT_BINARY_DIR}/package/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/package/${pc}.pc DESTINATION lib/pkgconfig)
endforeach()

# cgxc(1): docs/cgxc.1.in with cgxc's own -help text as its OPTIONS section, made at build time, so the
# option list has one home (compiler/driver/Options.cpp's usageText).
set(cgx_man ${PROJECT_BINARY_DIR}/docs/cgxc.1)
add_custom_command(OUTPUT ${cgx_man}
                   COMMAND ${CMAKE_COMMAND} -DCGXC=$<TARGET_FILE:cgxc> -DTEMPLATE=${PROJECT_SOURCE_DIR}/docs/cgxc.1.in
                           -DOUTPUT=${cgx_man} -DVERSION=${PROJECT_VERSION} -P ${PROJECT_SOURCE_DIR}/cmake/CgxManPage.cmake
                   DEPENDS cgxc ${PROJECT_SOURCE_DIR}/docs/cgxc.1.in ${PROJECT_SOURCE_DIR}/cmake/CgxManPage.cmake
                   COMMENT "Writing the cgxc man page from cgxc -help" VERBATIM)
add_custom_target(cgx_man_page ALL DEPENDS ${cgx_man})
install(FILES ${cgx_man} DESTINATION share/man/man1)
