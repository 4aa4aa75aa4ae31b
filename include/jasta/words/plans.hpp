#pragma once
// The words of planning: the one place that turns the verdicts of the plan
// checks (maneuvers.hpp: checkPlan's Violation, forcedSpeed's ForcedSpeed)
// into English sentences for the planning panel, the log, the lessons and the
// CLI. The core decides without them; the translations will replace them.

#include <string>

#include "jasta/rules/maneuvers.hpp"

namespace jasta::words {

// Why a card's speed is fixed, as a clause that follows a comma or a colon:
// "the maneuver after a climb is flown at low speed".
std::string describe(const ForcedSpeed& forced);

}  // namespace jasta::words
