#!/usr/bin/env bash
# raster.sh POLYROIDS PICTURE_DIFF CROWD_REPLAY_SH WORKDIR
# --raster as a user meets it under Xvfb (Mesa llvmpipe): the same scenes
# drawn with the world rasterised by the renderer (gpu), by the game on the
# same renderer (cpu) and by the default (auto: in the plain look and for a
# crowd the game, with SDL's software renderer for the rest; in the glow look
# the renderer, as gpu) give the same pictures. cpu against gpu: under 0.5%
# of pixels differ at all (pixels on a triangle's edge that the two
# rasterisers round apart). auto against gpu: under 0.5% differ by more than
# 8 levels in a channel (text and translucent panels blend a level or two
# apart in the two renderers; a crowd's sub-pixel debris specks show).
set -euo pipefail
game="$1"; diff="$2"; crowdReplay="$3"; dir="$4"
mkdir -p "$dir"
xvfb() { xvfb-run -a -s "-screen 0 1280x720x24" "$@"; }

"$crowdReplay" "$game" 520 700 "$dir/crowd-525.replay" >/dev/null

# Each scene: a name, then the options that make its picture.
scenes=(
  "normal|--seed 3 --autopilot --frames 600"
  "letterboxed|--seed 3 --autopilot --frames 600 --size 1000x700"
  "rocks-525|--replay $dir/crowd-525.replay --at 600 --frames 1"
  "crowd-2000|--crowd 2000 --frames 120"
  "crowd-10000|--crowd 10000 --frames 60"
)
share() { sed -n 's/.*: \([0-9.]*\)% of pixels differ$/\1/p'; }
under() { awk -v v="$1" -v most="$2" 'BEGIN { exit !(v + 0 < most + 0) }'; }
failed=0
for scene in "${scenes[@]}"; do
  name="${scene%%|*}"; read -r -a options <<< "${scene#*|}"
  for raster in gpu cpu auto; do
    picture="$dir/$name-$raster.png"
    rm -f "$picture"
    xvfb "$game" --raster "$raster" "${options[@]}" --screenshot "$picture" >/dev/null
  done
  cpu="$("$diff" "$dir/$name-cpu.png" "$dir/$name-gpu.png" | share)"
  auto="$("$diff" --tolerance 8 "$dir/$name-auto.png" "$dir/$name-gpu.png" | share)"
  echo "$name: cpu vs gpu $cpu% of pixels differ; auto vs gpu $auto% by more than 8 levels"
  under "$cpu" 0.5 || { echo "$name: --raster cpu differs from gpu in $cpu% of pixels (most 0.5)"; failed=1; }
  under "$auto" 0.5 || { echo "$name: --raster auto differs from gpu in $auto% of pixels (most 0.5)"; failed=1; }
done

# SDL_RENDER_DRIVER, when set, keeps its renderer: auto then draws as cpu does, pixel for pixel, in the plain look
# (in the glow look auto always keeps OpenGL and lets it draw the world: the loop above compares it with gpu).
kept="$dir/normal-auto-opengl.png"
plainCpu="$dir/normal-cpu-plain.png"
rm -f "$kept" "$plainCpu"
SDL_RENDER_DRIVER=opengl xvfb "$game" --raster auto --look plain --seed 3 --autopilot --frames 600 --screenshot "$kept" >/dev/null
xvfb "$game" --raster cpu --look plain --seed 3 --autopilot --frames 600 --screenshot "$plainCpu" >/dev/null
same="$("$diff" "$kept" "$plainCpu" | share)"
echo "SDL_RENDER_DRIVER=opengl --raster auto vs --raster cpu: $same% of pixels differ"
[ "$same" = "0.000" ] || { echo "with SDL_RENDER_DRIVER=opengl, --raster auto did not draw as --raster cpu"; failed=1; }

# A bad value is refused before any window opens.
if out="$(env -u DISPLAY "$game" --raster fast 2>&1)"; then echo "--raster fast was accepted"; failed=1; fi
[[ "$out" == *"--raster needs auto, gpu or cpu"* ]] || { echo "no message for --raster fast: '$out'"; failed=1; }
exit "$failed"
