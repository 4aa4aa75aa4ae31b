#pragma once
// The tactical advantages of the campaign weather rules (RULES.md WX-08,
// WX-09, WX-10, BAL-11, with WX-04's special): two full turns in which every
// airplane of the side caught by surprise plays one card a turn, blanks in
// the other two places, and neither an Immelmann nor a Split-S.

#include <optional>
#include <span>
#include <string>

#include "jasta/data/scenario.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

// The advantage a game holds in store, decided before turn 1, and the two
// turns it lasts once something sets it off.
struct Advantage {
    // WX-09 "the road is clear": the attackers'; else the defenders' alert
    // system (WX-10, BAL-11).
    bool roadIsClear = false;
    std::string rule;  // the rule that grants it: WX-09, WX-10 or BAL-11
    int from = 0;      // its first turn; 0: not set off yet
    static constexpr int kTurns = 2;
    [[nodiscard]] int to() const { return from + kTurns - 1; }
    [[nodiscard]] bool holds(int turn) const { return from > 0 && turn >= from && turn <= to(); }
    bool operator==(const Advantage&) const = default;
};

// What the game knows of the mission when it decides the advantage.
struct AdvantageSetting {
    // The campaign weather in play (cloud_cover = s003_weather_band); none:
    // the weather rules are not played.
    std::optional<WeatherKind> weather;
    bool drawnSpecial = false;          // WX-04: the weather card drawn carries a special
    bool defendersHaveBalloon = false;  // BAL-11: a balloon of a side other than the attacker's
};

// Which advantage the attack brings:
//  - BAL-11 (balloon watch, with a defenders' balloon): the defenders' alert
//    system, whatever the weather; the balloons see them come, so the road
//    is never clear.
//  - Otherwise only with the weather rules in play: WX-04 (a special on the
//    weather card) or medium cloud and heavy weather (WX-09): the road is
//    clear for the attackers; clear weather (WX-10): the defenders' alert system.
// Nullopt: none.
std::optional<Advantage> advantageFor(const Attack& attack, const AdvantageSetting& setting);

// WX-09 / WX-10: whether `point` (a base centre) lies in the defended zone,
// its border included.
bool inDefendedZone(const Attack& attack, Point2 point);

// The side an advantage favours is the attacker's for the road is clear, and
// every other side for the alert system: whether `side` is caught by it.
bool caughtBy(const Advantage& advantage, const Attack& attack, Side side);

// WX-08: the road is clear after an attacker comes out of the clouds only
// while no airplane of the defending sides is up (in the air, in play).
bool defendersOnPatrol(const Attack& attack, std::span<const AircraftState> aircraft);

}  // namespace jasta
