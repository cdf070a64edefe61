#!/usr/bin/env bash
# explain.sh POLYROIDS PICTURE_CHECK REPLAY OUTDIR
# --explain as a teacher meets it, with no display at all: the hit of tick 81
# of REPLAY (tests/replays/death-respawn.replay) about asteroid#2 written as
# the why panel's sentences (the same words `why` prints for that pair) and
# as a picture of the tick that is not blank, no temporary left. Then bad
# input: no --pick, a tick past the replay's end, a folder that does not
# exist; each exits non-zero naming what is wrong and writes nothing; with
# the picture's name unwritable, neither file is written.
set -euo pipefail
game="$1"; check="$2"; replay="$3"; out="$4"
rm -rf "$out"; mkdir -p "$out"
unset DISPLAY WAYLAND_DISPLAY
said=$("$game" --replay "$replay" --explain 81 "$out" --pick 'asteroid#2')
[[ "$said" == "explained: $out/why-81-asteroid-2.txt $out/why-81-asteroid-2.png" ]] || { echo "said: $said"; exit 1; }
sentence=$("$game" why "$replay" 81 | grep 'asteroid 2:')
[[ "$(sed -n 1p "$out/why-81-asteroid-2.txt")" == "Why? asteroid 2, this tick:" ]] || { cat "$out/why-81-asteroid-2.txt"; exit 1; }
grep -qxF -- "$sentence" "$out/why-81-asteroid-2.txt" || { echo "'$sentence' is not in:"; cat "$out/why-81-asteroid-2.txt"; exit 1; }
"$check" "$out/why-81-asteroid-2.png" 0.02 20
if ls "$out" | grep -q 'tmp-'; then echo "a temporary was left: $(ls "$out")"; exit 1; fi

refused() {  # refused STATUS PATTERN ARGS...: that exit status, PATTERN on stderr, nothing new written
  local want="$1" pattern="$2"; shift 2
  local status=0
  err=$("$game" "$@" 2>&1 >/dev/null) || status=$?
  [[ $status -eq $want ]] || { echo "exit $status for $*"; exit 1; }
  grep -q -- "$pattern" <<<"$err" || { echo "for $*: '$err' does not say '$pattern'"; exit 1; }
  [[ $(ls "$out" | wc -l) -eq 2 ]] || { echo "$* wrote: $(ls "$out")"; exit 1; }
}
refused 2 "explain needs --pick" --replay "$replay" --explain 81 "$out"
refused 2 "tick 9000 is not in the replay" --replay "$replay" --explain 9000 "$out" --pick ship
refused 1 "no-such-folder" --replay "$replay" --explain 81 "$out/no-such-folder" --pick ship
# Both files or neither: with the picture's name taken by a folder (as with room for only the .txt), no .txt either.
both="$out-both"; rm -rf "$both"; mkdir -p "$both/why-81-asteroid-2.png"
status=0; "$game" --replay "$replay" --explain 81 "$both" --pick 'asteroid#2' >/dev/null 2>"$both.err" || status=$?
[[ $status -eq 1 ]] || { echo "exit $status with the .png's name taken: $(cat "$both.err")"; exit 1; }
grep -q "why-81-asteroid-2.png: not a regular file" "$both.err" || { echo "stderr: $(cat "$both.err")"; exit 1; }
[[ "$(ls "$both")" == "why-81-asteroid-2.png" ]] || { echo "--explain wrote only part of its output: $(ls "$both")"; exit 1; }
rm -rf "$both" "$both.err"
echo "explain ok: $(ls "$out")"
