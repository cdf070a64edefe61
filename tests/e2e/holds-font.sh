#!/usr/bin/env bash
# holds-font.sh GAME FONT...
# Starts GAME from / under Xvfb (POLYROIDS_FONT unset) and passes once the
# running game holds every FONT open (the proportional face and the mono): the
# installed or packaged game found its own fonts relative to its executable.
# Shared by install.sh and deb.sh.
set -euo pipefail
game="$1"; shift
holds_font='  # bash -c: $0 game, $@ fonts; polls the open files of the running game
  "$0" --frames 1000000000 --mute & pid=$!
  for _ in $(seq 100); do
    held=0
    for font in "$@"; do ls -l /proc/$pid/fd 2>/dev/null | grep -qF -- "$font" && held=$((held + 1)); done
    if [ "$held" = "$#" ]; then kill $pid; wait $pid; exit 0; fi
    sleep 0.2
  done
  echo "FAIL: the game $0 did not open all of $*; it holds:"; ls -l /proc/$pid/fd
  kill $pid; wait $pid; exit 1'
cd / && env -u POLYROIDS_FONT xvfb-run -a -s "-screen 0 1280x720x24" bash -c "$holds_font" "$game" "$@"
