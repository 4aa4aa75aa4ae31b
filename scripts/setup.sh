#!/usr/bin/env bash
# Installs the Debian 12 packages Jasta needs (only those missing), then
# configures and builds. Sourced by run.sh and test.sh; usable alone:
#   scripts/setup.sh [--preset NAME]     (default preset: dev)
set -euo pipefail

JASTA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JASTA_PRESET="${JASTA_PRESET:-dev}"

# Build tools and libraries. The core alone needs the first line; clang and
# its runtime (libFuzzer, sanitizers) build the fuzz targets
# (scripts/fuzz-smoke.sh), clang-format and clang-tidy check the code
# (scripts/check_format.sh, scripts/check_tidy.sh); the Qt program, its tests
# and screenshots need the rest.
JASTA_PACKAGES=(
  cmake ninja-build ccache g++ libboost-dev nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev clang-format clang-tidy
  python3 python3-jsonschema
  qt6-base-dev qt6-svg-dev libgl-dev zlib1g-dev fonts-dejavu-core xvfb xauth
)

jasta_install_packages() {
  local missing=()
  for package in "${JASTA_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "jasta: installing ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jasta_build() {
  cd "$JASTA_ROOT"
  cmake --preset "$JASTA_PRESET" >/dev/null
  cmake --build --preset "$JASTA_PRESET"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  if [ "${1:-}" = "--preset" ] && [ -n "${2:-}" ]; then
    JASTA_PRESET="$2"
  fi
  jasta_install_packages
  jasta_build
fi
