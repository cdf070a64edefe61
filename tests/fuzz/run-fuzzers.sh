#!/usr/bin/env bash
# run-fuzzers.sh BUILD_DIR SECONDS [NAME...]
# Runs each libFuzzer target built by the fuzz preset (BUILD_DIR/tests/fuzz/fuzz_NAME)
# for SECONDS, starting from its committed corpus (tests/fuzz/corpus/NAME, read only)
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
failed=()
for name in "${names[@]}"; do
  fuzzer="$build/tests/fuzz/fuzz_$name"
  [ -x "$fuzzer" ] || { echo "run-fuzzers: $fuzzer is not built (cmake --build --preset fuzz)"; exit 2; }
  work="$build/fuzz-corpus/$name"
  crashes="$build/fuzz-crashes"
  mkdir -p "$work" "$crashes"
  dict=()
  [ -f "$here/dict/$name.dict" ] && dict=(-dict="$here/dict/$name.dict")
  echo "--- fuzzing $name for ${seconds}s"
  # -timeout: one input taking over 10 s is a hang (every read and loop is bounded); -rss_limit_mb: memory.
  if ! "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 \
       -artifact_prefix="$crashes/$name-" "${dict[@]}" "$work" "$here/corpus/$name" 2>"$build/fuzz-$name.log"; then
    tail -n 40 "$build/fuzz-$name.log"
    failed+=("$name")
  else
    grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$build/fuzz-$name.log" | tail -n 2 || true
  fi
done
if ((${#failed[@]})); then
  echo "run-fuzzers: FAILED: ${failed[*]} (inputs in $build/fuzz-crashes/; reproduce with $build/tests/fuzz/fuzz_NAME FILE)"
  exit 1
fi
echo "run-fuzzers: ${names[*]}: no crash, no failed property"
