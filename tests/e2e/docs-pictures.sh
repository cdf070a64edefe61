#!/usr/bin/env bash
# docs-pictures.sh POLYROIDS PICTURE_DIFF WORK-DIR
# The pictures in docs/pictures are what docs/make-pictures.sh's commands show
# now: each is made again into WORK-DIR and compared with the committed one.
# Fails naming every picture that drifted (more than 1% of its pixels differ
# by more than a few levels), is missing, or is not made by the script.
set -euo pipefail
game="$1"; diff="$2"; work="$3"
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$work"; mkdir -p "$work"
bash "$root/docs/make-pictures.sh" "$game" "$work" >"$work/made.txt" 2>"$work/made.err" || { cat "$work/made.err"; echo "FAIL: make-pictures.sh failed"; exit 1; }
fail=0
for committed in "$root"/docs/pictures/*.png; do
  name="$(basename "$committed")"
  [ -f "$work/$name" ] || { echo "FAIL: docs/pictures/$name is not made by docs/make-pictures.sh"; fail=1; continue; }
  share="$("$diff" --tolerance 24 "$committed" "$work/$name" | sed -n 's/.*: \([0-9.]*\)% of pixels differ/\1/p')"
  if [ -z "$share" ] || awk -v s="$share" 'BEGIN { exit !(s > 1.0) }'; then
    echo "FAIL: docs/pictures/$name drifted: ${share:-?}% of pixels differ from what its command shows now (run docs/make-pictures.sh)"
    fail=1
  fi
done
for made in "$work"/*.png; do
  [ -f "$root/docs/pictures/$(basename "$made")" ] || { echo "FAIL: make-pictures.sh makes $(basename "$made"), not in docs/pictures"; fail=1; }
done
[ $fail = 0 ] && echo "ok: $(ls "$work"/*.png | wc -l) pictures match their commands"
exit $fail
