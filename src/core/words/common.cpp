#include "jasta/words/common.hpp"

namespace jasta::words {

std::string_view statusWords(AircraftStatus status) {
    switch (status) {
        case AircraftStatus::Flying:
            return "flying";
        case AircraftStatus::Landed:
            return "on the ground";
        case AircraftStatus::Destroyed:
            return "destroyed";
        case AircraftStatus::Exploded:
            return "exploded";
        case AircraftStatus::Crashed:
            return "crashed";
        case AircraftStatus::Eliminated:
            return "out of the game";
        case AircraftStatus::Fled:
            return "gone (it fled)";
        case AircraftStatus::OffTable:
            return "off the table";
        case AircraftStatus::InTheSun:
            return "waiting in the sun";
    }
    return "not flying";
}

std::string altitudeWords(int level, int climb) {
    std::string text = "level " + std::to_string(level);
    if (climb > 0) text += " with " + std::to_string(climb) + (climb == 1 ? " climb counter" : " climb counters");
    return text;
}

std::string levelsText(int levels) {
    return levels == 1 ? "one level" : std::to_string(levels) + " levels";
}

std::string listedNames(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t n = 0; n < names.size(); ++n) {
        if (n > 0) text += n + 1 == names.size() ? " and " : ", ";
        text += names[n];
    }
    return text;
}

}  // namespace jasta::words
