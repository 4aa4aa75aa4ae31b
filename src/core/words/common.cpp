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
    }
    return "not flying";
}

std::string levelsText(int levels) {
    return levels == 1 ? "one level" : std::to_string(levels) + " levels";
}

}  // namespace jasta::words
