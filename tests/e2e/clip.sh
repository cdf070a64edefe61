#!/usr/bin/env bash
# clip.sh POLYROIDS GIF_FRAMES PICTURE_CHECK REPLAY OUTDIR LONG_REPLAY [sanitized]
# --clip as a user meets it, with no display at all: the tunnel shot of
# REPLAY (docs/recordings/tunnel.replay) as a 10-frame GIF at a slide size,
# with the tunnels overlay and the why panel; every frame differs from the
# one before, the file loops, a frame saved as PNG is not blank and no
# temporary is left. --clip-step 3 draws every third tick, each shown three
# ticks long; a minute of play at --clip-step 2 is 1801 frames in the memory
# of 301. Then bad input: a range past the replay's end, a
# backwards range, a missing replay, a folder that does not exist, --pick
# without --clip, an unknown --pick, a size past 4K, a range over a minute,
# --clip-step past 10 or without --clip; each exits 2 naming
# what is wrong and writes nothing. SIGTERM mid-clip leaves no temporary.
set -euo pipefail
game="$1"; frames="$2"; check="$3"; replay="$4"; out="$5"; long="$6"; sanitized="${7:-}"
rm -rf "$out"; mkdir -p "$out"
unset DISPLAY WAYLAND_DISPLAY
gif="$out/tunnel.gif"
said=$("$game" --replay "$replay" --clip 650-659 "$gif" --size 960x540 --overlay tunnels,rays --pick 'asteroid#37')
[[ "$said" == "clip: $gif frames=10 ticks=650-659 size=960x540" ]] || { echo "said: $said"; exit 1; }
"$frames" "$gif" 10 960x540 6 "$out/tick-656.png"
"$check" "$out/tick-656.png" 0.02 20
if ls "$out" | grep -q 'tmp-'; then echo "a temporary was left: $(ls "$out")"; exit 1; fi
# --clip-step 3: ticks 650, 653, 656 and 659, each shown 6/100 s (three ticks' worth: the clip keeps its pace).
said=$("$game" --replay "$replay" --clip 650-659 "$out/stepped.gif" --clip-step 3 --size 480x270)
[[ "$said" == "clip: $out/stepped.gif frames=4 ticks=650-659 step=3 size=480x270" ]] || { echo "said: $said"; exit 1; }
read_back=$("$frames" "$out/stepped.gif" 4 480x270)
[[ "$read_back" == *" centiseconds=24" ]] || { echo "the stepped clip's delays: $read_back (expected 4 x 6 = 24)"; exit 1; }

peak_kb() {  # peak_kb ARGS...: runs the game, prints its peak resident memory (VmHWM, kB) read while it ran
  local peak=0 now
  "$game" "$@" >/dev/null &
  local pid=$!
  while now=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null) && [[ -n "$now" ]]; do peak=$now; sleep 0.02; done
  wait "$pid" || { echo "the game failed on $*" >&2; return 1; }
  echo "$peak"
}
# A minute of play (TO - FROM = 3600, the most) at a frame every second tick: 1801 frames playing 72 s (a tick
# shows for 2/100 s, 5/6 of the game's pace), in the same memory as 301 frames (each frame is written as it is drawn).
# Not under the sanitizers: ASan's quarantine keeps freed memory, so the peak there grows with what was allocated, not
# with what is held (and a minute takes 80 s there).
if [[ "$sanitized" == sanitized ]]; then
  echo "a minute's clip and its memory: measured by the Release build's run of this test"
else
  short_peak=$(peak_kb --replay "$long" --clip 0-600 "$out/short.gif" --clip-step 2 --size 320x180)
  minute_peak=$(peak_kb --replay "$long" --clip 0-3600 "$out/minute.gif" --clip-step 2 --size 320x180)
  read_back=$("$frames" "$out/minute.gif" 1801 320x180)
  [[ "$read_back" == *" centiseconds=7204" ]] || { echo "the minute's delays: $read_back (expected 1801 x 4 = 7204)"; exit 1; }
  (( minute_peak < short_peak + 16384 )) || { echo "a minute's clip peaked at $minute_peak kB, 301 frames' at $short_peak kB: frames are held"; exit 1; }
  echo "peak memory: 301 frames $short_peak kB, 1801 frames $minute_peak kB"
fi
rm -f "$out/short.gif" "$out/minute.gif"

refused() {  # refused PATTERN ARGS...: exit 2, PATTERN on stderr, no GIF written
  local pattern="$1"; shift
  local status=0
  err=$("$game" "$@" 2>&1 >/dev/null) || status=$?
  [[ $status -eq 2 ]] || { echo "exit $status for $*"; exit 1; }
  grep -q -- "$pattern" <<<"$err" || { echo "for $*: '$err' does not say '$pattern'"; exit 1; }
  [[ ! -e "$out/bad.gif" ]] || { echo "$* wrote a GIF"; exit 1; }
}
refused "after the replay's end (tick 716)" --replay "$replay" --clip 700-720 "$out/bad.gif"
refused "clip needs FROM-TO FILE" --replay "$replay" --clip 20-10 "$out/bad.gif"
refused "at most a minute: TO - FROM up to 3600" --replay "$replay" --clip 0-3601 "$out/bad.gif"
refused "clip-step needs N from 1 to 10" --replay "$replay" --clip 0-10 "$out/bad.gif" --clip-step 11
refused "clip-step is for clips" --replay "$replay" --clip-step 2 --headless
refused "no-such.replay: cannot open" --replay "$out/no-such.replay" --clip 0-10 "$out/bad.gif"
refused "no-such-folder" --replay "$replay" --clip 0-10 "$out/no-such-folder/bad.gif"
refused "pick is for clips" --replay "$replay" --pick ship --headless
refused "pick needs ship, asteroid#N or saucer#N" --replay "$replay" --clip 0-1 "$out/bad.gif" --pick rock
refused "a clip is at most 3840x2160 pixels" --replay "$replay" --clip 0-1 "$out/bad.gif" --size 8000x8000
# SIGTERM while the GIF is being written: it stops between frames, exits 143 and leaves no temporary behind.
stopped="$out/stopped"; mkdir -p "$stopped"
"$game" --replay "$replay" --clip 0-715 "$stopped/long.gif" >/dev/null 2>"$stopped.err" &
clipper=$!
for _ in $(seq 200); do compgen -G "$stopped/long.gif.tmp-*" >/dev/null && break; sleep 0.05; done
compgen -G "$stopped/long.gif.tmp-*" >/dev/null || { echo "the long clip made no temporary"; kill "$clipper"; exit 1; }
kill -TERM "$clipper"
status=0; wait "$clipper" || status=$?
[[ $status -eq 143 ]] || { echo "a clip stopped by SIGTERM exited $status, not 143: $(cat "$stopped.err")"; exit 1; }
[[ -z "$(ls "$stopped")" ]] || { echo "SIGTERM during --clip left: $(ls "$stopped")"; exit 1; }
echo "clip ok: $(ls "$out")"
