#include "jasta/rules/game_modes.hpp"

#include <algorithm>
#include <cmath>

#include "jasta/state/aircraft_state.hpp"

namespace jasta {

namespace {
// MODE-06: how far apart, mm, passesOver looks at the airplane on its way;
// well under the narrowest base (about 40 mm), so no marker slips between.
constexpr double kPassStepMm = 5.0;
// ... and at most this many degrees of turn between two looks.
constexpr double kPassStepDegrees = 5.0;
}  // namespace

int modeVictories(GameModeKind kind) {
    switch (kind) {
        case GameModeKind::Deathmatch:
            return 5;  // MODE-03: a pilot with 5 victories
        case GameModeKind::TeamDeathmatch:
            return 10;  // MODE-04: a team with 10
        case GameModeKind::CaptureTheFlag:
            return 5;  // MODE-07: a team with 5
    }
    return 5;
}

std::string teamOf(const GameModeSetting& mode, const AircraftState& airplane) {
    return mode.teams() ? std::string(nameOf(airplane.side)) : airplane.id;
}

int victoriesOf(const ModeState& mode, std::string_view airplane) {
    const auto found = mode.victories.find(airplane);
    return found == mode.victories.end() ? 0 : found->second;
}

int comebackTurn(int downIn) {
    return downIn + kModeRespawnTurns + 1;
}

int flagReturnTurn(int droppedIn) {
    return droppedIn + 1;
}

bool dropsFlag(bool shortRange, int longHitsSoFar) {
    return shortRange || longHitsSoFar + 1 >= 2;
}

bool coversMarker(std::span<const Point2> footprint, Point2 marker, double diameter) {
    return footprint.size() >= 3 && distanceToOutline(marker, footprint) < diameter / 2;
}

bool passesOver(const Pose& from, const Pose& to, const GeometrySpec& geometry, Footprint footprint, Point2 marker,
                double diameter) {
    const double distance = std::hypot(to.x - from.x, to.y - from.y);
    const double turn = std::fmod(to.heading - from.heading + 540.0, 360.0) - 180.0;  // the shorter way round
    const int steps =
        std::max(1, static_cast<int>(std::ceil(std::max(distance / kPassStepMm, std::abs(turn) / kPassStepDegrees))));
    // A marker already under the airplane as it sets off is not one it comes
    // over (a carrier hit drops its flag there and flies off, leaving it).
    if (coversMarker(footprintOnTable(from, geometry, footprint), marker, diameter)) return false;
    for (int i = 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        const Pose at{from.x + t * (to.x - from.x), from.y + t * (to.y - from.y),
                      normalizeHeading(from.heading + t * turn)};
        if (coversMarker(footprintOnTable(at, geometry, footprint), marker, diameter)) return true;
    }
    return false;
}

bool inCamp(const Camp& camp, Point2 point) {
    return camp.outline.size() >= 3 && distanceToOutline(point, camp.outline) == 0.0;
}

const Camp* campOf(const GameModeSetting& mode, Side side) {
    const auto found =
        std::find_if(mode.camps.begin(), mode.camps.end(), [&](const Camp& camp) { return camp.side == side; });
    return found == mode.camps.end() ? nullptr : &*found;
}

}  // namespace jasta
