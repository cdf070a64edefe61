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
bash tests/web/verify-replays.sh "$native/polyroids" "$web/polyroids.js" tests/replays "$native/web-figures" | tail -n 2
node tests/web/browser-tests.mjs "$web" "$native/web-figures/browser" "$native/tests/picture_check" --figures-only | grep -v '^ok '
