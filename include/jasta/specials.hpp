#pragma once
// What a damage card's special symbol does (RULES.md DMG-03..14), and the
// counters that tick down (smoke, flames, jams, wounds).

#include <string>
#include <vector>

#include "jasta/aircraft_state.hpp"
#include "jasta/aircraft_type.hpp"
#include "jasta/damage_deck.hpp"
#include "jasta/event.hpp"
#include "jasta/rule_options.hpp"

namespace jasta {

// Applies the special of `card`, drawn by `target` from a shot of `shooter`'s
// `weapon` (DMG-10 jams the shooter). `alreadyThisShot` / `alreadyThisPhase`
// say whether the same special already came from the same shot / in this
// phase (CONF-27). Events for secret specials carry details.secret_to.
// With the option twin_jam (CONF-28) and a twin weapon (an entry in
// shooter.twinGuns, which the engine fills in for the shot), a jam jams one
// gun or both as FIRE-27 / FIRE-28 say; both = the DMG-10 counters.
std::vector<Event> applySpecial(const RuleOptions& rules, AircraftState& target, const AircraftType& targetType,
                                AircraftState& shooter, const std::string& weapon, const DamageCardSpec& card,
                                bool alreadyThisShot, bool alreadyThisPhase, bool secondTime);

// The weapon is the observer's (rear or all-round gun of a two-seater).
bool observersWeapon(const AircraftType& type, const Weapon& weapon);

// Why a weapon cannot fire now (jam, wound, a forbidden last maneuver, MOV-13,
// no ammunition left FIRE-25/26),
// or "" when it may.
std::string weaponBlocked(const AircraftState& state, const AircraftType& type, const Weapon& weapon);

// End of a phase: jam counters (phase unit), wound windows.
void endOfPhaseCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events);
// End of a turn: smoke, jam counters (turn unit), the rudder jam expires.
void endOfTurnCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events);

}  // namespace jasta
