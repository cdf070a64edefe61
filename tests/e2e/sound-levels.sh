#!/usr/bin/env bash
# sound-levels.sh SOUND_FILES DIR
# Writes each sound as the mixer plays it alone (SoundFiles.cpp) and measures
# it with sox: every one must be audible and peak at least 3 dB below full
# scale. Prints the figures, one line per sound.
set -euo pipefail
tool="$1"; dir="$2"
rm -rf "$dir"; mkdir -p "$dir"
"$tool" "$dir"
fail=0
printf '%-12s %8s %8s %7s\n' sound "peak dB" "RMS dB" seconds
for raw in "$dir"/*.raw; do
  stats="$(sox -t raw -r 44100 -e signed -b 16 -c 1 "$raw" -n stats 2>&1)"
  peak="$(awk '/^Pk lev dB/ {print $4}' <<<"$stats")"
  rms="$(awk '/^RMS lev dB/ {print $4}' <<<"$stats")"
  length="$(awk '/^Length s/ {print $3}' <<<"$stats")"
  printf '%-12s %8s %8s %7s\n' "$(basename "$raw" .raw)" "$peak" "$rms" "$length"
  awk -v p="$peak" 'BEGIN { exit !(p < -3.0) }' || { echo "FAIL: $(basename "$raw") peaks within 3 dB of full scale"; fail=1; }
  awk -v r="$rms" 'BEGIN { exit !(r > -40.0) }' || { echo "FAIL: $(basename "$raw") is nearly silent"; fail=1; }
done
count="$(ls "$dir"/*.raw | wc -l)"
[ "$count" -ge 10 ] || { echo "FAIL: only $count sounds written"; fail=1; }
exit $fail
