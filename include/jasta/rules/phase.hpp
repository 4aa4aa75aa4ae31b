#pragma once
// The movement half of one phase for every airplane on the table (RULES.md
// §5.3 steps 2-5): reveal and fly this phase's card, altitude, the table
// edge, penalty damage for illegal maneuvers, then overlaps and collisions.
// Fire follows in the turn engine.

#include <map>
#include <string>
#include <vector>

#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"

namespace jasta {

using PlanBook = std::map<std::string, Plan, std::less<>>;
using ViolationBook = std::map<std::string, std::vector<Violation>, std::less<>>;

struct PhaseMovement {
    std::vector<FlownStep> steps;       // one per airplane that had a plan, in table order
    std::vector<OverlapPair> overlaps;  // bases (or cards) touching after the moves (OVL-01..03)
    std::vector<Event> events;          // moves, altitude, penalties, collisions, in order
};

// Flies card `phase` (1..3) for every airplane of `aircraft` that has a plan
// in `plans`; `violations` are what checkPlan found for each at planning.
PhaseMovement flyPhase(const GameData& data, const RuleOptions& rules, std::vector<AircraftState>& aircraft,
                       const PlanBook& plans, const ViolationBook& violations, int phase, const TableSize& table,
                       DamagePiles& piles, Rng& rng);

}  // namespace jasta
