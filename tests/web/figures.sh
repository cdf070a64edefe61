#!/usr/bin/env bash
# Figures for the README's "In the browser" (not pass/fail): the page's
# download size (gzip and brotli), time to its first frame and --crowd 2000
# frame times in headless chromium, replay verification's steady rate and
# start-up under Node and natively.
#   figures.sh WEB_BUILD NATIVE_BUILD
set -euo pipefail
web="$1" native="$2"
cd "$(dirname "$0")/../.."
# Download sizes as a server would send them: gzip -9 and brotli (quality 11, with Node's zlib: no brotli tool needed).
total_gzip=0 total_brotli=0
for f in index.html polyroids.js polyroids.wasm polyroids.data service-worker.js manifest.webmanifest; do
  gzipped="$(gzip -9c "$web/$f" | wc -c)"
  brotlied="$(node -e 'const z = require("zlib"); process.stdout.write(String(z.brotliCompressSync(require("fs").readFileSync(process.argv[1]), { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } }).length))' "$web/$f")"
  total_gzip=$((total_gzip + gzipped)) total_brotli=$((total_brotli + brotlied))
  printf 'web: %-20s %8d bytes, %8d gzip, %8d brotli\n' "$f" "$(stat -c %s "$web/$f")" "$gzipped" "$brotlied"
done
awk -v g="$total_gzip" -v b="$total_brotli" 'BEGIN { printf "web: download size of the page: %.2f MB gzip, %.2f MB brotli\n", g / 1e6, b / 1e6 }'
# Replay verification speed, native and wasm under Node in one run: a 500,000-tick autopilot recording made here
# (the steady rate: its time less a 1,000-tick recording's, which is start-up: Node, the wasm's compile, the file's
# read) and the start-up alone. Best of three each.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 500000 --record "$work/long.replay" >/dev/null
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 1000 --record "$work/short.replay" >/dev/null
wall() {  # wall FILE COMMAND...: the best of three wall times (seconds) of COMMAND --replay FILE --headless
  local file="$1"; shift
  for _ in 1 2 3; do
    local start; start="$(date +%s.%N)"
    "$@" --replay "$file" --headless >/dev/null
    awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }'
  done | sort -n | head -n 1
}
native_long="$(wall "$work/long.replay" env -u DISPLAY "$native/polyroids")"
native_short="$(wall "$work/short.replay" env -u DISPLAY "$native/polyroids")"
web_long="$(wall "$work/long.replay" node --no-experimental-fetch "$web/polyroids.js")"
web_short="$(wall "$work/short.replay" node --no-experimental-fetch "$web/polyroids.js")"
awk -v nl="$native_long" -v ns="$native_short" -v wl="$web_long" -v ws="$web_short" 'BEGIN {
  n = 499000 / (nl - ns); w = 499000 / (wl - ws)
  printf "web: replay verification, steady (500,000-tick recording less a 1,000-tick one): native %.2f M ticks/s, wasm under Node %.2f M ticks/s: %.2f of native\n", n / 1e6, w / 1e6, w / n
  printf "web: replay verification start-up (a 1,000-tick recording, whole run): native %.2f s, wasm under Node %.2f s\n", ns, ws }'
node tests/web/browser-tests.mjs "$web" "$native/web-figures" "$native/tests/picture_check" --figures-only | grep -v '^ok '
