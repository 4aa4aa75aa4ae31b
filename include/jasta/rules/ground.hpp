#pragma once
// Take-off and landing (RULES.md GND-01..16; options CONF-03, CONF-15,
// CONF-16, CONF-17, CONF-41): the landing fields, and which card of a plan is
// a step of a take-off or a landing. Planning (checkPlan) and flying
// (flyCard) read the same roles, so a legal plan is flown as it was checked.
//
// A take-off: an airplane on the ground (status Landed) plans its cards; the
// take-off starts at its first stall (cards before it leave the airplane in
// place: GND-04, GND-16) and goes on with the cards of `takeoff_sequence`,
// into the next turn if the plan ends first. A landing: the plan declares
// Declaration::Landing; the landing starts at the earliest card from which
// the rest of the plan follows `landing_sequence`, and may go on next turn
// (GND-13). docs/take-off-and-landing.md explains every choice.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/enums.hpp"
#include "jasta/base/names.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/plan.hpp"

namespace jasta {

// GND-01: whether the centre of a base at (x, y) is on `field` (edges count).
bool onField(const LandingField& field, double x, double y);
// On any of `fields`. A scenario without fields treats the whole table as a
// field, so take-offs and landings never leave one.
bool onAnyField(const std::vector<LandingField>& fields, double x, double y);
// The field's four corners on the table (mm), in order.
std::vector<Point2> fieldOutline(const LandingField& field);

// What one planned card is for an airplane taking off or landing.
enum class GroundRole {
    Air,          // an ordinary card in the air
    Wait,         // on the ground, the airplane does not move (before the take-off stall, after the landing)
    TakeOffRoll,  // take-off cards 1 and 2 (stall, straight): still on the ground
    TakeOffLift,  // take-off card 3 (straight, or climb under S004): airborne at the CONF-03 altitude
    Approach,     // S000/S003 landing card 1, a straight: still flying
    Touchdown,    // S000/S003 landing card 2 (straight), S004 card 1 (dive): on the ground
    Rollout,      // S004 landing card 2, a straight on the ground
    Stop,         // the landing stall: the landing is over, the rest of the turn is not played
};
inline constexpr auto kGroundRoleNames = nameTable<GroundRole>({{GroundRole::Air, "air"},
                                                                {GroundRole::Wait, "wait"},
                                                                {GroundRole::TakeOffRoll, "take_off_roll"},
                                                                {GroundRole::TakeOffLift, "take_off_lift"},
                                                                {GroundRole::Approach, "approach"},
                                                                {GroundRole::Touchdown, "touchdown"},
                                                                {GroundRole::Rollout, "rollout"},
                                                                {GroundRole::Stop, "stop"}});
constexpr const auto& nameTableOf(GroundRole) {
    return kGroundRoleNames;
}

// True for the roles that leave the airplane on the ground after the card.
bool isGroundStep(GroundRole role);
// True for the cards of a take-off (TakeOffRoll, TakeOffLift).
bool isTakeOffStep(GroundRole role);
// GND-10: an airplane with a flame counter cannot take off (rules revision 3
// on): planning refuses the take-off, and one that catches fire during its
// roll stops where it is.
bool takeOffBarred(const RuleOptions& rules, const AircraftState& state);

// The card kinds of the take-off (CONF-16) and of the landing (CONF-15; the
// S002 rule has no landing sequence and gives Blank, Blank, Blank).
std::array<CardKind, 3> takeOffKinds(const RuleOptions& rules);
std::array<CardKind, 3> landingKinds(const RuleOptions& rules);
// The RULES.md entry of the sequence in force, for refusals and events:
// GND-03 (S000 penalties) or GND-14 (S003) or GND-16; GND-02, GND-13 or GND-15.
std::string_view takeOffRule(const RuleOptions& rules);
std::string_view landingRule(const RuleOptions& rules);

// The card a step of the sequence needs (`step` 1..3 of `role`'s sequence).
CardKind expectedKind(const RuleOptions& rules, GroundRole role, int step);
// A whole sequence as the rules in force fly it: each step's card and its
// part, for the refusals that name the sequence (words/plans.hpp words it).
struct GroundSequence {
    std::array<CardKind, 3> kinds{CardKind::Blank, CardKind::Blank, CardKind::Blank};
    std::array<GroundRole, 3> roles{GroundRole::Air, GroundRole::Air, GroundRole::Air};
    bool operator==(const GroundSequence&) const = default;
};
GroundSequence takeOffSteps(const RuleOptions& rules);
GroundSequence landingSteps(const RuleOptions& rules);
// CONF-03: the altitude a landing starts from, and the take-off ends at.
bool canBeginLanding(const RuleOptions& rules, int level, int climb);

// The role of each planned card, from the airplane's state before card
// `from + 1` (0-based `from`; roles before it are Air). `kinds` are the
// planned cards' kinds. `planning` reads the state as the start of a new
// turn (the GND-06 wait still to come) rather than the turn being flown.
struct GroundPlan {
    std::array<GroundRole, 3> roles{GroundRole::Air, GroundRole::Air, GroundRole::Air};
    std::array<int, 3> step{};  // 1..3: the card's place in its sequence; 0 for Air and Wait
    int landingStart = -1;      // 0-based card where a landing declared in this plan begins; -1: none
    bool landingFits = true;    // false: a landing is declared but no card of the plan can begin it
};
GroundPlan groundPlan(const RuleOptions& rules, const AircraftState& state, Declaration declaration,
                      const std::array<CardKind, 3>& kinds, int from, bool planning);

}  // namespace jasta
