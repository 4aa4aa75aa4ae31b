#include "jasta/rules/advantage.hpp"

#include <algorithm>

#include "jasta/rules/overlap.hpp"

namespace jasta {

std::optional<Advantage> advantageFor(const Attack& attack, const AdvantageSetting& setting) {
    if (attack.balloonWatch && setting.defendersHaveBalloon) return Advantage{false, "BAL-11"};
    if (!setting.weather) return std::nullopt;
    if (setting.drawnSpecial || *setting.weather != WeatherKind::Clear) return Advantage{true, "WX-09"};
    return Advantage{false, "WX-10"};
}

bool inDefendedZone(const Attack& attack, Point2 point) {
    return attack.defendedZone.size() >= 3 && distanceToOutline(point, attack.defendedZone) == 0.0;
}

bool caughtBy(const Advantage& advantage, const Attack& attack, Side side) {
    return advantage.roadIsClear ? side != attack.side : side == attack.side;
}

bool defendersOnPatrol(const Attack& attack, std::span<const AircraftState> aircraft) {
    return std::any_of(aircraft.begin(), aircraft.end(), [&](const AircraftState& airplane) {
        return airplane.side != attack.side && airplane.inPlay();
    });
}

}  // namespace jasta
