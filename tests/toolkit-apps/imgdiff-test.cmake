# The comparator's stated tolerance at its edges (imgdiff.c: a channel may differ by 8 of 255, 0.5% of the
# pixels may differ by more). Pictures are binary PPMs (stb_image reads them as it reads PNGs) of 20x10
# pixels, so one pixel is exactly 0.5%; their bytes are printable letters, which file(WRITE) can write.
#   cmake -DIMGDIFF=path -DDIR=scratch-dir -P imgdiff-test.cmake
cmake_minimum_required(VERSION 3.25)
file(MAKE_DIRECTORY ${DIR})

# picture(NAME WIDTH HEIGHT [INDEX LETTER]...): every channel 'A' (65) but the pixels listed, all of whose
# channels become LETTER.
function(picture name width height)
  math(EXPR count "${width} * ${height}")
  set(pixels "")
  foreach(i RANGE 1 ${count})
    string(APPEND pixels "AAA")
  endforeach()
  set(changes ${ARGN})
  while(changes)
    list(POP_FRONT changes index letter)
    math(EXPR at "${index} * 3")
    string(SUBSTRING "${pixels}" 0 ${at} before)
    math(EXPR after_at "${at} + 3")
    string(SUBSTRING "${pixels}" ${after_at} -1 after)
    set(pixels "${before}${letter}${letter}${letter}${after}")
  endwhile()
  file(WRITE ${DIR}/${name}.ppm "P6\n${width} ${height}\n255\n${pixels}")
endfunction()

# expect(A B STATUS OUTPUT-REGEX)
function(expect a b status pattern)
  execute_process(COMMAND ${IMGDIFF} ${DIR}/${a}.ppm ${DIR}/${b}.ppm RESULT_VARIABLE result OUTPUT_VARIABLE output)
  if(NOT result STREQUAL status OR NOT output MATCHES "${pattern}")
    message(FATAL_ERROR "imgdiff ${a} ${b}: status ${result}, output '${output}'; "
                        "expected status ${status}, '${pattern}'")
  endif()
endfunction()

picture(base 20 10)
picture(by8 20 10 7 I)               # 'I' - 'A' = 8: within the channel tolerance
picture(by9 20 10 7 J)               # 9: over it, 1 pixel of 200 = 0.5%, the most that matches
picture(two_by9 20 10 7 J 150 J)     # 2 pixels of 200 = 1%
picture(by100 20 10 0 z 199 z)       # far off at the corners
picture(wide 10 20)
expect(base by8 0 "^max 8, 0 of 200 pixels \\(0.00%\\) over 8\n$")
expect(base by9 0 "^max 9, 1 of 200 pixels \\(0.50%\\) over 8\n$")
expect(base two_by9 1 "^max 9, 2 of 200 pixels \\(1.00%\\) over 8\n$")
expect(by100 base 1 "^max 57, 2 of 200 pixels")
expect(base wide 1 "^size 20x10, cgx's 10x20\n$")
expect(base missing 2 "^cannot read .*missing.ppm")
