#!/usr/bin/env bash
# overlay-shows.sh POLYROIDS PICTURE_DIFF WORKDIR OVERLAY MIN_PERCENT ARGS...
# Takes the same screenshot (ARGS include --frames) twice under Xvfb, without
# and with --overlay OVERLAY, and checks that the overlay changed at least
# MIN_PERCENT of the pixels: it draws something, where a blank-picture check
# would pass on the world alone.
set -euo pipefail
game="$1"; diff="$2"; work="$3"; overlay="$4"; least="$5"; shift 5
rm -rf "$work"; mkdir -p "$work"
export HOME="$work" XDG_DATA_HOME="$work/share"
xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --mute --screenshot "$work/without.png" >/dev/null
xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --mute --overlay "$overlay" --screenshot "$work/with.png" >/dev/null
share="$("$diff" "$work/without.png" "$work/with.png" | sed -n "s/.*: \([0-9.]*\)% of pixels differ/\1/p")"
echo "--overlay $overlay changed $share% of the pixels (at least $least% expected)"
awk -v v="$share" -v l="$least" 'BEGIN { exit !(v >= l) }'
