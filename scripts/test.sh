#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test (core, CLI, data
# schemas and the Qt program offscreen) through ctest, then every loader's
# fuzzer briefly, 80 s in all (scripts/fuzz-smoke.sh; JASTA_FUZZ_SECONDS=0
# skips it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
jasta_install_packages
jasta_build

# Qt without a display; a private runtime folder keeps Qt from warning.
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/jasta-runtime.XXXXXX)}"
chmod 0700 "$XDG_RUNTIME_DIR"
cd "$JASTA_ROOT"
ctest --preset "$JASTA_PRESET" "$@"

if [ "${JASTA_FUZZ_SECONDS:-80}" != "0" ]; then
  bash "$JASTA_ROOT/scripts/fuzz-smoke.sh" "${JASTA_FUZZ_SECONDS:-80}"
fi
