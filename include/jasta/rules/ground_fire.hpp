#pragma once
// Airplanes on the ground touching each other and burning (RULES.md GND-09,
// GND-11, GND-12, GND-18; options ground_overlap CONF-19 and
// ground_fire_fighting CONF-20). All of it is played from rules revision 3
// on (RuleOptions::groundOperations); before it the functions do nothing.
//
// Two airplanes touch on the ground when both stand on it (status Landed:
// parked, rolling for a take-off, or landed) and their footprints, as the
// overlap option says, overlap. docs/ground-operations.md explains each reading.

#include <set>
#include <string>
#include <vector>

#include "jasta/base/rng.hpp"
#include "jasta/rules/damage_piles.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;

// Every pair of airplanes on the ground that touch, as indexes into
// `aircraft` (first < second), in table order.
std::vector<std::pair<std::size_t, std::size_t>> groundOverlaps(const std::vector<AircraftState>& aircraft,
                                                                const GameData& data, const RuleOptions& rules);

// After every airplane has moved (§5.3 step 5):
// - GND-09 (ground_overlap s000): two that touch, one of them among
//   `rolling` (it flew a take-off or landing card on the ground this phase),
//   each take 2 A cards: points, explosion and fire count, no other special;
// - GND-18 (s004): each of two that touch catches fire, 6 flame counters,
//   unless it is burning already.
std::vector<Event> groundContacts(std::vector<AircraftState>& aircraft, const std::set<std::string>& rolling,
                                  const GameData& data, const RuleOptions& rules, DamagePiles& piles, Rng& rng);

// GND-12 (ground_overlap s000), at the end of the turn: each airplane on the
// ground that is not burning and touches one that is takes 2 flame counters.
std::vector<Event> spreadGroundFire(std::vector<AircraftState>& aircraft, const GameData& data,
                                    const RuleOptions& rules);

// GND-11 / GND-18 (ground_fire_fighting), at the start of the turn before
// the flames burn (DMG-09): a burning airplane on the ground draws one A
// card for its value only. s000: a 0 takes one flame counter off; s004: the
// value takes that many off and the counter goes back into the A pile.
// No event and no draw for an airplane that is not on the ground or not burning.
std::vector<Event> fightGroundFire(AircraftState& airplane, const RuleOptions& rules, DamagePiles& piles, Rng& rng);

}  // namespace jasta
