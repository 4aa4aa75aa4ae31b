#include "jasta/rules/flak.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "jasta/rules/reconnaissance.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

namespace {

// AA-08: the token moves at most one ruler and one level.
constexpr double kMoveRulers = 1.0;
constexpr int kMoveLevels = 1;
// AA-07: the near miss reaches half a ruler.
constexpr double kNearMissRulers = 0.5;

double mmBetween(Point2 a, Point2 b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// The token's disc (radius `radius` around `at`) shares area with, or
// touches, the card: its centre lies within `radius` of the card.
bool touchesCard(const FlakBattery& battery, Point2 at) {
    return distanceToCard(at, battery.card, battery.cardWidth, battery.cardLength) <= battery.tokenDiameter / 2;
}

}  // namespace

std::optional<FlakBand> flakBand(int altitude) {
    // AA-05, in rulers from the card's centre (S003 «Les DCA» 1-5).
    switch (altitude) {
        case 1:
            return FlakBand{1.0, 2.0, false, false};
        case 2:
            return FlakBand{0.5, 1.5, false, false};
        case 3:
            return FlakBand{0.5, 1.0, false, false};
        case 4:
            return FlakBand{0.0, 0.5, false, true};
        case 5:
            return FlakBand{0.0, 0.0, true, false};
        default:
            return std::nullopt;
    }
}

FlakPlace flakPlacement(const FlakBattery& battery, Point2 at, int altitude) {
    const std::optional<FlakBand> band = flakBand(altitude);
    if (!band) return FlakPlace::NoSuchAltitude;
    const bool touching = touchesCard(battery, at);
    if (band->onCard) return touching ? FlakPlace::Legal : FlakPlace::OffTheCard;
    const double rulers = mmBetween(at, {battery.card.x, battery.card.y}) / battery.rulerMm;
    if (rulers < band->minRulers) return FlakPlace::TooNear;
    if (rulers > band->maxRulers) return FlakPlace::TooFar;
    if (band->offCard && touching) return FlakPlace::OnTheCard;
    return FlakPlace::Legal;
}

FlakPlace flakMove(const FlakBattery& battery, Point2 from, int fromAltitude, Point2 to, int toAltitude) {
    if (std::abs(toAltitude - fromAltitude) > kMoveLevels) return FlakPlace::AltitudeJump;
    if (mmBetween(from, to) > kMoveRulers * battery.rulerMm) return FlakPlace::MovedTooFar;
    return flakPlacement(battery, to, toAltitude);
}

int flakReadyAgain(int burstTurn) {
    // AA-04: "it reloads during the whole turn after the one it fired in".
    return burstTurn + 2;
}

FlakBurstTime flakBurstTime(int turn, bool delayedOrMoved) {
    // AA-06: phase 2's fire step; AA-08: two phases later, phase 1 of the next turn.
    if (delayedOrMoved) return {turn + 1, 1};
    return {turn, 2};
}

char flakHitDeck(FlakHit hit) {
    switch (hit) {
        case FlakHit::Direct:
            return 'C';
        case FlakHit::NearMiss:
            return 'A';
        case FlakHit::None:
            break;
    }
    return 0;
}

FlakHit flakHit(const FlakBattery& battery, Point2 token, int altitude, const AircraftState& airplane,
                const GeometrySpec& geometry, Footprint footprint, bool nearMiss) {
    if (!airplane.takesPart() || airplane.altitude != altitude) return FlakHit::None;  // WX-01: not in the clouds
    const double gap = distanceToOutline(token, footprintOnTable(airplane.pose, geometry, footprint));
    // On the token: the disc and the footprint share area (touching is apart, as for two airplanes).
    if (gap < battery.tokenDiameter / 2) return FlakHit::Direct;
    if (nearMiss && gap <= kNearMissRulers * battery.rulerMm) return FlakHit::NearMiss;
    return FlakHit::None;
}

}  // namespace jasta
