#!/usr/bin/env bash
# The computer pilots' strength (issue 18; docs/performance.md, "Strength of
# the computer pilots"): 1,000-game duels between the levels and the greedy
# pilot, sides swapped every other game, each game from a fair set-up.
# Prints one Markdown table row per match: wins, losses, draws of the first
# pilot, its share of the decided games, and both pilots' mean and slowest
# decision. About 40 minutes on 2 free cores for the WW1 duels (Release);
# the WW2 duels take several times longer.
#   scripts/strength.sh [games] [scenario...]     defaults: 1000 ww1_duel
#   JASTA_MATCHES="ace,greedy ace,veteran" picks the matches (first,second ...)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${JASTA_CLI:-$ROOT/build/release/src/cli/jasta-cli}"
GAMES="${1:-1000}"
shift || true
SCENARIOS=("${@:-ww1_duel}")
[ "${#SCENARIOS[@]}" -gt 0 ] || SCENARIOS=(ww1_duel)
JOBS="$(nproc)"
echo "| scenario | match | wins | losses | draws | won of decided | mean / slowest decision (s) |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for scenario in "${SCENARIOS[@]}"; do
  for match in ${JASTA_MATCHES:-ace,greedy veteran,greedy ace,veteran novice,greedy}; do
    "$CLI" tournament --scenario "$scenario" --pilots "$match" --games "$GAMES" --seed 2026 --jobs "$JOBS" \
        --data "$ROOT/data" |
      python3 -c '
import json, sys
scenario, match = sys.argv[1], sys.argv[2]
first, second = match.split(",")
pilots = json.load(sys.stdin)["pilots"]
a, b = pilots[first], pilots[second]
decided = a["wins"] + a["losses"]
share = f"{100 * a['"'"'wins'"'"'] / decided:.1f} %" if decided else "-"
print(f"| {scenario} | {first} v {second} | {a['"'"'wins'"'"']} | {a['"'"'losses'"'"']} | {a['"'"'draws'"'"']} | {share} | "
      f"{a['"'"'mean_decision_s'"'"']:.3f} / {a['"'"'max_decision_s'"'"']:.2f}; {b['"'"'mean_decision_s'"'"']:.3f} / {b['"'"'max_decision_s'"'"']:.2f} |")
' "$scenario" "$match"
  done
done
