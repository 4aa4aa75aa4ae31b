#pragma once
// The words of planning: the one place that turns the verdicts of the plan
// checks (maneuvers.hpp: checkPlan's Violation, forcedSpeed's ForcedSpeed;
// tailing.hpp: checkReorder's refusals, which are Violations too)
// into English sentences for the planning panel, the log, the lessons and the
// CLI. The core decides without them; the translations will replace them.

#include <string>
#include <string_view>

#include "jasta/rules/maneuvers.hpp"
#include "jasta/rules/taxiing.hpp"

namespace jasta::words {

// A plan's refusal as one sentence, e.g. "Card 4 is already planned: the
// three cards must be different cards." The planning panel, the engine's
// log, the lessons and jasta-cli move all show this.
std::string describe(const Violation& violation);
// Why a taxi on the ground is refused, naming `rule` (GND-08 or GND-17).
std::string describe(TaxiVerdict verdict, std::string_view rule);

// A speed marker as the sentences say it: "high", "low", "normal".
std::string_view speedWord(Speed speed);

// Why a card's speed is fixed, as a clause that follows a comma or a colon:
// "the maneuver after a climb is flown at low speed".
std::string describe(const ForcedSpeed& forced);

}  // namespace jasta::words
