#!/usr/bin/env bash
# why-sentences.sh POLYROIDS REPLAYS-DIR WORK-DIR CASE
# `polyroids why` as a class reads it: at the tick `events` names for CASE, the
# step is told in sentences. CASE is one of
#   hit            the first asteroid broken by a bullet: the odd crossing count
#   miss           the same step's other pairs: a rejected pair told as a miss
#   rock           the first death by an asteroid: the death, then SAT's verdict naming piece and edge as the inset does
#   saucer-bullet  a death by a saucer's bullet: the death, then the bullet inside the ship's outline
#   hyperspace     a ship lost coming back from hyperspace (an autopilot game, seed 7): the rule, and no "no pair" complaint
#   fields         --fields keeps the key=value lines, each ending in hit or miss
set -euo pipefail
game="$1"; replays="$2"; work="$3"; case="$4"
mkdir -p "$work"
fail() { echo "FAIL: $*"; echo "--- why said:"; head -c 3000 "$work/why.txt"; echo "--- stderr:"; cat "$work/why.err"; exit 1; }
why_at() {  # why_at FILE EVENT-REGEX [--fields]: why at the first event matching, into why.txt / why.err
  local file="$1" event="$2"; shift 2
  local tick
  "$game" events "$file" >"$work/events.txt"
  tick="$(grep -m1 -E "^[0-9]+ $event" "$work/events.txt" | cut -d' ' -f1 || true)"
  [ -n "$tick" ] || { echo "FAIL: no event /$event/ in $file"; exit 1; }
  "$game" why "$@" "$file" "$tick" >"$work/why.txt" 2>"$work/why.err"
}
has() { grep -Eq -- "$1" "$work/why.txt" || fail "no line matches /$1/"; }
odd='(one|three|five|seven|nine|eleven) is odd'
case "$case" in
  hit)
    why_at "$replays/death-respawn.replay" "asteroid-destroyed .* by=bullet"
    has "^Bullet [0-9]+ is inside asteroid [0-9]+: the ray along its own x axis crosses its outline (once|[0-9]+ times) \(edges? [0-9, and]+\); $odd\.$" ;;
  miss)
    why_at "$replays/death-respawn.replay" "asteroid-destroyed .* by=bullet"
    # One box miss alone, or a mover's several as one sentence naming every asteroid.
    has "^(Bullet [0-9]+|The ship) misses (asteroid [0-9]+|asteroids [0-9]+(, [0-9]+)* and [0-9]+): (it lies outside the bounding box|their bounding boxes do not overlap|it is inside the bounding box but outside the bounding circle|their boxes overlap but their bounding circles do not|it lies outside each of their bounding boxes|its bounding box overlaps none of theirs)\.$"
    ;;
  rock)
    why_at "$replays/death-respawn.replay" "ship-destroyed by=asteroid"
    head -n1 "$work/why.txt" | grep -Eq "^The ship was destroyed by asteroid [0-9]+ at \([-0-9.e]+, [-0-9.e]+\)\.$" || fail "the first line is not the death"
    has "^The ship touches asteroid [0-9]+: SAT finds no gap on any of the 6 axes of the ship and piece [0-9]+; the overlap is least, [0-9.e-]+, along (ship edge [0-2] \(S[0-2]\)|piece edge [0-2] \(P[0-2]\))\.$" ;;
  saucer-bullet)
    why_at "$replays/saucer-bullet-death.replay" "ship-destroyed by=saucer-bullet"
    head -n1 "$work/why.txt" | grep -Eq "^The ship was destroyed by saucer bullet [0-9]+ at " || fail "the first line is not the death"
    has "^Saucer bullet [0-9]+ is inside the ship: the ray along its own x axis crosses its outline once \(edge [0-2]\); one is odd\.$" ;;
  hyperspace)
    "$game" --headless --autopilot --seed 7 --ticks 20000 --record "$work/g7.replay" >/dev/null
    why_at "$work/g7.replay" "ship-destroyed by=hyperspace"
    has "^The ship was lost coming back from hyperspace at \([-0-9.e]+, [-0-9.e]+\): one return in [0-9]+ fails, by the game's random draw, so no collision decided it\.$"
    if grep -q "no pair was tested" "$work/why.err"; then fail "why still says no pair was tested"; fi ;;
  fields)
    why_at "$replays/death-respawn.replay" "ship-destroyed by=asteroid" --fields
    has "^ship asteroid#[0-9]+ stage=exact pieces=\(0,[0-9]+\) tested=[0-9]+ mtv depth=[0-9.e-]+ normal=\([-0-9.e]+,[-0-9.e]+\) hit$"
    if grep -Ev ' (hit|miss)$' "$work/why.txt" | grep -q .; then fail "a --fields line does not end in hit or miss"; fi ;;
  *) echo "unknown case $case"; exit 2 ;;
esac
echo "ok: $case"
