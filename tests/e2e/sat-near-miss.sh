#!/usr/bin/env bash
# sat-near-miss.sh POLYROIDS PICTURE_CHECK WORKDIR
# Issue 20's case: the seed-7 autopilot game of 20,000 ticks has a SAT
# near-miss at tick 1425 that `why` reports (ship vs asteroid#108, gap
# 0.46). Opened there with --overlay sat, the screenshot must draw it: the
# inset's separating axis, its magnified gap and the verdict are drawn in
# the separating-axis colour (#FFFF3D, render/draw/Palette.h), which nothing
# else on that screen uses.
set -euo pipefail
game="$1"; check="$2"; work="$3"
rm -rf "$work"; mkdir -p "$work"
export HOME="$work" XDG_DATA_HOME="$work/share"
"$game" --headless --autopilot --seed 7 --ticks 20000 --record "$work/g7.replay" >/dev/null
"$game" why --fields "$work/g7.replay" 1425 >"$work/why.txt"
grep -q "^ship asteroid#108 stage=exact .* gap=0.464812 miss$" "$work/why.txt" ||
  { echo "FAIL: why does not report the near-miss"; cat "$work/why.txt"; exit 1; }
for overlay in none sat; do
  xvfb-run -a -s "-screen 0 1280x720x24" "$game" --replay "$work/g7.replay" --at 1425 --frames 1 --mute --ui-scale 1 \
    --overlay "$overlay" --screenshot "$work/$overlay.png" >/dev/null
done
# Without the overlay there is none of that colour; with it, the axis and the gap's marks.
if "$check" "$work/none.png" 0.01 10 FFFF3D 1 >/dev/null; then echo "FAIL: the colour is on screen without the overlay"; exit 1; fi
"$check" "$work/sat.png" 0.02 40 FFFF3D 150
