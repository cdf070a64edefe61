#!/usr/bin/env bash
# drive.sh POLYROIDS PICTURE_CHECK WORKDIR SCENARIO
# Plays the real game under Xvfb with keys sent by xdotool, as a player
# would, with HOME and XDG_DATA_HOME in WORKDIR (never the real user's files).
# F12 pictures land in the player's folder and are checked not to be blank.
# Scenarios:
#   initials  a game left alone until game over (seed 12; its recording is
#             written then), initials typed: the high-score file holds them
#             with the score the recording ends with; a corrupt file
#             before the run is kept aside and reported once
#   menu      Esc opens the pause menu; the volume it sets is kept in
#             settings.ini; quitting a game in progress asks first; "no" goes
#             on, "yes" quits with exit 0
#   title     the title screen: a key starts a game, Esc's menu quits to the
#             title, Esc on the title quits with exit 0; user-dirs.dirs names
#             a pictures folder, and F12 saves there
#   teach     the teaching keys in a recorded game: P pauses; B sixty times
#             shows an earlier frame and N sixty times brings back the very
#             frame paused on (the re-simulated past is the same past); a
#             click spawns an asteroid that the recording holds; E exports a
#             lab scene that the lab opens; F11 fills the screen; SIGTERM
#             saves a recording that verifies headless, time travel and all
#   why       paused, a click on the ship (at rest in the centre) opens the why
#             panel beside the field, a close-up of the ship, and rings it; Z
#             shows the whole field and Z again the close-up; a click on
#             empty space closes both and leaves the frame as it was
#   stops     H in an autopilot game: the game stops on the next hit and stays
#             (two pictures 5 s apart are the same frame); PgUp goes to the
#             event before it and PgDn comes back to that frame (with the
#             rays overlay off, since ghosts and debris of earlier ticks are
#             not re-drawn after a jump: only those few pixels may differ)
#   lessons   L on the title opens the lessons; every step of every lesson is
#             done as a student would, by the drags its file's "# try:" lines
#             give (the program, not this script, decides that the task is
#             done: it prints "lesson N step S done"); a step in a recorded
#             game (a "replay" line) by N, a tick at a time, until the program
#             finds the tick its task names (this script knows no tick); there
#             G writes the step's ticks as a GIF whose frames are counted;
#             Return before a task is done does not go on; F12 pictures each
#             step done; after the last lesson the course's end screen, then
#             Return brings the title back and settings.ini keeps all seven done
#   watch     a replay watched from --at 3000, paused: two F12 pictures at once
#             are the same (a picture never shows the message about the one
#             before it); Right seeks 5 s on and
#             Left comes back to the same frame; = changes the speed shown
#             and - brings it back, the paused field unmoved; F2 changes the
#             text size and four more F2 come round to the first
set -euo pipefail
game="$1"; check="$2"; work="$3"; scenario="$4"
diff="$(dirname "$check")/picture_diff"
rm -rf "$work"; mkdir -p "$work/home"
export HOME="$work/home" XDG_DATA_HOME="$work/home/share" XDG_CONFIG_HOME="$work/home/config"
folder="$XDG_DATA_HOME/polyroids"
export -n DISPLAY 2>/dev/null || true
# Parallel tests each start an Xvfb: beginning the search for a free display at a random number keeps
# two of them from racing for the same one.

inner='
set -euo pipefail
game="$1"; check="$2"; work="$3"; scenario="$4"; folder="$5"; diff="$6"; shift 6
cd "$work"
"$game" "$@" >"$work/out" 2>"$work/err" &
pid=$!
# SDL may replace its first window by another of the same name (when the renderer needs another visual): a
# window that is gone by the time it is focused is looked for again, at most ten times.
for attempt in 1 2 3 4 5 6 7 8 9 10; do
  # The search itself fails (BadWindow) when a window goes while it reads their names: that is a retry too.
  window="$(timeout 20 xdotool search --sync --name "^Polyroids$" 2>/dev/null | tail -n1)" || window=""
  if [ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null; then break; fi
  [ "$attempt" -lt 10 ] || { echo "drive.sh: could not focus the game window" >&2; exit 1; }
  sleep 0.2
done
keys() { for k in "$@"; do xdotool key "$k"; sleep 0.3; done; }
picture() {  # picture NAME: F12, then the path the game printed, checked not blank
  local before; before="$(grep -c "picture saved" "$work/out" || true)"
  xdotool key F12
  for _ in $(seq 50); do [ "$(grep -c "picture saved" "$work/out" || true)" -gt "$before" ] && break; sleep 0.2; done
  local path; path="$({ grep "picture saved" "$work/out" || true; } | tail -n1 | sed "s/.*picture saved: //")"
  [ -s "$path" ] || { echo "FAIL: F12 saved no picture for $1"; cat "$work/out" "$work/err"; exit 1; }
  cp "$path" "$work/$1.png"
  "$check" "$work/$1.png" 0.02 40
}
share() {  # share A B [X Y W H]: the percentage of pixels that differ between pictures A and B (in the rectangle)
  "$diff" "$work/$1.png" "$work/$2.png" "${@:3}" | sed -n "s/.*: \([0-9.]*\)% of pixels differ/\1/p"
}
over() {  # over VALUE LIMIT: VALUE > LIMIT (decimals)
  awk -v v="$1" -v l="$2" "BEGIN { exit !(v > l) }"
}
under() {  # under VALUE LIMIT: VALUE < LIMIT (decimals)
  awk -v v="$1" -v l="$2" "BEGIN { exit !(v < l) }"
}
finish() {  # finish STATUS: waits for the game to end by itself with STATUS
  for _ in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.2; done
  if kill -0 $pid 2>/dev/null; then echo "FAIL: the game did not quit"; kill $pid; exit 1; fi
  local status=0; wait $pid || status=$?
  [ "$status" = "$1" ] || { echo "FAIL: exit status $status, expected $1"; cat "$work/err"; exit 1; }
}
waitfor() {  # waitfor TEXT: the game printed TEXT within 10 s
  for _ in $(seq 50); do grep -qF "$1" "$work/out" && return 0; sleep 0.2; done
  echo "FAIL: the game did not print \"$1\""; cat "$work/out" "$work/err"; exit 1
}
case "$scenario" in
  lessons)
    sleep 1
    keys l
    sleep 1
    keys Return   # the first task is not done yet: Return must not go on (the answers below would then miss)
    lesson=0
    for file in "$(dirname "$game")"/assets/polyroids/lessons/*.lesson; do
      lesson=$((lesson + 1))
      steps="$(grep -c "^step$" "$file")"
      for step in $(seq "$steps"); do
        awk -v want="$step" "/^step\$/ { n++ } n == want && /^# try:/ { print \$3, \$4, \$5, \$6 }" "$file" |
        while read -r x1 y1 x2 y2; do
          # X delivers these in order, so the game sees press, moves and release as sent: no waits between them.
          xdotool mousemove --window "$window" "$x1" "$y1" mousedown 1 \
                  mousemove --window "$window" "$(( (x1 + x2) / 2 ))" "$(( (y1 + y2) / 2 ))" \
                  mousemove --window "$window" "$x2" "$y2" mouseup 1
        done
        ticks="$(awk -v want="$step" "/^step\$/ { n++ } n == want && /^ticks / { print \$2 }" "$file")"
        if [ -n "$ticks" ]; then
          # A recorded game: a tick on at a time, looking at the panel (here: stdout) after each, as a student would.
          for _ in $(seq $(( ${ticks#*-} - ${ticks%-*} ))); do
            grep -qF "polyroids: lesson $lesson step $step done" "$work/out" && break
            xdotool key n; sleep 0.25
          done
        fi
        waitfor "polyroids: lesson $lesson step $step done"
        picture "lesson-$lesson-step-$step"
        if [ -n "$ticks" ]; then
          clips="$(grep -c "^clip: " "$work/out" || true)"
          keys g
          for _ in $(seq 100); do [ "$(grep -c "^clip: " "$work/out" || true)" -gt "$clips" ] && break; sleep 0.2; done
          gif="$({ grep "^clip: " "$work/out" || true; } | tail -n1 | cut -d" " -f2)"
          [ -s "$gif" ] || { echo "FAIL: G wrote no clip"; cat "$work/out" "$work/err"; exit 1; }
          "$(dirname "$check")/gif_frames" "$gif" $(( ${ticks#*-} - ${ticks%-*} + 1 )) 960x540
        fi
        xdotool key Return   # no pause: X keeps the order, so the drags that follow reach the step Return opens
      done
      waitfor "polyroids: lesson $lesson finished"
    done
    [ "$lesson" = 7 ] || { echo "FAIL: $lesson lessons walked, expected 7"; exit 1; }
    waitfor "polyroids: the course is finished"   # the end screen of the course, not the window gone
    picture course-end
    keys Return
    sleep 1
    picture title-after-lessons
    grep -q "^lessons-done = 1, 2, 3, 4, 5, 6, 7$" "$folder/settings.ini" || { echo "FAIL: settings.ini does not keep the lessons done"; cat "$folder/settings.ini"; exit 1; }
    keys Escape
    finish 0
    ;;
  initials)
    # The recording streams as the game goes and gets its end line at game over: the moment to type.
    for _ in $(seq 300); do grep -q "^end " "$work/game.replay" 2>/dev/null && break; sleep 0.2; done
    grep -q "^end " "$work/game.replay" 2>/dev/null || { echo "FAIL: no game over within a minute"; exit 1; }
    picture initials-entry
    score="$(grep "^end " "$work/game.replay" | cut -d" " -f3)"
    keys z e d Return
    grep -q "^ZED $score [0-9]* [0-9-]*$" "$folder/highscores.txt" || { echo "FAIL: the table does not hold ZED $score"; cat "$folder/highscores.txt"; exit 1; }
    picture game-over-table
    kill -TERM $pid; wait $pid || true
    ;;
  menu)
    sleep 1
    keys Escape
    picture pause-menu
    keys Down Down Left   # sound volume, one step down: kept in settings.ini at once
    grep -q "^volume = 0.9$" "$folder/settings.ini" || { echo "FAIL: the volume was not kept"; cat "$folder/settings.ini"; exit 1; }
    keys Down Down Down Down Return   # past help and lessons to quit
    picture quit-confirm
    keys Return          # "no, go on": still in the menu
    kill -0 $pid || { echo "FAIL: no quit without a yes"; exit 1; }
    keys Return Down Return
    finish 0
    ;;
  title)
    sleep 1
    picture title
    keys space
    sleep 1
    picture game-from-title
    keys Escape Up Return Down Return   # quit to title, confirmed
    sleep 1
    picture title-again
    keys Escape
    finish 0
    ;;
  teach)
    sleep 2
    keys p
    picture paused
    sleep 0.5   # a picture shows no message about the picture before it: nothing to wait for
    xdotool key --delay 60 --repeat 60 b
    sleep 1.5
    picture back
    xdotool key --delay 60 --repeat 60 n
    sleep 1.5
    picture forward
    moved="$(share paused back)"; same="$(share paused forward)"
    echo "B x60 changed $moved% of the pixels; N x60 left $same% different"
    over "$moved" 0.5 || { echo "FAIL: B did not go back (only $moved% of the pixels changed)"; exit 1; }
    under "$same" 0.2 || { echo "FAIL: N did not bring back the paused frame ($same% differ)"; exit 1; }
    keys p
    sleep 1
    xdotool mousemove --window "$window" 400 60 click 1
    sleep 1
    keys e
    for _ in $(seq 50); do grep -q "polyroids: exported" "$work/out" && break; sleep 0.2; done
    scene="$(sed -n "s/^polyroids: exported \([^ ]*\) .*/\1/p" "$work/out" | head -n1)"
    [ -s "$scene" ] || { echo "FAIL: E exported no scene"; cat "$work/out" "$work/err"; exit 1; }
    cp "$scene" "$work/exported.scene"
    keys F11
    sleep 1
    picture fullscreen
    "$check" "$work/fullscreen.png" 0 1 | grep -q ": 1280x720," || { echo "FAIL: F11 did not fill the 1280x720 screen"; exit 1; }
    kill -TERM $pid
    finish 143
    "$game" --lab --scene "$work/exported.scene" --frames 5 --mute --screenshot "$work/lab.png" >/dev/null
    "$check" "$work/lab.png" 0.02 40
    ;;
  why)
    sleep 2
    keys p
    picture paused
    sleep 0.5
    keys x  # nothing picked yet: nothing to explain, and it says so
    for _ in $(seq 50); do grep -q "no explanation" "$work/err" && break; sleep 0.2; done
    grep -q "no explanation: pause, then click an object" "$work/err" || { echo "FAIL: X with nothing picked said nothing"; cat "$work/err"; exit 1; }
    xdotool mousemove --window "$window" 640 355 click 1
    sleep 0.5
    picture panel
    # The close-up of the ship gives way to the whole field and comes back (no picture shows the message of the one
    # before it, nor that of X).
    keys z
    sleep 0.5
    picture whole
    keys z
    sleep 0.5
    picture close
    keys z
    sleep 0.5
    picture whole-again
    keys z
    sleep 0.5
    zoomed="$(share whole close)"; again="$(share whole whole-again)"
    echo "Z changed $zoomed% of the pixels; twice more, $again% differ"
    over "$zoomed" 1 || { echo "FAIL: Z did not change between the whole field and the close-up ($zoomed% changed)"; exit 1; }
    under "$again" 0.2 || { echo "FAIL: Z twice did not come back to the same picture ($again% differ)"; exit 1; }
    keys x
    for _ in $(seq 50); do grep -q "explanation saved" "$work/out" && break; sleep 0.2; done
    saved="$(grep "explanation saved" "$work/out" | sed "s/.*explanation saved: //")"
    text="${saved%% *}"; shot="${saved##* }"
    [ "$(sed -n 1p "$text")" = "Why? the ship, this tick:" ] || { echo "FAIL: X saved no explanation of the ship: $saved"; cat "$work/out" "$work/err"; exit 1; }
    [ "$(wc -l <"$text")" -ge 2 ] || { echo "FAIL: the explanation has no sentence"; cat "$text"; exit 1; }
    cp "$shot" "$work/explained.png"
    "$check" "$work/explained.png" 0.02 40
    sleep 0.5
    xdotool mousemove --window "$window" 1000 600 click 1
    sleep 0.5
    picture closed
    opened="$(share paused panel)"; same="$(share paused closed)"; ringed="$(share paused panel 580 300 120 120)"
    echo "the why panel changed $opened% of the pixels and $ringed% of the square round the ship; closed, $same% differ"
    over "$opened" 1 || { echo "FAIL: a click on the ship opened no panel ($opened% changed)"; exit 1; }
    over "$ringed" 1 || { echo "FAIL: the ship the panel is about is not marked ($ringed% of the square round it changed)"; exit 1; }
    under "$same" 0.2 || { echo "FAIL: a click on empty space did not close the panel ($same% differ)"; exit 1; }
    kill -TERM $pid
    finish 143
    ;;
  stops)
    sleep 1
    keys h
    sleep 8     # the autopilot hits a rock within seconds: the game stops on it
    keys 3      # rays off: their ghosts of earlier ticks are not re-drawn after a jump
    picture stopped
    sleep 4.5   # stopped means still stopped seconds later
    picture still
    xdotool key Prior
    sleep 1.5
    picture before
    xdotool key Next
    sleep 1.5
    picture again
    still="$(share stopped still)"; moved="$(share stopped before)"; same="$(share stopped again)"
    echo "stopped: $still% changed in 5 s; PgUp changed $moved%; PgUp then PgDn left $same% different"
    under "$still" 0.2 || { echo "FAIL: H did not stop the game on a hit ($still% changed)"; exit 1; }
    over "$moved" 0.5 || { echo "FAIL: PgUp did not go to an earlier event ($moved% changed)"; exit 1; }
    under "$same" 0.2 || { echo "FAIL: PgDn did not come back to the hit ($same% differ)"; exit 1; }
    kill -TERM $pid
    finish 143
    ;;
  watch)
    sleep 2
    picture start
    picture start-again  # at once: it shows the screen, not the message about the picture before it
    keys Right
    sleep 1.5
    picture later
    keys Left
    sleep 1.5
    picture back
    keys equal
    sleep 1.5
    picture faster
    keys minus
    sleep 1.5
    picture slower
    keys F2
    sleep 1.5
    picture bigger
    keys F2 F2 F2 F2
    sleep 1.5
    picture round
    # The speed shown is in the right half of the second text line; the field lies below the text lines.
    banner=(640 30 640 25); field=(0 60 1280 620); text=(0 0 1280 60)
    later="$(share start later "${field[@]}")"; back="$(share start back "${field[@]}")"
    faster="$(share back faster "${banner[@]}")"; slower="$(share back slower "${banner[@]}")"
    still="$(share back faster "${field[@]}")"; bigger="$(share back bigger "${text[@]}")"; round="$(share back round "${text[@]}")"
    clean="$(share start start-again 0 60 1280 660)"  # under the text lines (the frame rate shown may change)
    under "$clean" 0.05 || { echo "FAIL: a second F12 at once pictured something new ($clean% differ): the message about the first?"; exit 1; }
    echo "a second F12 at once: $clean% differ; Right changed $later% of the field, Left left $back%; = changed $faster% of the banner and $still% of the field, - left $slower%; F2 changed $bigger% of the text lines, F2 x5 left $round%"
    over "$later" 0.5 || { echo "FAIL: Right did not seek on ($later% changed)"; exit 1; }
    under "$back" 0.05 || { echo "FAIL: Left did not come back to the frame ($back% differ)"; exit 1; }
    over "$faster" 0.1 || { echo "FAIL: = did not change the speed shown ($faster% of the banner changed)"; exit 1; }
    under "$still" 0.2 || { echo "FAIL: = moved the paused field ($still% changed)"; exit 1; }
    under "$slower" 0.01 || { echo "FAIL: - did not bring back the speed shown before ($slower% differ)"; exit 1; }
    over "$bigger" 1 || { echo "FAIL: F2 did not change the text size ($bigger% changed)"; exit 1; }
    under "$round" 0.5 || { echo "FAIL: F2 five times did not come round to the first size ($round% differ)"; exit 1; }
    kill -TERM $pid
    finish 143
    ;;
esac
'
case "$scenario" in
  initials)
    mkdir -p "$folder"
    printf 'ABC 10 1 2026-01-01\nnot an entry\n' > "$folder/highscores.txt"
    args=(--seed 12 --frames 1000000000 --mute --record "$work/game.replay") ;;
  menu) args=(--seed 1 --mute) ;;
  lessons) args=(--mute) ;;
  title)  # this desktop names a pictures folder: F12 saves there
    mkdir -p "$XDG_CONFIG_HOME" "$HOME/Bilder"
    printf 'XDG_PICTURES_DIR="$HOME/Bilder"\n' > "$XDG_CONFIG_HOME/user-dirs.dirs"
    args=(--mute) ;;
  teach) args=(--seed 5 --play --mute --size 800x600 --record "$work/game.replay") ;;
  why) args=(--seed 5 --play --mute) ;;
  stops) args=(--seed 3 --autopilot --mute --overlay rays) ;;
  watch) args=(--replay "$(cd "$(dirname "$0")/../replays" && pwd)/saucer-kill.replay" --at 3000 --mute --ui-scale 1 --overlay boxes,circles) ;;
esac
xvfb-run -a -n "$((100 + RANDOM % 800))" -s "-screen 0 1280x720x24" bash -c "$inner" inner "$game" "$check" "$work" "$scenario" "$folder" "$diff" "${args[@]}"
if [ "$scenario" = teach ]; then
  grep -q "^s [0-9]* " "$work/game.replay" || { echo "FAIL: the recording holds no click"; exit 1; }
  "$game" --replay "$work/game.replay" --headless >"$work/verify" ||
    { echo "FAIL: the recording of a game with time travel does not verify"; cat "$work/verify"; exit 1; }
fi
if [ "$scenario" = title ]; then
  n="$(ls "$HOME/Bilder"/polyroids-*.png | wc -l)"
  [ "$n" = 3 ] || { echo "FAIL: $n pictures in the desktop's pictures folder, expected 3"; exit 1; }
fi
if [ "$scenario" = initials ]; then
  ls "$folder"/highscores.txt.bad-* >/dev/null || { echo "FAIL: the corrupt table was not kept aside"; exit 1; }
  [ "$(grep -c "highscores.txt:2: an entry is INITIALS SCORE WAVE DATE" "$work/err")" = 1 ] ||
    { echo "FAIL: the corrupt table was not reported once"; cat "$work/err"; exit 1; }
fi
echo "$scenario: ok"
