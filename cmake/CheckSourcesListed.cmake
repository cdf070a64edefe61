# cmake -DROOT=<repository> -P CheckSourcesListed.cmake
# Every source is named in the CMakeLists.txt that builds it: each .cpp under
# src/<layer>/ in src/CMakeLists.txt, each .cpp under tests/<suite>/ in
# tests/CMakeLists.txt, and each golden replay tests/replays/*.replay there
# too. The lists are written out (no file(GLOB)), so a file added but not
# listed would silently not be built or run: this check names it instead.
cmake_minimum_required(VERSION 3.25)
set(missing "")
function(check_listed lists_file folder pattern)
  file(READ "${lists_file}" lists)
  file(GLOB files RELATIVE "${folder}" "${folder}/${pattern}")
  foreach(file ${files})
    get_filename_component(name "${file}" NAME)
    string(REGEX REPLACE "([][+.*()^$])" "\\\\\\1" escaped "${name}")
    if(NOT lists MATCHES "(^|[ \n/(])${escaped}([ \n)]|$)")
      set(missing "${missing}\n  ${folder}/${file} is not in ${lists_file}")
    endif()
  endforeach()
  set(missing "${missing}" PARENT_SCOPE)
endfunction()
file(GLOB layers LIST_DIRECTORIES true "${ROOT}/src/*")
foreach(layer ${layers})
  if(IS_DIRECTORY "${layer}")
    check_listed("${ROOT}/src/CMakeLists.txt" "${layer}" "*.cpp")
  endif()
endforeach()
foreach(suite base layout geometry sim lab replay prefs teach render audio app)
  check_listed("${ROOT}/tests/CMakeLists.txt" "${ROOT}/tests/${suite}" "*.cpp")
endforeach()
check_listed("${ROOT}/tests/CMakeLists.txt" "${ROOT}/tests/replays" "*.replay")
if(missing)
  message(FATAL_ERROR "sources not listed:${missing}")
endif()
message(STATUS "every source and golden replay is listed")
