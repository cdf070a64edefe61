#!/bin/bash
# In-process A/B of the collision pass, for a VM too noisy for runs of two
# binaries to be compared: builds OUT/ab from two source trees (each an
# entire checkout: a git worktree of the commit to compare with, say), their
# geometry, sim and bench-scene sources compiled at -O2 as polyroids-bench
# compiles them, the old tree's with its namespaces renamed.
#   git worktree add /tmp/old HEAD~3
#   docs/performance/ab/build.sh /tmp/old . /tmp/ab && /tmp/ab/ab 10000 400 0
# prints the lowest and median ms per pass of each on scene 0 (sparse) at
# N = 10,000 over 400 ticks; x86-64 only (the time-stamp counter).
set -euo pipefail
old=$(cd "$1" && pwd); new=$(cd "${2:-.}" && pwd); out=${3:-/tmp/polyroids-ab}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/old" "$out/new"
flags="-O2 -DNDEBUG -ffp-contract=off -fno-fast-math -std=c++20 -w"
api() { grep -q "struct Candidate" "$1/src/sim/BroadPhase.h" && echo -DCANDIDATE_API || true; }
slp() { sed -n '/set_source_files_properties/,/no-tree-slp-vectorize/p' "$1/src/CMakeLists.txt" | grep -q "${2#$1/src/}" && echo -fno-tree-slp-vectorize || true; }
jobs=$out/jobs.txt; : > "$jobs"
for side in old new; do
  tree=${!side}
  defs="-I$tree/src -DPASS_SETUP=${side}Setup -DPASS_STEP=${side}Step $(api "$tree")"
  [ $side = old ] && defs="$defs -Dsim=simold -Dgeometry=geomold -Dbench=benchold"
  for f in "$tree"/src/geometry/*.cpp "$tree"/src/sim/*.cpp "$tree"/src/bench/Scenes.cpp "$tree"/src/bench/Pass.cpp; do
    echo "g++ $flags $defs $(slp "$tree" "$f") -c $f -o $out/$side/$(basename "$f" .cpp).o" >> "$jobs"
  done
  echo "g++ $flags $defs -c $here/pass.cpp -o $out/$side/zz-pass.o" >> "$jobs"
done
xargs -P"$(nproc)" -I{} sh -c "{}" < "$jobs"
g++ -O2 -std=c++20 -c "$here/main.cpp" -o "$out/main.o"
g++ -o "$out/ab" "$out/main.o" "$out"/old/*.o "$out"/new/*.o
echo "built $out/ab (old: $old, new: $new)"
