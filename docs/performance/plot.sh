#!/usr/bin/env bash
# plot.sh BENCH.csv OUT.png: the broad-phase benchmark as a picture, one panel
# per scene, milliseconds per tick against N (both axes logarithmic), one line
# per row. Needs gnuplot (Debian: gnuplot-nox). The CSV is what
# `polyroids-bench --csv` prints (docs/performance.md).
set -euo pipefail
csv="$1"; out="$2"
[ -r "$csv" ] || { echo "plot.sh: cannot read $csv" >&2; exit 2; }
command -v gnuplot >/dev/null || { echo "plot.sh: gnuplot not found (apt-get install gnuplot-nox)" >&2; exit 2; }
dir="$(mktemp -d)"; trap 'rm -rf "$dir"' EXIT
rows="ours brute brute-sampled box2d-tree chipmunk-hash chipmunk-bbtree boost-rtree"
scenes="sparse dense mixed clustered"
# One data file per scene and row: "n median_ms".
for scene in $scenes; do
  for row in $rows; do
    awk -F, -v s="$scene" -v r="$row" 'NR > 1 && $1 == s && $3 == r { print $2, $4 }' "$csv" > "$dir/$scene.$row"
  done
done
{
  echo "set terminal pngcairo size 1400,1000 font 'DejaVu Sans,11'"
  echo "set output '$out'"
  echo "set multiplot layout 2,2 title 'Bullets against asteroids: ms per tick (thread CPU time, median) - polyroids-bench'"
  echo "set logscale xy; set grid; set key top left; set xlabel 'N asteroids (and N bullets)'; set ylabel 'ms per tick'"
  echo "set xrange [700:140000]"
  for scene in $scenes; do
    echo "set title '$scene'"
    plot="plot"
    for row in $rows; do
      [ -s "$dir/$scene.$row" ] || continue
      width=2; [ "$row" = ours ] && width=4
      plot+=" '$dir/$scene.$row' using 1:2 with linespoints lw $width title '$row',"
    done
    if [ "$plot" = plot ]; then echo "set label 1 \"not measured\" at graph 0.4,0.5; plot 1 notitle lc rgb \"white\"; unset label 1"; else echo "${plot%,}"; fi
  done
  echo "unset multiplot"
} > "$dir/plot.gp"
gnuplot "$dir/plot.gp"
