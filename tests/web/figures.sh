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
# Replay verification speed, native and wasm under Node in one run, on a 500,000-tick autopilot recording made here and
# its first 1,000 ticks (the same game, recorded to a shorter end), each the program's own seconds= (the verification
# alone, timed inside the program: no Node start-up, no wasm download or instantiation), best of five. Under Node each
# wasm function is compiled (optimised: web/node-paths.js) when first called, inside that time: 0.13-0.22 s here, the
# whole of the 1,000-tick seconds= and about half of the 500,000-tick one. So the steady rate is the difference: the
# 499,000 ticks after the first 1,000 (docs/web.md, "Closer to native speed"); the first calls' compile is printed with
# start-up, and the one-run figure, compile included, beside it. Wall-clock differences were noise on a loaded machine.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 500000 --record "$work/long.replay" >/dev/null
env -u DISPLAY "$native/polyroids" --headless --autopilot --seed 5 --ticks 1000 --record "$work/short.replay" >/dev/null
timed() {  # timed FILE COMMAND...: "TICKS SECONDS", the lowest seconds= of five runs of COMMAND --replay FILE --headless
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
native_run=(env -u DISPLAY "$native/polyroids")
web_run=(node --no-experimental-fetch "$web/polyroids.js")
native_long="$(timed "$work/long.replay" "${native_run[@]}")" native_first="$(timed "$work/short.replay" "${native_run[@]}")"
web_long="$(timed "$work/long.replay" "${web_run[@]}")" web_first="$(timed "$work/short.replay" "${web_run[@]}")"
native_short="$(wall "$work/short.replay" "${native_run[@]}")"
web_short="$(wall "$work/short.replay" "${web_run[@]}")"
awk -v n="$native_long" -v w="$web_long" -v nf="$native_first" -v wf="$web_first" -v ns="$native_short" -v ws="$web_short" 'BEGIN {
  split(n, a, " "); split(w, b, " "); split(nf, c, " "); split(wf, d, " ")
  if (a[2] <= 0 || b[2] <= 0 || c[1] == "" || d[1] == "" || a[1] != b[1] || c[1] != d[1] || a[1] <= c[1]) {
    print "web: replay verification: no seconds= line from one of the runs (native: " n ", " nf "; wasm: " w ", " wf ")"; exit 1 }
  ticks = a[1] - c[1]; ns_ = a[2] - c[2]; ws_ = b[2] - d[2]
  if (ns_ <= 0 || ws_ <= 0) { print "web: replay verification: the first " c[1] " ticks took longer than all " a[1] " (native " n ", " nf "; wasm " w ", " wf ")"; exit 1 }
  printf "web: replay verification, steady (ticks %d-%d of a %d-tick recording: its seconds= less its first %d ticks'"'"', best of 5 each): native %.3f s = %.2f M ticks/s, wasm under Node %.3f s = %.2f M ticks/s: %.2f of native\n", c[1], a[1], a[1], c[1], ns_, ticks / ns_ / 1e6, ws_, ticks / ws_ / 1e6, ns_ / ws_
  printf "web: replay verification, one run of all %d ticks (seconds=, best of 5, with the first calls'"'"' compile under Node): native %.3f s, wasm under Node %.3f s: %.2f of native\n", a[1], a[2], b[2], a[2] / b[2]
  printf "web: replay verification start-up: the first %d ticks'"'"' seconds= (under Node: compiling each function at its first call) native %.3f s, wasm under Node %.3f s; a %d-tick recording'"'"'s whole run, best of 3: native %.2f s, wasm under Node %.2f s\n", c[1], c[2], d[2], c[1], ns, ws }'
node tests/web/browser-tests.mjs "$web" "$native/web-figures" "$native/tests/picture_check" --figures-only | grep -v '^ok '
