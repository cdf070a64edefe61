#!/usr/bin/env bash
# benchmark-frames.sh POLYROIDS F ARGS...
# Runs `polyroids ARGS --benchmark-frames F` under Xvfb and checks its last
# line of output: exactly `frames=F asteroids=A bullets=B mean_ms=M p99_ms=P`,
# with frames equal to F, mean above 0 and p99 not below the mean.
set -euo pipefail
game="$1"; frames="$2"; shift 2
out="$(xvfb-run -a -s "-screen 0 1280x720x24" "$game" "$@" --benchmark-frames "$frames" </dev/null)"
line="$(printf '%s\n' "$out" | tail -n 1)"
echo "$line"
re='^frames=([0-9]+) asteroids=([0-9]+) bullets=([0-9]+) mean_ms=([0-9]+\.[0-9]{3}) p99_ms=([0-9]+\.[0-9]{3})$'
[[ "$line" =~ $re ]] || { echo "not the benchmark line: '$line' (all output: $out)"; exit 1; }
[ "${BASH_REMATCH[1]}" = "$frames" ] || { echo "frames=${BASH_REMATCH[1]}, expected $frames"; exit 1; }
mean="${BASH_REMATCH[4]}"; p99="${BASH_REMATCH[5]}"
awk -v m="$mean" -v p="$p99" 'BEGIN { exit !(m > 0 && p >= m) }' || { echo "expected mean > 0 and p99 >= mean: mean=$mean p99=$p99"; exit 1; }
