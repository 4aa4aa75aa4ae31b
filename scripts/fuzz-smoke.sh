#!/usr/bin/env bash
# Builds the libFuzzer targets with clang in build/fuzz (core only: no Qt, no
# tests) and runs the save loader fuzzer for a while, starting from the golden
# saves. A crash, a sanitizer report or an exception other than SaveError
# fails the script; libFuzzer leaves the input that did it as crash-* in
# build/fuzz/artifacts.
#   scripts/fuzz-smoke.sh [SECONDS]     (default 60)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_TO_RUN="${1:-60}"
BUILD="$ROOT/build/fuzz"

# -O1: fast enough for the fuzzer; -O2 with the sanitizers doubles the build
# time of the Boost.Geometry files for no gain in a one-minute run.
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=Debug \
  -DJASTA_FUZZ=ON -DJASTA_BUILD_APP=OFF -DJASTA_BUILD_TESTS=OFF -DJASTA_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="-O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
  >/dev/null
cmake --build "$BUILD" --target save_loader_fuzz -j 2

# The corpus grows in the build folder; the golden saves are only read.
mkdir -p "$BUILD/corpus/save_loader" "$BUILD/artifacts"
"$BUILD/tests/fuzz/save_loader_fuzz" "$BUILD/corpus/save_loader" "$ROOT/tests/golden/saves" \
  -max_total_time="$SECONDS_TO_RUN" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$BUILD/artifacts/" -print_final_stats=1
