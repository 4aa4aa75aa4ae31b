#pragma once
// A starting situation: table, rule set and the airplanes placed on it.

#include <string>
#include <vector>

#include "jasta/enums.hpp"

namespace jasta {

struct ScenarioAircraft {
    std::string id;    // unique in the scenario; commands and saves refer to it
    std::string type;  // AircraftType id
    Side side = Side::Entente;
    std::string name;    // pilot or call sign shown on the table
    std::string player;  // who flies it
    double x = 0;        // mm, table frame, centre of the base
    double y = 0;        // mm
    double heading = 0;  // degrees, 0 = +y, clockwise positive
    int altitude = 0;    // level (ALT-01)
    int climb = 0;       // climb counters
};

struct Scenario {
    std::string id;
    std::string name;
    std::string description;
    Era era = Era::Ww1;
    std::string ruleset;
    double tableWidth = 0;   // mm
    double tableHeight = 0;  // mm
    std::vector<ScenarioAircraft> aircraft;
    std::string file;
};

}  // namespace jasta
