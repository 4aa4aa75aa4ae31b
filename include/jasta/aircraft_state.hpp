#pragma once
// Everything that changes about one airplane during a game (RULES.md §3.2),
// as far as movement, altitude and collisions need it.

#include <optional>
#include <string>
#include <vector>

#include "jasta/enums.hpp"
#include "jasta/pose.hpp"

namespace jasta {

struct ScenarioAircraft;
struct AircraftType;

enum class AircraftStatus {
    Flying,
    Landed,      // ALT-05: level 0 without climb counters, or a landing sequence
    Destroyed,   // shot down, illegal maneuver (MOV-12), collision damage
    Exploded,    // DMG-11
    Crashed,     // dived into the ground (ALT-10 below level 0, ALT-14)
    Eliminated,  // left the table (MOV-08/09), out of fuel (SPD-05), MOV-14 option
    Fled,        // left the table under MOV-10
    OffTable,    // left by mistake, waiting to re-enter (MOV-11)
};
std::string_view toString(AircraftStatus status);

// A card as it was flown, remembered for rules that look back across the
// turn boundary (MOV-03, MOV-04, complex maneuvers, WW2 forced speeds).
struct FlownCard {
    int number = 0;
    CardKind kind = CardKind::Straight;
    bool steep = false;
    Direction direction = Direction::None;
    Speed speed = Speed::Normal;
    bool operator==(const FlownCard&) const = default;
};

struct AircraftState {
    std::string id;    // scenario id
    std::string type;  // AircraftType id
    Side side = Side::Entente;
    std::string name;
    std::string player;

    Pose pose;
    int altitude = 0;  // level (pegs - 1), ALT-01
    int climb = 0;     // climb counters
    AircraftStatus status = AircraftStatus::Flying;

    std::vector<FlownCard> history;  // the last cards flown, oldest first (at most kHistory)
    int climbCountersThisTurn = 0;   // ALT-08
    Direction rudderJam = Direction::None;  // DMG-05: this turn's forbidden direction
    int engineHits = 0;                     // DMG-08
    bool fullBombLoad = false;              // BOMB-07
    int fuel = 0;                           // WW2 fuel points left (SPD-02)
    int damage = 0;                         // damage points taken (FIRE-08)
    bool noFireAfterManoeuvre = false;      // MOV-13: set for the fire step after an illegal card
    std::optional<Pose> reentryPose;        // MOV-11: where it comes back, facing the other way

    static constexpr std::size_t kHistory = 2;

    [[nodiscard]] bool inPlay() const { return status == AircraftStatus::Flying; }
    // Compares altitudes as the rules do: level first, then climb counters (ALT-01 notes).
    [[nodiscard]] int compareAltitude(const AircraftState& other) const;
};

// The starting state of a scenario airplane.
AircraftState initialState(const ScenarioAircraft& placed, const AircraftType& type);

}  // namespace jasta
