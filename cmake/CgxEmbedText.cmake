# cgx_embed_text(TARGET HEADER NAMESPACE FUNCTION INPUTS files... COMMENT text)
# Builds static library TARGET from a generated source that defines `NAMESPACE::FUNCTION()`, returning the
# INPUTS' texts (declared by HEADER), regenerated when an input changes. Used for the standard library's Cg
# sources (stdlib/) and the profile data files (profiles/); the generator is cmake/EmbedText.cmake.
function(cgx_embed_text target)
  cmake_parse_arguments(ARG "" "HEADER;NAMESPACE;FUNCTION;COMMENT" "INPUTS" ${ARGN})
  set(generated ${CMAKE_CURRENT_BINARY_DIR}/${target}.cpp)
  add_custom_command(
    OUTPUT ${generated}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${generated} "-DINPUTS=${ARG_INPUTS}" -DHEADER=${ARG_HEADER}
            -DNAMESPACE=${ARG_NAMESPACE} -DFUNCTION=${ARG_FUNCTION} -P ${CMAKE_SOURCE_DIR}/cmake/EmbedText.cmake
    DEPENDS ${ARG_INPUTS} ${CMAKE_SOURCE_DIR}/cmake/EmbedText.cmake
    COMMENT "${ARG_COMMENT}"
    VERBATIM)
  add_library(${target} STATIC ${generated})
  target_include_directories(${target} PUBLIC ${CMAKE_SOURCE_DIR})
  cgx_strict_warnings(${target})
endfunction()
