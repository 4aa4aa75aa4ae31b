#include "jasta/rules/fire.hpp"
#include "jasta/rules/maneuvers.hpp"

#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/covered_by.hpp>
#include <boost/geometry/algorithms/intersection.hpp>
#include <boost/geometry/algorithms/relate.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <numbers>
#include <stdexcept>
#include <tuple>

#include "jasta/data/game_data.hpp"
#include "jasta/data/geometry_spec.hpp"
#include "jasta/rules/specials.hpp"

namespace jasta {

namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;  // clockwise, closed
using BgMultiPolygon = bg::model::multi_polygon<BgPolygon>;
using BgLine = bg::model::linestring<BgPoint>;

// ---------------------------------------------------------------------------
// Plane helpers (mm)

Point2 minus(Point2 a, Point2 b) {
    return {a.x - b.x, a.y - b.y};
}
double dot(Point2 a, Point2 b) {
    return a.x * b.x + a.y * b.y;
}
double cross(Point2 a, Point2 b) {
    return a.x * b.y - a.y * b.x;
}
double distance(Point2 a, Point2 b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}
// The unit vector of a heading (0 = +y, clockwise positive).
Point2 direction(double headingDegrees) {
    const double h = headingDegrees * kDegToRad;
    return {std::sin(h), std::cos(h)};
}

// The closed set of points whose bearing from `apex` lies within `halfAngle`
// degrees of `heading`: a firing arc (FIRE-02, FIRE-16) or the rear gunner's
// dead angle (FIRE-17). From 180 degrees on it is the whole table.
struct Wedge {
    Point2 apex;
    double heading = 0;      // degrees, table frame
    double halfAngle = 180;  // degrees
};

// The wedge as two half-planes through the apex, n . (p - apex) >= 0: the
// point must be in both when the half angle is at most 90 degrees (a convex
// wedge), in either when it is wider.
struct HalfPlanes {
    enum class Mode { WholeTable, Both, Either } mode = Mode::WholeTable;
    Point2 first, second;  // the normals
};

HalfPlanes halfPlanesOf(const Wedge& wedge) {
    if (wedge.halfAngle >= 180.0) return {};
    const Point2 clockwiseEdge = direction(wedge.heading + wedge.halfAngle);
    const Point2 anticlockwiseEdge = direction(wedge.heading - wedge.halfAngle);
    // cross(clockwiseEdge, p) >= 0: p is no further clockwise than that edge;
    // cross(p, anticlockwiseEdge) >= 0: no further anticlockwise than the other.
    return {wedge.halfAngle <= 90.0 ? HalfPlanes::Mode::Both : HalfPlanes::Mode::Either,
            {-clockwiseEdge.y, clockwiseEdge.x},
            {anticlockwiseEdge.y, -anticlockwiseEdge.x}};
}

bool inWedge(Point2 point, const Wedge& wedge) {
    const HalfPlanes planes = halfPlanesOf(wedge);
    const Point2 offset = minus(point, wedge.apex);
    const bool first = dot(planes.first, offset) >= 0, second = dot(planes.second, offset) >= 0;
    switch (planes.mode) {
        case HalfPlanes::Mode::WholeTable:
            return true;
        case HalfPlanes::Mode::Both:
            return first && second;
        case HalfPlanes::Mode::Either:
            return first || second;
    }
    return true;
}

// The nearest point of a shape (clipped to a wedge) to the wedge's apex.
struct Nearest {
    bool found = false;
    double distance = 0;  // mm
    Point2 point;
};

// Keeps the nearer of `best` and the nearest point to `apex` on the part
// [t0, t1] of the segment a + t (b - a).
void nearestOnPiece(Point2 a, Point2 b, double t0, double t1, Point2 apex, Nearest& best) {
    const Point2 d = minus(b, a);
    const double length2 = dot(d, d);
    double t = length2 > 0 ? dot(minus(apex, a), d) / length2 : t0;
    t = std::clamp(t, t0, t1);
    const Point2 point{a.x + t * d.x, a.y + t * d.y};
    const double gap = distance(point, apex);
    if (!best.found || gap < best.distance) best = {true, gap, point};
}

// Narrows [t0, t1] of the segment a + t (b - a) to where n . (p - apex) >= 0.
bool clipToHalfPlane(Point2 a, Point2 b, Point2 apex, Point2 normal, double& t0, double& t1) {
    const double fa = dot(normal, minus(a, apex)), fb = dot(normal, minus(b, apex));
    if (fa >= 0 && fb >= 0) return t0 <= t1;
    if (fa < 0 && fb < 0) return false;
    const double t = fa / (fa - fb);
    if (fa < 0)
        t0 = std::max(t0, t);
    else
        t1 = std::min(t1, t);
    return t0 <= t1;
}

// ---------------------------------------------------------------------------
// A footprint placed on the table, read corner by corner without allocating.
// Corners and their order are those of footprintOnTable (overlap.hpp).

class PlacedFootprint {
public:
    PlacedFootprint(const Pose& pose, const GeometrySpec& geometry, Footprint footprint)
        : m_pose(pose), m_geometry(&geometry), m_footprint(footprint) {
        const double h = pose.heading * kDegToRad;
        m_sin = std::sin(h);
        m_cos = std::cos(h);
        m_stand = {geometry.standX.value, geometry.standY.value};
        if (footprint == Footprint::Card) {
            m_centre = m_stand;
            m_half = {geometry.cardWidth.value / 2, geometry.cardLength.value / 2};
        } else {
            m_half = {geometry.baseWidth.value / 2, geometry.baseLength.value / 2};
        }
    }

    [[nodiscard]] bool rectangle() const { return m_footprint != Footprint::Silhouette; }
    [[nodiscard]] Footprint footprint() const { return m_footprint; }
    [[nodiscard]] const Pose& pose() const { return m_pose; }
    [[nodiscard]] const GeometrySpec& geometry() const { return *m_geometry; }
    [[nodiscard]] std::size_t size() const { return rectangle() ? 4 : m_geometry->silhouetteOutline.size(); }
    [[nodiscard]] Point2 operator[](std::size_t i) const { return onTable(local(i)); }
    // A table point in the rectangle's own frame (origin at its centre, +y along the heading).
    [[nodiscard]] Point2 inRectangleFrame(Point2 table) const {
        const double dx = table.x - m_pose.x, dy = table.y - m_pose.y;
        return {dx * m_cos - dy * m_sin - m_centre.x, dx * m_sin + dy * m_cos - m_centre.y};
    }
    [[nodiscard]] Point2 half() const { return m_half; }

private:
    [[nodiscard]] Point2 local(std::size_t i) const {
        if (!rectangle()) {
            const Point2 point = m_geometry->silhouetteOutline[i];
            return {m_stand.x + point.x, m_stand.y + point.y};
        }
        static constexpr double kSignX[4] = {-1, 1, 1, -1};
        static constexpr double kSignY[4] = {1, 1, -1, -1};
        return {m_centre.x + kSignX[i] * m_half.x, m_centre.y + kSignY[i] * m_half.y};
    }
    // As toTable (pose.hpp), with the sine and cosine computed once.
    [[nodiscard]] Point2 onTable(Point2 local) const {
        return {m_pose.x + local.x * m_cos + local.y * m_sin, m_pose.y - local.x * m_sin + local.y * m_cos};
    }

    Pose m_pose;
    const GeometrySpec* m_geometry;
    Footprint m_footprint;
    double m_sin = 0, m_cos = 1;
    Point2 m_stand, m_centre, m_half;
};

// Even-odd test; points on the outline may go either way (callers do not care).
bool containsPoint(const PlacedFootprint& shape, Point2 point) {
    const std::size_t n = shape.size();
    bool inside = false;
    Point2 a = shape[n - 1];
    for (std::size_t i = 0; i < n; ++i) {
        const Point2 b = shape[i];
        if ((a.y > point.y) != (b.y > point.y)) {
            const double x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (point.x < x) inside = !inside;
        }
        a = b;
    }
    return inside;
}

double distanceToOutline(const PlacedFootprint& shape, Point2 point) {
    Nearest best;
    const std::size_t n = shape.size();
    Point2 a = shape[n - 1];
    for (std::size_t i = 0; i < n; ++i) {
        const Point2 b = shape[i];
        nearestOnPiece(a, b, 0.0, 1.0, point, best);
        a = b;
    }
    return best.distance;
}

// ---------------------------------------------------------------------------
// The fast path: plain double maths, no allocation.

// The nearest point of (shape inside the wedge) to the apex. The apex is in
// the closed wedge, so when the shape covers it the answer is the apex;
// otherwise the nearest point lies on the shape's outline (where a wedge
// edge enters the shape, it crosses the outline first), so clipping each
// outline edge to the wedge is enough, for any simple polygon.
Nearest fastNearest(const PlacedFootprint& shape, const Wedge& wedge) {
    const std::size_t n = shape.size();
    if (n < 3) return {};
    if (containsPoint(shape, wedge.apex)) return {true, 0.0, wedge.apex};
    const HalfPlanes planes = halfPlanesOf(wedge);
    Nearest best;
    Point2 a = shape[n - 1];
    for (std::size_t i = 0; i < n; ++i) {
        const Point2 b = shape[i];
        switch (planes.mode) {
            case HalfPlanes::Mode::WholeTable:
                nearestOnPiece(a, b, 0.0, 1.0, wedge.apex, best);
                break;
            case HalfPlanes::Mode::Both: {
                double t0 = 0, t1 = 1;
                if (clipToHalfPlane(a, b, wedge.apex, planes.first, t0, t1) &&
                    clipToHalfPlane(a, b, wedge.apex, planes.second, t0, t1))
                    nearestOnPiece(a, b, t0, t1, wedge.apex, best);
                break;
            }
            case HalfPlanes::Mode::Either: {
                double t0 = 0, t1 = 1;
                if (clipToHalfPlane(a, b, wedge.apex, planes.first, t0, t1))
                    nearestOnPiece(a, b, t0, t1, wedge.apex, best);
                t0 = 0;
                t1 = 1;
                if (clipToHalfPlane(a, b, wedge.apex, planes.second, t0, t1))
                    nearestOnPiece(a, b, t0, t1, wedge.apex, best);
                break;
            }
        }
        a = b;
    }
    return best;
}

// Does the segment ab pass through the inside of a rectangle (not just
// along its edge or through a corner)? Slabs of the open rectangle, in its frame.
bool segmentCrossesRectangle(const PlacedFootprint& rectangle, Point2 a, Point2 b) {
    const Point2 la = rectangle.inRectangleFrame(a), lb = rectangle.inRectangleFrame(b);
    double t0 = 0, t1 = 1;
    auto slab = [&](double start, double delta, double half) {
        if (delta == 0) return std::abs(start) < half;
        double low = (-half - start) / delta, high = (half - start) / delta;
        if (low > high) std::swap(low, high);
        t0 = std::max(t0, low);
        t1 = std::min(t1, high);
        return true;
    };
    if (!slab(la.x, lb.x - la.x, rectangle.half().x)) return false;
    if (!slab(la.y, lb.y - la.y, rectangle.half().y)) return false;
    return t0 < t1;
}

// The same for any simple polygon: between two consecutive points where the
// segment meets the outline it is wholly inside, outside or on the outline,
// so one midpoint per stretch decides.
bool segmentCrossesOutline(const PlacedFootprint& shape, Point2 a, Point2 b) {
    const std::size_t n = shape.size();
    if (n < 3) return false;
    const Point2 d = minus(b, a);
    const double length2 = dot(d, d);
    constexpr double kOnOutline = 1e-9;  // mm: a midpoint this close to the outline is on it
    double current = 0;
    while (current < 1) {
        double next = 1;
        Point2 p = shape[n - 1];
        for (std::size_t i = 0; i < n; ++i) {
            const Point2 q = shape[i];
            const Point2 e = minus(q, p);
            const double denominator = cross(d, e);
            if (denominator != 0) {
                const double t = cross(minus(p, a), e) / denominator;
                const double u = cross(minus(p, a), d) / denominator;
                if (u >= 0 && u <= 1 && t > current && t < next) next = t;
            } else if (cross(minus(p, a), d) == 0 && length2 > 0) {  // collinear: the shared stretch's ends
                for (Point2 end : {p, q}) {
                    const double t = dot(minus(end, a), d) / length2;
                    if (t > current && t < next) next = t;
                }
            }
            p = q;
        }
        const double middle = (current + next) / 2;
        const Point2 point{a.x + middle * d.x, a.y + middle * d.y};
        if (containsPoint(shape, point) && distanceToOutline(shape, point) > kOnOutline) return true;
        current = next;
    }
    return false;
}

struct FastPath {
    static Nearest nearest(const PlacedFootprint& shape, const Wedge& wedge) { return fastNearest(shape, wedge); }
    static bool crosses(const PlacedFootprint& shape, Point2 a, Point2 b) {
        return shape.rectangle() ? segmentCrossesRectangle(shape, a, b) : segmentCrossesOutline(shape, a, b);
    }
};

// ---------------------------------------------------------------------------
// The polygon path: Boost.Geometry clips the shape to the wedge.

BgPolygon toPolygon(const std::vector<Point2>& corners) {
    BgPolygon polygon;
    auto& ring = polygon.outer();
    for (const auto& corner : corners) ring.emplace_back(corner.x, corner.y);
    if (!corners.empty()) ring.emplace_back(corners.front().x, corners.front().y);
    bg::correct(polygon);
    return polygon;
}

// The wedge as a fan polygon that covers every point within `radius` of the
// apex: its two straight edges are the wedge's edges, the far side steps
// round in at most 45-degree slices pushed out so that the circle fits inside.
BgPolygon wedgePolygon(const Wedge& wedge, double radius) {
    const int slices = std::max(1, static_cast<int>(std::ceil(2 * wedge.halfAngle / 45.0)));
    const double step = 2 * wedge.halfAngle / slices;
    const double reach = radius / std::cos(step / 2 * kDegToRad);
    std::vector<Point2> corners{wedge.apex};
    for (int k = 0; k <= slices; ++k) {
        const double heading =
            k == slices ? wedge.heading + wedge.halfAngle : wedge.heading - wedge.halfAngle + k * step;
        const Point2 unit = direction(heading);
        corners.push_back({wedge.apex.x + reach * unit.x, wedge.apex.y + reach * unit.y});
    }
    return toPolygon(corners);
}

Nearest polygonNearest(const PlacedFootprint& shape, const Wedge& wedge) {
    const auto corners = footprintOnTable(shape.pose(), shape.geometry(), shape.footprint());
    if (corners.size() < 3) return {};
    const BgPolygon target = toPolygon(corners);
    BgMultiPolygon region;
    if (wedge.halfAngle >= 180.0) {
        region.push_back(target);
    } else {
        double radius = 0;
        for (const auto& corner : corners) radius = std::max(radius, distance(corner, wedge.apex));
        bg::intersection(target, wedgePolygon(wedge, radius + 1.0), region);
    }
    const BgPoint apex(wedge.apex.x, wedge.apex.y);
    Nearest best;
    auto ringEdges = [&](const auto& ring) {
        for (std::size_t i = 0; i + 1 < ring.size(); ++i)
            nearestOnPiece({ring[i].x(), ring[i].y()}, {ring[i + 1].x(), ring[i + 1].y()}, 0.0, 1.0, wedge.apex, best);
    };
    for (const auto& polygon : region) {
        if (bg::covered_by(apex, polygon)) return {true, 0.0, wedge.apex};
        ringEdges(polygon.outer());
        for (const auto& inner : polygon.inners()) ringEdges(inner);
    }
    return best;
}

struct PolygonPath {
    static Nearest nearest(const PlacedFootprint& shape, const Wedge& wedge) { return polygonNearest(shape, wedge); }
    static bool crosses(const PlacedFootprint& shape, Point2 a, Point2 b) {
        // DE-9IM: the inside of the segment meets the inside of the shape.
        static const bg::de9im::mask interiorsMeet("T********");
        const BgLine line{{a.x, a.y}, {b.x, b.y}};
        return bg::relate(line, toPolygon(footprintOnTable(shape.pose(), shape.geometry(), shape.footprint())),
                          interiorsMeet);
    }
};

// ---------------------------------------------------------------------------
// The rules, shared by both paths.

// WW2 Overdive (CPX-10) and the WW1 forced dive (CPX-05): stall, dive,
// straight. AircraftState keeps the last two cards only, so the stall is
// checked when the history still holds it; otherwise a straight right after
// a dive counts.

bool lastCardIs(const AircraftState& state, CardKind kind) {
    return !state.history.empty() && state.history.back().kind == kind;
}

// FIRE-12's list of what dive fire follows: a dive card, or the third card of
// a historical Immelmann, which counts as a gentle dive (CPX-02). The loop and
// the controlled dive (CPX-04, CPX-06) are not flown in this program.
bool lastCardDived(const AircraftState& state) {
    return lastCardIs(state, CardKind::Dive) || (!state.history.empty() && state.history.back().gentleDive);
}

}  // namespace

AltitudeChange lastAltitudeChange(const AircraftState& state, const RuleOptions& rules) {
    if (state.history.empty()) return AltitudeChange::None;
    const FlownCard& last = state.history.back();
    const FlownCard* before = state.history.size() >= 2 ? &state.history[state.history.size() - 2] : nullptr;
    switch (last.kind) {
        case CardKind::Dive:
            return AltitudeChange::Loss;
        case CardKind::Climb:
            return AltitudeChange::Gain;
        case CardKind::Immelmann:  // an Immelmann turn climbs, a Split-S descends
            return before != nullptr && before->kind == CardKind::Stall ? AltitudeChange::Loss : AltitudeChange::Gain;
        case CardKind::Straight:
            return lastCardEndedOverdive(state, rules) ? AltitudeChange::Loss : AltitudeChange::None;
        default:
            return AltitudeChange::None;
    }
}

namespace {

struct Context {
    const GameData* data = nullptr;
    const RuleOptions* rules = nullptr;
    const AircraftState* shooter = nullptr;
    const AircraftState* target = nullptr;
    const Weapon* weapon = nullptr;
    const AircraftType* shooterType = nullptr;
    const AircraftType* targetType = nullptr;
    const GeometrySpec* shooterGeometry = nullptr;
    const GeometrySpec* targetGeometry = nullptr;
    bool flying = false;    // both in play, or the target on the ground under GND-07 / GND-17
    bool grounded = false;  // the target stands on the ground (GND-07 / GND-17)
    int targetLevel = 0;    // the target's level as fired at: GND-17 raises one on the ground to 1
    int targetClimb = 0;    // and its climb counters
    int compare = 0;        // the shooter's height against the target's: > 0 the shooter is higher
    int levelDifference = 0;
    int levelLimit = 1;             // the most levels apart that may still fire
    bool levelTooFar = false;       // FIRE-06 / FIRE-07, CONF-25
    bool overlapping = false;       // OVL-01
    bool overlapException = false;  // FIRE-13; BAL-01's dive shot
    bool balloon = false;           // BAL-01: the target is a balloon
    bool basket = false;            // BAL-12: the shooter is a balloon's basket
    bool besideLongSide = false;    // BAL-12: the target's base centre lies beside the balloon card's long sides
    bool upward = false;            // FIRE-18: all round at a higher target
    bool observer = false;          // the observer's gun (FIRE-15)
    AltitudeChange lastChange = AltitudeChange::None;
    bool prohibited = false;        // FIRE-14 / FIRE-15
    bool deadAngleApplies = false;  // FIRE-17: a rear gun and a target not higher
    Wedge arc;
    Footprint targetShape = Footprint::Base;
    double shortReach = 0;  // mm; negative: no short range at this level difference
    double longReach = 0;   // mm
};

const GeometrySpec& geometryOf(const GameData& data, const AircraftState& state, const AircraftType*& type) {
    type = data.aircraftType(state.type);
    const GeometrySpec* geometry = type != nullptr ? data.geometryOf(*type) : nullptr;
    if (geometry == nullptr)
        throw std::invalid_argument("airplane " + state.id + " has an unknown type or geometry: " + state.type);
    return *geometry;
}

FireParty partyOf(const GameData& data, const AircraftState& state) {
    const AircraftType* type = nullptr;
    const GeometrySpec& geometry = geometryOf(data, state, type);
    return {&state, type, &geometry, false};
}

Context makeContext(const GameData& data, const RuleOptions& rules, const FireParty& shooterParty, const Weapon& weapon,
                    const FireParty& targetParty, const std::vector<OverlapPair>& overlaps) {
    const AircraftState& shooter = *shooterParty.state;
    const AircraftState& target = *targetParty.state;
    Context c;
    c.data = &data;
    c.rules = &rules;
    c.shooter = &shooter;
    c.target = &target;
    c.weapon = &weapon;
    c.shooterType = shooterParty.type;
    c.targetType = targetParty.type;
    c.shooterGeometry = shooterParty.geometry;
    c.targetGeometry = targetParty.geometry;
    // GND-07: an airplane on the ground can be hit where it stands (level 0);
    // GND-17 (S004): it counts as at altitude 1 when attacked.
    c.grounded = target.onGround() && rules.groundOperations();
    c.targetLevel = target.altitude;
    c.targetClimb = target.climb;
    if (c.grounded && rules.groundedTarget == GroundRules::S004) {
        c.targetLevel = 1;
        c.targetClimb = 0;
    }
    c.flying = shooter.takesPart() && (target.takesPart() || c.grounded);
    c.compare = shooter.altitude != c.targetLevel ? (shooter.altitude < c.targetLevel ? -1 : 1)
                : shooter.climb != c.targetClimb  ? (shooter.climb < c.targetClimb ? -1 : 1)
                                                  : 0;
    c.levelDifference = std::abs(shooter.altitude - c.targetLevel);
    c.levelLimit = maxFireLevelDifference(rules);
    c.levelTooFar = c.levelDifference > c.levelLimit;
    c.overlapping = inOverlap(overlaps, shooter.id, target.id);
    if (c.overlapping && rules.fireWhileOverlapping == FireWhileOverlapping::DiveOrClimbException)
        c.overlapException = (lastCardIs(shooter, CardKind::Dive) && c.compare > 0) ||
                             (lastCardIs(shooter, CardKind::Climb) && c.compare < 0);
    if (targetParty.balloon) {
        // BAL-01: over the balloon card at any height, only a dive shot fires.
        c.overlapping = footprintsOverlap(shooter.pose, *c.shooterGeometry, footprintOf(rules.overlapShape),
                                          target.pose, *c.targetGeometry, Footprint::Base);
        c.overlapException = c.overlapping && lastCardDived(shooter) && shooter.altitude >= c.targetLevel;
        c.balloon = true;
    }
    if (shooterParty.balloon) {
        // BAL-12: "along the two long sides of the balloon's card": the
        // target's base centre within the card's length, either side.
        c.basket = true;
        const Point2 local = toLocal(shooter.pose, {target.pose.x, target.pose.y});
        c.besideLongSide = std::abs(local.y) <= c.shooterGeometry->baseLength.value / 2;
    }
    c.upward = weapon.fires360Upward && c.compare < 0;
    c.observer = observersWeapon(*c.shooterType, weapon);
    c.lastChange = lastAltitudeChange(shooter, rules);
    if (rules.fireProhibitionAfterAltitudeChange && c.compare != 0 && c.lastChange != AltitudeChange::None) {
        // FIRE-14: the pilot may not fire below the target after losing height,
        // or above it after gaining height; FIRE-15: the observer the reverse.
        const bool awayWhenLosing = c.compare < 0;  // below: losing height takes it further away
        const bool losing = c.lastChange == AltitudeChange::Loss;
        const bool movedAway = losing == awayWhenLosing;
        c.prohibited = c.observer ? !movedAway : movedAway;
    }
    c.deadAngleApplies = weapon.arc == WeaponArc::Rear && c.compare >= 0;

    const Point2 stand{c.shooterGeometry->standX.value, c.shooterGeometry->standY.value};
    c.arc.apex = toTable(shooter.pose, {stand.x + weapon.mount.x, stand.y + weapon.mount.y});
    c.arc.heading = shooter.pose.heading;
    c.arc.halfAngle = 180.0;
    if (!c.upward && weapon.arc == WeaponArc::Front) c.arc.halfAngle = c.shooterGeometry->frontArcHalfAngle.value;
    if (!c.upward && weapon.arc == WeaponArc::Rear) {
        c.arc.heading = shooter.pose.heading + 180.0;
        c.arc.halfAngle = c.shooterGeometry->rearArcHalfAngle.value;
    }
    c.targetShape = rules.rangeTargetShape == TargetShape::Silhouette ? Footprint::Silhouette : Footprint::Base;
    // FIRE-03, and across one level only the first half (FIRE-06 / FIRE-07), at long range.
    const double half = c.shooterGeometry->rulerHalfMark.value, ruler = c.shooterGeometry->rulerLength.value;
    c.shortReach = c.levelDifference == 0 ? half : -1.0;
    c.longReach = c.levelDifference == 0 ? ruler : half;
    return c;
}

struct Measure {
    bool inArc = false;
    Range range = Range::Out;
    double distance = 0;
    Point2 aim;
};

template <class Path>
Measure measure(const Context& c) {
    const PlacedFootprint shape(c.target->pose, *c.targetGeometry, c.targetShape);
    Measure m;
    Nearest nearest = Path::nearest(shape, c.arc);
    m.inArc = nearest.found;
    if (!m.inArc) nearest = Path::nearest(shape, Wedge{c.arc.apex, 0.0, 180.0});  // how far, arc aside
    m.distance = nearest.distance;
    m.aim = nearest.found ? nearest.point : c.arc.apex;
    if (m.inArc && !c.levelTooFar) {
        if (m.distance <= c.shortReach)
            m.range = Range::Short;
        else if (m.distance <= c.longReach)
            m.range = Range::Long;
    }
    return m;
}

// FIRE-17: the wedge from the base centre through the two rear corners, out
// to rearDeadAngleReach. The observer cannot fire when the target is not
// higher, part of its base lies in that wedge within the reach, and the
// centre-to-centre line runs through the wedge.
Wedge deadAngleWedge(const Context& c) {
    const GeometrySpec& g = *c.shooterGeometry;
    return {{c.shooter->pose.x, c.shooter->pose.y},
            c.shooter->pose.heading + 180.0,
            std::atan2(g.baseWidth.value / 2, g.baseLength.value / 2) * kRadToDeg};
}

template <class Path>
bool inDeadAngle(const Context& c) {
    if (!c.deadAngleApplies) return false;
    const Wedge dead = deadAngleWedge(c);
    if (!inWedge({c.target->pose.x, c.target->pose.y}, dead)) return false;
    const Nearest nearest = Path::nearest(PlacedFootprint(c.target->pose, *c.targetGeometry, Footprint::Base), dead);
    return nearest.found && nearest.distance <= c.shooterGeometry->rearDeadAngleReach.value;
}

Footprint losFootprint(LosShape shape) {
    switch (shape) {
        case LosShape::Base:
            return Footprint::Base;
        case LosShape::Card:
            return Footprint::Card;
        case LosShape::Silhouette:
            return Footprint::Silhouette;
    }
    return Footprint::Base;
}

// FIRE-04 / FIRE-05 (CONF-26), OVL-02: may `other` block the line of fire?
bool mayBlock(const Context& c, const AircraftState& other, const std::vector<OverlapPair>& overlaps) {
    if (!other.takesPart() || other.id == c.shooter->id || other.id == c.target->id) return false;
    if (inOverlap(overlaps, other.id, c.shooter->id) || inOverlap(overlaps, other.id, c.target->id)) return false;
    const int shooterLevel = c.shooter->altitude, targetLevel = c.targetLevel;
    if (c.rules->losBlock == LosBlock::SameLevel)
        return other.altitude == shooterLevel || other.altitude == targetLevel;
    return other.altitude >= std::min(shooterLevel, targetLevel) &&
           other.altitude <= std::max(shooterLevel, targetLevel);
}

// Calls `blocked(airplane)` for every third airplane across the segment from
// the mount to the aim point, until it returns false.
template <class Path, class Sink>
void lineOfFire(const Context& c, const Measure& m, const std::vector<AircraftState>& all,
                const std::vector<OverlapPair>& overlaps, Sink&& blocked) {
    if (m.distance <= 0) return;  // the mount touches the target: nothing lies between
    const Footprint shape = losFootprint(c.rules->losShape);
    for (const auto& other : all) {
        if (!mayBlock(c, other, overlaps)) continue;
        const AircraftType* type = nullptr;
        const GeometrySpec& geometry = geometryOf(*c.data, other, type);
        if (Path::crosses(PlacedFootprint(other.pose, geometry, shape), c.arc.apex, m.aim) && !blocked(other)) return;
    }
}

bool refusedBeforeGeometry(const Context& c) {
    return !c.flying || (c.overlapping && !c.overlapException) || c.prohibited;
}

// FIRE-23: the line between the card centres leaves the card through a short side.
bool throughShortSide(const AircraftState& state, const GeometrySpec& geometry, Point2 towards) {
    const Point2 centre = toTable(state.pose, {geometry.standX.value, geometry.standY.value});
    const Point2 local = toLocal({centre.x, centre.y, state.pose.heading}, towards);
    const double halfWidth = geometry.cardWidth.value / 2, halfLength = geometry.cardLength.value / 2;
    const bool frontOrRear = std::abs(local.x) * halfLength <= std::abs(local.y) * halfWidth;
    return frontOrRear ? halfWidth <= halfLength : halfLength <= halfWidth;
}

bool noDeflection(const Context& c) {
    const Point2 shooterCentre =
        toTable(c.shooter->pose, {c.shooterGeometry->standX.value, c.shooterGeometry->standY.value});
    const Point2 targetCentre =
        toTable(c.target->pose, {c.targetGeometry->standX.value, c.targetGeometry->standY.value});
    return throughShortSide(*c.shooter, *c.shooterGeometry, targetCentre) &&
           throughShortSide(*c.target, *c.targetGeometry, shooterCentre);
}

void addRule(std::vector<std::string>& rules, const char* id) {
    if (std::find(rules.begin(), rules.end(), id) == rules.end()) rules.emplace_back(id);
}

// ---------------------------------------------------------------------------
// checkShot, one decision at a time. The words are words/fire.cpp's.

// The measures of the shot and the facts its verdict rests on, before any rule says yes or no.
ShotCheck measuredShot(const Context& c, const Measure& m, const std::vector<AircraftState>& all,
                       const std::vector<OverlapPair>& overlaps) {
    ShotCheck shot;
    shot.shooter = c.shooter->id;
    shot.target = c.target->id;
    shot.weapon = c.weapon->id;
    shot.inArc = m.inArc;
    shot.range = m.range;
    shot.distanceMm = m.distance;
    shot.aimPoint = m.aim;
    shot.levelDifference = c.levelDifference;
    shot.overlapping = c.overlapping;
    shot.balloon = c.balloon;
    shot.basket = c.basket;
    shot.deadAngle = inDeadAngle<PolygonPath>(c);
    if (m.range != Range::Out)
        lineOfFire<PolygonPath>(c, m, all, overlaps, [&](const AircraftState& other) {
            shot.blockedBy.push_back(other.id);
            return true;
        });
    shot.upward = c.upward;
    shot.era = c.rules->era;
    shot.weaponArc = c.weapon->arc;
    shot.shooterStatus = c.shooter->status;
    shot.targetStatus = c.target->status;
    shot.shooterInCloud = c.shooter->inCloud;
    shot.heightOrder = c.compare;
    shot.levelLimit = c.levelLimit;
    shot.longReachMm = c.longReach;
    shot.deadAngleReachMm = c.shooterGeometry->rearDeadAngleReach.value;
    shot.rangeShape = c.targetShape;
    shot.observer = c.observer;
    shot.lastAltitudeChange = c.lastChange;
    shot.fireWhileOverlapping = c.rules->fireWhileOverlapping;
    shot.diveFire = c.rules->diveFire;
    return shot;
}

void refuse(ShotCheck& shot, ShotVerdict verdict, std::initializer_list<const char*> ids) {
    shot.refusals.push_back(verdict);
    for (const char* id : ids) addRule(shot.rules, id);
}

// Every rule that forbids the shot, with its rule ids, in the order of ShotVerdict.
void findRefusals(const Context& c, const Measure& m, ShotCheck& shot) {
    const char* levelRule = c.rules->era == Era::Ww2 ? "FIRE-07" : "FIRE-06";
    if (!c.shooter->inPlay()) refuse(shot, ShotVerdict::ShooterNotFlying, {"FIRE-29"});
    if (!c.target->inPlay() && !c.grounded) refuse(shot, ShotVerdict::TargetNotFlying, {"FIRE-29"});
    if ((c.shooter->inPlay() && c.shooter->inCloud) || (c.target->inPlay() && c.target->inCloud))
        refuse(shot, ShotVerdict::InCloud, {"WX-01"});
    if (c.overlapping && !c.overlapException) {
        if (c.balloon)
            refuse(shot, ShotVerdict::Overlapping, {"BAL-01"});
        else if (c.rules->fireWhileOverlapping == FireWhileOverlapping::DiveOrClimbException)
            refuse(shot, ShotVerdict::Overlapping, {"OVL-01", "FIRE-13"});
        else
            refuse(shot, ShotVerdict::Overlapping, {"OVL-01"});
    }
    if (c.levelTooFar) refuse(shot, ShotVerdict::LevelTooFar, {levelRule});
    // BAL-12: the basket reaches one level up only beside the balloon's long
    // sides (the level rule gives the half ruler and long range), never two.
    if (c.basket && c.targetLevel > c.shooter->altitude) {
        if (c.levelDifference >= 2 && !c.levelTooFar)
            refuse(shot, ShotVerdict::LevelTooFar, {"BAL-12"});
        else if (c.levelDifference == 1 && !c.besideLongSide)
            refuse(shot, ShotVerdict::OutOfArc, {"BAL-12"});
    }
    if (!m.inArc) {
        if (c.weapon->arc == WeaponArc::Rear)
            refuse(shot, ShotVerdict::OutOfArc, {"FIRE-02", "FIRE-16"});
        else
            refuse(shot, ShotVerdict::OutOfArc, {"FIRE-02"});
    }
    if (shot.deadAngle) refuse(shot, ShotVerdict::DeadAngle, {"FIRE-17"});
    if (m.inArc && !c.levelTooFar && m.range == Range::Out) {
        if (c.levelDifference > 0)
            refuse(shot, ShotVerdict::OutOfRange, {"FIRE-02", "FIRE-03", levelRule});
        else
            refuse(shot, ShotVerdict::OutOfRange, {"FIRE-02", "FIRE-03"});
    }
    if (c.prohibited) refuse(shot, ShotVerdict::HeightChanged, {c.observer ? "FIRE-15" : "FIRE-14"});
    if (!shot.blockedBy.empty()) {
        refuse(shot, ShotVerdict::Blocked, {c.rules->losBlock == LosBlock::SameLevel ? "FIRE-05" : "FIRE-04"});
        if (c.rules->losShape == LosShape::Silhouette) addRule(shot.rules, "FIRE-22");
    }
}

}  // namespace

ShotLoad shotLoad(Era era, const Weapon& weapon, Range range) {
    const bool ww2 = era == Era::Ww2;
    const auto& firepower = range == Range::Short ? weapon.firepowerShort : weapon.firepowerLong;
    return {ww2 && firepower ? firepower->group : weapon.damageDeck,
            ww2 && firepower ? firepower->count : (range == Range::Short ? 2 : 1)};
}

namespace {

// What the shot deals at the range it counts as (FIRE-01, FIRE-03, FIRE-06,
// FIRE-07): the deck always, the cards and the rules of the range when it can fire.
void dealt(const Context& c, ShotCheck& shot) {
    const bool ww2 = c.rules->era == Era::Ww2;
    const Weapon& weapon = *c.weapon;
    const ShotLoad load = shotLoad(c.rules->era, weapon, shot.range);
    shot.deck = load.deck;
    if (!shot.canFire) {
        shot.cards = 0;
        return;
    }
    shot.cards = load.cards;
    auto& ids = shot.rules;
    addRule(ids, "FIRE-02");
    addRule(ids, "FIRE-03");
    if (!ww2) addRule(ids, "FIRE-01");
    if (c.targetShape == Footprint::Silhouette) addRule(ids, "FIRE-22");
    if (weapon.arc == WeaponArc::Rear) addRule(ids, "FIRE-16");
    if (c.levelDifference > 0) addRule(ids, ww2 ? "FIRE-07" : "FIRE-06");
    if (c.grounded) addRule(ids, c.rules->groundedTarget == GroundRules::S004 ? "GND-17" : "GND-07");
}

// FIRE-12 (dive_fire = extra_card): above the target after a steep blue card.
bool steepBlueBefore(const Context& c) {
    const AircraftState& shooter = *c.shooter;
    if (c.rules->diveFire != DiveFire::ExtraCard || c.compare <= 0 || shooter.history.empty() ||
        !shooter.history.back().steep)
        return false;
    const ManeuverDeck* deck = c.data->deckOf(*c.shooterType);
    const ManeuverCard* card = deck != nullptr ? deck->card(shooter.history.back().number) : nullptr;
    return card != nullptr && card->arrowColour == ArrowColour::Blue;
}

// The modifiers of a legal shot and their rules (FIRE-18, FIRE-13, FIRE-11, FIRE-12, FIRE-23).
void addModifiers(const Context& c, ShotCheck& shot) {
    const RuleOptions& rules = *c.rules;
    const AircraftState& shooter = *c.shooter;
    auto& ids = shot.rules;
    if (c.upward) addRule(ids, "FIRE-18");
    if (c.balloon) {
        addRule(ids, "BAL-01");  // a balloon is fired at as an airplane; over its card, the dive shot
    } else if (c.overlapping) {  // a legal shot between overlapping airplanes: FIRE-13's exception
        addRule(ids, "OVL-01");
        addRule(ids, "FIRE-13");
    }
    // FIRE-11 (WW2): "a lower altitude" is a lower level; climb counters at
    // the same level do not put the shooter above.
    const bool dive = lastCardIs(shooter, CardKind::Dive);
    if (rules.diveFire == DiveFire::AimBonus && c.weapon->arc == WeaponArc::Front &&
        (shooter.altitude > c.targetLevel || dive || lastCardEndedOverdive(shooter, rules))) {
        shot.fromAbove = true;
        addRule(ids, "FIRE-11");
    }
    // FIRE-12: "still above the target or at the same level": the level, at
    // least the target's, whatever the climb counters of either.
    if (rules.diveFire != DiveFire::None && lastCardDived(shooter) && shooter.altitude >= c.targetLevel) {
        shot.diveBonus = true;
        addRule(ids, "FIRE-12");
    }
    if (steepBlueBefore(c)) {
        shot.steepBonus = true;
        addRule(ids, "FIRE-12");
    }
    if (rules.deflection && noDeflection(c)) {
        shot.deflection = true;
        addRule(ids, "FIRE-23");
    }
}

}  // namespace

int maxFireLevelDifference(const RuleOptions& rules) {
    return rules.era == Era::Ww1 ? std::min(1, rules.maxFireLevelDiff) : rules.maxFireLevelDiff;
}

ShotCheck checkShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                    const AircraftState& target, const std::vector<AircraftState>& all,
                    const std::vector<OverlapPair>& overlaps) {
    return checkShot(data, rules, partyOf(data, shooter), weapon, partyOf(data, target), all, overlaps);
}

ShotCheck checkShot(const GameData& data, const RuleOptions& rules, const FireParty& shooter, const Weapon& weapon,
                    const FireParty& target, const std::vector<AircraftState>& all,
                    const std::vector<OverlapPair>& overlaps) {
    const Context c = makeContext(data, rules, shooter, weapon, target, overlaps);
    const Measure m = measure<PolygonPath>(c);
    ShotCheck shot = measuredShot(c, m, all, overlaps);
    findRefusals(c, m, shot);
    shot.canFire = shot.refusals.empty();
    dealt(c, shot);
    if (!shot.canFire) return shot;
    addModifiers(c, shot);
    return shot;
}

bool canBeFiredAt(const RuleOptions& rules, const AircraftState& target) {
    return target.takesPart() || (target.onGround() && rules.groundOperations());
}

std::vector<ShotCheck> allShots(const GameData& data, const RuleOptions& rules,
                                const std::vector<AircraftState>& aircraft, const std::vector<OverlapPair>& overlaps) {
    std::vector<ShotCheck> shots;
    for (const auto& shooter : aircraft) {
        if (!shooter.takesPart()) continue;
        const AircraftType* type = data.aircraftType(shooter.type);
        if (type == nullptr)
            throw std::invalid_argument("airplane " + shooter.id + " has an unknown type: " + shooter.type);
        for (const auto& target : aircraft) {
            if (&target == &shooter || !canBeFiredAt(rules, target)) continue;
            for (const auto& weapon : type->weapons)
                shots.push_back(checkShot(data, rules, shooter, weapon, target, aircraft, overlaps));
        }
    }
    return shots;
}

std::optional<ShotCheck> bestShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter,
                                  const AircraftState& target, const std::vector<AircraftState>& all,
                                  const std::vector<OverlapPair>& overlaps, std::string_view weaponId) {
    const AircraftType* type = data.aircraftType(shooter.type);
    if (type == nullptr) return std::nullopt;
    const auto rank = [](const ShotCheck& s) { return std::tuple(s.canFire ? s.cards : -1, s.inArc, -s.distanceMm); };
    std::optional<ShotCheck> best;
    for (const Weapon& weapon : type->weapons) {
        if (!weaponId.empty() && weapon.id != weaponId) continue;
        ShotCheck shot = checkShot(data, rules, shooter, weapon, target, all, overlaps);
        if (!best || rank(shot) > rank(*best)) best = std::move(shot);
    }
    return best;
}

FastShot fastShot(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target, const std::vector<AircraftState>& all,
                  const std::vector<OverlapPair>& overlaps) {
    const Context c = makeContext(data, rules, partyOf(data, shooter), weapon, partyOf(data, target), overlaps);
    const Measure m = measure<FastPath>(c);
    FastShot shot{false, m.range, m.distance, m.inArc};
    if (refusedBeforeGeometry(c) || m.range == Range::Out || inDeadAngle<FastPath>(c)) return shot;
    bool blocked = false;
    lineOfFire<FastPath>(c, m, all, overlaps, [&](const AircraftState&) {
        blocked = true;
        return false;
    });
    shot.canFire = !blocked;
    return shot;
}

Range FireZone::rangeAt(Point2 point) const {
    if (!canFire || !inWedge(point, Wedge{apex, heading, halfAngle})) return Range::Out;
    if (deadAngle && inWedge(point, Wedge{deadApex, deadHeading, deadHalfAngle}) &&
        distance(point, deadApex) <= deadReach)
        return Range::Out;
    const double d = distance(point, apex);
    if (d <= shortReach) return Range::Short;
    return d <= longReach ? Range::Long : Range::Out;
}

FireZone fireZone(const GameData& data, const RuleOptions& rules, const AircraftState& shooter, const Weapon& weapon,
                  const AircraftState& target) {
    // No overlaps: whether the two overlap depends on where the target is.
    const Context c = makeContext(data, rules, partyOf(data, shooter), weapon, partyOf(data, target), {});
    FireZone zone;
    zone.canFire = c.flying && !c.prohibited && !c.levelTooFar;
    zone.apex = c.arc.apex;
    zone.heading = c.arc.heading;
    zone.halfAngle = c.arc.halfAngle;
    zone.shortReach = c.shortReach;
    zone.longReach = c.longReach;
    if (c.deadAngleApplies) {
        const Wedge dead = deadAngleWedge(c);
        zone.deadAngle = true;
        zone.deadApex = dead.apex;
        zone.deadHeading = dead.heading;
        zone.deadHalfAngle = dead.halfAngle;
        zone.deadReach = c.shooterGeometry->rearDeadAngleReach.value;
    }
    return zone;
}

}  // namespace jasta
