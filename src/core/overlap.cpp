#include "jasta/rules/overlap.hpp"

#include <boost/geometry/algorithms/area.hpp>
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/covered_by.hpp>
#include <boost/geometry/algorithms/intersection.hpp>
#include <boost/geometry/algorithms/is_valid.hpp>
#include <boost/geometry/algorithms/relate.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>

#include "jasta/data/game_data.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/state/aircraft_state.hpp"

namespace jasta {

namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;  // clockwise, closed

BgPolygon toPolygon(std::span<const Point2> corners) {
    BgPolygon polygon;
    auto& ring = polygon.outer();
    ring.reserve(corners.size() + 1);
    for (const auto& corner : corners) ring.emplace_back(corner.x, corner.y);
    if (!corners.empty()) ring.emplace_back(corners.front().x, corners.front().y);
    bg::correct(polygon);  // winding and closure as Boost.Geometry wants them
    return polygon;
}

std::vector<Point2> rectangle(Point2 centre, double halfWidth, double halfLength) {
    return {{centre.x - halfWidth, centre.y + halfLength},
            {centre.x + halfWidth, centre.y + halfLength},
            {centre.x + halfWidth, centre.y - halfLength},
            {centre.x - halfWidth, centre.y - halfLength}};
}

Point2 standOf(const GeometrySpec& geometry) {
    return {geometry.standX.value, geometry.standY.value};
}

double distanceToSegmentMm(Point2 point, Point2 a, Point2 b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double lengthSquared = dx * dx + dy * dy;
    double t = 0;
    if (lengthSquared > 0) t = std::clamp(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0.0, 1.0);
    return std::hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

// Even-odd crossing test; a point on an edge may count either way, which
// distanceToOutline does not mind (its distance to that edge is 0).
bool insideOutline(Point2 point, std::span<const Point2> corners) {
    bool in = false;
    for (std::size_t i = 0, j = corners.size() - 1; i < corners.size(); j = i++) {
        const Point2 a = corners[i];
        const Point2 b = corners[j];
        if ((a.y > point.y) != (b.y > point.y) && point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x) {
            in = !in;
        }
    }
    return in;
}

struct Placed {
    const AircraftState* state;
    const GeometrySpec* geometry;
};

}  // namespace

Footprint footprintOf(OverlapShape shape) {
    return shape == OverlapShape::Card ? Footprint::Card : Footprint::Base;
}

std::vector<Point2> footprintOutline(const GeometrySpec& geometry, Footprint footprint) {
    switch (footprint) {
        case Footprint::Base:
            return rectangle({0.0, 0.0}, geometry.baseWidth.value / 2, geometry.baseLength.value / 2);
        case Footprint::Card:
            return rectangle(standOf(geometry), geometry.cardWidth.value / 2, geometry.cardLength.value / 2);
        case Footprint::Silhouette: {
            std::vector<Point2> corners;
            corners.reserve(geometry.silhouetteOutline.size());
            const Point2 stand = standOf(geometry);
            for (const auto& point : geometry.silhouetteOutline)
                corners.push_back({stand.x + point.x, stand.y + point.y});
            return corners;
        }
    }
    return {};
}

std::vector<Point2> footprintOnTable(const Pose& pose, const GeometrySpec& geometry, Footprint footprint) {
    auto corners = footprintOutline(geometry, footprint);
    for (auto& corner : corners) corner = toTable(pose, corner);
    return corners;
}

bool polygonsOverlap(std::span<const Point2> a, std::span<const Point2> b) {
    if (a.size() < 3 || b.size() < 3) return false;
    // Boxes that at most touch cannot share area: skip the full test.
    auto box = [](std::span<const Point2> corners) {
        Point2 low = corners.front(), high = corners.front();
        for (const auto& corner : corners) {
            low = {std::min(low.x, corner.x), std::min(low.y, corner.y)};
            high = {std::max(high.x, corner.x), std::max(high.y, corner.y)};
        }
        return std::pair{low, high};
    };
    const auto [lowA, highA] = box(a);
    const auto [lowB, highB] = box(b);
    if (highA.x <= lowB.x || highB.x <= lowA.x || highA.y <= lowB.y || highB.y <= lowA.y) return false;
    // DE-9IM "interiors intersect": shared area, not just a shared edge or corner.
    static const bg::de9im::mask interiorsMeet("T********");
    return bg::relate(toPolygon(a), toPolygon(b), interiorsMeet);
}

double sharedAreaShare(std::span<const Point2> part, std::span<const Point2> whole) {
    if (part.size() < 3 || whole.size() < 3) return 0.0;
    const BgPolygon partPolygon = toPolygon(part);
    const double partArea = bg::area(partPolygon);
    if (!(partArea > 0.0)) return 0.0;
    bg::model::multi_polygon<BgPolygon> shared;
    bg::intersection(partPolygon, toPolygon(whole), shared);
    return std::clamp(bg::area(shared) / partArea, 0.0, 1.0);
}

double polygonGapMm(std::span<const Point2> a, std::span<const Point2> b) {
    if (a.size() < 3 || b.size() < 3) return std::numeric_limits<double>::infinity();
    if (polygonsOverlap(a, b)) return 0.0;
    // Apart (or touching), the nearest points include a corner of one of them.
    double best = std::numeric_limits<double>::infinity();
    for (const Point2& corner : a) best = std::min(best, distanceToOutline(corner, b));
    for (const Point2& corner : b) best = std::min(best, distanceToOutline(corner, a));
    return best;
}

double distanceToOutline(Point2 point, std::span<const Point2> corners) {
    if (corners.size() < 3) return std::numeric_limits<double>::infinity();
    if (insideOutline(point, corners)) return 0;
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < corners.size(); ++i) {
        best = std::min(best, distanceToSegmentMm(point, corners[i], corners[(i + 1) % corners.size()]));
    }
    return best;
}

bool isSimplePolygon(std::span<const Point2> corners) {
    if (corners.size() < 3) return false;
    for (const auto& corner : corners)
        if (!std::isfinite(corner.x) || !std::isfinite(corner.y)) return false;
    const BgPolygon polygon = toPolygon(corners);
    bg::validity_failure_type failure = bg::no_failure;
    // The failure-type form also refuses spikes (an edge that doubles back).
    return bg::is_valid(polygon, failure) && failure == bg::no_failure && bg::area(polygon) > 0.0;
}

bool overlaps(const Pose& a, const GeometrySpec& geometryA, Footprint footprintA, const Pose& b,
              const GeometrySpec& geometryB, Footprint footprintB) {
    return polygonsOverlap(footprintOnTable(a, geometryA, footprintA), footprintOnTable(b, geometryB, footprintB));
}

OrientedRect rectangleOf(const Pose& pose, const GeometrySpec& geometry, Footprint footprint) {
    switch (footprint) {
        case Footprint::Base:
            return {{pose.x, pose.y}, pose.heading, geometry.baseWidth.value / 2, geometry.baseLength.value / 2};
        case Footprint::Card:
            return {toTable(pose, standOf(geometry)), pose.heading, geometry.cardWidth.value / 2,
                    geometry.cardLength.value / 2};
        case Footprint::Silhouette:
            break;
    }
    throw std::invalid_argument("a silhouette is not a rectangle");
}

bool rectanglesOverlap(const OrientedRect& a, const OrientedRect& b) {
    // Each rectangle's two axes in the table frame: forward (sin h, cos h) and
    // right (cos h, -sin h). Two convex shapes are apart when their
    // projections on one of these four axes do not overlap; equal extents
    // (touching) count as apart.
    const double ha = a.heading * kDegToRad, hb = b.heading * kDegToRad;
    const double sa = std::sin(ha), ca = std::cos(ha), sb = std::sin(hb), cb = std::cos(hb);
    const Point2 axes[4] = {{sa, ca}, {ca, -sa}, {sb, cb}, {cb, -sb}};
    const double dx = b.centre.x - a.centre.x, dy = b.centre.y - a.centre.y;
    for (const auto& axis : axes) {
        const double gap = std::abs(dx * axis.x + dy * axis.y);
        const double reachA =
            a.halfLength * std::abs(sa * axis.x + ca * axis.y) + a.halfWidth * std::abs(ca * axis.x - sa * axis.y);
        const double reachB =
            b.halfLength * std::abs(sb * axis.x + cb * axis.y) + b.halfWidth * std::abs(cb * axis.x - sb * axis.y);
        if (gap >= reachA + reachB) return false;
    }
    return true;
}

bool footprintCovers(const Pose& pose, const GeometrySpec& geometry, Footprint footprint, Point2 point) {
    const auto corners = footprintOnTable(pose, geometry, footprint);
    if (corners.size() < 3) return false;
    return bg::covered_by(BgPoint(point.x, point.y), toPolygon(corners));
}

bool footprintsOverlap(const Pose& a, const GeometrySpec& geometryA, Footprint footprintA, const Pose& b,
                       const GeometrySpec& geometryB, Footprint footprintB) {
    if (footprintA != Footprint::Silhouette && footprintB != Footprint::Silhouette)
        return rectanglesOverlap(rectangleOf(a, geometryA, footprintA), rectangleOf(b, geometryB, footprintB));
    return overlaps(a, geometryA, footprintA, b, geometryB, footprintB);
}

const GeometrySpec& airplaneGeometry(const GameData& data, const AircraftState& state) {
    const AircraftType* type = data.aircraftType(state.type);
    const GeometrySpec* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
    if (geometry == nullptr)
        throw std::invalid_argument("airplane " + state.id + " has an unknown type or geometry: " + state.type);
    return *geometry;
}

std::vector<OverlapPair> findOverlaps(const std::vector<AircraftState>& aircraft, const GameData& data,
                                      OverlapShape shape) {
    std::vector<Placed> placed;
    for (const auto& state : aircraft)
        if (state.takesPart()) placed.push_back({&state, &airplaneGeometry(data, state)});  // WX-01: not in the clouds
    std::sort(placed.begin(), placed.end(), [](const Placed& a, const Placed& b) { return a.state->id < b.state->id; });
    const Footprint footprint = footprintOf(shape);
    std::vector<OverlapPair> pairs;
    for (std::size_t i = 0; i < placed.size(); ++i)
        for (std::size_t j = i + 1; j < placed.size(); ++j)
            if (footprintsOverlap(placed[i].state->pose, *placed[i].geometry, footprint, placed[j].state->pose,
                                  *placed[j].geometry, footprint))
                pairs.emplace_back(placed[i].state->id, placed[j].state->id);
    return pairs;
}

bool inOverlap(const std::vector<OverlapPair>& pairs, std::string_view a, std::string_view b) {
    return std::any_of(pairs.begin(), pairs.end(), [&](const OverlapPair& pair) {
        return (pair.first == a && pair.second == b) || (pair.first == b && pair.second == a);
    });
}

}  // namespace jasta
