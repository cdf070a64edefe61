#!/usr/bin/env bash
# bad-settings.sh POLYROIDS WORKDIR
# A settings file with a bad line: the game says FILE:LINE: reason once on
# stderr, keeps the file aside as settings.ini.bad-DATE, writes the defaults
# in its place and runs (exit 0); the next run says nothing. A key the game
# already uses, bound to an action, is reported with what it does.
set -euo pipefail
game="$1"; work="$2"
rm -rf "$work"; mkdir -p "$work/share/polyroids"
export XDG_DATA_HOME="$work/share"
ini="$work/share/polyroids/settings.ini"
printf 'volume = 0.5\nfire = Space, Banana\n' > "$ini"
run() { xvfb-run -a -n "$((100 + RANDOM % 800))" -s "-screen 0 1280x720x24" "$game" --seed 1 --frames 2 --mute 2>"$work/err"; }
run
grep -q "^polyroids: $ini:2: fire: unknown key 'Banana' .*; kept as $ini.bad-[0-9-]*, replaced by the defaults$" "$work/err" ||
  { echo "FAIL: not reported as FILE:LINE: reason"; cat "$work/err"; exit 1; }
grep -q "Banana" "$ini".bad-* || { echo "FAIL: the bad file was not kept aside"; exit 1; }
grep -q "^fire = Space$" "$ini" || { echo "FAIL: the defaults were not written"; cat "$ini"; exit 1; }
run
! grep -q "settings.ini" "$work/err" || { echo "FAIL: reported again on the next run"; cat "$work/err"; exit 1; }
# A key the game window already uses (the key table's grid overlay) is refused the same way, naming what it does.
rm -f "$ini".bad-*
printf 'volume = 0.5\n# mine\nfire = 8\n' > "$ini"
run
grep -q "^polyroids: $ini:3: fire: key '8' is taken: it already does 'grid' in the game; kept as $ini.bad-[0-9-]*" "$work/err" ||
  { echo "FAIL: a taken key is not reported as FILE:LINE: what it does"; cat "$work/err"; exit 1; }
echo "bad settings: reported once, kept aside, replaced by the defaults; a taken key named with its owner"
