#!/usr/bin/env bash
# Retakes every screenshot in docs/screenshots/ from the built program:
# the whole window at start (jasta --screenshot) and the offscreen tests that
# write a picture when JASTA_SCREENSHOTS is set (new game, planning, fire,
# victory, the widgets and the table overlays). Look at them before committing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
jasta_build
cd "$JASTA_ROOT"
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/jasta-runtime.XXXXXX)}"
chmod 0700 "$XDG_RUNTIME_DIR"
build="build/$JASTA_PRESET"
"$build/src/app/jasta" --seed 2026 --size 1600x1000 --screenshot docs/screenshots/table.png
JASTA_SCREENSHOTS=1 "$build/tests/app/app_tests" --gtest_brief=1
echo "screenshots written to docs/screenshots/"
