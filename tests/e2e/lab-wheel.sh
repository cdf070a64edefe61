#!/usr/bin/env bash
# lab-wheel.sh POLYROIDS WORKDIR
# The lab cannot be frozen: 1,000 mouse-wheel notches over a shape in --lab
# (each grows it by 1.1: to 1e43 across, were there no bound) and the window
# still answers Escape within a second (exit 0), and, in a second run, SIGTERM
# within a second (exit 143). Drawing is clipped to the window, so its work
# is bounded by pixels, not by the shape's coordinates. Runs under Xvfb.
# LAB_ANSWER_MS (default 1000) is the limit: the sanitizer build, several
# times slower in everything (its exit checks too), is given more.
set -u
game="$1"; work="$2"
if [ "${3:-}" != "--inside" ]; then
  rm -rf "$work"; mkdir -p "$work"
  # Parallel tests each start an Xvfb: a random first display number keeps two from racing for one (as drive.sh).
  exec xvfb-run -a -n "$((100 + RANDOM % 800))" -s "-screen 0 1280x720x24" bash "$0" "$game" "$work" --inside
fi
cd "$work" || exit 1
export HOME="$work" XDG_DATA_HOME="$work/share"
# A big square round the centre of the scene, and B a point inside it (the wheel passes over points to A).
printf 'name one square\na polygon 0 0 100 0 100 100 0 100\nb point 50 50\n' >square.scene
# run STOP: opens the lab, scrolls 1,000 notches up over A, then STOP (a key name, or TERM); prints the exit status
# and how long the window took to end after STOP, in milliseconds.
run() {
  "$game" --lab --scene square.scene --size 1280x720 --mute >"out-$1" 2>"err-$1" &
  local pid=$!
  # SDL may replace its first window by another of the same name: one gone before it is focused is looked for again.
  local window attempt
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    # The search itself fails (BadWindow) when a window goes while it reads their names: that is a retry too.
    window="$(timeout 20 xdotool search --sync --name "^Polyroids collision lab$" 2>/dev/null | tail -n1)" || window=""
    if [ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null; then break; fi
    [ "$attempt" -lt 10 ] || { echo "FAIL: could not focus the lab window"; kill "$pid"; exit 1; }
    sleep 0.2
  done
  sleep 0.5
  xdotool mousemove --window "$window" 400 380
  xdotool click --repeat 1000 --delay 1 4   # button 4: the wheel up, one notch each
  sleep 1
  kill -0 "$pid" 2>/dev/null || { echo "FAIL: the lab ended while scrolled: $(cat "err-$1")"; exit 1; }
  local start; start=$(date +%s%N)
  if [ "$1" = TERM ]; then kill -TERM "$pid"; else xdotool key --window "$window" "$1"; fi
  for _ in $(seq 500); do kill -0 "$pid" 2>/dev/null || break; sleep 0.02; done
  local took=$(( ($(date +%s%N) - start) / 1000000 ))
  if kill -0 "$pid" 2>/dev/null; then echo "FAIL: $1 did not end the lab within 10 s (frozen)"; kill -KILL "$pid"; exit 1; fi
  local status=0; wait "$pid" || status=$?
  echo "$1: exit $status after $took ms"
  [ "$took" -le "${LAB_ANSWER_MS:-1000}" ] || { echo "FAIL: $1 took $took ms, over ${LAB_ANSWER_MS:-1000} ms"; exit 1; }
  last_status=$status
}
run Escape; [ "$last_status" = 0 ] || { echo "FAIL: Escape exited $last_status, not 0"; cat err-Escape; exit 1; }
run TERM; [ "$last_status" = 143 ] || { echo "FAIL: SIGTERM exited $last_status, not 143"; cat err-TERM; exit 1; }
exit 0
