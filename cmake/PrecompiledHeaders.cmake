# Precompiled headers: the standard (and doctest, SDL) headers most files include, parsed once per target
# instead of once per file; the test command's two GCC builds are where its minutes go (docs/testing.md).
# GCC Debug builds only (debug-sanitize): with them, GCC 12 at -O3 reports std::string's false -Warray-bounds
# (GCC bug 105651) from inside the standard headers, which it otherwise keeps quiet, in two of our files; and the
# Release, fuzz (clang) and web builds still catch a file that forgets an include the precompiled header
# would have hidden. ccache caches these compiles only with CCACHE_SLOPPINESS=pch_defines,time_macros.
include(CMakeDependentOption)
cmake_dependent_option(POLYROIDS_PCH "Precompile the headers most files include (GCC, Debug)" ON
  "CMAKE_CXX_COMPILER_ID STREQUAL GNU;CMAKE_BUILD_TYPE STREQUAL Debug;NOT EMSCRIPTEN" OFF)
set(polyroids_pch_standard <algorithm> <array> <cmath> <cstddef> <cstdint> <cstdio> <memory> <optional> <span>
    <string> <string_view> <utility> <vector>)

# polyroids_precompile(TARGET [HEADER...]): TARGET's files see the standard headers above, and each HEADER, already parsed.
function(polyroids_precompile target)
  if(POLYROIDS_PCH)
    target_precompile_headers(${target} PRIVATE ${polyroids_pch_standard} ${ARGN})
  endif()
endfunction()
