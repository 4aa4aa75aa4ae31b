#pragma once
// The words of damage: what dealt a card, as the log says it. The core
// decides without them; the translations will replace them.

#include <string>
#include <string_view>

#include "jasta/rules/event.hpp"

namespace jasta::words {

// "the fire of René Fonck", "the fire on board", "the collision with …":
// `byName` is the name of cause.by (its id when it has none).
std::string causeText(const ev::DamageCause& cause, std::string_view byName);

}  // namespace jasta::words
