#!/usr/bin/env bash
# signal-exit.sh POLYROIDS headless|windowed INT|TERM|HUP|KILL WORKDIR
# A recording run stopped by SIGINT, SIGTERM or SIGHUP saves its recording
# whole (it verifies to its end line), leaves no temporary, and exits 128 +
# the signal (130, 143, 129); one killed by SIGKILL leaves the recording
# streamed so far, which verifies up to its last checkpoint, says it was
# cut short and exits 3 (a partial result; a whole one exits 0). The same headless and in a window (the window under Xvfb).
set -u
# The game's own status ("status=N"): run it, stop it with the signal once it has run a while (a window takes a
# moment to open, more under the sanitizers), wait for it. Called again by itself inside xvfb-run.
if [ "$1" = "--run-and-stop" ]; then
  signal="$2"; shift 2
  "$@" &
  pid=$!
  sleep 3
  kill -s "$signal" "$pid"
  wait "$pid"
  echo "status=$?"
  exit 0
fi
game="$1"; how="$2"; signal="$3"; work="$4"
self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
mkdir -p "$work"; cd "$work" || exit 1
file="$how-$signal.replay"
rm -f "$file" "$file".tmp*
case "$signal" in INT) want=130 ;; TERM) want=143 ;; HUP) want=129 ;; KILL) want=137 ;; *) echo "unknown signal $signal"; exit 1 ;; esac
case "$how" in
  headless) out="$(bash "$self" --run-and-stop "$signal" "$game" --headless --autopilot --seed 5 --ticks 30000000000 --record "$file")" ;;
  windowed) out="$(xvfb-run -a -s "-screen 0 1280x720x24" bash "$self" --run-and-stop "$signal" "$game" --autopilot --seed 5 --record "$file")" ;;
  *) echo "unknown mode $how"; exit 1 ;;
esac
echo "$out"
[[ "$out" == *"status=$want"* ]] || { echo "FAIL: exit status is not $want (128 + SIG$signal)"; exit 1; }
[ -s "$file" ] || { echo "FAIL: the recording was not saved: the signal killed the run instead of stopping it"; exit 1; }
! compgen -G "$file.tmp*" >/dev/null || { echo "FAIL: a temporary was left behind: $(compgen -G "$file.tmp*")"; exit 1; }
line="$(env -u DISPLAY -u WAYLAND_DISPLAY "$game" --replay "$file" --headless)"
verified=$?
echo "$line"
[[ "$line" == "replay: ok "* ]] || { echo "FAIL: the saved recording does not verify"; exit 1; }
# A cut recording is a partial result: exit 3, told apart from a whole one's 0.
[ "$verified" = "$([ "$signal" = KILL ] && echo 3 || echo 0)" ] || { echo "FAIL: verifying it exited $verified"; exit 1; }
if [ "$signal" = KILL ]; then
  [[ "$line" == *"(cut short: the file stops at this checkpoint"* ]] || { echo "FAIL: a killed recording is not said to be cut short"; exit 1; }
  ticks="${line#replay: ok ticks=}"; ticks="${ticks%% *}"
  [ "$ticks" -gt 0 ] && [ $((ticks % 60)) -eq 0 ] || { echo "FAIL: it does not stop at a checkpoint (tick $ticks)"; exit 1; }
else
  [[ "$line" != *"cut short"* ]] || { echo "FAIL: a recording stopped politely lost its end line"; exit 1; }
fi
exit 0
