#pragma once
// Tailing (RULES.md TAIL-*, CONF-10..14): who may sit on whose tail at the
// start of a turn, and what the pursuer may do with the target's revealed card.

#include <optional>
#include <string>
#include <vector>

#include "jasta/base/names.hpp"
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
//
// The verdict comes apart from its words (issue 14): `verdict` says what
// decided it, the fields after it the facts; words::explainTail
// (words/tailing.hpp) gives the sentence.

// What decided a tail: Possible, or what prevents it. The comments name the
// facts of TailCheck each verdict rests on (the names of the two airplanes
// always).
enum class TailVerdict {
    Possible,          // geometry, distanceMm; levelsAbove and halved when one level above
    TailingOff,        // CONF-14: the option tailing_enabled is off
    Itself,            // an airplane cannot tail itself
    PursuerNotFlying,  // pursuerStatus
    TargetNotFlying,   // targetStatus
    InCloud,           // TAIL-13: pursuerInCloud (else the target is)
    SameSide,          // only an enemy can be tailed
    MultiEngine,       // TAIL-07
    OnFire,            // TAIL-11, DMG-09
    Smoking,           // TAIL-12, DMG-03
    SmokingFromFire,   // TAIL-12, DMG-03, DMG-09: burning, so smoking
    HitInPhase3,       // TAIL-09
    JustHit,           // TAIL-11
    Overlapping,       // OVL-03
    Below,             // levelsAbove (negative)
    TooHigh,           // levelsAbove (2 or more)
    TooFar,            // geometry, distanceMm, reachMm, rulerMm, halved
    StandsInside,      // geometry (s002, s004): the two stands lie inside each other's bases
    LeavesNotFront,    // geometry (s002, s004): side, where the ruler leaves the pursuer's base
    EntersNotRear,     // geometry (s002, s004): side, where the ruler enters the target's base
    Blocked,           // geometry (s002, s004): blockerName
    NoFacingSides,     // s003: no ruler leaves the front side forwards and meets the rear side from behind
    SidesBlocked,      // s003: blocker, blockerName (the pursuer or the target itself too)
    OutOfTheSun,  // TAIL-14: possible, the pursuer came out of the sun this turn (no ruler; distanceMm stand to stand)
};
inline constexpr auto kTailVerdictNames = nameTable<TailVerdict>({{TailVerdict::Possible, "possible"},
                                                                  {TailVerdict::TailingOff, "tailing_off"},
                                                                  {TailVerdict::Itself, "itself"},
                                                                  {TailVerdict::PursuerNotFlying, "pursuer_not_flying"},
                                                                  {TailVerdict::TargetNotFlying, "target_not_flying"},
                                                                  {TailVerdict::InCloud, "in_cloud"},
                                                                  {TailVerdict::SameSide, "same_side"},
                                                                  {TailVerdict::MultiEngine, "multi_engine"},
                                                                  {TailVerdict::OnFire, "on_fire"},
                                                                  {TailVerdict::Smoking, "smoking"},
                                                                  {TailVerdict::SmokingFromFire, "smoking_from_fire"},
                                                                  {TailVerdict::HitInPhase3, "hit_in_phase_3"},
                                                                  {TailVerdict::JustHit, "just_hit"},
                                                                  {TailVerdict::Overlapping, "overlapping"},
                                                                  {TailVerdict::Below, "below"},
                                                                  {TailVerdict::TooHigh, "too_high"},
                                                                  {TailVerdict::TooFar, "too_far"},
                                                                  {TailVerdict::StandsInside, "stands_inside"},
                                                                  {TailVerdict::LeavesNotFront, "leaves_not_front"},
                                                                  {TailVerdict::EntersNotRear, "enters_not_rear"},
                                                                  {TailVerdict::Blocked, "blocked"},
                                                                  {TailVerdict::NoFacingSides, "no_facing_sides"},
                                                                  {TailVerdict::SidesBlocked, "sides_blocked"},
                                                                  {TailVerdict::OutOfTheSun, "out_of_the_sun"}});
constexpr const auto& nameTableOf(TailVerdict) {
    return kTailVerdictNames;
}

// A side of a base, in the base's own frame (its front is the heading).
enum class BaseSide { Front, Rear, Left, Right };
inline constexpr auto kBaseSideNames = nameTable<BaseSide>(
    {{BaseSide::Front, "front"}, {BaseSide::Rear, "rear"}, {BaseSide::Left, "left"}, {BaseSide::Right, "right"}});
constexpr const auto& nameTableOf(BaseSide) {
    return kBaseSideNames;
}

struct TailCheck {
    std::string pursuer;
    std::string target;
    bool possible = false;
    double distanceMm = 0;           // along the ruler, as the geometry option measures it
    std::vector<std::string> rules;  // the rules that decided it
    TailVerdict verdict = TailVerdict::Possible;
    // The ruler as it was measured, table mm (both zero when the check stopped
    // before any measuring): for drawing the tailing line.
    Point2 rulerFrom;
    Point2 rulerTo;

    // The facts the verdicts rest on:
    std::string pursuerName, targetName;         // each airplane's name, its id when it has none
    TailGeometry geometry = TailGeometry::S002;  // how the ruler was laid (CONF-11)
    AircraftStatus pursuerStatus = AircraftStatus::Flying;
    AircraftStatus targetStatus = AircraftStatus::Flying;
    bool pursuerInCloud = false;       // TAIL-13
    int levelsAbove = 0;               // pursuer's level - target's level
    bool halved = false;               // one level above, only half the ruler counts (CONF-10 option)
    double rulerMm = 0;                // the pursuer's ruler
    double reachMm = 0;                // how far the ruler counts: rulerMm, or half of it when halved
    BaseSide side = BaseSide::Front;   // LeavesNotFront, EntersNotRear
    std::string blocker, blockerName;  // the airplane whose base the ruler crosses: id, name
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
