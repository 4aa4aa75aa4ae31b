#pragma once
// The person in the cockpit during one game (RULES.md PIL-05..09, the French
// campaign book's "fiche de pilote"): his hit points and what they make of
// him. Only games that play the campaign wound rules (option second_wound =
// hp_system, CONF-30 B) give their airplanes a sheet; docs/pilots.md.

#include <string_view>

#include "jasta/base/names.hpp"

namespace jasta {

// PIL-06: every pilot starts a game with 10 hit points; a "pilot wounded"
// card takes 5 of them.
inline constexpr int kPilotHitPoints = 10;
inline constexpr int kWoundHitPoints = 5;

// PIL-05 and its thresholds (PIL-07..09), as far as one game sees them.
enum class PilotCondition {
    Active,            // 6..10 hit points
    Wounded,           // 3..5 (inclusive): he keeps flying, with one skill only (PIL-07)
    SeriouslyWounded,  // 0..2 (inclusive): he must land within sw_landing_turns full turns (PIL-08, DMG-21)
    Dead,              // below 0 (PIL-09)
};
inline constexpr auto kPilotConditionNames =
    nameTable<PilotCondition>({{PilotCondition::Active, "active"},
                               {PilotCondition::Wounded, "wounded"},
                               {PilotCondition::SeriouslyWounded, "seriously_wounded"},
                               {PilotCondition::Dead, "dead"}});
constexpr const auto& nameTableOf(PilotCondition) {
    return kPilotConditionNames;
}

// The condition `hitPoints` leaves a pilot in (PIL-07: 3 to 5 inclusive is
// wounded; PIL-08: 0 to 2 inclusive seriously wounded; PIL-09: below 0 dead).
constexpr PilotCondition conditionOf(int hitPoints) {
    if (hitPoints < 0) return PilotCondition::Dead;
    if (hitPoints <= 2) return PilotCondition::SeriouslyWounded;
    if (hitPoints <= 5) return PilotCondition::Wounded;
    return PilotCondition::Active;
}

// The rule that puts a pilot in `condition`: PIL-06 for an active one (his
// hit points), PIL-07, PIL-08 or PIL-09 for the thresholds.
constexpr std::string_view woundRule(PilotCondition condition) {
    switch (condition) {
        case PilotCondition::Wounded:
            return "PIL-07";
        case PilotCondition::SeriouslyWounded:
            return "PIL-08";
        case PilotCondition::Dead:
            return "PIL-09";
        case PilotCondition::Active:
            break;
    }
    return "PIL-06";
}

struct PilotSheet {
    int hitPoints = kPilotHitPoints;
    // PIL-08 / DMG-21: the turn by whose end a seriously wounded pilot must
    // be on the ground (the turn he was hurt in + sw_landing_turns); 0: none.
    int landBy = 0;
    [[nodiscard]] PilotCondition condition() const { return conditionOf(hitPoints); }
    bool operator==(const PilotSheet&) const = default;
};

}  // namespace jasta
