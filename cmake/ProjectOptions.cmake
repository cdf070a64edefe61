# Build settings every Polyroids target shares, applied with polyroids_configure().
#
# Determinism is a build setting: FMA contraction would let the compiler fuse
# a*b+c differently in Debug and Release (and per CPU), changing the low bits
# of the simulation and so every replay hash. Fast-math flags are never allowed.
add_library(polyroids_options INTERFACE)
target_compile_options(polyroids_options INTERFACE
  -ffp-contract=off -fno-fast-math
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
  $<$<BOOL:${POLYROIDS_WERROR}>:-Werror>)
if(POLYROIDS_SANITIZE)
  target_compile_options(polyroids_options INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_link_options(polyroids_options INTERFACE -fsanitize=address,undefined)
endif()
# The fuzz preset (clang): every library instrumented for libFuzzer's coverage
# and checked by ASan and UBSan; tests/fuzz links the fuzzers with -fsanitize=fuzzer.
if(POLYROIDS_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "POLYROIDS_FUZZ needs clang (libFuzzer): use the fuzz preset")
  endif()
  target_compile_options(polyroids_options INTERFACE
    -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_link_options(polyroids_options INTERFACE -fsanitize=address,undefined)
endif()
