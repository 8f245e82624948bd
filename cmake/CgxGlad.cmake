# glad 2 (Debian's python3-glad) generates the GL and EGL loaders at build time into the build tree, so no
# generated code is committed. --reproducible is required: without it glad downloads the Khronos XML specs
# (shared/TOOLCHAIN.md) and fails offline; with it, it uses the copies it ships with.
#
# cgx_add_glad(<target>) makes a static library <target> with:
#   - GL 4.5 compatibility profile, no extensions: a compatibility context compiles #version 110/120/330 and
#     ES 100/300 es shaders in one context on Mesa, and keeps the legacy state the Cg-era GLSL needs
#     (glClampColor(GL_CLAMP_VERTEX_COLOR), built-in vertex attributes through client arrays);
#   - EGL 1.5 with its own loader (dlopens libEGL at run time, so nothing links -lEGL) and the extensions
#     for a surfaceless display on Mesa.
find_program(CGX_GLAD_EXECUTABLE glad REQUIRED)

function(cgx_add_glad target)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/glad)
  set(egl_extensions
      EGL_MESA_platform_surfaceless EGL_EXT_platform_base EGL_EXT_platform_device EGL_EXT_device_base
      EGL_EXT_device_enumeration EGL_EXT_device_query EGL_KHR_surfaceless_context EGL_KHR_create_context
      EGL_KHR_no_config_context)
  list(JOIN egl_extensions "," egl_extensions)
  # One command for both runs: each writes include/KHR/khrplatform.h, so two parallel commands would race.
  add_custom_command(
    OUTPUT ${out}/src/gl.c ${out}/include/glad/gl.h ${out}/src/egl.c ${out}/include/glad/egl.h
    COMMAND ${CGX_GLAD_EXECUTABLE} --quiet --reproducible --api gl:compatibility=4.5 --extensions ""
            --out-path ${out} c
    COMMAND ${CGX_GLAD_EXECUTABLE} --quiet --reproducible --api egl=1.5 --extensions ${egl_extensions}
            --out-path ${out} c --loader
    COMMENT "Generating the GL 4.5 compatibility and EGL 1.5 loaders with glad"
    VERBATIM)
  add_library(${target} STATIC ${out}/src/gl.c ${out}/src/egl.c)
  # SYSTEM: the generated headers are not ours to keep -Wpedantic clean.
  target_include_directories(${target} SYSTEM PUBLIC ${out}/include)
  target_link_libraries(${target} PUBLIC ${CMAKE_DL_LIBS})
endfunction()
