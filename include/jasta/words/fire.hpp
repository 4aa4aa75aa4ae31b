#pragma once
// The words of fire: the one place that turns checkShot's verdict (fire.hpp)
// and the fire step's decisions into English sentences for the log, the
// overlays, the lessons and the CLI. The core decides without them; the
// translations will replace them.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/rules/fire.hpp"
#include "jasta/rules/specials.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

struct GameData;

namespace words {

// The names a shot's sentence uses.
struct ShotNames {
    std::string shooter, target, weapon;
    std::vector<std::string> blockedBy;  // in the order of ShotCheck::blockedBy
};

// Each airplane's name (its id when it has none) from `aircraft`, the
// weapon's from the shooter's airplane card in `data`; the id of whatever
// neither knows.
ShotNames shotNames(const ShotCheck& shot, const GameData& data, const std::vector<AircraftState>& aircraft);

// One plain sentence (or two) that says why the shot can or cannot be fired:
// the verdict's, and for a legal shot its range, what it deals and its
// modifiers.
std::string explainShot(const ShotCheck& shot, const ShotNames& names);
std::string explainShot(const ShotCheck& shot, const GameData& data, const std::vector<AircraftState>& aircraft);

// Why a weapon cannot fire now (weaponBlocked), as a clause: "the Twin
// Vickers is jammed for 2 more maneuvers". `weapon` is its name.
std::string describe(const WeaponBlocked& blocked, std::string_view weapon);

// The fire step's log (the engine's hold_fire, out_of_ammunition, fire and
// overdive_redraw events).
std::string firedText(const ShotCheck& shot, const ShotNames& names, bool oneGun);    // CONF-28: one gun, deck B
std::string holdFireText(std::string_view airplane, std::string_view weapon);         // FIRE-20
std::string outOfAmmunitionText(std::string_view airplane, std::string_view weapon);  // FIRE-25 / FIRE-26
std::string overdiveRedrawText(std::string_view airplane, std::string_view ignored, char group,
                               std::string_view replacement);  // FIRE-21

}  // namespace words
}  // namespace jasta
