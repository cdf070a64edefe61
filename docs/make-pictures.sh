#!/usr/bin/env bash
# Regenerates every picture in docs/pictures/ with the program itself, under
# Xvfb: game scenes with overlays, and the collision lab's presets.
#   bash docs/make-pictures.sh [path/to/polyroids]
# (default: build/release/polyroids, as built by `.ci/setup build`)
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-build/release/polyroids}"
out=docs/pictures
mkdir -p "$out"
shot() {  # shot NAME ARGS...
  local name="$1"; shift
  xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --screenshot "$out/$name.png"
  echo "$out/$name.png"
}
# The seeds and tick counts pick moments where the overlay has something to show.
shot play            --seed 1 --frames 120
shot overlay-boxes   --seed 8 --autopilot --frames 2877 --overlay boxes,pairs
shot overlay-rays    --seed 1 --autopilot --frames 37 --overlay boxes,rays
shot overlay-sat     --seed 8 --autopilot --frames 2877 --overlay sat
shot overlay-circles --seed 8 --autopilot --frames 2877 --overlay circles,pairs
shot overlay-stats   --seed 8 --autopilot --frames 2877 --overlay boxes,pairs,stats
# A recorded game (seed 20, autopilot): at tick 220 bullet 45 flies through a spike's tip of asteroid 1.
shot overlay-tunnels --replay docs/recordings/tunnel.replay --frames 220 --overlay tunnels
# The lab's presets, as the program lists them when asked for one that does not exist.
presets="$( { "$game" --lab --preset none-such 2>&1 || true; } | sed -n 's/.*the presets are //p' | tr -d ',')"
for preset in $presets; do
  shot "lab-$preset" --lab --preset "$preset" --frames 2
done
