#!/usr/bin/env bash
# Pictures every step of every lesson as a class would see it, and puts them on
# one contact sheet a size: a projector (1920x1080, --ui-scale 2) and a small
# window (800x600, --ui-scale 1). Each step is opened with --lesson N.S (the
# steps before it counted done) under Xvfb, two frames drawn, the last saved.
#   bash docs/make-lesson-sheet.sh [path/to/polyroids [OUT-DIR]]
# (default: build/release/polyroids into docs/pictures/sheets: one row a
# lesson, one column a step, each picture shrunk by whole pixels to at most
# 480 wide; python3 only, no image library: the PNGs are read through
# `convert FILE.png ppm:-`). The player's folder is a scratch one: the real
# settings.ini is never read or written.
set -euo pipefail
game="$(realpath "${1:-$(dirname "$0")/../build/release/polyroids}")"
out="$(realpath -m "${2:-$(dirname "$0")/pictures/sheets}")"
lessons="$(dirname "$game")/assets/polyroids/lessons"
[ -d "$lessons" ] || { echo "make-lesson-sheet.sh: no lessons beside $game ($lessons)" >&2; exit 2; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
for size in "1920x1080 2" "800x600 1"; do
  read -r window scale <<<"$size"
  rows=()
  lesson=0
  for file in "$lessons"/*.lesson; do
    lesson=$((lesson + 1))
    steps="$(grep -c '^step$' "$file")"
    row=()
    for step in $(seq "$steps"); do
      picture="$scratch/lesson-$lesson-step-$step-$window.png"
      HOME="$scratch" XDG_DATA_HOME="$scratch" xvfb-run -a -s "-screen 0 ${window}x24" \
        "$game" --lesson "$lesson.$step" --size "$window" --ui-scale "$scale" --mute --frames 2 --screenshot "$picture" >/dev/null
      row+=("$picture")
    done
    rows+=("${row[*]}")
  done
  printf '%s\n' "${rows[@]}" | python3 "$(dirname "$0")/contact-sheet.py" "$out/lessons-$window.png"
  echo "$out/lessons-$window.png"
done
