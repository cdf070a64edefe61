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

# polyroids_web_link(TARGET): how the game becomes a page and a Node program.
function(polyroids_web_link target)
  set(web ${PROJECT_SOURCE_DIR}/web)
  target_link_options(${target} PRIVATE
    # The window loops give the browser its turn once a frame (app/BrowserTurn.cpp).
    -sASYNCIFY -sASYNCIFY_STACK_SIZE=65536
    -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sSTACK_SIZE=1MB
    -sEXIT_RUNTIME=1 -sFORCE_FILESYSTEM=1 -lidbfs.js -lnodefs.js
    -sEXPORTED_RUNTIME_METHODS=[FS,callMain] -sMIN_WEBGL_VERSION=1
    --pre-js ${web}/pre.js
    --preload-file ${POLYROIDS_FONT_SOURCE}@/assets/polyroids/fonts/DejaVuSansMono.ttf)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${web}/pre.js)
endfunction()
