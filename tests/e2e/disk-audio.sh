#!/usr/bin/env bash
# disk-audio.sh POLYROIDS DIR
# Records an autopilot game headless, then watches it in the real window under
# Xvfb, at 1x, up to two seconds past the ship's first death, with SDL's disk
# audio driver (SDL_AUDIODRIVER=disk, SDL_DISKAUDIOFILE) writing what the game
# plays to a file. The stretch played must hold shots, thrust, rocks breaking
# and the ship's explosion; the audio must be far from silent, and no sample
# may reach full scale (sox measures it; the figures are printed).
set -euo pipefail
game="$1"; dir="$2"
rm -rf "$dir"; mkdir -p "$dir"
recording="$dir/game.replay"; audio="$dir/game.raw"
env -u DISPLAY "$game" --headless --autopilot --seed 7 --ticks 3600 --record "$recording" >/dev/null
"$game" events "$recording" >"$dir/events.txt"
death="$(awk '$2 == "ship-destroyed" {print $1; exit}' "$dir/events.txt")"
[ -n "$death" ] || { echo "FAIL: the autopilot game (seed 7) has no death in 3600 ticks; pick another seed"; exit 1; }
end=$((death + 120))
before() { awk -v kind="$1" -v end="$end" '$2 == kind && $1 <= end' "$dir/events.txt" | wc -l; }
shots="$(before shot)"; breaks="$(before asteroid-destroyed)"
thrusts="$(awk -v end="$end" '$1 == "i" && $2 <= end && $3 ~ /T/' "$recording" | wc -l)"
echo "ticks played: $end (ship dies at $death): $shots shots, $breaks rocks broken, thrust pressed $thrusts times"
[ "$shots" -gt 0 ] && [ "$breaks" -gt 0 ] && [ "$thrusts" -gt 0 ] || { echo "FAIL: the stretch played lacks shots, breaks or thrust"; exit 1; }

SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$audio" xvfb-run -a -s "-screen 0 1280x720x24" \
  "$game" --replay "$recording" --ticks "$end" >"$dir/stdout.txt" 2>"$dir/stderr.txt" \
  || { echo "FAIL: the game exited $?"; cat "$dir/stderr.txt"; exit 1; }
grep -q "no sound" "$dir/stderr.txt" && { echo "FAIL: no sound device:"; cat "$dir/stderr.txt"; exit 1; }
[ -s "$audio" ] || { echo "FAIL: the disk driver wrote nothing to $audio"; exit 1; }

stats="$(sox -t raw -r 44100 -e signed -b 16 -c 1 "$audio" -n stats 2>&1)"
echo "$stats" | grep -E '^(Min level|Max level|Pk lev dB|RMS lev dB|RMS Pk dB|Length s)'
awk '/^Max level/ {max=$3} /^Min level/ {min=$3}
     END { if (max >= 32767/32768 || min <= -1) { print "FAIL: a sample reached full scale"; exit 1 } }' <<<"$stats"
awk '/^Pk lev dB/ { if ($4 >= -3.0) { print "FAIL: the mix peaks within 3 dB of full scale"; exit 1 } }' <<<"$stats"
awk '/^RMS lev dB/ { if ($4 < -35.0) { print "FAIL: the mix is nearly silent"; exit 1 } }' <<<"$stats"
seconds="$(awk '/^Length s/ {print $3}' <<<"$stats")"
awk -v s="$seconds" -v t="$end" 'BEGIN { if (s < t / 60.0 * 0.8) { print "FAIL: only " s " s of audio for " t / 60.0 " s of play"; exit 1 } }'
echo "ok: $seconds s of audio, no sample at full scale"
