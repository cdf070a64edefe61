# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of the collision lab: frozen never, presets, scene files good and
# bad.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# The lab cannot be frozen (issue 33): drawing is clipped to the window and shapes keep the geometry's bounds.
add_test(NAME "e2e: after 1,000 wheel notches over a shape the lab still answers Escape and SIGTERM within a second"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lab-wheel.sh ${game} ${CMAKE_CURRENT_BINARY_DIR}/lab-wheel)
polyroids_labels(e2e window)
if(POLYROIDS_SANITIZE)  # everything, its exit checks too, runs several times slower there: frozen is what it catches
  set_tests_properties("e2e: after 1,000 wheel notches over a shape the lab still answers Escape and SIGTERM within a second"
    PROPERTIES ENVIRONMENT_MODIFICATION "LAB_ANSWER_MS=set:5000")
endif()

# The collision lab (--lab): every preset scene draws a picture that is not blank.
set(lab_presets worked-example concave corner polar vertex horizontal shared-edge bowtie pentagram containment cross)
foreach(preset ${lab_presets})
  add_test(NAME "e2e: lab preset ${preset} screenshot is not blank"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
            ${CMAKE_CURRENT_BINARY_DIR}/e2e-lab-${preset}.png --lab --preset ${preset} --frames 2)
  polyroids_labels(e2e window)
endforeach()
# Scene files (--scene): the committed examples open and draw; each bad one exits 2 naming file, line and reason
# (an empty file and a missing shape are the file's fault as a whole: no line).
foreach(scene worked-example corner)
  add_test(NAME "e2e: lab scene file ${scene}.scene screenshot is not blank"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
            ${CMAKE_CURRENT_BINARY_DIR}/e2e-scene-${scene}.png --lab --scene ${PROJECT_SOURCE_DIR}/assets/scenes/${scene}.scene --frames 2)
  polyroids_labels(e2e window)
endforeach()
# Issue 33: a scene at the far ends of the coordinate range opens and draws (its verdicts: LabSceneViewTests).
add_test(NAME "e2e: lab scene file nested.scene (a 1e-20 triangle in a 1e30 square) screenshot is not blank"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
          ${CMAKE_CURRENT_BINARY_DIR}/e2e-scene-nested.png --lab --scene ${CMAKE_CURRENT_SOURCE_DIR}/lab-scenes/nested.scene --frames 2)
polyroids_labels(e2e window)
set(bad_scenes ${CMAKE_CURRENT_SOURCE_DIR}/lab-scenes/bad)
foreach(bad unknown-keyword too-few-vertices nan inf absurd too-many-vertices duplicate-shape)
  add_test(NAME "e2e: a bad scene file (${bad}) exits 2 with file, line and reason"
    COMMAND ${expect} 2 "" "^polyroids: .*/${bad}\\.scene:[0-9]+: [a-z']" -- ${no_display} ${game} --lab --scene ${bad_scenes}/${bad}.scene)
  polyroids_labels(e2e)
endforeach()
foreach(bad empty missing-shape)
  add_test(NAME "e2e: a bad scene file (${bad}) exits 2 with file and reason"
    COMMAND ${expect} 2 "" "^polyroids: .*/${bad}\\.scene: (empty file|no shape B)" -- ${no_display} ${game} --lab --scene ${bad_scenes}/${bad}.scene)
  polyroids_labels(e2e)
endforeach()
foreach(case "directory;${bad_scenes};is a directory, not a scene file" "missing file;${bad_scenes}/no-such.scene;no-such\\.scene: cannot open"
             "device that never ends (/dev/zero);/dev/zero;/dev/zero: file is over 65536 bytes, larger than any scene file")
  list(GET case 0 what)
  list(GET case 1 path)
  list(GET case 2 message)
  add_test(NAME "e2e: a ${what} given as a scene exits 2 saying so"
    COMMAND ${expect} 2 "" "${message}" -- ${no_display} ${game} --lab --scene ${path})
  polyroids_labels(e2e)
endforeach()

add_test(NAME "e2e: lab with an unknown preset exits 2 listing the presets"
  COMMAND ${expect} 2 "" "unknown preset 'nope'.*pentagram" -- ${game} --lab --preset nope)
polyroids_labels(e2e)
# A lesson's step in a recorded game draws the game as --look says: plain, its rocks and bullets lose their halos and
# trails (1.6% of the pixels by more than 40 levels at tick 116 on the whole canvas; the stars alone, all the look
# changed before, 0.16%). The field is now on a stage beside the lesson's words, under half the canvas's area: 0.61%,
# the stars alone about 0.07%.
# A lesson's recorded-game step is a close-up, drawn plain in either look (tests/render/draw/GlowTests.cpp).
