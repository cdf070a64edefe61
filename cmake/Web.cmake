# The web build (preset `web`, emscripten): the same src/ linked into
# polyroids.js + polyroids.wasm + polyroids.data (docs/web.md).
#
# The C libraries are not emscripten's ports (Debian freezes their cache and
# they download at build time) but Debian's own sources built as static wasm
# libraries by web/build-deps.sh into POLYROIDS_WEB_DEPS/<name>-<version>/.
set(POLYROIDS_WEB_DEPS "${PROJECT_SOURCE_DIR}/build/web-deps" CACHE PATH "Where web/build-deps.sh installed SDL2, freetype and SDL2_ttf")
file(GLOB polyroids_web_dep_prefixes LIST_DIRECTORIES true "${POLYROIDS_WEB_DEPS}/*-[0-9]*")
if(NOT polyroids_web_dep_prefixes)
  message(FATAL_ERROR "no libraries in ${POLYROIDS_WEB_DEPS}: run `bash web/build-deps.sh ${POLYROIDS_WEB_DEPS}` (or `bash .ci/setup web`)")
endif()
# Emscripten's toolchain looks for packages only under CMAKE_FIND_ROOT_PATH.
list(APPEND CMAKE_FIND_ROOT_PATH ${polyroids_web_dep_prefixes})
list(APPEND CMAKE_PREFIX_PATH ${polyroids_web_dep_prefixes})
# Emscripten's sysroot has an sdl2-config.cmake of its own that asks for its
# SDL2 port (-sUSE_SDL=2, a download): ours is the one built here.
file(GLOB polyroids_web_sdl2_config "${POLYROIDS_WEB_DEPS}/SDL2-[0-9]*/lib/cmake/SDL2")
set(SDL2_DIR "${polyroids_web_sdl2_config}" CACHE PATH "SDL2's package config: web/build-deps.sh's, not emscripten's port" FORCE)

# polyroids_web_link(TARGET): how the game becomes a page and a Node program.
function(polyroids_web_link target)
  set(web ${PROJECT_SOURCE_DIR}/web)
  target_link_options(${target} PRIVATE
    -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB
    -sEXIT_RUNTIME=1 -sFORCE_FILESYSTEM=1 -lidbfs.js -lnodefs.js
    -sEXPORTED_RUNTIME_METHODS=[FS,callMain] -sMIN_WEBGL_VERSION=1
    # SDL2 2.26's audio calls emscripten functions from its JavaScript that 3.1.6 links only when asked
    # (listed in a file: a $ survives no build tool's quoting).
    -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${web}/library-functions.json
    --extern-pre-js ${web}/node-paths.js --pre-js ${web}/pre.js
    --preload-file ${POLYROIDS_FONT_SOURCE}@/assets/polyroids/fonts/DejaVuSansMono.ttf)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${web}/pre.js ${web}/node-paths.js ${web}/library-functions.json)
endfunction()

# SDL2_image's package config asks for libpng whenever PNG is on, even when,
# as here (web/build-deps.sh: the stb backend), it reads and writes PNG with
# its bundled stb_image and miniz and links no libpng: an empty target says so.
if(NOT TARGET PNG::PNG)
  add_library(PNG::PNG INTERFACE IMPORTED)
endif()

# polyroids_web_static_names(): built static, SDL2_ttf and SDL2_image name
# their targets NAME::NAME-static; the layers link NAME::NAME as on Debian.
function(polyroids_web_static_names)
  foreach(name SDL2_ttf SDL2_image)
    if(TARGET ${name}::${name}-static AND NOT TARGET ${name}::${name})
      add_library(${name}::${name} ALIAS ${name}::${name}-static)
    endif()
  endforeach()
endfunction()
