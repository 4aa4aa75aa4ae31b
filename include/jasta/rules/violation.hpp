#pragma once
// Why a plan is not allowed: the planning checks (maneuvers.hpp) report it,
// the events of an illegal maneuver carry it (event.hpp).

#include <string>

namespace jasta {

// Why a plan is not allowed, in the words of the rule that forbids it.
struct Violation {
    std::string rule;  // RULES.md id, e.g. "MOV-03"
    int card = 0;      // 1..3: the card that breaks the rule
    std::string message;
    bool operator==(const Violation&) const = default;
};

}  // namespace jasta
