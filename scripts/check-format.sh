#!/usr/bin/env bash
# Checks that the C and C++ files of plugin/, passes/, devicertl/ and
# include/ changed since a base commit are formatted as .clang-format says
# (LLVM style), with clang-format-22 (installed if missing). Files nobody
# touched are not checked, so that formatting never churns unrelated code.
#
#   scripts/check-format.sh [BASE]
#
# BASE: a commit; by default the merge base with main, or HEAD~ where there
# is no main. Exit status 1 if a file needs formatting; clang-format's
# messages say where.
set -euo pipefail
cd "$(dirname "$0")/.."
fmt=${CLANG_FORMAT:-clang-format-22}
if ! command -v "$fmt" >/dev/null; then
  bash scripts/install-deps.sh clang-format-22
fi
base=${1:-}
if [ -z "$base" ]; then
  base=$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD~)
fi
mapfile -t files < <(git diff --name-only --diff-filter=ACMR "$base" -- \
  plugin passes devicertl include |
  grep -E '\.(c|cc|cpp|h|hpp)$' || true)
if ((${#files[@]} == 0)); then
  echo "check-format: no C/C++ files changed since $(git rev-parse --short "$base")"
  exit 0
fi
if "$fmt" --dry-run -Werror "${files[@]}"; then
  echo "check-format: ${#files[@]} changed file(s) formatted"
else
  echo "check-format: run $fmt -i on the files above" >&2
  exit 1
fi
