# The web build (preset `web`, emscripten): the same src/ linked into
# polyroids.js + polyroids.wasm + polyroids.data (docs/web.md).
#
# The C libraries are not emscripten's ports (Debian freezes their cache and
# they download at build time) but Debian's own sources built as static wasm
# libraries by web/build-deps.sh into POLYROIDS_WEB_DEPS/include/ and lib/.
set(POLYROIDS_WEB_DEPS "${PROJECT_SOURCE_DIR}/build/web-deps" CACHE PATH "Where web/build-deps.sh installed SDL2, freetype, SDL2_ttf, SDL2_image and giflib")
if(NOT EXISTS "${POLYROIDS_WEB_DEPS}/.built")
  message(FATAL_ERROR "no libraries in ${POLYROIDS_WEB_DEPS}: run `bash web/build-deps.sh ${POLYROIDS_WEB_DEPS}` (or `bash .ci/setup web`)")
endif()
# The targets the layers link, as Debian's packages name them (src/CMakeLists.txt
# asks find_package for them on the desktop only): one prefix, one library each.
foreach(polyroids_web_lib SDL2 freetype SDL2_ttf SDL2_image gif)
  add_library(polyroids_web_${polyroids_web_lib} STATIC IMPORTED)
  set_target_properties(polyroids_web_${polyroids_web_lib} PROPERTIES
    IMPORTED_LOCATION "${POLYROIDS_WEB_DEPS}/lib/lib${polyroids_web_lib}.a"
    INTERFACE_INCLUDE_DIRECTORIES "${POLYROIDS_WEB_DEPS}/include;${POLYROIDS_WEB_DEPS}/include/SDL2")
endforeach()
set_property(TARGET polyroids_web_SDL2_ttf PROPERTY INTERFACE_LINK_LIBRARIES polyroids_web_freetype polyroids_web_SDL2)
set_property(TARGET polyroids_web_SDL2_image PROPERTY INTERFACE_LINK_LIBRARIES polyroids_web_SDL2)
add_library(SDL2::SDL2 ALIAS polyroids_web_SDL2)
add_library(SDL2_ttf::SDL2_ttf ALIAS polyroids_web_SDL2_ttf)
add_library(SDL2_image::SDL2_image ALIAS polyroids_web_SDL2_image)
add_library(GIF::GIF ALIAS polyroids_web_gif)

# polyroids_web_link(TARGET): how the game becomes a page and a Node program.
function(polyroids_web_link target)
  set(web ${PROJECT_SOURCE_DIR}/web)
  # cmake/RuntimeData.cmake's list, packed into polyroids.data at the path the program looks in: SDL's base path is
  # / in a page, so the data folder is /assets/ (render/draw/DataPaths.h), as <build>/assets/ is beside the desktop's.
  set(packed "")
  foreach(entry ${polyroids_runtime_data})
    string(REPLACE "|" ";" pair "${entry}")
    list(GET pair 0 source)
    list(GET pair 1 path)
    list(APPEND packed "SHELL:--preload-file ${source}@/assets/${path}")  # SHELL: keeps each pair (CMake drops repeated options)
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${source}")
  endforeach()
  target_link_options(${target} PRIVATE
    # wasm-opt -O2, not Release's -O3 (docs/web.md, "What the web part costs"):
    # the link 26 s instead of 42, the download 2% smaller, replays as fast.
    -O2
    -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB
    -sEXIT_RUNTIME=1 -sFORCE_FILESYSTEM=1 -lidbfs.js -lnodefs.js
    -sEXPORTED_RUNTIME_METHODS=[FS,callMain] -sMIN_WEBGL_VERSION=1
    # SDL2 2.26's audio calls emscripten functions from its JavaScript that 3.1.6 links only when asked
    # (listed in a file: a $ survives no build tool's quoting).
    -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${web}/library-functions.json
    --extern-pre-js ${web}/node-paths.js --pre-js ${web}/pre.js
    ${packed})
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${web}/pre.js ${web}/node-paths.js ${web}/library-functions.json)
endfunction()
