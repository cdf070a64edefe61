#!/usr/bin/env bash
# The pictures of docs/look.md's "Glow and effects": each moment in the plain
# look and in the glow look, side by side, at 960x540 (small files), under Xvfb.
#   bash docs/make-look-pictures.sh [path/to/polyroids [OUT-DIR]]
# Not run by the tests (docs/make-pictures.sh's pictures are): run it again and
# commit its pictures when the look changes.
set -euo pipefail
game="$(realpath "${1:-$(dirname "$0")/../build/release/polyroids}")"
out="$(realpath -m "${2:-$(dirname "$0")/pictures/look}")"
cd "$(dirname "$0")/.."
mkdir -p "$out"
shot() {  # shot NAME ARGS...: NAME-plain.png and NAME-glow.png
  local name="$1"; shift
  for look in plain glow; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --size 960x540 --look "$look" --screenshot "$out/$name-$look.png"
    echo "$out/$name-$look.png"
  done
}
# Ticks from `polyroids events`: each picture a few ticks after its moment, while its flash and sparks fly.
shot title  --title --frames 150 --mute
shot wave   --seed 1 --autopilot --frames 600
shot break  --replay tests/replays/death-respawn.replay --frames 84 --mute
shot death  --replay tests/replays/death-respawn.replay --frames 505 --mute
shot saucer --replay tests/replays/saucer-kill.replay --frames 8796 --mute
