#!/usr/bin/env bash
# man-page.sh POLYROIDS MAN_PAGE
# The man page renders without a warning, has a whatis line lexgrog can read,
# names the version the binary reports, and documents every option and
# subcommand `polyroids --help` lists, and every row of its key list.
set -euo pipefail
game="$1"; page="$2"
fail=0
warnings="$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)"
[ -z "$warnings" ] || { echo "FAIL: man warns:"; echo "$warnings"; fail=1; }
lexgrog "$page" | grep -q ': "polyroids - ' || { echo "FAIL: lexgrog finds no whatis line:"; lexgrog "$page"; fail=1; }
version="$("$game" --version | awk '{print $2}')"
grep -q "^\.TH POLYROIDS 6 .*\"Polyroids $version\"" "$page" || { echo "FAIL: .TH does not name version $version"; fail=1; }
text="$(MANWIDTH=200 man -l "$page" 2>/dev/null)"
options="$("$game" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u)"
for option in $options events why geom; do
  grep -qE -- "(^|[^a-z-])$option([^a-z-]|$)" <<<"$text" || { echo "FAIL: the man page does not mention $option"; fail=1; }
done
# The key list --help prints comes from the one key table: each row's keys and what they do are in the man page.
rows=0
while IFS= read -r line; do
  keys="$(sed -E 's/^    (.*[^ ])  +.*$/\1/' <<<"$line")"
  what="$(sed -E 's/^    .*[^ ]  +(.*)$/\1/; s/ \(pad: .*\)$//' <<<"$line")"
  grep -qF -- "$keys" <<<"$text" || { echo "FAIL: the man page does not list the keys '$keys'"; fail=1; }
  grep -qiF -- "$what" <<<"$text" || { echo "FAIL: the man page does not say '$what' (keys '$keys')"; fail=1; }
  rows=$((rows + 1))
done < <("$game" --help | sed -n '/^Keys/,/^High scores/p' | grep -E '^    ')
[ "$rows" -ge 40 ] || { echo "FAIL: --help lists only $rows keys"; fail=1; }
echo "checked $(wc -w <<<"$options") options, 3 subcommands and $rows key rows"
exit $fail
