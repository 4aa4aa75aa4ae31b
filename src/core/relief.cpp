#include "jasta/rules/relief.hpp"

#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/covered_by.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <algorithm>
#include <array>
#include <limits>
#include <tuple>

namespace jasta {

namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;
using BgLine = bg::model::linestring<BgPoint>;

BgPolygon polygonOf(std::span<const Point2> corners) {
    BgPolygon polygon;
    for (const Point2& corner : corners) polygon.outer().emplace_back(corner.x, corner.y);
    if (!corners.empty()) polygon.outer().emplace_back(corners.front().x, corners.front().y);
    bg::correct(polygon);  // winding and closure as Boost.Geometry wants them
    return polygon;
}

// An axis-aligned box round some points (mm), to skip the polygon tests for
// the many moves that pass nowhere near a zone (the computer pilots ask for
// thousands of plans a decision).
struct Box {
    double left = std::numeric_limits<double>::infinity();
    double bottom = std::numeric_limits<double>::infinity();
    double right = -std::numeric_limits<double>::infinity();
    double top = -std::numeric_limits<double>::infinity();
    explicit Box(std::span<const Point2> points) {
        for (const Point2& p : points) {
            left = std::min(left, p.x);
            right = std::max(right, p.x);
            bottom = std::min(bottom, p.y);
            top = std::max(top, p.y);
        }
    }
    [[nodiscard]] bool meets(const Box& other) const {
        return left <= other.right && other.left <= right && bottom <= other.top && other.bottom <= top;
    }
};

bool contains(const ReliefZone& zone, Point2 point) {
    const Point2 single[] = {point};
    return zone.outline.size() >= 3 && Box(zone.outline).meets(Box(single)) &&
           bg::covered_by(BgPoint(point.x, point.y), polygonOf(zone.outline));
}

bool crosses(const ReliefZone& zone, std::span<const Point2> centres) {
    if (zone.outline.size() < 3 || centres.empty()) return false;
    if (centres.size() == 1) return contains(zone, centres.front());
    if (!Box(zone.outline).meets(Box(centres))) return false;
    BgLine line;
    for (const Point2& centre : centres) line.emplace_back(centre.x, centre.y);
    return bg::intersects(line, polygonOf(zone.outline));
}

}  // namespace

const ReliefZone* zoneAt(std::span<const ReliefZone> relief, Point2 point) {
    const ReliefZone* highest = nullptr;
    for (const ReliefZone& zone : relief)
        if ((highest == nullptr || zone.floor > highest->floor) && contains(zone, point)) highest = &zone;
    return highest;
}

int floorAt(std::span<const ReliefZone> relief, Point2 point) {
    const ReliefZone* zone = zoneAt(relief, point);
    return zone == nullptr ? 0 : zone->floor;
}

const ReliefZone* reliefStruck(std::span<const ReliefZone> relief, std::span<const Point2> centres, Height before,
                               Height after) {
    if (centres.empty()) return nullptr;
    // Level first, then climb counters (ALT-01).
    const Height higher = std::tie(after.level, after.climb) > std::tie(before.level, before.climb) ? after : before;
    for (const ReliefZone& zone : relief) {
        if (!isAboveFloor(higher.level, higher.climb, zone.floor) && crosses(zone, centres)) return &zone;
        if (!isAboveFloor(after.level, after.climb, zone.floor) && contains(zone, centres.back())) return &zone;
    }
    return nullptr;
}

bool mayRunIntoRelief(std::span<const ReliefZone> relief, const AircraftState& self, const PlanOutcome& outcome) {
    Point2 before{self.pose.x, self.pose.y};
    int level = self.altitude;
    const int cards = outcome.stopsAfter != 0 ? outcome.stopsAfter : 3;
    for (int k = 0; k < cards; ++k) {
        const Pose& pose = outcome.poses[static_cast<std::size_t>(k)];
        const std::array<Point2, 2> leg{before, Point2{pose.x, pose.y}};
        const int lowest = std::min(level, outcome.levels[static_cast<std::size_t>(k)]);
        if (reliefStruck(relief, leg, Height{lowest, 0}, Height{lowest, 0}) != nullptr) return true;
        before = leg[1];
        level = outcome.levels[static_cast<std::size_t>(k)];
    }
    return false;
}

}  // namespace jasta
