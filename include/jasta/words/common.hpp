#pragma once
// Words that several areas' sentences share: an airplane's status and a
// number of altitude levels, said the same way in the log, the overlays and
// the CLI.

#include <string>
#include <string_view>
#include <vector>

#include "jasta/state/aircraft_state.hpp"

namespace jasta::words {

// "flying", "on the ground", "off the table", … (never the data's id, "off_table").
std::string_view statusWords(AircraftStatus status);

// "level 2", "level 0 with 1 climb counter": where an airplane flies.
std::string altitudeWords(int level, int climb);

// "one level", "2 levels".
std::string levelsText(int levels);

// "A", "A and B", "A, B and C".
std::string listedNames(const std::vector<std::string>& names);

}  // namespace jasta::words
