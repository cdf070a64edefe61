# cmake -DFOLDER=src -DMAX_LINES=400 -P cmake/CheckFileLengths.cmake
cmake_minimum_required(VERSION 3.25)
# Fails naming every source file in FOLDER or its subfolders longer than
# MAX_LINES lines: past
# that a file holds more than one idea (the window's loop grew to 662 lines
# and 43 members before it was split; issue 20).
file(GLOB_RECURSE files "${FOLDER}/*.h" "${FOLDER}/*.cpp")
if(NOT files)
  message(FATAL_ERROR "no source files in ${FOLDER}")
endif()
set(failures "")
foreach(file ${files})
  file(READ "${file}" content)
  string(REGEX MATCHALL "\n" newlines "${content}")
  list(LENGTH newlines count)
  if(count GREATER MAX_LINES)
    string(APPEND failures "\n  ${file}: ${count} lines")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "files longer than ${MAX_LINES} lines:${failures}")
endif()
list(LENGTH files checked)
message(STATUS "${checked} files in ${FOLDER}, none longer than ${MAX_LINES} lines")
