#!/usr/bin/env bash
# Installs what is missing, checks the C++ formatting, then builds (warnings
# are errors) and runs every test (core, CLI, data schemas and the Qt program
# offscreen) through ctest in three builds: dev (debug), release (optimised,
# as players get it) and asan (AddressSanitizer + UndefinedBehaviorSanitizer
# + LeakSanitizer on everything: a memory error, a leak or undefined
# behaviour fails the run). After the dev build's tests, clang-tidy on the
# core and the CLI (scripts/check_tidy.sh, about 3 min; JASTA_TIDY=0 skips
# it). With JASTA_FUZZ_SECONDS=N, every loader's fuzzer for N seconds in all
# at the end (scripts/fuzz-smoke.sh builds them with clang: ten minutes, so CI
# leaves it out; docs/reliability.md).
#   scripts/test.sh [ctest arguments]        JASTA_PRESETS="dev" runs one build only
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
jasta_install_packages

# Qt without a display; a private runtime folder keeps Qt from warning.
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/jasta-runtime.XXXXXX)}"
chmod 0700 "$XDG_RUNTIME_DIR"
# Sanitizers: stop at the first report, with a stack; leaks are reported too.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# Each step's wall time, so that a slow CI run shows where its minutes went
# (docs/performance.md, "CI's whole run").
run_start=$SECONDS
step_start=$SECONDS
step_done() {
  echo "jasta: $1 took $((SECONDS - step_start)) s (whole run so far $((SECONDS - run_start)) s)"
  step_start=$SECONDS
}

bash "$JASTA_ROOT/scripts/check_format.sh"
step_done "format check"

for preset in ${JASTA_PRESETS:-dev release asan}; do
  echo "jasta: build and test ($preset)"
  JASTA_PRESET="$preset" jasta_build
  step_done "$preset build"
  (cd "$JASTA_ROOT" && ctest --preset "$preset" "$@")
  step_done "$preset tests"
  if [ "$preset" = dev ] && [ "${JASTA_TIDY:-1}" != "0" ]; then
    bash "$JASTA_ROOT/scripts/check_tidy.sh"
    step_done "clang-tidy"
  fi
done

if [ "${JASTA_FUZZ_SECONDS:-0}" != "0" ]; then
  bash "$JASTA_ROOT/scripts/fuzz-smoke.sh" "$JASTA_FUZZ_SECONDS"
fi
