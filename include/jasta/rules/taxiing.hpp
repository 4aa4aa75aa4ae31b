#pragma once
// Moving an airplane that stands on the ground (RULES.md GND-08, GND-17;
// option ground_movement, CONF-18), from rules revision 3 on.
//
// Once a turn, before the second card is revealed, the player of a parked
// airplane may shift and turn it (S000: "during the second phase"; S004's
// "every third turn" read as every third phase, once a turn, at the same
// moment). Where it may go:
// - s000 (GND-08): its red dot (the base centre) on a point its airplane card
//   covered where it stood; any heading;
// - s004 (GND-17): its new base still touching a point of its old base
//   (the bases overlap); any heading.
// Either way the base centre stays on the table, and off raised ground
// (TER-01: it stands at level 0, below any zone's floor). docs/ground-operations.md.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/base/names.hpp"
#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;

// Whether `state` may taxi this turn: on the ground, no take-off or landing
// under way, not held still (GND-06's wait, a landing's stop).
bool mayTaxi(const RuleOptions& rules, const AircraftState& state);

enum class TaxiVerdict {
    Allowed,
    NotParked,  // mayTaxi says no
    OffCard,    // s000: the red dot leaves the card's old place
    OffBase,    // s004: the new base does not touch the old one
    OffTable,   // the base centre leaves the table
    OnRelief,   // TER-01: the base centre would stand on raised ground
};
inline constexpr auto kTaxiVerdictNames = nameTable<TaxiVerdict>({{TaxiVerdict::Allowed, "allowed"},
                                                                  {TaxiVerdict::NotParked, "not_parked"},
                                                                  {TaxiVerdict::OffCard, "off_card"},
                                                                  {TaxiVerdict::OffBase, "off_base"},
                                                                  {TaxiVerdict::OffTable, "off_table"},
                                                                  {TaxiVerdict::OnRelief, "on_relief"}});
constexpr const auto& nameTableOf(TaxiVerdict) {
    return kTaxiVerdictNames;
}

// Whether `state` may move to `to` now; its rule is taxiRule(rules).
TaxiVerdict checkTaxi(const GameData& data, const RuleOptions& rules, const AircraftState& state, const Pose& to,
                      const TableSize& table);
// GND-08 (s000) or GND-17 (s004).
std::string_view taxiRule(const RuleOptions& rules);

// The moves a player is offered on the table: turned in place 45 or 90
// degrees either way or about, rolled 30 mm ahead or back; only the allowed ones.
struct TaxiMove {
    std::string name;  // "left_45", "left_90", "right_45", "right_90", "about", "ahead", "back"
    Pose to;
};
std::vector<TaxiMove> taxiMoves(const GameData& data, const RuleOptions& rules, const AircraftState& state,
                                const TableSize& table);

}  // namespace jasta
