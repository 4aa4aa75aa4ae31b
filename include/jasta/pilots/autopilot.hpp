#pragma once
// A plain chooser of plans: the legal plan that ends nearest a firing spot
// behind the closest enemy and stays on the table. It drives the screenshot
// tour and the whole-game GUI test, and is the first step towards computer
// pilots; it is not a good pilot.

#include <optional>

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
// choosePlan's plan; with no legal plan at all, the deck's first three cards
// (the engine applies the penalty of an illegal plan, MOV-12).
Plan planOrFallback(const Engine& engine, const GameState& state, const std::string& aircraftId);

}  // namespace jasta
