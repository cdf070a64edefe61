#!/usr/bin/env bash
# screenshot.sh POLYROIDS PICTURE_CHECK OUT.png ARGS...
# Runs the real game under Xvfb for the given ARGS (which include --frames),
# saving a screenshot to OUT.png, then checks the picture is not blank:
# at least $PICTURE_MIN_LIT (default 0.02) of its pixels are not background.
set -euo pipefail
game="$1"; check="$2"; out="$3"; shift 3
rm -f "$out"
xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --screenshot "$out"
"$check" "$out" "${PICTURE_MIN_LIT:-0.02}" 40
