#pragma once
// Ground defences (RULES.md AA-01..03): trenches and anti-aircraft machine
// guns (S003's «CAA») fire at airplanes after every maneuver. AA-01 makes
// them immobile airplanes at level 0 for range, levels and fire, so a
// defence takes part in checkShot as a stand-in airplane: its base is its
// card, its stand the card's centre, its ruler the game's. Everything the
// fire rules say (arc, range, FIRE-06/07 across levels, line of sight) then
// holds for it without a second copy of those rules.
//
// Our readings (docs/ground-defences.md, data/rules/aa.json):
//  - infantry fire (AA-02) fires at every enemy airplane it can reach, all
//    round, from the card's centre: S003 speaks of "the players who take
//    damage", and a trench is many rifles, not one gun; each draws one A
//    card whatever the range, of which only the special counts (a jam does
//    not: there is no gun of the trench to jam);
//  - the AA gun's artillery shot (AA-03) is one airplane's shot, all round:
//    it fires at one target, the one it deals the most cards to, then the
//    nearest, then the most damaged (MODE-11's order), then by id; its jams
//    and aim are an airplane weapon's.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/data/ground_type.hpp"
#include "jasta/rules/fire.hpp"
#include "jasta/state/aircraft_state.hpp"
#include "jasta/state/pose.hpp"

namespace jasta {

// The id of the infantry's "weapon" and of the AA gun's artillery, in events and fire orders.
inline constexpr const char* kInfantryWeapon = "infantry";
inline constexpr const char* kArtilleryWeapon = "artillery";
// AA-02: infantry fire deals one card of deck A, whatever the range.
inline constexpr char kInfantryDeck = 'A';

// AA-01: a defence as the fire rules see it. `ruler` is the geometry of an
// airplane of the game: its ruler, half mark and arcs measure the defence's
// shots as they measure that airplane's.
// A balloon (BAL-01) stands in the same way at its height, without weapons.
struct DefenceStandIn {
    AircraftState state;  // at level 0 (a balloon: its height), flying (in play), on the card's centre
    AircraftType type;    // the defence's weapons: infantry, and an AA gun's artillery; a balloon none
    GeometrySpec geometry;
    bool balloon = false;  // BAL-01
    [[nodiscard]] FireParty party() const { return {&state, &type, &geometry, balloon}; }
};
DefenceStandIn defenceStandIn(const std::string& id, Side side, const Pose& pose, const GroundType& ground,
                              const GeometrySpec& ruler);

struct GameData;
struct GameState;

// The ground defence `id` of a game, still standing, as its stand-in (with
// its damage, jams and aim); nullopt when `id` is no such defence or the game
// has no airplane to take the ruler from. Defined with the turn engine.
std::optional<DefenceStandIn> standingDefence(const GameData& data, const GameState& state, std::string_view id);

// AA-02 / AA-03: the infantry's fire, all round from the card's centre.
Weapon infantryWeapon();

// AA-03: of `shots` (checkShot of the AA gun at each enemy airplane, in
// `aircraft` order), the index of the one it fires, or -1 when none can fire:
// most cards, then nearest, then the target with most damage, then by id.
int artilleryTarget(const std::vector<ShotCheck>& shots, const std::vector<AircraftState>& aircraft);

}  // namespace jasta
