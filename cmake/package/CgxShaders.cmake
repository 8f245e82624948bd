# cgx_add_shaders: compiles Cg shaders to GLSL at build time with cgx::cgxc, for a target that uses them.
#
#   cgx_add_shaders(TARGET <target> SOURCES <file.cg>... ENTRY <function> PROFILE <profile>
#                   [GLSL 110|120|330|100|300es] [REFLECT] [OUTPUT_DIRECTORY <dir>] [OPTIONS <cgxc args>...])
#
# Each source S.cg becomes <dir>/S.<ENTRY>.glsl (and with REFLECT <dir>/S.<ENTRY>.json, cgxc -reflect's
# model), built before <target>. <dir> defaults to ${CMAKE_CURRENT_BINARY_DIR}/shaders. GLSL is the version
# (cgxc -glsl); without it the profile must be glslv or glslf (their own version, -po version=N in
# OPTIONS). OPTIONS go to cgxc as they are (-DNAME=V, -IDIR, -po ...); cgxc runs in the current source
# directory, so a relative -I is relative to it. cgxc writes a make-style depfile (-MD -MF -MT, as gcc
# does), so editing a file a shader #includes rebuilds that shader and no other (Ninja and Makefiles).

# A function runs with the policies in effect where it was defined. CMP0116 NEW: under Ninja too, the
# depfile's relative paths are taken relative to the command's working directory, as Makefiles take them.
if(POLICY CMP0116)
  cmake_policy(SET CMP0116 NEW)
endif()

function(cgx_add_shaders)
  cmake_parse_arguments(PARSE_ARGV 0 arg "REFLECT" "TARGET;ENTRY;PROFILE;GLSL;OUTPUT_DIRECTORY" "SOURCES;OPTIONS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cgx_add_shaders: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  foreach(required TARGET SOURCES ENTRY PROFILE)
    if(NOT arg_${required})
      message(FATAL_ERROR "cgx_add_shaders: ${required} is required")
    endif()
  endforeach()
  if(NOT TARGET ${arg_TARGET})
    message(FATAL_ERROR "cgx_add_shaders: '${arg_TARGET}' is not a target")
  endif()
  set(glsl_option)
  if(arg_GLSL)
    set(glsl_option -glsl ${arg_GLSL})
  elseif(NOT arg_PROFILE MATCHES "^glsl[vf]$")
    message(FATAL_ERROR "cgx_add_shaders: profile ${arg_PROFILE} writes GLSL only with GLSL <version>")
  endif()
  if(NOT arg_OUTPUT_DIRECTORY)
    set(arg_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/shaders)
  endif()
  file(MAKE_DIRECTORY ${arg_OUTPUT_DIRECTORY})

  set(outputs)
  foreach(source IN LISTS arg_SOURCES)
    get_filename_component(source ${source} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    get_filename_component(stem ${source} NAME_WE)
    set(glsl ${arg_OUTPUT_DIRECTORY}/${stem}.${arg_ENTRY}.glsl)
    set(reflect_option)
    set(produced ${glsl})
    if(arg_REFLECT)
      set(json ${arg_OUTPUT_DIRECTORY}/${stem}.${arg_ENTRY}.json)
      set(reflect_option -reflect ${json})
      list(APPEND produced ${json})
    endif()
    add_custom_command(
      OUTPUT ${produced}
      COMMAND cgx::cgxc -q -entry ${arg_ENTRY} -profile ${arg_PROFILE} ${glsl_option} ${arg_OPTIONS}
              -o ${glsl} ${reflect_option} -MD -MF ${glsl}.d -MT ${glsl} ${source}
      MAIN_DEPENDENCY ${source}
      DEPENDS cgx::cgxc
      DEPFILE ${glsl}.d
      WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
      COMMENT "cgxc ${stem}.cg (${arg_ENTRY}, ${arg_PROFILE})"
      VERBATIM)
    list(APPEND outputs ${produced})
  endforeach()
  # Generated files among a target's sources are built before it (they are not compiled: not C or C++).
  target_sources(${arg_TARGET} PRIVATE ${outputs})
endfunction()
