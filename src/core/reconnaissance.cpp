#include "jasta/rules/reconnaissance.hpp"

#include <algorithm>
#include <cmath>

#include "jasta/data/aircraft_type.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

namespace {

constexpr int kHighestPhotoLevel = 2;  // RCN-01: "at most level 2"
constexpr int kHalfRulerLevel = 2;     // RCN-02: half a ruler at altitude 2, a ruler lower

}  // namespace

Photo photograph(const AircraftState& airplane, const AircraftType& type, const GeometrySpec& geometry,
                 Footprint footprint, Point2 dot) {
    if (!type.twoSeater()) return Photo::NotTwoSeater;
    if (airplane.observerWounds > 0) return Photo::ObserverWounded;
    if (airplane.altitude > kHighestPhotoLevel) return Photo::TooHigh;
    if (airplane.history.empty() || airplane.history.back().kind != CardKind::Stall) return Photo::NotAfterStall;
    if (!footprintCovers(airplane.pose, geometry, footprint, dot)) return Photo::NotOverDot;
    return Photo::Taken;
}

double reconReachMm(int level, double rulerMm) {
    if (level > kHalfRulerLevel) return 0;
    return level == kHalfRulerLevel ? rulerMm / 2 : rulerMm;
}

double distanceToCard(Point2 from, const Pose& card, double width, double length) {
    const Point2 local = toLocal(card, from);  // card frame: +y along its heading
    const double dx = std::max(0.0, std::abs(local.x) - width / 2);
    const double dy = std::max(0.0, std::abs(local.y) - length / 2);
    return std::hypot(dx, dy);
}

}  // namespace jasta
