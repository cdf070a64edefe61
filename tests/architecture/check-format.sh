#!/usr/bin/env bash
# check-format.sh CLANG_FORMAT ROOT            the C++ lines changed in ROOT's git checkout (see below)
# check-format.sh CLANG_FORMAT ROOT FILE...    every line of FILE... (ROOT's .clang-format applies)
# check-format.sh CLANG_FORMAT ROOT --fix      formats those changed lines in place instead (clang-format -i):
#                                              what a script that rewrites many files (a move) runs after itself
#
# Fails (exit 1) naming file and line for each changed line of src/, tests/ or web/ that .clang-format
# would write otherwise, by `clang-format --dry-run -Werror` with a --lines range for each changed block:
# the lines you touched, not the whole file (much of the code predates the check).
#
# Changed since what: POLYROIDS_FORMAT_BASE when set (a commit, e.g. main); else the merge base with
# origin/main when HEAD is not on it (a branch); else HEAD's own commit against its first parent (a clean
# clone of main in CI: what the last commit or merge brought). Uncommitted and untracked files count too.
# A checkout with no git history to compare with is skipped (exit 77), saying why.
set -uo pipefail
clang_format="$1"; root="$2"; shift 2
cd "$root" || exit 1
fix=0
[ "${1:-}" = "--fix" ] && { fix=1; shift; }
failed=0
# format FILE [--lines=A:B ...]: clang-format's findings as file:line: reason; sets failed.
format() {
  local file="$1"; shift
  local said
  if ((fix)); then "$clang_format" --style=file -i "$@" "$file"; return; fi
  said="$("$clang_format" --style=file --dry-run -Werror "$@" "$file" 2>&1)" && return 0
  failed=1
  printf '%s\n' "$said" | grep -E '^[^ ].*:[0-9]+:[0-9]+: ' | sed -E 's/: error: code should be clang-formatted.*$/: not as .clang-format writes it/'
  printf '%s\n' "$said" | grep -qE ':[0-9]+:[0-9]+: ' || printf '%s: %s\n' "$file" "$said"
}

if (($#)); then
  for file in "$@"; do format "$file"; done
  ((failed)) && echo "check-format: lines above are not formatted as .clang-format says (run clang-format -i on them)"
  exit $failed
fi

git rev-parse --verify -q HEAD >/dev/null || { echo "check-format: $root is not a git checkout with a commit: nothing to compare with"; exit 77; }
if [ -n "${POLYROIDS_FORMAT_BASE:-}" ]; then
  base="$POLYROIDS_FORMAT_BASE"; why="POLYROIDS_FORMAT_BASE"
elif git rev-parse --verify -q origin/main >/dev/null && ! git merge-base --is-ancestor HEAD origin/main; then
  base="$(git merge-base HEAD origin/main)"; why="the merge base with origin/main"
elif git rev-parse --verify -q HEAD~1 >/dev/null; then
  base="HEAD~1"; why="HEAD's own commit"
else
  base=""; why="uncommitted changes only (HEAD has no parent here: a shallow clone?)"
fi
echo "check-format: lines changed since ${base:-HEAD} ($why)"

wanted='^(src|tests|web)/.*\.(cpp|h)$'
skipped='^tests/architecture/'  # planted examples, wrong on purpose
declare -A ranges=()
file=""
while IFS= read -r line; do
  case "$line" in
    "+++ b/"*) file="${line#+++ b/}" ;;
    "+++ "*) file="" ;;
    "@@ "*)
      [ -n "$file" ] || continue
      added="$(sed -E 's/^@@ -[0-9,]+ \+([0-9]+)(,([0-9]+))? @@.*/\1 \3/' <<<"$line")"
      read -r start count <<<"$added"
      count="${count:-1}"
      ((count > 0)) && ranges["$file"]+=" --lines=$start:$((start + count - 1))"
      ;;
  esac
done < <(git diff -U0 --no-color --no-ext-diff --diff-filter=d "${base:-HEAD}" -- | grep -E '^(\+\+\+ |@@ )')
while IFS= read -r untracked; do ranges["$untracked"]=" --lines=1:1000000"; done < <(git ls-files --others --exclude-standard)

checked=0
for file in "${!ranges[@]}"; do
  [[ "$file" =~ $wanted ]] && ! [[ "$file" =~ $skipped ]] || continue
  # shellcheck disable=SC2086  # the ranges are one word each
  format "$file" ${ranges[$file]}
  checked=$((checked + 1))
done
echo "check-format: $checked changed C++ files checked"
((failed)) && echo "check-format: lines above are not formatted as .clang-format says (run clang-format -i on them)"
exit $failed
