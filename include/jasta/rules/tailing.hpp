#pragma once
// Tailing (RULES.md TAIL-*, CONF-10..14): who may sit on whose tail at the
// start of a turn, and what the pursuer may do with the target's revealed card.

#include <optional>
#include <string>
#include <vector>

#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/overlap.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

struct GameData;

// Whether `pursuer` may tail `target` now, and why (or why not).
//
// The ruler readings (CONF-11; docs/rules-coverage.md "Tailing"):
//  - s002 (TAIL-01): the segment from the pursuer's stand to the target's stand
//    is at most the ruler long, leaves the pursuer's base through its front
//    side (the local +y edge, corners included), enters the target's base
//    through its rear side (the -y edge) and crosses no other base.
//  - s003 (TAIL-08): some segment at most the ruler long joins a point of the
//    pursuer's front side to a point of the target's rear side and crosses no
//    base, the two involved included, except at its ends; distanceMm is the
//    shortest such segment found.
//  - s004 (TAIL-10): as s002 from base centre to base centre.
// "Crossing" a base means passing through its inside: grazing a corner or
// running along an edge does not count, as for overlaps. Every base on the
// table blocks (airplanes flying at any altitude, and landed ones).
// `overlaps` is the engine's overlap list (OVL-03). Throws
// std::invalid_argument for an airplane whose type or geometry is not in
// `data` (validated data never has one).
struct TailCheck {
    std::string pursuer;
    std::string target;
    bool possible = false;
    double distanceMm = 0;           // along the ruler, as the geometry option measures it
    std::vector<std::string> rules;  // the rules that decided it
    std::string reason;              // one plain sentence
    // The ruler as it was measured, table mm (both zero when the check stopped
    // before any measuring): for drawing the tailing line.
    Point2 rulerFrom;
    Point2 rulerTo;
};

TailCheck checkTail(const GameData& data, const RuleOptions& rules, const AircraftState& pursuer,
                    const AircraftState& target, const std::vector<AircraftState>& aircraft,
                    const std::vector<OverlapPair>& overlaps);

// Every possible pursuer/target pair among enemies in play (TAIL-05: the
// pursuer then chooses one target for the turn).
std::vector<TailCheck> possibleTails(const GameData& data, const RuleOptions& rules,
                                     const std::vector<AircraftState>& aircraft,
                                     const std::vector<OverlapPair>& overlaps);

// TAIL-03/04/09: after seeing `revealed` cards of the target, the pursuer may
// only reorder its own cards from card `fromCard` (1-based) on: `reordered`
// must keep the cards before it and use the same remaining cards (WW2: with
// their speed markers). Nothing when allowed, else the refusal: TAIL-03
// (TAIL-04 from card 2) on card `fromCard` (clamped to 1..3), one of the
// PlanRefusal::Reorder* values with its facts (words::describe says it).
std::optional<Violation> checkReorder(const Plan& original, const Plan& reordered, int fromCard);

// TAIL-03/04: everything a reorder breaks, for the engine and the planning
// panel alike. A reordered plan is the same turn's plan in another order, so
// it is judged as the plan was when it was handed in: by checkPlan against
// `planned`, the airplane when the turn's plans were complete
// (GameState::plannedAs), with card 1 as planned. Judged against where card 1
// has since taken the airplane, card 1 would count twice (its climb past the
// ceiling, MOV-16) and a special taken in phase 1 (an engine hit, DMG-08)
// would change a plan made before it. Only the cards from `fromCard` on are
// still to fly, so only their violations are returned; checkReorder's
// refusal comes first, as TAIL-03 (TAIL-04 from card 2) on card `fromCard`.
std::vector<Violation> checkReorderedPlan(const Flyer& flyer, const AircraftState& planned, const Plan& original,
                                          const Plan& reordered, int fromCard);

}  // namespace jasta
