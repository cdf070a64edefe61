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
# Replay verification speed, native and wasm under Node in one run, on a 500,000-tick autopilot recording made here:
# the steady rate from the program's own seconds= (the verification alone, timed inside the program: no start-up, no
# Node, no wasm compile; wall-clock differences were noise on a loaded machine), best of five each; and the start-up
# alone, the whole run of a 1,000-tick recording, best of three.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 500000 --record "$work/long.replay" >/dev/null
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 1000 --record "$work/short.replay" >/dev/null
steady() {  # steady FILE COMMAND...: "TICKS SECONDS", the lowest seconds= of five runs of COMMAND --replay FILE --headless
  local file="$1"; shift
  for _ in 1 2 3 4 5; do
    "$@" --replay "$file" --headless | sed -n 's/^replay: ok ticks=\([0-9]*\) .* seconds=\([0-9.]*\) .*/\1 \2/p'
  done | sort -n -k2 | head -n 1
}
wall() {  # wall FILE COMMAND...: the best of three wall times (seconds) of COMMAND --replay FILE --headless
  local file="$1"; shift
  for _ in 1 2 3; do
    local start; start="$(date +%s.%N)"
    "$@" --replay "$file" --headless >/dev/null
    awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }'
  done | sort -n | head -n 1
}
native_steady="$(steady "$work/long.replay" env -u DISPLAY "$native/polyroids")"
web_steady="$(steady "$work/long.replay" node --no-experimental-fetch "$web/polyroids.js")"
native_short="$(wall "$work/short.replay" env -u DISPLAY "$native/polyroids")"
web_short="$(wall "$work/short.replay" node --no-experimental-fetch "$web/polyroids.js")"
awk -v n="$native_steady" -v w="$web_steady" -v ns="$native_short" -v ws="$web_short" 'BEGIN {
  split(n, a, " "); split(w, b, " ")
  if (a[2] <= 0 || b[2] <= 0 || a[1] != b[1]) { print "web: replay verification: no seconds= line from one of the runs (native: " n "; wasm: " w ")"; exit 1 }
  nr = a[1] / a[2]; wr = b[1] / b[2]
  printf "web: replay verification, steady (%d ticks, the program'"'"'s own seconds=, best of 5): native %.3f s = %.2f M ticks/s, wasm under Node %.3f s = %.2f M ticks/s: %.2f of native\n", a[1], a[2], nr / 1e6, b[2], wr / 1e6, wr / nr
  printf "web: replay verification start-up (a 1,000-tick recording, whole run, best of 3): native %.2f s, wasm under Node %.2f s\n", ns, ws }'
node tests/web/browser-tests.mjs "$web" "$native/web-figures" "$native/tests/picture_check" --figures-only | grep -v '^ok '
