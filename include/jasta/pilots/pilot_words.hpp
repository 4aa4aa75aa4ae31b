#pragma once
// The words of a computer pilot's choice (teaching mode, issue 18): the one
// place that turns a PlanChoice's facts into the sentence the player reads,
// "chose 4-2-9: a short-range shot at Fokker Dr.I in phase 2 in 61 % of
// its possible plans; out of its guns in phase 3 whatever it plans". The
// translations will replace these words. It sits beside the pilots, whose
// facts it words, because the words group may not include the pilots.

#include <string>

#include "jasta/pilots/pilot.hpp"
#include "jasta/words/events.hpp"

namespace jasta::words {

// "4-2-9"; a WW2 card at another speed than normal carries its initial: "4F-2S-9".
std::string planCards(const Plan& plan);

// One reason in words, without a full stop: "a short-range shot at SPAD XIII in phase 2 in 61 % of its possible plans".
std::string describe(const PlanReason& reason, const EventNames& names);

// The whole choice: "chose 4-2-9: reason; reason." ("chose 4-2-9." without reasons).
std::string describe(const PlanChoice& choice, const EventNames& names);

}  // namespace jasta::words
