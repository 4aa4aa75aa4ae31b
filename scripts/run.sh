#!/usr/bin/env bash
# Installs what is missing, builds, and starts Jasta on its welcome screen.
# Extra arguments go to the program, e.g. scripts/run.sh --scenario ww2_channel
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
jasta_install_packages
jasta_build
exec "$JASTA_ROOT/build/$JASTA_PRESET/src/app/jasta" "$@"
