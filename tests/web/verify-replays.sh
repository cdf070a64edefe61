#!/usr/bin/env bash
# Determinism across targets: every golden replay and long autopilot
# recordings made by the desktop build verify in the WebAssembly build run by
# Node, with the desktop's command line and paths relative to the working
# directory, and end on the same hash. Prints replay verification ticks/s of
# both (the README's "In the browser" figures).
#   verify-replays.sh GAME WEB_JS REPLAY_DIR WORK_DIR
set -uo pipefail
game="$1" web_js="$2" replays="$3" work="$4"
if [ ! -f "$web_js" ]; then
  echo "no web build at $web_js: run 'bash .ci/setup web' (or cmake --preset web && cmake --build --preset web)"
  exit 1
fi
rm -rf "$work" && mkdir -p "$work" || exit 1
cp "$replays"/*.replay "$work"/ || exit 1
cd "$work" || exit 1
for seed in 1 2 3 4; do
  "$game" --headless --autopilot --seed "$seed" --ticks 60000 --record "long-seed-$seed.replay" >/dev/null || exit 1
done
"$game" --crowd 300 --seed 9 --headless --autopilot --ticks 6000 --record crowd-300.replay >/dev/null || exit 1

# seconds LINE: the verification time a "replay: ok" line reports.
seconds() { sed -n 's/.* seconds=\([0-9.]*\).*/\1/p' <<<"$1"; }

failures=0 checked=0 native_ticks=0 native_seconds=0 web_seconds=0
for replay in *.replay; do
  # The same relative path on both: Node's working directory is the host's.
  native="$(env -u DISPLAY "$game" --replay "$replay" --headless 2>&1)"
  web="$(node --no-experimental-fetch "$web_js" --replay "$replay" --headless 2>&1)"
  web_status=$?
  checked=$((checked + 1))
  # replay: ok ticks=T score=S checkpoints=C/C hash=H seconds=X: all but the time must agree.
  if [ $web_status -ne 0 ] || [ "${native% seconds=*}" != "${web% seconds=*}" ] || [[ "$web" != "replay: ok "* ]]; then
    echo "FAIL $replay"
    echo "  native: $native"
    echo "  web:    $web (exit $web_status)"
    failures=$((failures + 1))
    continue
  fi
  echo "ok   $replay: ${web% seconds=*}"
  ticks="$(sed -n 's/.* ticks=\([0-9]*\) .*/\1/p' <<<"$native")"
  native_ticks=$((native_ticks + ticks))
  native_seconds="$(awk -v a="$native_seconds" -v b="$(seconds "$native")" 'BEGIN { print a + b }')"
  web_seconds="$(awk -v a="$web_seconds" -v b="$(seconds "$web")" 'BEGIN { print a + b }')"
done
awk -v t="$native_ticks" -v n="$native_seconds" -v w="$web_seconds" 'BEGIN {
  printf "replay verification: %d ticks; native %.2f M ticks/s, wasm under Node %.2f M ticks/s (%.1fx slower)\n",
         t, t / n / 1e6, t / w / 1e6, w / n }'
echo "$checked replays checked, $failures failed"
[ "$failures" -eq 0 ] && [ "$checked" -ge 14 ]
