#pragma once
// Relief on the table (RULES.md TER-01..04): zones of raised ground on a flat
// table. Altitudes stay counted from the plain (floor 0) for everything that
// compares two airplanes; only the airplane's own clearance over the ground
// beneath it counts from the local floor.

#include <span>
#include <vector>

#include "jasta/data/maneuver_deck.hpp"
#include "jasta/data/scenario.hpp"
#include "jasta/rules/maneuvers.hpp"

namespace jasta {

// TER-01, TER-02: an airplane at `level` with `climb` counters is above floor
// `floor` when it is higher than that level, or at it with at least one climb
// counter: level 1 and a counter clears a plateau of floor 1, as level 0 and a
// counter is still flying over the plain (ALT-05).
constexpr bool isAboveFloor(int level, int climb, int floor) {
    return level > floor || (level == floor && climb > 0);
}

// TER-01: the zone whose ground is highest at `point` (edges included);
// nullptr on the plain.
const ReliefZone* zoneAt(std::span<const ReliefZone> relief, Point2 point);
// Its floor, 0 on the plain.
int floorAt(std::span<const ReliefZone> relief, Point2 point);

// The airplane's height before or after a card: level and climb counters.
struct Height {
    int level = 0;
    int climb = 0;
};

// TER-03: the zone an airplane's move runs into, or nullptr. `centres` are
// the base centres along the move, its start first and its end last. On its
// way the airplane passes from its height before the card to its height after
// it, so it clears the ground of a zone the path crosses when the higher of
// the two is above the zone's floor; where it ends, its height after the card
// must be above the floor beneath it. The first zone struck in the order of
// the scenario's zones is named.
const ReliefZone* reliefStruck(std::span<const ReliefZone> relief, std::span<const Point2> centres, Height before,
                               Height after);

// TER-03 for the computer pilots: whether a plan may take `self` into raised
// ground. The outcome keeps only each card's end and level, so each leg runs
// straight between them at the lower level and without counters: a plan that
// might graze a hillside is left out (the engine follows each card's curve).
bool mayRunIntoRelief(std::span<const ReliefZone> relief, const AircraftState& self, const PlanOutcome& outcome);

}  // namespace jasta
