#!/usr/bin/env bash
# Checks that every C++ file of Jasta is formatted as .clang-format says
# (Debian 12's clang-format 14). Exit 1 and the files that differ when one
# is not; --fix formats them in place.
#   scripts/check_format.sh [--fix]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
mapfile -t files < <(git ls-files -- '*.cpp' '*.hpp' | grep -v '^build/')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
bad=()
for file in "${files[@]}"; do
  if ! clang-format --dry-run -Werror "$file" >/dev/null 2>&1; then
    bad+=("$file")
  fi
done
if [ ${#bad[@]} -gt 0 ]; then
  printf 'not formatted as .clang-format says (scripts/check_format.sh --fix):\n' >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "format: ${#files[@]} files as .clang-format says"
