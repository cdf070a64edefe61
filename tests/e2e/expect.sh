#!/usr/bin/env bash
# expect.sh STATUS STDOUT-REGEX STDERR-REGEX -- COMMAND...
# Runs COMMAND and fails unless it exits with STATUS and its output matches
# both extended regexes ('' matches anything). Prints what it saw on failure.
set -u
want="$1"; out_re="$2"; err_re="$3"; shift 3
[ "$1" = "--" ] && shift
dir="$(mktemp -d)"; trap 'rm -rf "$dir"' EXIT
"$@" >"$dir/out" 2>"$dir/err" </dev/null
got=$?
ok=1
[ "$got" = "$want" ] || { echo "exit status $got, expected $want"; ok=0; }
[ -z "$out_re" ] || grep -Eq -- "$out_re" "$dir/out" || { echo "stdout does not match /$out_re/"; ok=0; }
[ -z "$err_re" ] || grep -Eq -- "$err_re" "$dir/err" || { echo "stderr does not match /$err_re/"; ok=0; }
if [ $ok = 0 ]; then
  echo "command: $*"; echo "--- stdout"; head -c 2000 "$dir/out"; echo "--- stderr"; head -c 2000 "$dir/err"
  exit 1
fi
exit 0
