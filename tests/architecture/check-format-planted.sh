#!/usr/bin/env bash
# check-format-planted.sh CLANG_FORMAT ROOT WORK
# The format check caught in the act: on the planted file it names each badly formatted line; in a scratch git
# repository it names a bad line the last commit brought and one in an untracked file, and not an older bad line
# the commit left alone, nor a file outside src/, tests/ and web/.
set -u
clang_format="$1"; root="$(cd "$2" && pwd)"; work="$3"
check="$root/tests/architecture/check-format.sh"
fail() { echo "FAIL: $*"; printf '%s\n' "$said"; exit 1; }

said="$("$check" "$clang_format" "$root" tests/architecture/planted-format/BadlyFormatted.cpp)"; status=$?
[ $status = 1 ] || fail "the planted file: exit $status, expected 1"
grep -q '^tests/architecture/planted-format/BadlyFormatted.cpp:4:' <<<"$said" || fail "line 4 of the planted file not named"
grep -q '^tests/architecture/planted-format/BadlyFormatted.cpp:6:' <<<"$said" || fail "line 6 of the planted file not named"
grep -q 'BadlyFormatted.cpp:2:' <<<"$said" && fail "the well-formed line 2 was named"

rm -rf "$work" && mkdir -p "$work/src" "$work/docs" && cp "$root/.clang-format" "$work/" && cd "$work" || exit 1
git() { command git -c user.name=check -c user.email=check@localhost -c init.defaultBranch=main "$@"; }
git init -q . || exit 1
printf 'int   old( ){return 1;}\nint kept() { return 2; }\n' > src/Old.cpp
git add . && git commit -q -m old || exit 1
printf 'int   fresh( ){return 3;}\n' >> src/Old.cpp
printf 'int   outside( ){return 4;}\n' > docs/Outside.cpp
git add . && git commit -q -m fresh || exit 1
printf 'int   untracked( ){return 5;}\n' > src/New.h
said="$("$check" "$clang_format" "$work")"; status=$?
[ $status = 1 ] || fail "the scratch repository: exit $status, expected 1"
grep -q "HEAD's own commit" <<<"$said" || fail "it did not say what it compared with"
grep -q '^src/Old.cpp:3:' <<<"$said" || fail "the line the last commit added (src/Old.cpp:3) not named"
grep -q '^src/New.h:1:' <<<"$said" || fail "the untracked file's line not named"
grep -q '^src/Old.cpp:1:' <<<"$said" && fail "the older line the commit left alone was named"
grep -q 'Outside.cpp' <<<"$said" && fail "a file outside src/, tests/ and web/ was checked"
"$check" "$clang_format" "$work" --fix >/dev/null
said="$("$check" "$clang_format" "$work")" || fail "after --fix the changed lines still fail"
grep -q '^int   old' src/Old.cpp || fail "--fix changed a line outside the change"
echo "check-format named the planted lines and only the changed ones"
