#!/usr/bin/env bash
# The pictures of docs/look.md's "Glow and effects": each moment in the plain
# look and in the glow look, side by side, at 960x540 (small files), under Xvfb;
# with POLYROIDS_BEFORE=path/to/polyroids built at f24e89e (main before issue
# 31: `git worktree add --detach DIR f24e89e`, its release preset, target
# polyroids), the same moments as they looked before (NAME-before.png); and a
# minute of play in the glow look as a GIF (minute.gif, no display needed);
# with POLYROIDS_WEB=build/web (the page built, `npm ci` in tests/web), the
# page in headless chromium at tick 600 of the seed-1 autopilot (page-wave.png,
# beside the desktop's desktop-wave.png) and a rock breaking (page-break.png:
# 1.1 s into death-respawn.replay, so not an exact tick).
#   bash docs/make-look-pictures.sh [path/to/polyroids [OUT-DIR]]
# Not run by the tests (docs/make-pictures.sh's pictures are): run it again and
# commit its pictures when the look changes.
set -euo pipefail
game="$(realpath "${1:-$(dirname "$0")/../build/release/polyroids}")"
out="$(realpath -m "${2:-$(dirname "$0")/pictures/look}")"
cd "$(dirname "$0")/.."
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shot() {  # shot NAME ARGS...: NAME-plain.png and NAME-glow.png
  local name="$1"; shift
  for look in plain glow; do
    xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --size 960x540 --look "$look" --screenshot "$out/$name-$look.png"
    echo "$out/$name-$look.png"
  done
  if [[ -n "${POLYROIDS_BEFORE:-}" ]]; then  # no --look before issue 31: one look
    xvfb-run -a -s "-screen 0 1280x720x24" "$POLYROIDS_BEFORE" "$@" --size 960x540 --screenshot "$out/$name-before.png"
    echo "$out/$name-before.png"
  fi
}
# Ticks from `polyroids events`: each picture a few ticks after its moment, while its flash and sparks fly.
shot title  --title --frames 150 --mute
shot wave   --seed 1 --autopilot --frames 600
shot break  --replay tests/replays/death-respawn.replay --frames 84 --mute
shot death  --replay tests/replays/death-respawn.replay --frames 505 --mute
shot saucer --replay tests/replays/saucer-kill.replay --frames 8796 --mute
# A minute of the seed-3 autopilot (three waves, three saucers, two jumps), from tick 60, a frame every fourth
# tick at 384x216: 901 frames, 3.7 MB (at 480x270 every second tick it was 9.8 MB).
env -u DISPLAY "$game" --headless --autopilot --seed 3 --ticks 3700 --record "$work/minute.replay" >/dev/null
env -u DISPLAY "$game" --replay "$work/minute.replay" --clip 60-3660 "$out/minute.gif" --clip-step 4 --size 384x216
if [[ -n "${POLYROIDS_WEB:-}" ]]; then
  env -u DISPLAY "$game" --headless --autopilot --seed 1 --ticks 700 --record "$work/wave.replay" >/dev/null
  node tests/web/look-pictures.mjs "$POLYROIDS_WEB" "$work" "wave=$work/wave.replay@600" "break=tests/replays/death-respawn.replay+1100"
  cp "$work/wave.png" "$out/page-wave.png"
  cp "$work/break-1100.png" "$out/page-break.png"
  xvfb-run -a -s "-screen 0 1280x720x24" "$game" --replay "$work/wave.replay" --at 600 --frames 1 --size 1280x720 --screenshot "$out/desktop-wave.png"
  echo "$out/page-wave.png $out/page-break.png $out/desktop-wave.png"
fi
