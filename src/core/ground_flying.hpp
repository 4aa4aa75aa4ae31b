#pragma once
// Internal: what a take-off or landing card does once flyCard has moved the
// airplane (RULES.md GND-02/03/06, GND-13..16; CONF-03, CONF-17).

#include "jasta/rules/maneuvers.hpp"

namespace jasta::detail {

// Sets the status, altitude and sequence progress after card `step` (1..3)
// of a take-off or landing, `role` being its part (not Air or Wait; for
// Approach call it after the ordinary altitude), then checks the landing
// fields and puts any off-field penalty in `flown.penalty`. Events go to `flown`.
void applyGroundCard(const Flyer& flyer, AircraftState& state, GroundRole role, int step, const ManeuverCard& card,
                     const TableSize& table, FlownStep& flown);

}  // namespace jasta::detail
