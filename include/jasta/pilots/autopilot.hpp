#pragma once
// A plain chooser of plans: the legal plan that ends nearest a firing spot
// behind the closest enemy and stays on the table. It drives the screenshot
// tour and the whole-game GUI test, and is the first step towards computer
// pilots; it is not a good pilot.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jasta/game/game.hpp"

namespace jasta {

// The spot the chooser aims for behind `enemy`: a short-range shot at its
// tail from there (table mm).
Point2 firingSpotBehind(const AircraftState& enemy);
// The enemy in play nearest `airplane` (base centres), or null.
const AircraftState* nearestEnemy(const GameState& state, const AircraftState& airplane);
// The airplane of its own side in play nearest `airplane`, itself left out, or null.
const AircraftState* nearestFriend(const GameState& state, const AircraftState& airplane);
// The plan for `aircraftId` in `state`, or nothing when it has no legal plan.
std::optional<Plan> choosePlan(const Engine& engine, const GameState& state, const std::string& aircraftId);
// BOMB-01 for a computer pilot: drop every bomb aboard when, flown with the
// card its plan holds for the coming phase, `aircraftId` would put them on
// the red dot of an enemy objective not yet destroyed; else none.
DropBombs chooseDrop(const Engine& engine, const GameState& state, const std::string& aircraftId);
// AA-05/08: a place a flak gunner may aim at, guessed from where an enemy
// airplane is (plans are secret): after `cardsAhead` straight cards from where
// it stands, at its level, or the legal place nearest that (`missMm` away).
struct FlakAim {
    std::string aircraft;  // the enemy aimed at
    int cardsAhead = 0;
    Point2 at;
    int altitude = 0;
    double missMm = 0;
};
// For the battery `battery`, one aim at each enemy at level 1 to 5 with a legal
// place for it, nearest first: put down (AA-05) when `from` is empty, else
// moved from the token `from` (AA-08: a ruler and a level at most).
std::vector<FlakAim> flakAims(const Engine& engine, const GameState& state, std::string_view battery, int cardsAhead,
                              const std::optional<FlakToken>& from = std::nullopt);

// AA-04..08 for a computer gunner, who sees no plan (they are secret):
// - place: the nearest of flakAims two cards ahead (the burst is after the
//   2nd maneuver) when it misses by at most half a ruler; else hold;
// - keep the token where it is (a moved token bursts a whole turn later);
// - burst when it hits more enemies than friends where they stand now, else delay.
AimFlak chooseFlak(const Engine& engine, const GameState& state, const Decision& decision);
// choosePlan's plan; with no legal plan at all, the deck's first three cards
// (the engine applies the penalty of an illegal plan, MOV-12).
Plan planOrFallback(const Engine& engine, const GameState& state, const std::string& aircraftId);

}  // namespace jasta
