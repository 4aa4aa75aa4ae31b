#!/usr/bin/env bash
# Builds the libFuzzer targets with clang in build/fuzz (core only: no Qt, no
# tests) and runs every one of them briefly, each starting from the real files
# of its kind: the data files, the rule texts, the lessons, the golden plans
# files and saves. A crash, a sanitizer report, a hang or an exception fails
# the script; libFuzzer leaves the input that did it as crash-*/timeout-* in
# build/fuzz/artifacts/<target>/.
#   scripts/fuzz-smoke.sh [TOTAL_SECONDS]     (default 80, split evenly across the targets)
#   FUZZ_TARGETS="aircraft lesson" scripts/fuzz-smoke.sh 20    (only some targets)
# The long run of docs/reliability.md ("Fuzzing") uses the same build and
# corpora with -runs instead of -max_total_time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOTAL_SECONDS="${1:-80}"
BUILD="$ROOT/build/fuzz"

# target -> the folders of real files it starts from
declare -A SEEDS=(
  [aircraft]="$ROOT/data/aircraft"
  [maneuvers]="$ROOT/data/maneuvers"
  [damage]="$ROOT/data/damage"
  [geometry]="$ROOT/data/geometry"
  [scenario]="$ROOT/data/scenarios"
  [ruleset]="$ROOT/data/rulesets"
  [rules]="$ROOT/data/rules"
  [lesson]="$ROOT/data/lessons"
  [roster]="$ROOT/data/rosters"
  [plans]="$BUILD/seeds/plans"
  [save]="$ROOT/tests/golden/saves"
)
ALL_TARGETS="aircraft maneuvers damage geometry scenario ruleset rules lesson plans roster save"
TARGETS="${FUZZ_TARGETS:-$ALL_TARGETS}"

# -O1: fast enough for the fuzzer; -O2 with the sanitizers doubles the build
# time of the Boost.Geometry files for no gain in a short run.
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=Debug \
  -DJASTA_FUZZ=ON -DJASTA_BUILD_APP=OFF -DJASTA_BUILD_TESTS=OFF -DJASTA_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="-O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
  >/dev/null
programs=()
for target in $TARGETS; do
  if [ "$target" = save ]; then programs+=(save_loader_fuzz); else programs+=("${target}_loader_fuzz"); fi
done
cmake --build "$BUILD" --target "${programs[@]}" -j 2

# The plans files are beside other golden files: copy them alone.
mkdir -p "$BUILD/seeds/plans"
cp "$ROOT"/tests/golden/*.plans.json "$BUILD/seeds/plans/"

count=$(wc -w <<<"$TARGETS")
each=$(( TOTAL_SECONDS / count )); [ "$each" -ge 1 ] || each=1
for target in $TARGETS; do
  program="${target}_loader_fuzz"; [ "$target" = save ] && program=save_loader_fuzz
  # The corpus grows in the build folder; the seed folders are only read.
  mkdir -p "$BUILD/corpus/$target" "$BUILD/artifacts/$target"
  echo "== $program: ${each}s"
  "$BUILD/tests/fuzz/$program" "$BUILD/corpus/$target" ${SEEDS[$target]} \
    -max_total_time="$each" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$BUILD/artifacts/$target/" -print_final_stats=1 "${@:2}"
done
