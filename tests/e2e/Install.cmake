# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of assets/ and packaging: desktop entry, metainfo, man page, cmake
# --install and the .deb.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# assets/: the desktop entry and the metainfo are valid, and an install puts
# everything where it belongs, with the installed game finding its data from
# any working directory.
set(assets ${PROJECT_SOURCE_DIR}/assets)
find_program(POLYROIDS_DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(POLYROIDS_APPSTREAMCLI appstreamcli)
foreach(tool POLYROIDS_DESKTOP_FILE_VALIDATE POLYROIDS_APPSTREAMCLI)
  if(NOT ${tool})  # fail loudly rather than skip: .ci/setup installs both
    set(${tool} sh -c "echo '${tool} not found: install desktop-file-utils and appstream' && exit 1")
  endif()
endforeach()
add_test(NAME "assets: the desktop entry is valid, with no warning"
  COMMAND ${POLYROIDS_DESKTOP_FILE_VALIDATE} ${assets}/${polyroids_app_id}.desktop)
polyroids_labels(assets)
set_tests_properties("assets: the desktop entry is valid, with no warning" PROPERTIES FAIL_REGULAR_EXPRESSION "error|warning")
add_test(NAME "assets: the AppStream metainfo is valid, with no warning"
  COMMAND ${POLYROIDS_APPSTREAMCLI} validate --no-net ${assets}/${polyroids_app_id}.metainfo.xml)
polyroids_labels(assets)
set_tests_properties("assets: the AppStream metainfo is valid, with no warning" PROPERTIES FAIL_REGULAR_EXPRESSION "(^|\n)[EW]: ")
add_test(NAME "install: cmake --install puts binary, both fonts, icons, desktop entry, metainfo and man page in place, and the installed game runs from /"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/install.sh ${PROJECT_BINARY_DIR} ${CMAKE_CURRENT_BINARY_DIR}/install-prefix
          $<TARGET_FILE:picture_check> ${CMAKE_INSTALL_BINDIR} ${CMAKE_INSTALL_DATADIR} ${CMAKE_INSTALL_MANDIR} ${polyroids_app_id} ${polyroids_icon_sizes})
polyroids_labels(install e2e window)
add_test(NAME "assets: the man page renders without warnings, has a whatis line and documents every option --help lists"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/man-page.sh ${game} ${assets}/polyroids.6)
polyroids_labels(assets)
add_test(NAME "install: cpack -G DEB builds a .deb that declares SDL2, SDL2_ttf, SDL2_image and the font, unpacks, validates and runs with its own fonts"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/deb.sh ${PROJECT_BINARY_DIR} ${CMAKE_CURRENT_BINARY_DIR}/deb $<TARGET_FILE:picture_check> ${polyroids_app_id})
polyroids_labels(install e2e window)
