#!/usr/bin/env bash
# Regenerates every picture in docs/pictures/ with the program itself, under
# Xvfb: game scenes with overlays, and the collision lab's presets.
#   bash docs/make-pictures.sh [path/to/polyroids [OUT-DIR]]
# (default: build/release/polyroids, as built by `.ci/setup build`, into
# docs/pictures). tests/e2e/docs-pictures.sh makes them into a scratch folder
# and fails when one no longer matches the committed picture: re-run this
# script and commit its pictures when a change shows on them.
set -euo pipefail
game="$(realpath "${1:-$(dirname "$0")/../build/release/polyroids}")"
out="$(realpath -m "${2:-$(dirname "$0")/pictures}")"
cd "$(dirname "$0")/.."
mkdir -p "$out"
shot() {  # shot NAME ARGS...
  local name="$1"; shift
  xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --screenshot "$out/$name.png"
  echo "$out/$name.png"
}
# The seeds and tick counts pick moments where the overlay has something to show (seed 8 at
# 3877: wave 3, five ticks before the ship's second death, a rock and the ship a candidate pair).
# tests/e2e/docs-pictures.sh fails when one of them no longer shows what it did.
shot play            --seed 1 --frames 120
shot overlay-boxes   --seed 8 --autopilot --frames 3877 --overlay boxes,pairs
shot overlay-rays    --seed 1 --autopilot --frames 37 --overlay boxes,rays
shot overlay-sat     --seed 8 --autopilot --frames 1439 --overlay sat   # rules 2: the ship's death, its SAT ghost
shot overlay-circles --seed 8 --autopilot --frames 3877 --overlay circles,pairs
shot overlay-stats   --seed 8 --autopilot --frames 3877 --overlay boxes,pairs,stats
# The crowd scene of issue 11 in its steady state: 10,000 asteroids, ~10,000 bullets, the grid against brute force.
shot crowd           --crowd 10000 --overlay stats --frames 300
shot overlay-grid    --crowd 2000 --overlay grid --frames 120
# A real hit and a real death, drawn from the decision record on the tick that decided them.
# (the first hit, tick 38, is at the top edge under the HUD; tick 81 is in the open)
shot decision-hit    --replay tests/replays/death-respawn.replay --at 81 --frames 2 --overlay rays
shot decision-death  --replay tests/replays/death-respawn.replay --pause-on death --frames 600 --overlay sat
# A recorded game (seed 20, autopilot): at tick 220 bullet 45 flies through a spike's tip of asteroid 1.
shot overlay-tunnels --replay docs/recordings/tunnel.replay --frames 656 --overlay tunnels
shot saucer         --replay tests/replays/saucer-kill.replay --at 8800 --frames 1
shot hyperspace     --replay tests/replays/hyperspace.replay --at 3985 --frames 1
# A lesson as it opens: the broad-phase grid's first step (docs/lessons.md, the README).
shot lesson-grid --lesson 7 --frames 2 --mute
# The lab's presets, as the program lists them when asked for one that does not exist.
presets="$( { "$game" --lab --preset none-such 2>&1 || true; } | sed -n 's/.*the presets are //p' | tr -d ',')"
for preset in $presets; do
  shot "lab-$preset" --lab --preset "$preset" --frames 2
done
