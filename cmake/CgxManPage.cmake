# Writes cgxc(1): the template (docs/cgxc.1.in) with @OPTIONS@ replaced by `cgxc -help` as a no-fill block
# and @VERSION@ by the project version. Run at build time by cmake/CgxInstall.cmake:
#   cmake -DCGXC=<cgxc> -DTEMPLATE=<cgxc.1.in> -DOUTPUT=<cgxc.1> -DVERSION=<x.y.z> -P CgxManPage.cmake
execute_process(COMMAND ${CGXC} -help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR help STREQUAL "")
  message(FATAL_ERROR "cgxc -help failed (${status})")
endif()
# roff: a backslash is \e, a hyphen in an option is \- (a minus, which man pages search and copy as '-'),
# and a line beginning with '.' or "'" would be a request: \& before it keeps it text.
string(REPLACE "\\" "\\e" help "${help}")
string(REPLACE "-" "\\-" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
set(OPTIONS ".nf\n${help}.fi")
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
