#!/usr/bin/env bash
# Every option and command `polyroids --help` lists has a row in docs/web.md's
# table of modes and features (in backticks), so a mode added to the program
# cannot be missing from the page's list of what it runs and how it is tested.
#   modes-table.sh GAME DOC
set -euo pipefail
game="$1" doc="$2"
# The table: the lines of the section "Every mode and feature" that begin with "|".
table="$(awk '/^## Every mode and feature/ { on = 1; next } /^## / { on = 0 } on && /^\|/' "$doc")"
[ -n "$table" ] || { echo "FAIL: $doc has no table under '## Every mode and feature'"; exit 1; }
# --help's entries: an indented line starting with an option (-x, --xyz) or a command word followed by an argument.
names="$("$game" --help | sed -n 's/^  \(-[-a-z]*\|[a-z][a-z]* \).*/\1/p' | sed 's/ $//' | sort -u)"
[ "$(wc -l <<<"$names")" -ge 30 ] || { echo "FAIL: read only $(wc -l <<<"$names") entries from --help"; exit 1; }
missing=0
for name in $names; do
  if ! grep -qF "\`$name" <<<"$table"; then
    echo "FAIL: '$name' (polyroids --help) has no row in $doc's table of modes"
    missing=$((missing + 1))
  fi
done
[ "$missing" -eq 0 ] && echo "ok: $(wc -l <<<"$names") --help entries, each in $doc's table"
