#!/usr/bin/env bash
# man-page.sh POLYROIDS MAN_PAGE
# The man page renders without a warning, has a whatis line lexgrog can read,
# names the version the binary reports, and documents every option and
# subcommand `polyroids --help` lists.
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
echo "checked $(wc -w <<<"$options") options and 3 subcommands"
exit $fail
