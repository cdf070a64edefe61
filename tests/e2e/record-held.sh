#!/usr/bin/env bash
# record-held.sh POLYROIDS
# Two recorders, one file: while a long headless recording runs, a second
# --record to the same path (headless, or a window) is refused at once,
# exit 1, naming the file and the process holding it; the first's file is
# left to it, and once it ends (SIGTERM) it verifies and nothing is left
# beside it.
set -u
game="$1"
dir="$(mktemp -d)"; first=""
trap '[ -n "$first" ] && kill "$first" 2>/dev/null; rm -rf "$dir"' EXIT
file="$dir/same.replay"
"$game" --headless --autopilot --seed 1 --ticks 20000000 --record "$file" >"$dir/first.out" 2>&1 &
first=$!
for _ in $(seq 100); do [ -s "$file" ] && break; sleep 0.05; done
[ -s "$file" ] || { echo "FAIL: the first recorder wrote nothing"; exit 1; }
header="$(head -c 200 "$file")"
expect="$(dirname "$0")/expect.sh"
held="^polyroids: $file: in use by process $first \\(its lock is $file\\.lock\\)"
start=$(date +%s%N)
"$expect" 1 "" "$held" -- "$game" --headless --autopilot --seed 2 --ticks 2000000 --record "$file" || exit 1
"$expect" 1 "" "$held" -- env -u DISPLAY "$game" --seed 2 --record "$file" || exit 1
took_ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$took_ms" -lt 5000 ] || { echo "FAIL: refusing took $took_ms ms, not at once"; exit 1; }
[ "$(head -c 200 "$file")" = "$header" ] || { echo "FAIL: the first recorder's file was replaced"; exit 1; }
kill -TERM "$first"; wait "$first"; status=$?; first=""
[ "$status" = 143 ] || { echo "FAIL: the first recorder exited $status, expected 143"; cat "$dir/first.out"; exit 1; }
"$expect" 0 "^replay: ok " "" -- "$game" --replay "$file" --headless || exit 1
[ ! -e "$file.lock" ] || { echo "FAIL: $file.lock was left behind"; exit 1; }
exit 0
