# Every file the program reads at run time from its data folder (render/draw/DataPaths.h): the font, the lessons, the
# recordings lesson 6 steps through and the example lab scenes. ONE list, read by the desktop's build tree and
# install rules (polyroids_stage_runtime_data) and by the web build's packing (cmake/Web.cmake), so a file the
# desktop reads cannot be left out of the page again. Each entry is SOURCE|PATH: PATH is where the program looks,
# under <build>/assets/, DATADIR/ once installed, and /assets/ in the page.

# The two faces of the type scale (docs/look.md), both from Debian's fonts-dejavu-core: DejaVu Sans for words and
# DejaVu Sans Mono for figures.
find_file(POLYROIDS_FONT_SOURCE DejaVuSansMono.ttf PATHS /usr/share/fonts/truetype/dejavu NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
find_file(POLYROIDS_SANS_FONT_SOURCE DejaVuSans.ttf PATHS /usr/share/fonts/truetype/dejavu NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)

set(polyroids_runtime_data "")
if(POLYROIDS_FONT_SOURCE AND POLYROIDS_SANS_FONT_SOURCE)
  list(APPEND polyroids_runtime_data "${POLYROIDS_SANS_FONT_SOURCE}|polyroids/fonts/DejaVuSans.ttf"
       "${POLYROIDS_FONT_SOURCE}|polyroids/fonts/DejaVuSansMono.ttf")
else()
  message(WARNING "DejaVuSans.ttf or DejaVuSansMono.ttf not found (install fonts-dejavu-core); the game will need --font FILE")
endif()
# The lessons (docs/lessons.md), text files read when L opens them.
foreach(lesson 1-boxes 2-crossing-number 3-convex-pieces 4-circle-vertex-axis 5-shortcuts 6-tunnelling 7-grid)
  list(APPEND polyroids_runtime_data "${PROJECT_SOURCE_DIR}/assets/lessons/${lesson}.lesson|polyroids/lessons/${lesson}.lesson")
endforeach()
# The recordings the replay steps name, beside the lessons: the tunnel game of docs/tunnelling.md and the same game
# under the swept rule (a golden replay), shipped as they are so that the lesson shows what the tests verify.
list(APPEND polyroids_runtime_data
  "${PROJECT_SOURCE_DIR}/docs/recordings/tunnel.replay|polyroids/lessons/tunnel.replay"
  "${PROJECT_SOURCE_DIR}/tests/replays/swept-tunnel.replay|polyroids/lessons/swept-tunnel.replay")
# The example lab scenes (docs/lab.md: --lab --scene FILE).
foreach(scene corner worked-example)
  list(APPEND polyroids_runtime_data "${PROJECT_SOURCE_DIR}/assets/scenes/${scene}.scene|polyroids/scenes/${scene}.scene")
endforeach()

# polyroids_stage_runtime_data(): the desktop's copies of the list, in the build tree's assets/ (where the game
# built there finds them) and installed under DATADIR.
function(polyroids_stage_runtime_data)
  foreach(entry ${polyroids_runtime_data})
    string(REPLACE "|" ";" pair "${entry}")
    list(GET pair 0 source)
    list(GET pair 1 path)
    get_filename_component(folder "${path}" DIRECTORY)
    get_filename_component(name "${path}" NAME)
    configure_file("${source}" "${CMAKE_BINARY_DIR}/assets/${path}" COPYONLY)
    install(FILES "${source}" DESTINATION "${CMAKE_INSTALL_DATADIR}/${folder}" RENAME "${name}")
  endforeach()
endfunction()

# Nothing left out: every lesson and scene in assets/, and every recording a lesson names, is on the list above
# (a new file that is not stops the configure, for the desktop and the page alike).
file(GLOB polyroids_data_files CONFIGURE_DEPENDS RELATIVE "${PROJECT_SOURCE_DIR}/assets" "${PROJECT_SOURCE_DIR}/assets/lessons/*.lesson"
     "${PROJECT_SOURCE_DIR}/assets/scenes/*.scene")
foreach(file ${polyroids_data_files})
  string(REGEX REPLACE "^lessons/" "polyroids/lessons/" wanted "${file}")
  string(REGEX REPLACE "^scenes/" "polyroids/scenes/" wanted "${wanted}")
  if(file MATCHES "[.]lesson$")
    file(STRINGS "${PROJECT_SOURCE_DIR}/assets/${file}" replays REGEX "^replay ")
    foreach(line ${replays})
      string(REGEX REPLACE "^replay +" "polyroids/lessons/" recording "${line}")
      list(APPEND wanted "${recording}")
    endforeach()
  endif()
  foreach(path ${wanted})
    if(NOT polyroids_runtime_data MATCHES "[|]${path}(;|$)")
      message(FATAL_ERROR "assets/${file}: needs ${path}, which is not in cmake/RuntimeData.cmake's polyroids_runtime_data")
    endif()
  endforeach()
endforeach()
