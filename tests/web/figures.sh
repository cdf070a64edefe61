#!/usr/bin/env bash
# Figures for the README's "In the browser" (not pass/fail): the page's
# download size (gzip), time to its first frame and --crowd 2000 frame times
# in headless chromium, replay verification ticks/s under Node and natively.
#   figures.sh WEB_BUILD NATIVE_BUILD
set -euo pipefail
web="$1" native="$2"
cd "$(dirname "$0")/../.."
total=0
for f in polyroids.js polyroids.wasm polyroids.data index.html; do
  size="$(gzip -9c "$web/$f" | wc -c)"
  total=$((total + size))
  printf 'web: %-15s %8d bytes, %8d gzipped\n' "$f" "$(stat -c %s "$web/$f")" "$size"
done
printf 'web: download size of the page, gzipped: %.2f MB\n' "$(awk -v t="$total" 'BEGIN { print t / 1e6 }')"
# Replay verification speed on the same machine: the 50,000-tick golden, best of three each.
rate() { for _ in 1 2 3; do "$@" --replay tests/replays/long-autopilot.replay --headless | sed -n 's/.* rate=\([0-9]*\) ticks\/s.*/\1/p'; done | sort -n | tail -n 1; }
native_rate="$(rate env -u DISPLAY "$native/polyroids")"
web_rate="$(rate node --no-experimental-fetch "$web/polyroids.js")"
awk -v n="$native_rate" -v w="$web_rate" 'BEGIN { printf "web: replay verification (long-autopilot.replay, 50,000 ticks): native %.2f M ticks/s, wasm under Node %.2f M ticks/s (%.1fx slower)\n", n / 1e6, w / 1e6, n / w }'
node tests/web/browser-tests.mjs "$web" "$native/web-figures" "$native/tests/picture_check" --figures-only | grep -v '^ok '
