#!/usr/bin/env bash
# performance-docs.sh BENCH SOURCE_DIR WORKDIR
# docs/performance.md's "How to reproduce" as a maintainer meets it:
# `polyroids-bench --csv` into a file, `table.sh` of it (every row, ours
# against the best peer, and how each row grows per tenfold N, each figure
# worked out again here from the CSV), `plot.sh` of it (a PNG); and the
# tables in docs/performance.md are exactly `table.sh` of the committed
# docs/performance/bench.csv, so the page never drifts from its data.
set -euo pipefail
bench="$1"; src="$2"; dir="$3"
mkdir -p "$dir"
csv="$dir/bench.csv"; tables="$dir/tables.md"; png="$dir/plot.png"
rm -f "$csv" "$tables" "$png"
table="$src/docs/performance/table.sh"; plot="$src/docs/performance/plot.sh"
fail() { echo "performance-docs: $*"; exit 1; }

"$bench" --quick --csv --n 200,2000 > "$csv"
bash "$table" "$csv" > "$tables"

# The growth table: a line per scene and row (4 scenes, 6 rows), its factor the ratio of the CSV's medians.
awk -F, 'NR > 1 { ms[$1 "," $3 "," $2] = $4; rows[$1 "," $3] = 1 }
  END { for (k in rows) { split(k, p, ",")
          printf "%s|%s|x%.1f (200 to 2000)\n", p[1], p[2], ms[k ",2000"] / ms[k ",200"] } }' "$csv" > "$dir/expected-growth"
[ "$(wc -l < "$dir/expected-growth")" -eq 24 ] || fail "expected 4 scenes x 6 rows in $csv"
while IFS='|' read -r scene row factor; do
  grep -qF "| $scene | $row | " "$tables" || fail "no growth line for $scene $row"
  grep -F "| $scene | $row | " "$tables" | grep -qF "$factor" || fail "growth of $scene $row is not $factor: $(grep -F "| $scene | $row | " "$tables")"
done < "$dir/expected-growth"

# Ours against the best peer: the peer with the smallest median (brute force left out), and the ratio.
awk -F, 'NR > 1 { k = $1 "|" $2
    if ($3 == "ours") ours[k] = $4
    else if ($3 !~ /^brute/ && (!(k in best) || $4 < best[k])) { best[k] = $4; name[k] = $3 } }
  END { for (k in ours) { split(k, p, "|"); printf "| %s | %d | %.3f | %s | %.3f | %.2f |\n", p[1], p[2], ours[k], name[k], best[k], best[k] / ours[k] } }' "$csv" > "$dir/expected-best"
[ "$(wc -l < "$dir/expected-best")" -eq 8 ] || fail "expected 8 scene and size pairs"
while IFS= read -r line; do grep -qxF "$line" "$tables" || fail "missing from the best-peer table: $line"; done < "$dir/expected-best"
[ "$(grep -c '^| sparse | [0-9]* | [a-z0-9-]* | [0-9.]* | [0-9.]* | [0-9]* | [0-9]* | `[0-9a-f]*` |$' "$tables")" -eq 12 ] || fail "the full table has not 12 sparse lines"

bash "$plot" "$csv" "$png"
[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$png is not a PNG"
[ "$(stat -c %s "$png")" -gt 20000 ] || fail "$png is too small to hold four panels"

# Bad input: an unreadable CSV is named, exit 2.
set +e
err="$(bash "$table" "$dir/no-such.csv" 2>&1 >/dev/null)"; status=$?
set -e
[ "$status" -eq 2 ] && [[ "$err" == *"no-such.csv"* ]] || fail "table.sh on a missing file: exit $status, '$err'"

# The page holds table.sh of the committed CSV, line for line.
bash "$table" "$src/docs/performance/bench.csv" > "$dir/committed.md"
while IFS= read -r line; do
  [ -z "$line" ] && continue
  grep -qxF "$line" "$src/docs/performance.md" || fail "docs/performance.md lacks this line of table.sh docs/performance/bench.csv: $line"
done < "$dir/committed.md"
echo "performance-docs: tables, growth factors, plot and docs/performance.md agree with the CSVs"
