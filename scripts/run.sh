#!/usr/bin/env bash
# Installs what is missing, builds, and starts a game of the default scenario
# (the WW1 duel) at once. Extra arguments go to the program instead, e.g.
# scripts/run.sh --scenario ww2_channel; the program alone (build/dev/src/app/jasta)
# opens on its welcome screen.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
jasta_install_packages
jasta_build
if [ "$#" -eq 0 ]; then set -- --scenario ww1_duel; fi
exec "$JASTA_ROOT/build/$JASTA_PRESET/src/app/jasta" "$@"
