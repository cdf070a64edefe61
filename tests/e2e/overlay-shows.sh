#!/usr/bin/env bash
# overlay-shows.sh [--tolerance N] POLYROIDS PICTURE_DIFF WORKDIR OVERLAY MIN_PERCENT ARGS...
# Takes the same screenshot (ARGS include --frames) twice under Xvfb, without
# and with --overlay OVERLAY, and checks that the overlay changed at least
# MIN_PERCENT of the pixels: it draws something, where a blank-picture check
# would pass on the world alone. OVERLAY may instead be an option as
# --NAME=VALUE (--look=plain): the second screenshot is taken with it. With
# --tolerance N a pixel counts only when a channel differs by more than N
# (picture_diff's): what is drawn, not a background a level or two apart.
set -euo pipefail
tolerance=(); [ "$1" = --tolerance ] && { tolerance=(--tolerance "$2"); shift 2; }
game="$1"; diff="$2"; work="$3"; overlay="$4"; least="$5"; shift 5
rm -rf "$work"; mkdir -p "$work"
export HOME="$work" XDG_DATA_HOME="$work/share"
xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --mute --screenshot "$work/without.png" >/dev/null
with=(--overlay "$overlay")
case "$overlay" in --*=*) with=("${overlay%%=*}" "${overlay#*=}") ;; esac
xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --mute "${with[@]}" --screenshot "$work/with.png" >/dev/null
share="$("$diff" "${tolerance[@]}" "$work/without.png" "$work/with.png" | sed -n "s/.*: \([0-9.]*\)% of pixels differ/\1/p")"
echo "${with[*]} changed $share% of the pixels (at least $least% expected)"
awk -v v="$share" -v l="$least" 'BEGIN { exit !(v >= l) }'
