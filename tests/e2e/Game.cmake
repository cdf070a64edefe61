# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of the game itself: its pictures, options, fonts, sound, title,
# keys driven by xdotool, settings and the soak.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

add_test(NAME "e2e: --clip writes the tunnel shot as a looping GIF of differing frames with no display, a minute at --clip-step 2 in the memory of 301 frames, and refuses bad ranges and paths"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/clip.sh ${game} $<TARGET_FILE:gif_frames> $<TARGET_FILE:picture_check>
          ${CMAKE_SOURCE_DIR}/docs/recordings/tunnel.replay ${CMAKE_CURRENT_BINARY_DIR}/e2e-clip
          ${CMAKE_SOURCE_DIR}/tests/replays/long-autopilot.replay $<$<BOOL:${POLYROIDS_SANITIZE}>:sanitized>)
polyroids_labels(e2e)
add_test(NAME "e2e: --explain writes the why panel's sentences about a picked object and the tick's picture with no display, and refuses a missing pick, a tick past the end and a missing folder"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/explain.sh ${game} $<TARGET_FILE:picture_check>
          ${CMAKE_SOURCE_DIR}/tests/replays/death-respawn.replay ${CMAKE_CURRENT_BINARY_DIR}/e2e-explain)
polyroids_labels(e2e)
add_test(NAME "e2e: 120 ticks under Xvfb give a screenshot that is not blank"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
          ${CMAKE_CURRENT_BINARY_DIR}/e2e-play.png --seed 1 --frames 120)
polyroids_labels(e2e window)
add_test(NAME "e2e: every overlay at once gives a screenshot that is not blank"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
          ${CMAKE_CURRENT_BINARY_DIR}/e2e-overlays.png --seed 8 --autopilot --frames 2877 --overlay all)
polyroids_labels(e2e window)
add_test(NAME "e2e: the grid overlay shades the cells of a crowd's broad phase, over a third of the picture"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/overlay-shows.sh ${game} $<TARGET_FILE:picture_diff> ${CMAKE_CURRENT_BINARY_DIR}/overlay-grid
          grid 33 --crowd 2000 --frames 60)
polyroids_labels(e2e window)
add_test(NAME "e2e: the grid overlay draws the cells and its legend over the normal game"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/overlay-shows.sh ${game} $<TARGET_FILE:picture_diff> ${CMAKE_CURRENT_BINARY_DIR}/overlay-grid-normal
          grid 5 --seed 8 --autopilot --frames 600)
polyroids_labels(e2e window)
add_test(NAME "e2e: paused on the ship's death with the SAT overlay, the screenshot shows the death's record, not a blank field"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
          ${CMAKE_CURRENT_BINARY_DIR}/e2e-death-sat.png --replay ${CMAKE_CURRENT_SOURCE_DIR}/replays/death-respawn.replay
          --pause-on death --frames 600 --overlay sat)
polyroids_labels(e2e window)
# The same tick with no overlay is about 4% lit; the inset's panel from the death's record brings it to about 25%.
set_tests_properties("e2e: paused on the ship's death with the SAT overlay, the screenshot shows the death's record, not a blank field"
  PROPERTIES ENVIRONMENT_MODIFICATION "PICTURE_MIN_LIT=set:0.15")  # not ENVIRONMENT: WindowTests.cmake sets that under the sanitizers
add_test(NAME "e2e: --at 1425 --overlay sat on the seed-7 autopilot recording draws the SAT near-miss that why reports"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/sat-near-miss.sh ${game} $<TARGET_FILE:picture_check> ${CMAKE_CURRENT_BINARY_DIR}/e2e-sat-near-miss)
polyroids_labels(e2e window)
add_test(NAME "e2e: --crowd 2000 shows the whole field with its turrets, a crowd recording verifies headless, and the frame benchmark counts about N bullets"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/crowd.sh ${game} $<TARGET_FILE:picture_check> ${CMAKE_CURRENT_BINARY_DIR}/e2e-crowd)
polyroids_labels(e2e window)
add_test(NAME "e2e: --raster cpu and auto draw the normal game, 525 rocks and crowds of 2000 and 10000 as --raster gpu does"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/raster.sh ${game} $<TARGET_FILE:picture_diff>
          ${PROJECT_SOURCE_DIR}/docs/performance/crowd-replay.sh ${CMAKE_CURRENT_BINARY_DIR}/e2e-raster)
polyroids_labels(e2e window)
foreach(bad 0 -5 12001 lots)
  add_test(NAME "e2e: --crowd ${bad} exits 2 saying the range"
    COMMAND ${expect} 2 "" "polyroids: --crowd needs a whole number from 1 to 12000" -- env -u DISPLAY ${game} --crowd ${bad})
  polyroids_labels(e2e)
endforeach()
add_test(NAME "e2e: an unknown overlay exits 2 naming it"
  COMMAND ${CMAKE_COMMAND} -E env xvfb-run -a ${expect} 2 "" "unknown overlay 'xray'" -- ${game} --overlay xray --frames 1)
polyroids_labels(e2e window)
add_test(NAME "e2e: --benchmark-frames with the autopilot and the stats overlay prints frames=F asteroids=A bullets=B mean_ms=M p99_ms=P with sane numbers"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/benchmark-frames.sh ${game} 90 --seed 4 --autopilot --overlay stats)
polyroids_labels(e2e window)
add_test(NAME "e2e: --benchmark-frames measures a watched replay, one tick a frame"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/benchmark-frames.sh ${game} 300 --replay ${CMAKE_CURRENT_SOURCE_DIR}/replays/death-respawn.replay)
polyroids_labels(e2e window)
add_test(NAME "e2e: --help prints the usage and exits 0" COMMAND ${expect} 0 "usage: polyroids" "" -- ${game} --help)
polyroids_labels(e2e)
add_test(NAME "e2e: --version prints the version" COMMAND ${expect} 0 "^polyroids [0-9]+\\.[0-9]+" "" -- ${game} --version)
polyroids_labels(e2e)
add_test(NAME "e2e: an unknown option exits 2 naming it" COMMAND ${expect} 2 "" "unknown option '--warp'" -- ${game} --warp)
polyroids_labels(e2e)
add_test(NAME "e2e: no display with the x11 driver asked for gives SDL's reason and exit 1"
  COMMAND ${expect} 1 "" "cannot start SDL video" -- env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=x11 ${game} --frames 1)
polyroids_labels(e2e)
# No driver asked for: SDL would fall back to one that draws nowhere and run
# invisibly until killed. Each must refuse at once (timeout turns a run into 124).
set(no_screen "cannot start SDL video: no display: SDL found no screen \\(DISPLAY unset or unreachable\\); use --headless")
set(no_driver env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER)
foreach(case "game, DISPLAY unset;-u DISPLAY;--frames 1" "game, DISPLAY naming no server;DISPLAY=:9999;--frames 1"
             "lab, DISPLAY unset;-u DISPLAY;--lab" "lab, DISPLAY naming no server;DISPLAY=:9999;--lab"
             "watched replay, DISPLAY unset;-u DISPLAY;--replay ${CMAKE_CURRENT_SOURCE_DIR}/replays/death-respawn.replay")
  list(GET case 0 what)
  list(GET case 1 display)
  list(GET case 2 arguments)
  separate_arguments(display)
  separate_arguments(arguments)
  add_test(NAME "e2e: no display (${what}) refuses at once with a clear message and exit 1"
    COMMAND ${expect} 1 "" "${no_screen}" -- ${no_driver} ${display} timeout 3 ${game} ${arguments})
  polyroids_labels(e2e window)  # starts SDL video: libdbus leaks at exit (WindowTests.cmake)
endforeach()
add_test(NAME "e2e: a missing font is named with exit 1"
  COMMAND ${CMAKE_COMMAND} -E env xvfb-run -a ${expect} 1 "" "nonexistent\\.ttf" -- ${game} --font /nonexistent.ttf --frames 1)
polyroids_labels(e2e window)
add_test(NAME "e2e: a FIFO given as the font is refused as not a regular file with exit 1, not waited on"
  COMMAND sh -c "fifo=\"$1/font-fifo\"; rm -f \"$fifo\"; mkfifo \"$fifo\" && exec xvfb-run -a \"$0\" 1 '' 'font-fifo: not a regular file' -- \"$2\" --font \"$fifo\" --frames 1"
          ${expect} ${CMAKE_CURRENT_BINARY_DIR} ${game})
set_tests_properties("e2e: a FIFO given as the font is refused as not a regular file with exit 1, not waited on" PROPERTIES TIMEOUT 60)
polyroids_labels(e2e window)
add_test(NAME "e2e: a missing POLYROIDS_FONT is named with the variable and exit 1"
  COMMAND ${CMAKE_COMMAND} -E env POLYROIDS_FONT=/nonexistent-env.ttf xvfb-run -a ${expect} 1 ""
          "^polyroids: /nonexistent-env\\.ttf: no such file \\(named by POLYROIDS_FONT\\)$" -- ${game} --frames 1)
polyroids_labels(e2e window)

# Sound: each effect measured alone with sox, and a watched game's mix written by SDL's disk audio driver.
add_executable(sound_files e2e/SoundFiles.cpp)
target_link_libraries(sound_files PRIVATE polyroids_audio)
add_test(NAME "e2e: every sound played alone is audible and peaks at least 3 dB below full scale (sox)"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/sound-levels.sh $<TARGET_FILE:sound_files> ${CMAKE_CURRENT_BINARY_DIR}/sound-levels)
polyroids_labels(e2e)
add_test(NAME "e2e: a watched autopilot game with thrust, shots and explosions writes audible sound with no sample at full scale (disk driver)"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/disk-audio.sh ${game} ${CMAKE_CURRENT_BINARY_DIR}/disk-audio)
polyroids_labels(e2e window)
# The title screen (attract mode, then the high-score table in turn), and the player's files: keys sent
# by xdotool to the real game under Xvfb, F12 pictures checked (tests/e2e/drive.sh says what each does).
foreach(case "title;120" "title-scores;500")
  list(GET case 0 name)
  list(GET case 1 frames)
  add_test(NAME "e2e: the ${name} screen over the attract mode gives a screenshot that is not blank"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
            ${CMAKE_CURRENT_BINARY_DIR}/e2e-${name}.png --title --frames ${frames} --mute)
  polyroids_labels(e2e window)
endforeach()
foreach(case "initials;a game over enters typed initials in the high-score file, after a corrupt one is reported once and kept aside"
             "menu;Esc opens the pause menu, its volume is kept in the settings, and quitting a game in progress asks first"
             "title;a key on the title screen starts a game, its menu quits to the title, Esc there quits, and F12 saves in the desktop's pictures folder"
             "teach;B goes back and N brings back the same frame, a click is recorded, E exports a scene the lab opens, F11 fills the screen, and the recording verifies"
             "why;paused, a click on the ship opens the why panel and a close-up of it, Z shows the whole field and Z again the close-up, X saves its sentences and the picture (and says there is nothing to save before), and a click on empty space closes it"
             "stops;H stops an autopilot game on the next hit, PgUp goes to the event before and PgDn back to the same frame"
             "watch;in a watched replay Right and Left seek 5 s and back to the same frame, = and - change the speed shown, F2 goes round the text sizes"
             "lessons;L on the title opens the lessons, each step of all seven is done by mouse or time travel and checked by the program, a recorded step writes its GIF clip, and settings.ini keeps them done")
  list(GET case 0 scenario)
  list(GET case 1 what)
  add_test(NAME "e2e: keys: ${what}"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/drive.sh ${game} $<TARGET_FILE:picture_check> ${CMAKE_CURRENT_BINARY_DIR}/drive-${scenario} ${scenario})
  polyroids_labels(e2e window)
  set_tests_properties("e2e: keys: ${what}" PROPERTIES COST 40)  # the longest runs (WindowTests.cmake: started first)
endforeach()
add_test(NAME "e2e: --fullscreen and fullscreen = yes in the settings fill the screen whatever --size asks"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/fullscreen.sh ${game} $<TARGET_FILE:picture_check> ${CMAKE_CURRENT_BINARY_DIR}/fullscreen)
polyroids_labels(e2e window)
add_test(NAME "e2e: swept-bullets = yes in the settings plays new games under the swept rule, recorded and verified as such"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/swept-setting.sh ${game} ${CMAKE_CURRENT_BINARY_DIR}/swept-setting)
polyroids_labels(e2e window)
add_test(NAME "e2e: a broken settings file is reported as file, line and reason once, kept aside and replaced by the defaults"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/bad-settings.sh ${game} ${CMAKE_CURRENT_BINARY_DIR}/bad-settings)
polyroids_labels(e2e window)

# The soak's check: a Debug build checks every tick of a headless run for NaN and infinity (app/offline/StateCheck.h).
add_test(NAME "e2e: a 20,000-tick headless autopilot game keeps every number in the state finite, checked every tick in Debug"
  COMMAND ${expect} 0 "^autopilot: ticks=20000 " "" -- ${game} --headless --autopilot --seed 77 --ticks 20000)
polyroids_labels(e2e)
