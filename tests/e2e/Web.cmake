# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of the web build, with -DPOLYROIDS_WEB_TESTS=ON once build/web is
# built.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# The web build (preset `web`, docs/web.md): the same replays verify under
# Node, and the page works in headless chromium. On with -DPOLYROIDS_WEB_TESTS=ON
# once build/web is built (.ci/setup test and web-test do both); not under the
# sanitizers, which cannot see into WebAssembly.
option(POLYROIDS_WEB_TESTS "Register the tests of the web build in build/web (build it first: bash .ci/setup web)" OFF)
if(POLYROIDS_WEB_TESTS AND NOT POLYROIDS_SANITIZE)
  set(web_build ${PROJECT_SOURCE_DIR}/build/web)
  add_test(NAME "web: every golden replay and 60,000-tick autopilot recordings made natively verify in WebAssembly under Node, to the same hash"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/web/verify-replays.sh ${game} ${web_build}/polyroids.js ${CMAKE_CURRENT_SOURCE_DIR}/replays
            ${CMAKE_CURRENT_BINARY_DIR}/web-replays)
  polyroids_labels(web e2e)
  add_test(NAME "web: in headless chromium the title, a game with keys, clicks, overlays, pause, step back and why, every lesson done through its checks, the lab's drag draw, settings, lesson progress and the lab's scene kept over a reload at once, Esc and the browser's shortcuts leave the program running, copied links to a lab scene, a lesson step and a replay's tick open the same moment in a fresh profile, a high score kept over a reload with a held key typing nothing, F12, X, E and G downloaded, a link's quoted command line read back word for word, an offline reload after one download each, the player's folder kept for a later visit, a dropped replay file played, a tap that spawns, with no console error, and without WebGL a message instead of the game"
    COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/web/browser-tests.mjs ${web_build} ${CMAKE_CURRENT_BINARY_DIR}/web-browser $<TARGET_FILE:picture_check>)
  polyroids_labels(web e2e)
  set_tests_properties("web: in headless chromium the title, a game with keys, clicks, overlays, pause, step back and why, every lesson done through its checks, the lab's drag draw, settings, lesson progress and the lab's scene kept over a reload at once, Esc and the browser's shortcuts leave the program running, copied links to a lab scene, a lesson step and a replay's tick open the same moment in a fresh profile, a high score kept over a reload with a held key typing nothing, F12, X, E and G downloaded, a link's quoted command line read back word for word, an offline reload after one download each, the player's folder kept for a later visit, a dropped replay file played, a tap that spawns, with no console error, and without WebGL a message instead of the game"
    PROPERTIES FIXTURES_SETUP web-page-recording TIMEOUT 600)
  add_test(NAME "web: the page glows as the desktop does: tick 600 of the seed-1 autopilot, opened in headless chromium by a link, is the desktop's picture of it under Xvfb, halos round the lines included"
    COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/web/page-glows.mjs ${web_build} ${CMAKE_CURRENT_BINARY_DIR}/web-glow ${game})
  polyroids_labels(web e2e window)
  add_test(NAME "web: a recording made in the page verifies natively"
    COMMAND ${expect} 0 "^replay: ok ticks=[0-9]+ score=[0-9]+ checkpoints=([0-9]+)/\\1 hash=" ""
            -- ${game} --replay ${CMAKE_CURRENT_BINARY_DIR}/web-browser/page.replay --headless)
  polyroids_labels(web e2e)
  set_tests_properties("web: a recording made in the page verifies natively" PROPERTIES FIXTURES_REQUIRED web-page-recording)
endif()
