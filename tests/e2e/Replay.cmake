# Included by tests/CMakeLists.txt (so CMAKE_CURRENT_SOURCE_DIR is tests/ and every test shares its directory,
# labels and WindowTests.cmake); end-to-end tests of replays and recordings: the goldens, round trips, signals, time
# travel, bad files, events and why.
# Each test: add_test, then polyroids_labels(LABEL...) (e2e; window if it opens one; golden, install, docs, web).

# Golden replays: re-recorded on purpose only (see tests/replays/GoldenRecorder.cpp).
if(NOT POLYROIDS_SANITIZE)  # a tool, run from Release
  add_executable(polyroids_record_goldens replays/GoldenRecorder.cpp)
  target_link_libraries(polyroids_record_goldens PRIVATE polyroids_replay)
  target_include_directories(polyroids_record_goldens PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
endif()
set(golden_replays
  click-spawns.replay crowd-150.replay death-respawn.replay game-over.replay hyperspace.replay
  long-autopilot.replay saucer-bullet-death.replay saucer-kill.replay seam-kill.replay swept-crowd-150.replay
  swept-tunnel.replay)
foreach(name ${golden_replays})
  set(golden ${CMAKE_CURRENT_SOURCE_DIR}/replays/${name})
  add_test(NAME "e2e: golden replay ${name} verifies headless"
    COMMAND ${expect} 0 "^replay: ok ticks=[0-9]+ score=[0-9]+ checkpoints=([0-9]+)/\\1 hash=[0-9a-f]{16} seconds=" ""
            -- env -u DISPLAY -u WAYLAND_DISPLAY ${game} --replay ${golden} --headless)
  polyroids_labels(e2e golden)
endforeach()

add_test(NAME "e2e: recordings from headless, window and SIGTERM replay to the same hash at any speed"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/replay-roundtrip.sh ${game} ${CMAKE_CURRENT_BINARY_DIR}/roundtrip)
polyroids_labels(e2e window)
# Stopped by SIGINT, SIGTERM or SIGHUP, every mode saves its recording and exits 128 + the signal (README);
# killed by SIGKILL, it leaves the recording streamed so far, which verifies up to its last checkpoint.
foreach(how headless windowed)
  foreach(signal INT TERM HUP KILL)
    if(signal STREQUAL KILL)
      set(what "killed by SIGKILL verifies up to its last checkpoint, says it was cut short and exits 3")
    else()
      set(what "stopped by SIG${signal} is saved whole and exits 128 + the signal")
    endif()
    add_test(NAME "e2e: a ${how} recording ${what}"
      COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/signal-exit.sh ${game} ${how} ${signal} ${CMAKE_CURRENT_BINARY_DIR}/signals)
    if(how STREQUAL windowed)
      polyroids_labels(e2e window)
    else()
      polyroids_labels(e2e)
    endif()
  endforeach()
endforeach()
# Time travel: a replay opened at a tick, and stopped on its first hit (tick 38 of death-respawn.replay) and on
# the ship's death (tick 501).
set(death_replay ${CMAKE_CURRENT_SOURCE_DIR}/replays/death-respawn.replay)
# Tick 300 shows four asteroids, a row of bullets and the HUD: 1.8% of the
# pixels (the HUD's text alone is well under 1%), so this picture's floor is 1%.
add_test(NAME "e2e: --at opens a replay paused at that tick and the screenshot is not blank"
  COMMAND ${expect} 0 "^replay: stopped at tick 300 of 650" ""
          -- env PICTURE_MIN_LIT=0.01 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/screenshot.sh ${game} $<TARGET_FILE:picture_check>
             ${CMAKE_CURRENT_BINARY_DIR}/e2e-at-300.png --replay ${death_replay} --at 300 --frames 1)
polyroids_labels(e2e window)
add_test(NAME "e2e: --pause-on death stops a replay on the tick the ship dies"
  COMMAND ${CMAKE_COMMAND} -E env xvfb-run -a ${expect} 0 "^replay: stopped at tick 501 of 650" ""
          -- ${game} --replay ${death_replay} --pause-on death --frames 1000)
polyroids_labels(e2e window)
add_test(NAME "e2e: --pause-on hit,death stops a replay on its first asteroid hit"
  COMMAND ${CMAKE_COMMAND} -E env xvfb-run -a ${expect} 0 "^replay: stopped at tick 38 of 650" ""
          -- ${game} --replay ${death_replay} --pause-on hit,death --frames 1000)
polyroids_labels(e2e window)
set(bad_replays ${CMAKE_CURRENT_SOURCE_DIR}/replays/bad)
foreach(bad empty garbage duplicate-header absurd-tick nan-field out-of-order end-beyond-checkpoints
    crowd-negative crowd-huge crowd-garbage forged-crowd)
  add_test(NAME "e2e: a bad replay (${bad}) exits 2 with file, line and reason"
    COMMAND ${expect} 2 "" "^polyroids: .*/${bad}\\.replay:[0-9]+: [a-z]" -- timeout 5 ${game} --replay ${bad_replays}/${bad}.replay --headless)
  polyroids_labels(e2e)
endforeach()
# A file cut off in the middle of its ninth checkpoint line reads as a recording whose writer was stopped: a partial
# result, with an exit status of its own (3, replay::kCutShortExitStatus) so a script can tell it from a whole one.
add_test(NAME "e2e: a replay cut off mid-line with no end line verifies up to its last checkpoint, says it was cut short and exits 3"
  COMMAND ${expect} 3 "^replay: ok ticks=480 score=[0-9]+ checkpoints=8/8 hash=[0-9a-f]{16} \\(cut short: the file stops at this checkpoint" ""
          -- ${game} --replay ${bad_replays}/truncated.replay --headless)
polyroids_labels(e2e)
add_test(NAME "e2e: a directory given as a replay exits 2 saying so"
  COMMAND ${expect} 2 "" "is a directory" -- ${game} --replay ${bad_replays} --headless)
polyroids_labels(e2e)
add_test(NAME "e2e: a missing replay file exits 2 saying so"
  COMMAND ${expect} 2 "" "no-such\\.replay: cannot open" -- ${game} --replay ${bad_replays}/no-such.replay --headless)
polyroids_labels(e2e)
add_test(NAME "e2e: a recording past a file-size limit (ulimit -f) exits 1 naming the file and 'File too large', and what it wrote verifies to its last checkpoint (exit 3)"
  COMMAND sh -c "cd \"$2\" && rm -f limited.replay* && (ulimit -f 100; \"$0\" --headless --autopilot --seed 5 --ticks 1000000 --record limited.replay 2>err) ; test $? -eq 1 && grep -q '^polyroids: limited.replay: cannot write: File too large' err && ! ls limited.replay.tmp* 2>/dev/null && \"$1\" 3 '^replay: ok ticks=[1-9][0-9]* .*[(]cut short' '' -- \"$0\" --replay limited.replay --headless"
          ${game} ${expect} ${CMAKE_CURRENT_BINARY_DIR})
polyroids_labels(e2e)
add_test(NAME "e2e: an unwritable recording path is refused before the game starts"
  COMMAND ${expect} 2 "" "no-such-dir/game\\.replay: cannot write here" -- ${game} --headless --autopilot --ticks 10 --record /no-such-dir/game.replay)
polyroids_labels(e2e)

# A recording never replaces anything but a regular file: a FIFO (and, as root, a copy of /dev/null made
# with mknod) is refused before the game starts and is still there afterwards.
# Two recorders, one file (issue 33): the second is refused at once, naming the process holding it.
add_test(NAME "e2e: a second recorder to a file being recorded is refused at once, naming the file and the process holding it"
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/record-held.sh ${game})
polyroids_labels(e2e)
foreach(kind fifo device)
  add_test(NAME "e2e: --record onto a ${kind} is refused before the game starts and the ${kind} is kept"
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/e2e/record-not-regular.sh ${game} ${kind})
  set_tests_properties("e2e: --record onto a ${kind} is refused before the game starts and the ${kind} is kept"
    PROPERTIES SKIP_RETURN_CODE 77)
  polyroids_labels(e2e)
endforeach()


# events and why: a golden replay read as a story, with no display. The first
# asteroid-destroyed and the first ship-destroyed come from `events`; `why` at
# that tick must show the deciding pair: a bullet with an odd crossing count,
# the ship with its MTV, each line ending in hit.
set(story ${CMAKE_CURRENT_SOURCE_DIR}/replays/death-respawn.replay)
add_test(NAME "e2e: events prints one line per game event, tick first, with what struck and where"
  COMMAND ${expect} 0 "^[0-9]+ ship-destroyed by=asteroid asteroid=[0-9]+ at=[-0-9.e]+,[-0-9.e]+$" ""
          -- ${no_display} ${game} events ${story})
polyroids_labels(e2e)
set(why_at "t=$(\"$0\" events \"$1\" | grep -m1 \" $2\" | cut -d' ' -f1) && \"$0\" why --fields \"$1\" \"$t\"")
add_test(NAME "e2e: why at the first asteroid-destroyed shows the bullet's odd crossing count and a hit"
  COMMAND ${expect} 0 "^bullet#[0-9]+ asteroid#[0-9]+ stage=exact .* crossings=[13579] edges=\\[[0-9,]+\\] .* hit$" ""
          -- ${no_display} sh -c "${why_at}" ${game} ${story} asteroid-destroyed)
polyroids_labels(e2e)
add_test(NAME "e2e: why at the first ship-destroyed shows the MTV and a hit"
  COMMAND ${expect} 0 "^ship asteroid#[0-9]+ stage=exact pieces=\\(0,[0-9]+\\) tested=[0-9]+ mtv depth=[0-9.e-]+ normal=\\([-0-9.e]+,[-0-9.e]+\\) hit$" ""
          -- ${no_display} sh -c "${why_at}" ${game} ${story} ship-destroyed)
polyroids_labels(e2e)
add_test(NAME "e2e: why at tick 656 of the docs' tunnel recording shows bullet 57 tunnelling through asteroid 37"
  COMMAND ${expect} 0 "^bullet#57 asteroid#37 tunnel from=\\([-0-9.e]+,[-0-9.e]+\\) .* inside=[0-9.e]+ point-test=miss$" ""
          -- ${no_display} ${game} why --fields ${PROJECT_SOURCE_DIR}/docs/recordings/tunnel.replay 656)
polyroids_labels(e2e)
add_test(NAME "e2e: why tells the tunnel of tick 656 in a sentence: in at one edge, out at another, both ends outside"
  COMMAND ${expect} 0 "^Bullet 57 passed through asteroid 37 unseen: its path this tick went in at edge [0-9]+ \\(.*\\) and out at edge [0-9]+ .* units inside, but both its ends are outside, so the point test said miss\\.$" ""
          -- ${no_display} ${game} why ${PROJECT_SOURCE_DIR}/docs/recordings/tunnel.replay 656)
polyroids_labels(e2e)
# Issue 22: why in sentences, for a hit, a miss, a death by rock, by a saucer's bullet and in hyperspace; --fields for scripts.
foreach(case "hit;a bullet's hit as the ray's odd crossing count"
             "miss;a miss as the filter that rejected the pair"
             "rock;a death by a rock, then SAT's verdict naming the piece and edge as the inset does"
             "saucer-bullet;a death by a saucer's bullet inside the ship's outline"
             "hyperspace;a ship lost coming back from hyperspace, by the rule, where it said no pair was tested"
             "fields;with --fields the key=value lines, each ending in hit or miss")
  list(GET case 0 name)
  list(GET case 1 what)
  add_test(NAME "e2e: why in sentences: ${what}"
    COMMAND ${no_display} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/why-sentences.sh ${game} ${CMAKE_CURRENT_SOURCE_DIR}/replays
            ${CMAKE_CURRENT_BINARY_DIR}/why-${name} ${name})
  polyroids_labels(e2e)
endforeach()
add_test(NAME "e2e: --swept-bullets records 'bullets swept' in the header and the recording verifies under that rule"
  COMMAND sh -c "\"$0\" --headless --autopilot --ticks 900 --seed 20 --swept-bullets --record \"$1\" && grep -qx 'bullets swept' \"$1\" && \"$0\" --replay \"$1\" --headless"
          ${game} ${CMAKE_CURRENT_BINARY_DIR}/e2e-swept.replay)
polyroids_labels(e2e)
add_test(NAME "e2e: why at tick 126 of the swept golden shows both rules' verdicts: the point test misses, the travel crosses, a hit"
  COMMAND ${expect} 0 "^bullet#16 asteroid#17 stage=exact .* travel from=\\(550.918,564.071\\) to=\\(546.784,573.541\\) crossing=\\(549.931,566.331\\) edge=3 t=0.238639 point-test=miss swept-test=hit hit$" ""
          -- ${no_display} ${game} why --fields ${CMAKE_CURRENT_SOURCE_DIR}/replays/swept-tunnel.replay 126)
polyroids_labels(e2e)
add_test(NAME "e2e: why at tick 126 of the swept golden says in words that the point test missed and the travel crossed the outline"
  COMMAND ${expect} 0 "^Bullet 16 is outside asteroid 17: .* But its travel this tick from \\(550.9, 564.1\\) crosses the outline at \\(549.9, 566.3\\) \\(edge 3\\), so the swept rule says hit.$" ""
          -- ${no_display} ${game} why ${CMAKE_CURRENT_SOURCE_DIR}/replays/swept-tunnel.replay 126)
polyroids_labels(e2e)
# The rules-2 goldens, read as a story: each holds the event it was recorded for.
foreach(case "hyperspace.replay;a hyperspace jump;hyperspace-jump from=[-0-9.e]+,[-0-9.e]+ to="
             "saucer-kill.replay;a saucer destroyed by the ship's bullet;saucer-destroyed saucer=[0-9]+ size=(small|large) by=bullet bullet="
             "saucer-bullet-death.replay;the ship destroyed by a saucer's bullet;ship-destroyed by=saucer-bullet bullet=[0-9]+")
  list(GET case 0 file)
  list(GET case 1 what)
  list(GET case 2 line)
  add_test(NAME "e2e: events of the golden ${file} shows ${what}"
    COMMAND ${expect} 0 "^[0-9]+ ${line}" "" -- ${no_display} ${game} events ${CMAKE_CURRENT_SOURCE_DIR}/replays/${file})
  polyroids_labels(e2e golden)
endforeach()
add_test(NAME "e2e: why at the saucer's kill shows the bullet inside the saucer's outline and a hit"
  COMMAND ${expect} 0 "^bullet#[0-9]+ saucer#[0-9]+ stage=exact .* crossings=[13579] .* hit$" ""
          -- ${no_display} sh -c "${why_at}" ${game} ${CMAKE_CURRENT_SOURCE_DIR}/replays/saucer-kill.replay "saucer-destroyed saucer=[0-9]* size=[a-z]* by=bullet")
polyroids_labels(e2e golden)
# Issue 10 item 4: a replay clicking on every tick runs past the asteroid cap; the clicks it
# carries there are refused by the simulation, and the replay verifies (in both builds).
add_test(NAME "e2e: a replay clicking on every tick past the asteroid cap verifies, its clicks at the cap refused"
  COMMAND ${expect} 0 "^replay: ok ticks=12100 " ""
          -- sh -c "\"$0\" 12100 \"$1\" | grep -Eq ' [1-9][0-9]* clicks refused at the cap' && \"$2\" --replay \"$1\" --headless"
             $<TARGET_FILE:polyroids_spawn_flood> ${CMAKE_CURRENT_BINARY_DIR}/spawn-flood.replay ${game})
polyroids_labels(e2e)
add_test(NAME "e2e: why beyond the replay's end exits 2 saying which ticks there are"
  COMMAND ${expect} 2 "" "death-respawn\\.replay: tick 999999 is not in the replay: give 1 to [0-9]+" -- ${game} why ${story} 999999)
polyroids_labels(e2e)
foreach(command "events /dev/zero" "why /dev/zero 1")
  separate_arguments(args UNIX_COMMAND "${command}")
  list(GET args 0 name)
  add_test(NAME "e2e: ${name} on /dev/zero stops at its first line, too long for a replay, instead of reading the 512 MB limit first"
    COMMAND ${expect} 2 "" "^polyroids: /dev/zero:1: line is longer than 4096 characters$" -- ${game} ${args})
  polyroids_labels(e2e)
endforeach()
# A checkpoint changed by hand (tick 300's ship hash): the game replayed is no longer the recorded one, and both say so.
set(desynced "sed 's/^c 300 \\([0-9a-f]*\\) ship=[0-9a-f]*/c 300 \\1 ship=0123456789abcdef/' \"$1\" > \"$2\" && exec \"$0\"")
add_test(NAME "e2e: events on a replay whose hashes no longer match exits 1 with the desync instead of printing another game silently"
  COMMAND ${expect} 1 "" "desync-events\\.replay: replay: desync at tick 300: ship differs .*: this is not the recorded game"
          -- sh -c "${desynced} events \"$2\"" ${game} ${story} ${CMAKE_CURRENT_BINARY_DIR}/desync-events.replay)
polyroids_labels(e2e)
add_test(NAME "e2e: why at a tick whose next checkpoint no longer matches exits 1 with the desync"
  COMMAND ${expect} 1 "" "desync-why\\.replay: replay: desync at tick 300: ship differs .*: tick 290 would not show the recorded game"
          -- sh -c "${desynced} why \"$2\" 290" ${game} ${story} ${CMAKE_CURRENT_BINARY_DIR}/desync-why.replay)
polyroids_labels(e2e)
add_test(NAME "e2e: --at past a replay's end exits 2 saying which ticks there are, as why does"
  COMMAND ${expect} 2 "" "death-respawn\\.replay: tick 999999 is not in the replay: give 0 to 650$" -- ${no_display} ${game} --replay ${story} --at 999999)
polyroids_labels(e2e)
add_test(NAME "e2e: events on a bad replay exits 2 with file, line and reason"
  COMMAND ${expect} 2 "" "^polyroids: .*/garbage\\.replay:[0-9]+: [a-z]" -- ${game} events ${bad_replays}/garbage.replay)
polyroids_labels(e2e)
# events and why share the parser: a claimed end far beyond the checkpoints is refused when read (timeout turns a long run into 124).
foreach(command "events;end-beyond-checkpoints.replay" "why;end-beyond-checkpoints.replay;5")
  list(GET command 0 name)
  list(TRANSFORM command PREPEND ${bad_replays}/ AT 1)
  add_test(NAME "e2e: ${name} on a replay whose end lies beyond its checkpoints exits 2 at once"
    COMMAND ${expect} 2 "" "^polyroids: .*/end-beyond-checkpoints\\.replay:10: the game ends at tick 36000000000, more than the checkpoint interval"
            -- timeout 5 ${game} ${command})
  polyroids_labels(e2e)
endforeach()
add_test(NAME "e2e: why on a missing replay exits 2 saying so"
  COMMAND ${expect} 2 "" "no-such\\.replay: cannot open" -- ${game} why ${bad_replays}/no-such.replay 5)
polyroids_labels(e2e)
add_test(NAME "e2e: events exits 1 with a message when stdout cannot be written"
  COMMAND ${expect} 1 "" "^polyroids: cannot write to standard output: No space left on device$" -- sh -c "\"$0\" events \"$1\" > /dev/full" ${game} ${story})
polyroids_labels(e2e)
# Every mode that answers on stdout fails (exit 1, with the reason) when the answers are lost. Lines 1-8 of the
# geom query file are well formed, so only the lost output can make geom fail.
foreach(case "geom;head -n 8 \"$1\" | \"$0\" geom;${geom_queries}" "headless replay verification;\"$0\" --replay \"$1\" --headless;${story}"
             "headless autopilot;\"$0\" --headless --autopilot --ticks 100;" "--version;\"$0\" --version;")
  list(GET case 0 what)
  list(GET case 1 command)
  list(GET case 2 file)
  add_test(NAME "e2e: ${what} exits 1 with a message when stdout cannot be written"
    COMMAND ${expect} 1 "" "^polyroids: cannot write to standard output: No space left on device$"
            -- ${no_display} sh -c "${command} > /dev/full" ${game} ${file})
  polyroids_labels(e2e)
endforeach()
