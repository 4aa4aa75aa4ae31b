#pragma once
// The computer pilots that look ahead (issue 18), all on PlanSearch:
//
// - Novice: a readable priority list in the spirit of the Automa of seed 001
//   (its priority list: work down the list; a priority that cannot be met passes to
//   the next; among plans still equal, the next priority decides, then
//   chance). Its priorities: stay in play and off the table's edge; a
//   short-range shot in some phase; a tail at the end of the turn; away
//   from an enemy on its tail; the height of the nearest enemy; near its own
//   side; closing on the nearest enemy. Each plan is explained by the
//   priority that chose it.
// - Veteran: every legal plan scored on the expected damage it deals and
//   takes this turn against each enemy's plans, each alike (seed 001's fixed-damage
//   expected values), tails at the end of the turn, the table's edges.
// - Ace: the Veteran's sums with the enemy's plans weighted by how good
//   they are for the enemy (it expects good answers, not random ones), the
//   lie of the two at the end of the turn (who points at whom: its next
//   turn), keeping a tail through the TAIL-04 re-check, and more care of its
//   own airplane the more damage it has.
//
// After a tailing reveal the pursuer reorders its cards with the same score,
// the target's plans narrowed to those holding the card it was shown (the
// second reveal, TAIL-04, keeps the order). Tails: the first offered; fire:
// every weapon at the best target the engine offers.

#include <memory>

#include "jasta/pilots/pilot.hpp"

namespace jasta {

std::unique_ptr<Pilot> makeNovicePilot(const PilotSetup& setup);
std::unique_ptr<Pilot> makeVeteranPilot(const PilotSetup& setup);
std::unique_ptr<Pilot> makeAcePilot(const PilotSetup& setup);

}  // namespace jasta
