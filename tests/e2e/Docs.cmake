# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of what the docs promise as a reader meets it: words, pictures and
# the web page's table.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# Issue 22: the docs' words and pictures as a reader meets them. The half-open rule is told in the screen's terms
# (y down), as the lab's captions tell it; each picture is what its command in docs/make-pictures.sh shows now.
add_test(NAME "docs: crossing-number.md tells the half-open rule as the lab's captions do: an end strictly below the ray"
  COMMAND sh -c "grep -q 'strictly below the ray' \"$0/docs/crossing-number.md\" && ! grep -q 'strictly above the ray' \"$0/docs/crossing-number.md\" && grep -q 'strictly below the' \"$0/src/lab/LabScenes.cpp\"" ${PROJECT_SOURCE_DIR})
polyroids_labels(e2e)
# The pictures are the same in both builds; made once, in Release (the sanitizers would spend minutes on the crowds).
if(NOT POLYROIDS_SANITIZE)
  add_test(NAME "docs: every picture in docs/pictures is what its command in docs/make-pictures.sh shows now"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/docs-pictures.sh ${game} $<TARGET_FILE:picture_diff> ${CMAKE_CURRENT_BINARY_DIR}/docs-pictures)
  polyroids_labels(e2e window)
endif()

add_test(NAME "docs: docs/web.md's table of modes has a row for every option and command --help lists"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/web/modes-table.sh ${game} ${PROJECT_SOURCE_DIR}/docs/web.md)
polyroids_labels(docs)
