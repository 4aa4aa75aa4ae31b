#!/usr/bin/env bash
# Runs clang-tidy (Debian 12's clang-tidy 14, the checks of .clang-tidy) on
# the rules core and the CLI, src/core and src/cli, with the compile
# database of a configured build. By default it configures build/tidy (the
# dev preset compiling each file alone: the presets' unity builds list their
# batches, not the files; configuring takes seconds, nothing is built). Exit 1 and
# every finding, counted by check, when there is one. docs/performance.md
# ("clang-tidy in CI") says why the Qt program and the tests are left out.
#   scripts/check_tidy.sh [BUILD_DIR, configured without unity builds]        JASTA_TIDY_JOBS=N (default 2)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
build="${1:-}"
jobs="${JASTA_TIDY_JOBS:-2}"
tidy="${CLANG_TIDY:-$(command -v clang-tidy-14 || command -v clang-tidy || true)}"
if [ -z "$tidy" ]; then
  echo "tidy: clang-tidy not found (scripts/setup.sh installs it)" >&2
  exit 2
fi
if [ -z "$build" ]; then
  build=build/tidy
  cmake --preset dev -B "$build" -DCMAKE_UNITY_BUILD=OFF >/dev/null
fi
if [ ! -f "$build/compile_commands.json" ]; then
  echo "tidy: no $build/compile_commands.json; configure first (cmake --preset dev)" >&2
  exit 2
fi

# The sources of src/core and src/cli that the build compiles (its generated
# headers, version.hpp, exist once it is configured).
mapfile -t files < <(python3 - "$build/compile_commands.json" "$ROOT" <<'EOF'
import json, os, sys
root = os.path.realpath(sys.argv[2])
wanted = [os.path.join(root, "src", "core") + os.sep, os.path.join(root, "src", "cli") + os.sep]
files = {os.path.realpath(os.path.join(e["directory"], e["file"])) for e in json.load(open(sys.argv[1]))}
print("\n".join(sorted(f for f in files if any(f.startswith(w) for w in wanted))))
EOF
)
if [ ${#files[@]} -eq 0 ]; then
  echo "tidy: $build/compile_commands.json lists no file of src/core or src/cli" >&2
  exit 2
fi

out="$(mktemp -d /tmp/jasta-tidy.XXXXXX)"
trap 'rm -rf "$out"' EXIT
start=$SECONDS
# One clang-tidy per file: its findings go to OUT/NAME.txt, its exit code
# and the file to OUT/NAME.rc.
printf '%s\0' "${files[@]}" |
  xargs -0 -P "$jobs" -n1 bash -c 'name="${3//\//_}"; "$0" -p "$1" --quiet "$3" >"$2/$name.txt" 2>"$2/$name.err"
    echo "$? $3" >"$2/$name.rc"' "$tidy" "$build" "$out"
elapsed=$((SECONDS - start))

# A finding in a header is reported by every file that includes it: once here.
findings="$(cat "$out"/*.txt | grep -E '^[^ ].*:[0-9]+:[0-9]+: (warning|error): .*\[[^]]+\]$' |
  sed "s|^$ROOT/||" | sort -u || true)"
failed=()
for rc in "$out"/*.rc; do
  if [ "$(cut -d' ' -f1 "$rc")" != "0" ]; then
    failed+=("$(basename "$rc" .rc)")
  fi
done

if [ -n "$findings" ]; then
  echo "$findings" | sed 's/,-warnings-as-errors\]$/]/' >&2
  count="$(echo "$findings" | wc -l)"
  echo "tidy: $count findings in ${#files[@]} files of src/core and src/cli (${elapsed} s):" >&2
  echo "$findings" | sed -E 's/.*\[([^],]+).*\]$/\1/' | sort | uniq -c | sort -rn >&2
  echo "tidy: run clang-tidy -p $build FILE for the notes and fixes of each" >&2
  exit 1
fi
if [ ${#failed[@]} -gt 0 ]; then
  # clang-tidy failed without a finding: the file did not compile for clang.
  for name in "${failed[@]}"; do
    echo "tidy: clang-tidy failed on $(cut -d' ' -f2- "$out/$name.rc"):" >&2
    grep -hv 'warnings\( and [0-9]* errors\)\? generated' "$out/$name.err" "$out/$name.txt" >&2 || true
  done
  exit 1
fi
echo "tidy: ${#files[@]} files of src/core and src/cli clean (${elapsed} s)"
