#!/usr/bin/env bash
# run-fuzzers.sh BUILD_DIR SECONDS [NAME...]
# Runs each libFuzzer target built by the fuzz preset (BUILD_DIR/tests/fuzz/fuzz_NAME)
# for SECONDS (one per core at a time), starting from its committed corpus (tests/fuzz/corpus/NAME, read only)
# and dictionary (tests/fuzz/dict/NAME.dict, when there is one). New inputs go to
# BUILD_DIR/fuzz-corpus/NAME; a crash or a failed property leaves
# BUILD_DIR/fuzz-crashes/NAME-crash-* and makes this script fail, naming it.
# With no NAME, every target. Run by `.ci/setup test`.
set -euo pipefail
build="$1"; seconds="$2"; shift 2
here="$(cd "$(dirname "$0")" && pwd)"
names=("$@")
if ((${#names[@]} == 0)); then
  for corpus in "$here"/corpus/*/; do names+=("$(basename "$corpus")"); done
fi
jobs="$(nproc 2>/dev/null || echo 2)"
fuzz_one() {  # fuzz_one NAME: runs one target; its summary or the log's tail in BUILD_DIR/fuzz-NAME.summary; fails on a finding
  local name="$1" fuzzer="$build/tests/fuzz/fuzz_$1" work="$build/fuzz-corpus/$1" crashes="$build/fuzz-crashes" dict=()
  mkdir -p "$work" "$crashes"
  [ -f "$here/dict/$name.dict" ] && dict=(-dict="$here/dict/$name.dict")
  # -timeout: one input taking over 10 s is a hang (every read and loop is bounded); -rss_limit_mb: memory.
  if ! "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 \
       -artifact_prefix="$crashes/$name-" "${dict[@]}" "$work" "$here/corpus/$name" 2>"$build/fuzz-$name.log"; then
    tail -n 40 "$build/fuzz-$name.log" >"$build/fuzz-$name.summary"
    return 1
  fi
  grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$build/fuzz-$name.log" | tail -n 2 >"$build/fuzz-$name.summary" || true
}
for name in "${names[@]}"; do
  [ -x "$build/tests/fuzz/fuzz_$name" ] || { echo "run-fuzzers: $build/tests/fuzz/fuzz_$name is not built (cmake --build --preset fuzz)"; exit 2; }
done
# One target per core at a time: each fuzzer is single-threaded.
declare -A pid_of=()
failed=()
collect() {  # collect NAME: waits for its run and prints what it found
  local name="$1"
  if wait "${pid_of[$name]}"; then echo "--- fuzzed $name for ${seconds}s"; else echo "--- fuzzing $name FOUND A PROBLEM"; failed+=("$name"); fi
  cat "$build/fuzz-$name.summary"
}
running=()
for name in "${names[@]}"; do
  if ((${#running[@]} >= jobs)); then collect "${running[0]}"; running=("${running[@]:1}"); fi
  fuzz_one "$name" & pid_of[$name]=$!
  running+=("$name")
done
for name in "${running[@]}"; do collect "$name"; done
if ((${#failed[@]})); then
  echo "run-fuzzers: FAILED: ${failed[*]} (inputs in $build/fuzz-crashes/; reproduce with $build/tests/fuzz/fuzz_NAME FILE)"
  exit 1
fi
echo "run-fuzzers: ${names[*]}: no crash, no failed property"
