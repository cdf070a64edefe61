#!/usr/bin/env bash
# crowd.sh POLYROIDS PICTURE_CHECK WORKDIR
# The crowd scene as a user meets it: `--crowd 2000 --frames 60 --screenshot`
# under Xvfb shows the whole field (all its turrets, drawn in their own
# colour), a headless crowd recording verifies and plays in the window, and
# --benchmark-frames counts about N bullets.
set -euo pipefail
game="$1"; check="$2"; dir="$3"
mkdir -p "$dir"
picture="$dir/crowd-2000.png"; replay="$dir/crowd-300.replay"
rm -f "$picture" "$replay"

# 15 turrets (a 5 x 3 lattice) at about 60 pixels of #FF966E each: a field cut
# to its corner (the world drawn at the UI's scale) shows one or two.
xvfb-run -a -s "-screen 0 1280x720x24" "$game" --crowd 2000 --frames 60 --screenshot "$picture"
"$check" "$picture" 0.03 40 FF966E 600

"$game" --crowd 300 --seed 5 --headless --autopilot --ticks 600 --record "$replay"
grep -qx 'crowd 300' "$replay" || { echo "no 'crowd 300' line in the header of $replay"; exit 1; }
out="$(env -u DISPLAY "$game" --replay "$replay" --headless)"
echo "$out"
[[ "$out" == "replay: ok ticks=600 "* ]] || { echo "the crowd recording did not verify"; exit 1; }

# ... and plays in the window, turrets and all (a 300-crowd has 2, about 95 pixels of #FF966E each).
watched="$dir/crowd-300-watched.png"
rm -f "$watched"
xvfb-run -a -s "-screen 0 1280x720x24" "$game" --replay "$replay" --frames 300 --screenshot "$watched"
"$check" "$watched" 0.03 40 FF966E 150

# The frame benchmark counts a crowd's bullets: about N once the storm is up (it takes ~20 ticks).
line="$(xvfb-run -a -s "-screen 0 1280x720x24" "$game" --crowd 300 --benchmark-frames 200 </dev/null | tail -n 1)"
echo "$line"
re='^frames=200 asteroids=([0-9]+) bullets=([0-9]+) mean_ms=[0-9.]+ p99_ms=[0-9.]+$'
[[ "$line" =~ $re ]] || { echo "not the benchmark line: '$line'"; exit 1; }
bullets="${BASH_REMATCH[2]}"
[ "$bullets" -ge 270 ] && [ "$bullets" -le 300 ] || { echo "bullets=$bullets, expected about 300 (270 to 300)"; exit 1; }
