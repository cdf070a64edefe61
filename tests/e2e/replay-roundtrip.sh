#!/usr/bin/env bash
# replay-roundtrip.sh POLYROIDS WORKDIR
# Records games three ways and checks each replays to the same final hash
# headless and in a window at different speeds; checks a recording stopped by
# SIGTERM is complete and verifies.
set -euo pipefail
game="$1"; work="$2"
mkdir -p "$work"; cd "$work"
rm -f *.replay *.replay.tmp-*
xvfb() { xvfb-run -a -s "-screen 0 1280x720x24" "$@"; }
final_hash() { awk '/^end /{print $4}' "$1"; }
verify() {  # verify FILE: headless, no display at all
  local line
  line="$(env -u DISPLAY -u WAYLAND_DISPLAY "$game" --replay "$1" --headless)"
  echo "$line"
  [[ "$line" == "replay: ok "* ]] || { echo "FAIL: $1 did not verify"; exit 1; }
  [[ "$line" == *"hash=$(final_hash "$1") "* ]] || { echo "FAIL: $1 final hash differs"; exit 1; }
}

# 1. Headless autopilot recording.
"$game" --headless --autopilot --seed 11 --ticks 3000 --record headless.replay
verify headless.replay

# 2. A recording made in the window (the autopilot at the controls).
xvfb "$game" --autopilot --seed 12 --frames 900 --record window.replay
[ -s window.replay ] || { echo "FAIL: the window did not write its recording"; exit 1; }
grep -q "^end 900 " window.replay || { echo "FAIL: window recording does not end at tick 900"; exit 1; }
verify window.replay

# 3. Watching a replay in the window at 1/4x and at 8x ends on the headless hash.
want="hash=$(final_hash headless.replay)"
for speed in 0.25 8; do
  line="$(xvfb "$game" --replay headless.replay --speed "$speed" --frames 20000)"
  echo "speed $speed: $line"
  [[ "$line" == "replay: ok "*"$want"* ]] || { echo "FAIL: watching at ${speed}x ended elsewhere"; exit 1; }
done

# 4. SIGTERM during a long headless recording still leaves a complete file.
"$game" --headless --autopilot --seed 13 --ticks 100000000000 --record stopped.replay &
pid=$!
sleep 1
kill -TERM "$pid"
status=0; wait "$pid" || status=$?
[ "$status" = 143 ] || { echo "FAIL: stopped recording exited $status, expected 143 (128 + SIGTERM)"; exit 1; }
! compgen -G "stopped.replay.tmp*" >/dev/null || { echo "FAIL: temporary file left behind: $(compgen -G "stopped.replay.tmp*")"; exit 1; }
verify stopped.replay
echo "round trips ok"
