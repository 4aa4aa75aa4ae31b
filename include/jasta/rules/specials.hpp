#pragma once
// What a damage card's special symbol does (RULES.md DMG-03..14), and the
// counters that tick down (smoke, flames, jams, wounds).

#include <map>
#include <string>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/damage_deck.hpp"
#include "jasta/rules/event.hpp"
#include "jasta/rules/rule_options.hpp"
#include "jasta/state/aircraft_state.hpp"

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

// The pilot of `airplane` takes `count` pilot-wounded cards (DMG-06): with a
// pilot sheet each costs 5 hit points and only below 0 is he dead (PIL-06,
// PIL-09; CONF-30 B); without one a second wound kills (CONF-30 A). True
// when he is killed.
bool woundPilot(AircraftState& airplane, int count);

// The weapon is the observer's (rear or all-round gun of a two-seater).
bool observersWeapon(const AircraftType& type, const Weapon& weapon);

// Why a weapon cannot fire now, before any shot is measured; the words are
// words/fire.hpp's (describe).
enum class WeaponBlock {
    None,                       // it may fire
    AfterIllegalManeuver,       // MOV-13: no fire after a forced illegal maneuver
    NoAmmunition,               // FIRE-25 / FIRE-26
    Jammed,                     // DMG-10: jam counters left
    PilotWounded,               // DMG-06: no fire for the next maneuvers
    ObserverWounded,            // DMG-07: the observer's guns
    WoundedPilotAfterManeuver,  // DMG-06: never after a dive, stall, Immelmann or climb
};
struct WeaponBlocked {
    WeaponBlock why = WeaponBlock::None;  // each value names the rule that forbids it
    int maneuversLeft = 0;                // Jammed, PilotWounded, ObserverWounded: the counters left
    explicit operator bool() const { return why != WeaponBlock::None; }
};

// What keeps `weapon` of `state` from firing now, if anything: a forced
// illegal maneuver, no ammunition, a jam, a wound, a wounded pilot's last
// maneuver, checked in that order.
WeaponBlocked weaponBlocked(const AircraftState& state, const AircraftType& type, const Weapon& weapon);

// DMG-10 and DMG-06 count "the next 3 (4) manoeuvres": the counters a fire
// step gives start going at the end of the manoeuvre after it, so a jam
// drawn at the end of manoeuvre N keeps the weapon silent in the fire steps
// of N+1, N+2 and N+3. A mark taken before the fire step's specials tells
// endOfPhaseCounters which counters are that fresh.
struct CounterMark {
    std::map<std::string, int, std::less<>> jams;  // jam counters per weapon before the fire step
    int pilotWounds = 0;
    int observerWounds = 0;
};
CounterMark counterMark(const AircraftState& state);

// End of a phase: jam counters (phase unit), wound windows. With `mark`, the
// counters given since the mark are left whole (they begin next phase).
void endOfPhaseCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events,
                        const CounterMark* mark = nullptr);
// End of a turn: smoke, jam counters (turn unit), the rudder jam expires.
void endOfTurnCounters(const RuleOptions& rules, AircraftState& state, std::vector<Event>& events);

}  // namespace jasta
