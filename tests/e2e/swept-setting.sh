#!/usr/bin/env bash
# swept-setting.sh POLYROIDS WORKDIR
# `swept-bullets = yes` in settings.ini plays a new game under the swept rule,
# as --swept-bullets does: its recording's header says `bullets swept` and it
# verifies headless under that rule; without the line the header has none.
# A bad value is refused with the file, line and reason.
set -euo pipefail
game="$1"; work="$2"
rm -rf "$work"; mkdir -p "$work/share/polyroids"
export XDG_DATA_HOME="$work/share"
record() {  # record OUT.replay: a short windowed game, recorded
  xvfb-run -a -n "$((100 + RANDOM % 800))" -s "-screen 0 1280x720x24" "$game" --seed 20 --autopilot --frames 120 --mute --record "$1" >/dev/null
}
record "$work/classic.replay"
grep -q "^bullets swept$" "$work/classic.replay" && { echo "FAIL: a game without the setting is recorded under the swept rule"; exit 1; }
printf 'swept-bullets = yes\n' > "$work/share/polyroids/settings.ini"
record "$work/swept.replay"
grep -q "^bullets swept$" "$work/swept.replay" || { echo "FAIL: swept-bullets = yes did not play the game under the swept rule"; exit 1; }
"$game" --replay "$work/swept.replay" --headless >/dev/null || { echo "FAIL: the swept game does not verify"; exit 1; }
printf 'swept-bullets = sometimes\n' > "$work/share/polyroids/settings.ini"
record "$work/bad.replay" 2>"$work/err" || true
grep -qF "settings.ini:1: swept-bullets: must be yes or no, not 'sometimes'" "$work/err" || { echo "FAIL: a bad swept-bullets was not reported"; cat "$work/err"; exit 1; }
echo "swept-setting: ok"
