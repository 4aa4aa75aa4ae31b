#pragma once
// Words that several areas' sentences share: an airplane's status and a
// number of altitude levels, said the same way in the log, the overlays and
// the CLI.

#include <string>
#include <string_view>

#include "jasta/state/aircraft_state.hpp"

namespace jasta::words {

// "flying", "on the ground", "off the table", … (never the data's id, "off_table").
std::string_view statusWords(AircraftStatus status);

// "one level", "2 levels".
std::string levelsText(int levels);

}  // namespace jasta::words
