#!/usr/bin/env bash
# table.sh BENCH.csv: the benchmark's CSV as Markdown tables for
# docs/performance.md: every row, then ours against the best peer per scene.
set -euo pipefail
csv="$1"
[ -r "$csv" ] || { echo "table.sh: cannot read $csv" >&2; exit 2; }
echo "| scene | N | row | median ms | p99 ms | candidates | hits | hit_hash |"
echo "|---|---:|---|---:|---:|---:|---:|---|"
awk -F, 'NR > 1 { printf "| %s | %d | %s | %.3f | %.3f | %d | %d | `%s` |\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$csv"
echo
echo "| scene | N | ours ms | best peer | its ms | peer / ours |"
echo "|---|---:|---:|---|---:|---:|"
awk -F, 'NR > 1 {
  key = $1 "," $2
  if (!(key in seen)) { seen[key] = 1; order[++n] = key }
  if ($3 == "ours") ours[key] = $4
  else if ($3 !~ /^brute/ && (!(key in best) || $4 < best[key])) { best[key] = $4; name[key] = $3 }
} END {
  for (i = 1; i <= n; i++) { k = order[i]; split(k, p, ",")
    printf "| %s | %d | %.3f | %s | %.3f | %.2f |\n", p[1], p[2], ours[k], name[k], best[k], best[k] / ours[k] }
}' "$csv"
echo
# How each row's time grows with N: milliseconds at each N, and the factor
# per tenfold N (10 is linear). Brute force's 100k row is sampled, so it is
# left out of the factors.
echo "| scene | row | ms at each N | factor per tenfold N |"
echo "|---|---|---|---|"
awk -F, 'NR > 1 && $3 != "brute-sampled" {
  key = $1 "," $3
  if (!(key in seen)) { seen[key] = 1; order[++n] = key }
  count[key]++; ns[key, count[key]] = $2; ms[key, count[key]] = $4
} END {
  for (i = 1; i <= n; i++) { k = order[i]; split(k, p, ",")
    times = ""; factors = ""
    for (j = 1; j <= count[k]; j++) {
      times = times (j > 1 ? " / " : "") sprintf("%.3f", ms[k, j])
      if (j > 1 && ns[k, j] == 10 * ns[k, j - 1] && ms[k, j - 1] > 0)
        factors = factors (factors != "" ? ", " : "") sprintf("x%.1f (%d to %d)", ms[k, j] / ms[k, j - 1], ns[k, j - 1], ns[k, j])
    }
    printf "| %s | %s | %s | %s |\n", p[1], p[2], times, (factors == "" ? "-" : factors)
  }
}' "$csv"
