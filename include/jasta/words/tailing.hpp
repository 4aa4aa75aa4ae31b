#pragma once
// The words of tailing: the one place that turns checkTail's verdict
// (tailing.hpp: TailVerdict and its facts) into English for the teaching
// overlays, the lessons and jasta-cli check. The core decides without them;
// the translations will replace them. A reorder's refusal is a plan's
// refusal (Violation), worded by words/plans.hpp.

#include <string>

#include "jasta/rules/tailing.hpp"

namespace jasta::words {

// One plain sentence: "Tail possible: ..." or "No tail: ..." and why.
std::string explainTail(const TailCheck& check);

}  // namespace jasta::words
