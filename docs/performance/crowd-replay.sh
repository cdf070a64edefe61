#!/usr/bin/env bash
# crowd-replay.sh POLYROIDS N TICKS OUT.replay
# Writes a replay (docs/replay-format.md) of a game with no keys pressed in
# which a click spawns one large asteroid on each of the first N ticks, spread
# over the field away from the ship's start, and that lasts TICKS ticks: the
# crowded field measured with `--benchmark-frames` (docs/performance.md,
# "Frames"). The final hash and score come from the game itself: the file is
# written with placeholders, verified headless, and the placeholders replaced
# with what the build computed; the result verifies.
set -euo pipefail
game="$1"; n="$2"; ticks="$3"; out="$4"
here="$(cd "$(dirname "$0")" && pwd)"
rules="$(sed -n 's/.*kRulesVersion = \([0-9]*\);.*/\1/p' "$here/../../src/sim/Tuning.h")"
[ -n "$rules" ] || { echo "crowd-replay: kRulesVersion not found in src/sim/Tuning.h" >&2; exit 2; }
((n < ticks)) || { echo "crowd-replay: N must be below TICKS" >&2; exit 2; }
# One checkpoint interval covers the whole game (no checkpoint lines): at most a minute, the format's bound.
((ticks <= 3600)) || { echo "crowd-replay: TICKS must be at most 3600 (the most ticks between checkpoints)" >&2; exit 2; }
write() {  # write SCORE HASH
  {
    printf 'polyroids-replay 1\nrules %s\nseed 1\nfield 1280 720\nlives 3\ncheckpoint-interval %s\nbegin\n' "$rules" "$ticks"
    # A lattice walked in a scrambled order; points within 200 units of the
    # field's centre (where the ship starts) are pushed out to the edge band.
    awk -v n="$n" 'BEGIN {
      for (i = 0; i < n; ++i) {
        x = 20 + (i * 389) % 1240; y = 20 + (i * 157) % 680
        if ((x - 640) ^ 2 + (y - 360) ^ 2 < 200 ^ 2) y = (y < 360) ? y - 200 + 20 * (i % 5) : y + 160 - 20 * (i % 5)
        if (y < 0) y += 720
        printf "s %d %d %d\n", i, x, y
      }
    }'
    printf 'end %s %s %s\n' "$ticks" "$1" "$2"
  } > "$out"
}
score=0; hash=0000000000000000
for attempt in 1 2 3; do
  write "$score" "$hash"
  result="$("$game" --replay "$out" --headless 2>&1 || true)"
  case "$result" in
    "replay: ok "*) echo "$out: $n spawns, $ticks ticks, verifies"; exit 0 ;;
    *"whole differs"*) hash="$(sed -n 's/.*got \([0-9a-f]*\)).*/\1/p' <<<"$result")" ;;
    *"score differs"*) score="$(sed -n 's/.*got \([0-9]*\)).*/\1/p' <<<"$result")" ;;
    *) echo "crowd-replay: $result" >&2; exit 1 ;;
  esac
done
echo "crowd-replay: the replay does not verify: $result" >&2
exit 1
